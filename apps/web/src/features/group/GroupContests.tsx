import { NotificationOutlined, OrderedListOutlined, TeamOutlined } from '@ant-design/icons';
import { Skeleton, Switch, type TableColumnsType } from 'antd';
import { type AdminContestVo, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { ContestListItems, RuleTag, StatusTag } from '../contest';
import { useGroupAdminContests, useGroupContestMutations, useGroupContests } from './contentApi';
import { GroupAdminTable, GroupContentTab, RowActions } from './GroupContentTab';
import { useGroupContext } from './groupContext';
import { canEditItem } from './groupRules';

/** The group's contests: members see the site's contest rows and open the normal contest page; admins get a table. */
export function GroupContests() {
  const { t } = useTranslation('group');
  const { group, isAdmin } = useGroupContext();
  return (
    <GroupContentTab
      kind="contest"
      isAdmin={isAdmin}
      create={{ label: t('contest.create'), path: `/group/${group.id}/contest-admin/create` }}
      member={<MemberList />}
      admin={<AdminTable />}
    />
  );
}

function MemberList() {
  const { t } = useTranslation('group');
  const { group } = useGroupContext();
  const navigate = useNavigate();
  const [currentPage, setPage] = useState(1);
  const list = useGroupContests(group.id, { currentPage, limit: 10 });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <ContestListItems
      records={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      currentPage={currentPage}
      loading={list.isFetching}
      empty={t('contest.empty')}
      onPage={setPage}
      onOpen={(cid) => void navigate(`/contest/${cid}`)}
    />
  );
}

function AdminTable() {
  const { t } = useTranslation('group');
  const { t: tc } = useTranslation('contest');
  const ctx = useGroupContext();
  const { group } = ctx;
  const navigate = useNavigate();
  const base = `/group/${group.id}/contest-admin`;
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupAdminContests(group.id, query);
  const { visible, remove } = useGroupContestMutations();
  const mayEdit = (r: AdminContestVo) => canEditItem(ctx.viewer, { username: r.author }, ctx.username);
  const columns: TableColumnsType<AdminContestVo> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    { key: 'title', title: t('contest.title'), ellipsis: true, render: (_, r) => <Link to={`/contest/${r.id}`}>{r.title}</Link> },
    { key: 'type', title: t('contest.rule'), width: 80, render: (_, r) => <RuleTag type={r.type} /> },
    { key: 'status', title: t('contest.status'), width: 100, render: (_, r) => <StatusTag status={r.status} /> },
    {
      key: 'visible',
      title: t('contest.visible'),
      width: 90,
      render: (_, r) => (
        <Switch
          checked={r.visible}
          disabled={!mayEdit(r)}
          aria-label={t('contest.visibleOf', { title: r.title })}
          loading={visible.isPending && visible.variables?.cid === r.id}
          onChange={(checked) =>
            visible.mutate({ cid: r.id, visible: checked }, { onSuccess: () => notify.success(t('common.updated')) })
          }
        />
      ),
    },
    {
      key: 'start',
      title: t('contest.start'),
      width: 170,
      render: (_, r) => dayjs(parseWireDate(r.startTime)).format('YYYY-MM-DD HH:mm'),
    },
    { key: 'author', title: t('contest.author'), dataIndex: 'author', width: 110, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      render: (_, r) =>
        mayEdit(r) && (
          <RowActions
            edit={{ testid: `group-contest-edit-${r.id}`, onClick: () => navigate(`${base}/${r.id}/edit`) }}
            actions={[
              {
                key: 'problems',
                title: t('contest.problems'),
                icon: <OrderedListOutlined />,
                testid: `group-contest-problems-${r.id}`,
                onClick: () => navigate(`${base}/${r.id}/problems`),
              },
              {
                key: 'announcements',
                title: t('contest.announcements'),
                icon: <NotificationOutlined />,
                testid: `group-contest-announcements-${r.id}`,
                onClick: () => navigate(`${base}/${r.id}/announcement`),
              },
              ...(r.teamContest
                ? [
                    {
                      key: 'teams',
                      title: t('contest.teams'),
                      icon: <TeamOutlined />,
                      testid: `group-contest-teams-${r.id}`,
                      onClick: () => navigate(`${base}/${r.id}/teams`),
                    },
                  ]
                : []),
            ]}
            deleteConfirm={t('contest.deleteConfirm')}
            onDelete={() => remove.mutateAsync(r.id)}
          />
        ),
    },
  ];
  return (
    <GroupAdminTable<AdminContestVo>
      columns={columns}
      list={list}
      query={query}
      onQuery={setQuery}
      scrollX={880}
      empty={t('contest.empty')}
      testid="group-contest-admin-table"
      ariaLabel={tc('list.title')}
    />
  );
}
