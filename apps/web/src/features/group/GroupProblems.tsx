import { DownloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { ApplyPublicProgress, ProblemAuth, type ProblemEntity } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { dialog } from '../../lib/feedback';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { BankTable, downloadCases, useProblemStatuses } from '../problem';
import { useGroupAdminProblems, useGroupProblemMutations, useGroupProblems } from './contentApi';
import { CreateButton, GroupAdminTable, GroupContentTab, RowActions } from './GroupContentTab';
import { useGroupContext } from './groupContext';
import { canEditItem } from './groupRules';

/** The group's problems: the bank's table for members; group admins switch to the admin table (spec 3 §2). */
export function GroupProblems() {
  const { isAdmin } = useGroupContext();
  return <GroupContentTab kind="problem" isAdmin={isAdmin} member={<MemberTable />} admin={<AdminTable />} />;
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
        titleExtra={(r) =>
          r.auth != null &&
          r.auth !== ProblemAuth.Public && (
            <Tag style={{ marginInlineStart: 8 }} data-testid="group-problem-state">
              {r.auth === ProblemAuth.Private ? t('problem.authPrivate') : t('problem.authContest')}
            </Tag>
          )
        }
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
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupAdminProblems(group.id, query, true);
  const { changeAuth, applyPublic, remove } = useGroupProblemMutations(group.id);
  const mayEdit = (p: ProblemEntity) => canEditItem(ctx.viewer, { username: p.author }, ctx.username) && p.gid === group.id;

  const toggleApply = (p: ProblemEntity) => {
    const cancel = p.applyPublicProgress === ApplyPublicProgress.Applying;
    dialog.confirm({
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
          <RowActions
            edit={{ onClick: () => navigate(`/group/${group.id}/problem-edit/${p.id}`) }}
            actions={[
              {
                key: 'download',
                title: t('problem.downloadCases'),
                icon: <DownloadOutlined />,
                onClick: () => void downloadCases(p.id, p.problemId),
              },
            ]}
            deleteConfirm={t('problem.deleteConfirm')}
            onDelete={() => remove.mutateAsync(p.id)}
          />
        ),
    },
  ];
  return (
    <>
      <CreateButton kind="problem" label={t('problem.create')} path={`/group/${group.id}/problem-create`} />
      <GroupAdminTable<ProblemEntity>
        columns={columns}
        list={list}
        query={query}
        onQuery={setQuery}
        scrollX={800}
        empty={t('problem.empty')}
        testid="group-problem-admin-table"
      />
    </>
  );
}
