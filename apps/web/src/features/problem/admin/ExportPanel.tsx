import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { ProblemEntity } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namedRowCheckbox } from '../../../lib/namedRowCheckbox';
import { notify } from '../../../lib/notify';
import { BatchAuthControl } from './BatchAuthControl';
import { useAdminProblemList } from './api';
import { ADMIN_PROBLEM_PAGE_SIZE } from './filters';
import { exportProblemZip } from './transfer';

/** The server exports at most this many problems per zip (shared exportProblem schema). */
const MAX_EXPORT = 500;

interface Picked {
  id: number;
  problemId: string;
  title: string;
}

/** Pick problems across pages and searches, then download them as one HOJ zip. */
export function ExportPanel() {
  const { t } = useTranslation('problemAdmin');
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const list = useAdminProblemList({ currentPage, limit: ADMIN_PROBLEM_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  // Kept as rows, not ids, so picks from other pages can still be listed by name.
  const [picked, setPicked] = useState<Picked[]>([]);
  const [exporting, setExporting] = useState(false);
  const records = list.data?.records ?? [];

  const onSelect = (rows: ProblemEntity[], selected: boolean) =>
    setPicked((prev) => {
      const rest = prev.filter((p) => !rows.some((r) => r.id === p.id));
      return selected ? [...rest, ...rows.map((r) => ({ id: r.id, problemId: r.problemId, title: r.title }))] : rest;
    });

  const run = () => {
    setExporting(true);
    exportProblemZip(picked.map((p) => p.id))
      .then((name) => notify.success(t('download.saved', { name })))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <Card title={t('batch.exportTitle')} data-testid="export-panel">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('list.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setCurrentPage(1);
          }}
          style={{ maxWidth: 320 }}
          data-testid="export-search"
        />
        <Table<ProblemEntity>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={records}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: picked.map((p) => p.id),
            onSelect: (row, selected) => onSelect([row], selected),
            onSelectAll: (selected, _rows, changed) => onSelect(changed, selected),
            renderCell: namedRowCheckbox<ProblemEntity>((r) => t('list.selectRow', { id: r.problemId })),
          }}
          pagination={{
            current: currentPage,
            pageSize: ADMIN_PROBLEM_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setCurrentPage,
            size: 'small',
            showSizeChanger: false,
          }}
          columns={[
            { key: 'id', title: t('list.columns.id'), dataIndex: 'id', width: 70 },
            { key: 'problemId', title: t('list.columns.displayId'), dataIndex: 'problemId', width: 110 },
            { key: 'title', title: t('list.columns.title'), dataIndex: 'title', ellipsis: true },
          ]}
        />
        <div>
          <Typography.Text strong>{t('batch.picked', { count: picked.length })}</Typography.Text>
          <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 4 }} data-testid="export-picked">
            {picked.map((p) => (
              <Tag key={p.id} closable onClose={() => setPicked((prev) => prev.filter((x) => x.id !== p.id))}>
                {p.problemId} {p.title}
              </Tag>
            ))}
          </div>
        </div>
        <BatchAuthControl ids={picked.map((p) => p.id)} />
        {picked.length > MAX_EXPORT && <Typography.Text type="danger">{t('batch.tooMany', { max: MAX_EXPORT })}</Typography.Text>}
        <Space wrap>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={picked.length === 0 || picked.length > MAX_EXPORT}
            loading={exporting}
            onClick={run}
            data-testid="export-start"
          >
            {t('batch.export', { count: picked.length })}
          </Button>
          {picked.length > 0 && (
            <Button type="link" onClick={() => setPicked([])}>
              {t('list.clearSelection')}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
}
