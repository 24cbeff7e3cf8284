import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ApplyPublicProgress, ProblemAuth, type ProblemEntity } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { BankTable, downloadCases, useProblemStatuses } from '../problem';
import { useGroupAdminProblems, useGroupProblemMutations, useGroupProblems } from './contentApi';
import { useGroupContext } from './groupContext';
import { canEditItem } from './groupRules';

/** The group's problems: the bank's table for members; group admins switch to the admin table (spec 3 §2). */
export function GroupProblems() {
  const { t } = useTranslation('group');
  const { isAdmin } = useGroupContext();
  const [admin, setAdmin] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="group-problems">
      {isAdmin && (
        <Space wrap>
          <Switch
            checked={admin}
            onChange={setAdmin}
            checkedChildren={t('common.admin')}
            unCheckedChildren={t('common.admin')}
            aria-label={t('common.admin')}
            data-testid="group-problem-admin-toggle"
          />
        </Space>
      )}
      {admin ? <AdminTable /> : <MemberTable />}
    </Space>
  );
}

function MemberTable() {
  const { group, viewer } = useGroupContext();
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupProblems(group.id, query);
  const records = list.data?.records ?? [];
  const statuses = useProblemStatuses(
    viewer.uid || undefined,
    records.map((r) => r.pid),
    group.id,
  );
  const [showTags, setShowTags] = useState(false);
  const { t } = useTranslation('group');
  return (
    <>
      <Switch
        size="small"
        checked={showTags}
        onChange={setShowTags}
        checkedChildren={t('problem.tags')}
        unCheckedChildren={t('problem.tags')}
        aria-label={t('problem.showTags')}
        style={{ alignSelf: 'flex-end' }}
      />
      <BankTable
        records={records}
        total={list.data?.total ?? 0}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        currentPage={query.currentPage}
        limit={query.limit}
        onPageChange={(currentPage, limit) => setQuery({ currentPage, limit })}
        statuses={statuses.data ? Object.fromEntries(Object.entries(statuses.data).map(([k, v]) => [k, v.status])) : undefined}
        showTags={showTags}
        onHover={() => undefined}
        onTagClick={() => undefined}
        problemPath={(r) => `/group/${group.id}/problem/${encodeURIComponent(r.problemId)}`}
      />
    </>
  );
}

const PROGRESS_COLORS: Record<number, string> = {
  [ApplyPublicProgress.Applying]: 'processing',
  [ApplyPublicProgress.Public]: 'success',
  [ApplyPublicProgress.Refused]: 'error',
};

function AdminTable() {
  const { t } = useTranslation('group');
  const ctx = useGroupContext();
  const { group } = ctx;
  const isWide = useMinWidth(768);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupAdminProblems(group.id, query, true);
  const { changeAuth, applyPublic, remove } = useGroupProblemMutations(group.id);
  const mayEdit = (p: ProblemEntity) => canEditItem(ctx.viewer, { username: p.author }, ctx.username) && p.gid === group.id;

  const toggleApply = (p: ProblemEntity) => {
    const cancel = p.applyPublicProgress === ApplyPublicProgress.Applying;
    modal.confirm({
      title: cancel ? t('problem.cancelApplyConfirm') : t('problem.applyConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => applyPublic.mutateAsync({ pid: p.id, isApplied: !cancel }).then(() => notify.success(t('common.updated'))),
    });
  };
  const publicCell = (p: ProblemEntity) => {
    const progress = p.applyPublicProgress;
    if (progress === ApplyPublicProgress.Public) return <Tag color="success">{t('problem.progress.2')}</Tag>;
    return (
      <Space size={4} wrap>
        {progress != null && (
          <Tag color={PROGRESS_COLORS[progress]}>{t(`problem.progress.${progress}` as 'problem.progress.1')}</Tag>
        )}
        {mayEdit(p) && (
          <Button size="small" type="link" onClick={() => toggleApply(p)} data-testid="group-problem-apply-public">
            {progress === ApplyPublicProgress.Applying ? t('problem.cancelApply') : t('problem.applyPublic')}
          </Button>
        )}
      </Space>
    );
  };
  const columns: TableColumnsType<ProblemEntity> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    {
      key: 'problemId',
      title: t('problem.displayId'),
      width: 130,
      ellipsis: true,
      render: (_, p) => <Link to={`/group/${group.id}/problem/${encodeURIComponent(p.problemId)}`}>{p.problemId}</Link>,
    },
    { key: 'title', title: t('problem.title'), ellipsis: true, render: (_, p) => p.title },
    ...(isWide
      ? [
          {
            key: 'author',
            title: t('problem.author'),
            width: 110,
            ellipsis: true,
            render: (_: unknown, p: ProblemEntity) => p.author,
          },
        ]
      : []),
    {
      key: 'auth',
      title: t('problem.auth'),
      width: 120,
      render: (_, p) => (
        <Select
          size="small"
          style={{ width: 104 }}
          value={p.auth}
          disabled={!mayEdit(p)}
          aria-label={t('problem.authOf', { title: p.title })}
          loading={changeAuth.isPending && changeAuth.variables?.pid === p.id}
          onChange={(auth: number) =>
            changeAuth.mutate({ pid: p.id, auth }, { onSuccess: () => notify.success(t('common.updated')) })
          }
          options={[
            { value: ProblemAuth.Public, label: t('problem.authPublic') },
            { value: ProblemAuth.Private, label: t('problem.authPrivate') },
            { value: ProblemAuth.Contest, label: t('problem.authContest'), disabled: true },
          ]}
        />
      ),
    },
    { key: 'public', title: t('problem.publicity'), width: 170, render: (_, p) => publicCell(p) },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      render: (_, p) =>
        mayEdit(p) && (
          <Space size={4}>
            <Tooltip title={t('common.edit')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('common.edit')}
                onClick={() => navigate(`/group/${group.id}/problem-edit/${p.id}`)}
              />
            </Tooltip>
            <Tooltip title={t('problem.downloadCases')}>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                aria-label={t('problem.downloadCases')}
                onClick={() => void downloadCases(p.id, p.problemId)}
              />
            </Tooltip>
            <Popconfirm
              title={t('problem.deleteConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove.mutateAsync(p.id).then(() => notify.success(t('common.deleted')))}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate(`/group/${group.id}/problem-create`)}
        data-testid="group-problem-create"
      >
        {t('problem.create')}
      </Button>
      <Table<ProblemEntity>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isPending || list.isFetching}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('problem.empty') }}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: query.limit,
          total: list.data?.total ?? 0,
          isMobile: !isWide,
          totalText: (total) => t('list.total', { total }),
          onChange: (currentPage, limit) => setQuery({ currentPage, limit }),
        })}
        data-testid="group-problem-admin-table"
      />
    </>
  );
}
