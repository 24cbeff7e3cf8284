import { DeleteOutlined, EditOutlined, NotificationOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Skeleton, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import type { AdminContestVo } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { ContestListItems, parseWireDate, RuleTag, StatusTag } from '../contest';
import { useGroupAdminContests, useGroupContestMutations, useGroupContests } from './contentApi';
import { useGroupContext } from './groupContext';
import { canEditItem } from './groupRules';

/** The group's contests: members see the site's contest rows and open the normal contest page; admins get a table. */
export function GroupContests() {
  const { t } = useTranslation('group');
  const { group, isAdmin } = useGroupContext();
  const [admin, setAdmin] = useState(false);
  const navigate = useNavigate();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="group-contests">
      {isAdmin && (
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/group/${group.id}/contest-admin/create`)}
            data-testid="group-contest-create"
          >
            {t('contest.create')}
          </Button>
          <Switch
            checked={admin}
            onChange={setAdmin}
            checkedChildren={t('common.admin')}
            unCheckedChildren={t('common.admin')}
            aria-label={t('common.admin')}
            data-testid="group-contest-admin-toggle"
          />
        </Space>
      )}
      {admin ? <AdminTable /> : <MemberList />}
    </Space>
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
  const isWide = useMinWidth(768);
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
          <Space size={4}>
            <Tooltip title={t('common.edit')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('common.edit')}
                data-testid={`group-contest-edit-${r.id}`}
                onClick={() => navigate(`${base}/${r.id}/edit`)}
              />
            </Tooltip>
            <Tooltip title={t('contest.problems')}>
              <Button
                size="small"
                icon={<OrderedListOutlined />}
                aria-label={t('contest.problems')}
                data-testid={`group-contest-problems-${r.id}`}
                onClick={() => navigate(`${base}/${r.id}/problems`)}
              />
            </Tooltip>
            <Tooltip title={t('contest.announcements')}>
              <Button
                size="small"
                icon={<NotificationOutlined />}
                aria-label={t('contest.announcements')}
                data-testid={`group-contest-announcements-${r.id}`}
                onClick={() => navigate(`${base}/${r.id}/announcement`)}
              />
            </Tooltip>
            <Popconfirm
              title={t('contest.deleteConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove.mutateAsync(r.id).then(() => notify.success(t('common.deleted')))}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Table<AdminContestVo>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isPending || list.isFetching}
      scroll={{ x: 880 }}
      locale={{ emptyText: t('contest.empty') }}
      pagination={pagerConfig({
        currentPage: query.currentPage,
        limit: query.limit,
        total: list.data?.total ?? 0,
        isMobile: !isWide,
        totalText: (total) => t('list.total', { total }),
        onChange: (currentPage, limit) => setQuery({ currentPage, limit }),
      })}
      data-testid="group-contest-admin-table"
      aria-label={tc('list.title')}
    />
  );
}
