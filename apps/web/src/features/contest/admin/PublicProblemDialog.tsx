import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import type { ProblemEntity } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicProblemList } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  cid: number;
  /** The contest's rule: only problems of that type are offered (HOJ's picker). */
  problemType: number;
  suggestId: string;
  onAdd: (problem: ProblemEntity, displayId: string) => Promise<unknown>;
  /** Public problems (default), or a group contest's own group problems. */
  source?: 'public' | 'group';
}

/** Public problems not yet in the contest (or the group's problems), searchable; each is added under the display id typed above. */
export function PublicProblemDialog({ open, onClose, cid, problemType, suggestId, onAdd, source = 'public' }: Props) {
  const { t } = useTranslation('contestAdmin');
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [displayId, setDisplayId] = useState(suggestId);
  const [busy, setBusy] = useState<number | null>(null);
  // A new suggestion after each add (the list of taken ids changed).
  useEffect(() => setDisplayId(suggestId), [suggestId]);
  const list = usePublicProblemList(cid, { currentPage, limit: 10, problemType, ...(keyword ? { keyword } : {}) }, open, source);

  const add = (p: ProblemEntity) => {
    const id = displayId.trim();
    if (!id) return;
    setBusy(p.id);
    onAdd(p, id)
      .catch(() => undefined) // the client has shown the server's message
      .finally(() => setBusy(null));
  };

  const columns: TableColumnsType<ProblemEntity> = [
    { key: 'problemId', title: t('problems.columns.problemId'), dataIndex: 'problemId', width: 110, ellipsis: true },
    { key: 'title', title: t('problems.columns.title'), dataIndex: 'title', ellipsis: true },
    {
      key: 'add',
      width: 70,
      render: (_, p) => (
        <Button
          size="small"
          type="primary"
          icon={<PlusOutlined />}
          disabled={!displayId.trim()}
          loading={busy === p.id}
          aria-label={t('problems.addOne', { title: p.title })}
          data-testid={`pick-${p.problemId}`}
          onClick={() => add(p)}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t(source === 'group' ? 'problems.addGroup' : 'problems.addPublic')}
      width={720}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          addonBefore={t('problems.columns.displayId')}
          value={displayId}
          maxLength={64}
          onChange={(e) => setDisplayId(e.target.value)}
          style={{ width: 200 }}
          status={displayId.trim() ? undefined : 'error'}
          data-testid="pick-display-id"
        />
        {source === 'public' && (
          <Input.Search
            allowClear
            placeholder={t('problems.search')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setCurrentPage(1);
            }}
            style={{ width: 240, maxWidth: '100%' }}
            data-testid="pick-search"
          />
        )}
      </Space>
      <Table<ProblemEntity>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t(source === 'group' ? 'problems.noGroup' : 'problems.noPublic')} /> }}
        pagination={{
          current: currentPage,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setCurrentPage,
          size: 'small',
          simple: true,
        }}
        data-testid="pick-table"
      />
    </Modal>
  );
}
