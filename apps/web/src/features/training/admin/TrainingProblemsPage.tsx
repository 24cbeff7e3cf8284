import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, InputNumber, Modal, Popconfirm, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { type ProblemEntity, TrainingLimits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pagerConfig } from '../../../components/pagedTable';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { RemoteImportButton } from '../../remote-judge';
import { usePageTitle } from '../../site';
import {
  useAddTrainingProblem,
  useAdminTraining,
  useAdminTrainingProblems,
  useRemoveTrainingProblem,
  useUpdateTrainingProblem,
} from './api';
import { useTrainingAdminScope } from './scope';

type Query = { currentPage: number; limit: number; keyword?: string };

/**
 * /admin/training/:trainingId/problems: the training's problems with their display order (saved
 * on change), removal, and adding from the public bank (a picker) or by problem id.
 */
export function TrainingProblemsPage() {
  const { t } = useTranslation('trainingAdmin');
  const { trainingId = '' } = useParams();
  const tid = Number(trainingId);
  const training = useAdminTraining(tid);
  const scope = useTrainingAdminScope();
  usePageTitle(t('problems.title'));
  const isWide = useMinWidth(768);
  const [query, setQuery] = useState<Query>({ currentPage: 1, limit: 10 });
  const list = useAdminTrainingProblems(tid, { ...query, queryExisted: true });
  const update = useUpdateTrainingProblem();
  const remove = useRemoveTrainingProblem();
  const add = useAddTrainingProblem();
  const [picking, setPicking] = useState(false);
  const [byId, setById] = useState('');
  const map = list.data?.trainingProblemMap ?? {};

  const addById = async () => {
    const problemId = byId.trim();
    if (!problemId) {
      notify.warning(t('problems.idEmpty'));
      return;
    }
    // The candidates call searches public problems not yet in the training; the id must match exactly.
    const found = await scope.problems({ tid, keyword: problemId, queryExisted: false, limit: 50 });
    const match = found.problemList.records.find((p) => p.problemId.toLowerCase() === problemId.toLowerCase());
    if (!match) {
      notify.warning(t('problems.idNotFound', { problemId }));
      return;
    }
    add.mutate(
      { tid, pid: match.id },
      {
        onSuccess: () => {
          notify.success(t('added'));
          setById('');
        },
      },
    );
  };

  const columns: TableColumnsType<ProblemEntity> = [
    {
      key: 'rank',
      title: t('problems.order'),
      width: 130,
      render: (_, p) => (
        <InputNumber
          size="small"
          min={TrainingLimits.rankMin}
          max={TrainingLimits.rankMax}
          precision={0}
          defaultValue={map[String(p.id)]?.rank}
          aria-label={t('problems.orderOf', { problemId: p.problemId })}
          onBlur={(e) => {
            const rank = Number(e.target.value);
            if (!Number.isInteger(rank) || rank === map[String(p.id)]?.rank) return;
            update.mutate({ tid, pid: p.id, rank }, { onSuccess: () => notify.success(t('saved')) });
          }}
          onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
          data-testid="training-problem-order"
        />
      ),
    },
    { key: 'problemId', title: t('problems.problemId'), dataIndex: 'problemId', width: 130 },
    { key: 'title', title: t('problems.problemTitle'), dataIndex: 'title', ellipsis: true },
    { key: 'author', title: t('list.columns.author'), dataIndex: 'author', width: 120, ellipsis: true },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      width: 90,
      render: (_, p) => (
        <Popconfirm
          title={t('problems.removeConfirm')}
          onConfirm={() => remove.mutate({ tid, pid: p.id }, { onSuccess: () => notify.success(t('deleted')) })}
        >
          <Tooltip title={t('problems.remove')}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('problems.remove')} />
          </Tooltip>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      title={
        <span>
          {t('problems.title')}
          {training.data ? `: ${training.data.training.title}` : ''}
        </span>
      }
      extra={<Link to={scope.listPath}>{t('problems.back')}</Link>}
      data-testid="training-admin-problems"
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="add-from-public">
          {t('problems.addFromPublic')}
        </Button>
        <Space.Compact>
          <Input
            value={byId}
            onChange={(e) => setById(e.target.value)}
            onPressEnter={() => void addById()}
            placeholder={t('problems.byIdPlaceholder')}
            aria-label={t('problems.byIdPlaceholder')}
            style={{ width: 200 }}
            data-testid="add-by-id-input"
          />
          <Button onClick={() => void addById()} loading={add.isPending} data-testid="add-by-id">
            {t('problems.addById')}
          </Button>
        </Space.Compact>
        {scope.remoteImport && <RemoteImportButton scope={{ kind: 'training', tid }} />}
        <Input.Search
          allowClear
          placeholder={t('problems.search')}
          aria-label={t('problems.search')}
          style={{ width: 220 }}
          onSearch={(keyword) => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() || undefined })}
        />
      </Space>
      <Table<ProblemEntity>
        rowKey={(p) => `${p.id}-${map[String(p.id)]?.rank ?? ''}`}
        size="middle"
        columns={columns}
        dataSource={list.data?.problemList.records ?? []}
        loading={list.isPending}
        scroll={{ x: 700 }}
        locale={{ emptyText: t('problems.empty') }}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: query.limit,
          total: list.data?.problemList.total ?? 0,
          isMobile: !isWide,
          totalText: (total) => t('problems.total', { total }),
          onChange: (currentPage, limit) => setQuery({ ...query, currentPage, limit }),
        })}
      />
      <PublicPicker tid={tid} open={picking} onClose={() => setPicking(false)} />
    </Card>
  );
}

/** Public problems not yet in the training, paged and searchable; each added with one click. */
function PublicPicker({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('trainingAdmin');
  const [query, setQuery] = useState<Query>({ currentPage: 1, limit: 10 });
  const list = useAdminTrainingProblems(tid, { ...query, queryExisted: false }, open);
  const add = useAddTrainingProblem();
  const columns: TableColumnsType<ProblemEntity> = [
    { key: 'problemId', title: t('problems.problemId'), dataIndex: 'problemId', width: 130 },
    { key: 'title', title: t('problems.problemTitle'), dataIndex: 'title', ellipsis: true },
    {
      key: 'add',
      title: '',
      width: 90,
      render: (_, p) => (
        <Button
          size="small"
          type="primary"
          loading={add.isPending && add.variables?.pid === p.id}
          onClick={() => add.mutate({ tid, pid: p.id }, { onSuccess: () => notify.success(t('added')) })}
          data-testid="pick-problem"
        >
          {t('problems.add')}
        </Button>
      ),
    },
  ];
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('problems.addFromPublic')} width={760} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('problems.search')}
        aria-label={t('problems.search')}
        style={{ width: 240, marginBottom: 12 }}
        onSearch={(keyword) => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() || undefined })}
      />
      <Table<ProblemEntity>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.problemList.records ?? []}
        loading={list.isPending}
        locale={{ emptyText: t('problems.noCandidates') }}
        pagination={{
          current: query.currentPage,
          pageSize: query.limit,
          total: list.data?.problemList.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ['10', '30', '50', '100'],
          onChange: (currentPage, limit) => setQuery({ ...query, currentPage, limit }),
        }}
      />
    </Modal>
  );
}
