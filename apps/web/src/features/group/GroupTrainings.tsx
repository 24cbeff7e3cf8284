import { OrderedListOutlined } from '@ant-design/icons';
import { Progress, Space, Switch, Table, type TableColumnsType } from 'antd';
import { trainingProgress, type AdminTrainingRow, type TrainingVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { AuthTag, CategoryTag, formatDateTime } from '../training';
import { useGroupAdminTrainings, useGroupTrainingMutations, useGroupTrainings } from './contentApi';
import { GroupAdminTable, GroupContentTab, RowActions } from './GroupContentTab';
import { useGroupContext } from './groupContext';
import { canEditItem } from './groupRules';

/** The group's trainings: members open them (the site's training screens under the group); admins manage them. */
export function GroupTrainings() {
  const { t } = useTranslation('group');
  const { group, isAdmin } = useGroupContext();
  return (
    <GroupContentTab
      kind="training"
      isAdmin={isAdmin}
      create={{ label: t('training.create'), path: `/group/${group.id}/training-admin/create` }}
      member={<MemberTable />}
      admin={<AdminTable />}
    />
  );
}

function MemberTable() {
  const { t } = useTranslation('group');
  const { t: tt } = useTranslation('training');
  const { group } = useGroupContext();
  const isWide = useMinWidth(768);
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupTrainings(group.id, query);
  const progress = (r: TrainingVo) => {
    const pct = trainingProgress(r.acCount, r.problemCount);
    return (
      <Progress
        percent={pct}
        size="small"
        status="normal"
        strokeColor="#52c41a"
        format={() => `${pct}%`}
        aria-label={tt('list.progressOf', { title: r.title })}
        data-testid="training-progress"
      />
    );
  };
  const columns: TableColumnsType<TrainingVo> = [
    ...(isWide ? [{ key: 'rank', title: '#', dataIndex: 'rank', width: 80 }] : []),
    {
      key: 'title',
      title: tt('list.columns.title'),
      ellipsis: isWide,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Link to={`/group/${group.id}/training/${r.id}`} data-testid="training-title">
            {r.title}
          </Link>
          {!isWide && (
            <Space size={4} wrap>
              <AuthTag auth={r.auth} />
              <CategoryTag name={r.categoryName} color={r.categoryColor} />
            </Space>
          )}
        </Space>
      ),
    },
    ...(isWide
      ? [
          {
            key: 'auth',
            title: tt('list.columns.auth'),
            width: 100,
            render: (_: unknown, r: TrainingVo) => <AuthTag auth={r.auth} />,
          },
          {
            key: 'category',
            title: tt('list.columns.category'),
            width: 130,
            render: (_: unknown, r: TrainingVo) => <CategoryTag name={r.categoryName} color={r.categoryColor} />,
          },
          {
            key: 'problemCount',
            title: tt('list.columns.problemCount'),
            dataIndex: 'problemCount',
            width: 90,
            align: 'right' as const,
          },
          { key: 'author', title: tt('list.columns.author'), dataIndex: 'author', width: 120, ellipsis: true },
        ]
      : []),
    { key: 'progress', title: tt('list.columns.progress'), width: isWide ? 170 : 110, render: (_, r) => progress(r) },
  ];
  return (
    <Table<TrainingVo>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
      locale={{ emptyText: t('training.empty') }}
      pagination={pagerConfig({
        currentPage: query.currentPage,
        limit: query.limit,
        total: list.data?.total ?? 0,
        isMobile: !isWide,
        totalText: (total) => t('list.total', { total }),
        onChange: (currentPage, limit) => setQuery({ currentPage, limit }),
      })}
    />
  );
}

function AdminTable() {
  const { t } = useTranslation('group');
  const { t: tt } = useTranslation('training');
  const ctx = useGroupContext();
  const { group } = ctx;
  const navigate = useNavigate();
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupAdminTrainings(group.id, query);
  const { status, remove } = useGroupTrainingMutations();
  const mayEdit = (r: AdminTrainingRow) => canEditItem(ctx.viewer, { username: r.author }, ctx.username);
  const columns: TableColumnsType<AdminTrainingRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    {
      key: 'title',
      title: tt('list.columns.title'),
      ellipsis: true,
      render: (_, r) => <Link to={`/group/${group.id}/training/${r.id}`}>{r.title}</Link>,
    },
    { key: 'auth', title: tt('list.columns.auth'), width: 100, render: (_, r) => <AuthTag auth={r.auth} /> },
    {
      key: 'status',
      title: t('training.visible'),
      width: 90,
      render: (_, r) => (
        <Switch
          checked={r.status}
          disabled={!mayEdit(r)}
          aria-label={t('training.visibleOf', { title: r.title })}
          loading={status.isPending && status.variables?.tid === r.id}
          onChange={(checked) =>
            status.mutate({ tid: r.id, status: checked }, { onSuccess: () => notify.success(t('common.updated')) })
          }
        />
      ),
    },
    { key: 'author', title: tt('list.columns.author'), dataIndex: 'author', width: 110, ellipsis: true },
    { key: 'modified', title: tt('list.columns.modified'), width: 170, render: (_, r) => formatDateTime(r.gmtModified) },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      render: (_, r) =>
        mayEdit(r) && (
          <RowActions
            edit={{ onClick: () => navigate(`/group/${group.id}/training-admin/${r.id}/edit`) }}
            actions={[
              {
                key: 'problems',
                title: t('training.problems'),
                icon: <OrderedListOutlined />,
                onClick: () => navigate(`/group/${group.id}/training-admin/${r.id}/problems`),
              },
            ]}
            deleteConfirm={t('training.deleteConfirm')}
            onDelete={() => remove.mutateAsync(r.id)}
          />
        ),
    },
  ];
  return (
    <GroupAdminTable<AdminTrainingRow>
      columns={columns}
      list={list}
      query={query}
      onQuery={setQuery}
      scrollX={760}
      empty={t('training.empty')}
      testid="group-training-admin-table"
    />
  );
}
