import { Button, Card, Input, Popconfirm, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { type DiscussionReportVo, type DiscussionVo, DiscussionLimits } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namedRowCheckbox } from '../../../lib/namedRowCheckbox';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../site';
import { useDiscussionAdminMutations, useDiscussionList, useReports } from '../api';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** Where the admin discussion table reads and writes: the site's back-office calls, or a group's (its Discussions tab). */
export interface AdminDiscussionCalls {
  /** A page of discussions; `keyword` only when `searchable`. */
  useList: (query: { currentPage: number; limit: number; keyword?: string }) => {
    data?: { records: DiscussionVo[]; total: number };
    isPending: boolean;
  };
  update: (d: DiscussionVo, patch: { topPriority?: boolean; status?: number }) => Promise<unknown>;
  remove: (ids: number[]) => Promise<unknown>;
  detailPath: (did: number) => string;
  searchable: boolean;
}

/** The site's calls: the back-office list with a keyword, patch updates, one batch delete. */
function useSiteCalls(): AdminDiscussionCalls {
  const m = useDiscussionAdminMutations();
  return {
    useList: (query) => useDiscussionList({ ...query, admin: true }),
    update: (d, patch) => m.update.mutateAsync({ id: d.id, ...patch }),
    remove: (ids) => m.remove.mutateAsync(ids),
    detailPath: (did) => `/discussion-detail/${did}`,
    searchable: true,
  };
}

function DiscussionsTab() {
  return <AdminDiscussionTable calls={useSiteCalls()} />;
}

/** Discussions with their pin, status and delete (the site's back office and a group's admin mode). */
export function AdminDiscussionTable({ calls }: { calls: AdminDiscussionCalls }) {
  const { t } = useTranslation('discussion');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string>();
  const [selected, setSelected] = useState<number[]>([]);
  const list = calls.useList({ currentPage: page, limit: DiscussionLimits.pageSize, ...(keyword ? { keyword } : {}) });
  const done = (key: 'updated' | 'deleted') => () => notify.success(t(`admin.${key}`));

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="admin-discussion-table">
      <Space wrap>
        {calls.searchable && (
          <Input.Search
            placeholder={t('admin.keyword')}
            aria-label={t('admin.keyword')}
            allowClear
            onSearch={(v) => {
              setKeyword(v.trim() || undefined);
              setPage(1);
            }}
            style={{ width: 260 }}
          />
        )}
        <Popconfirm
          title={t('admin.deleteSelectedConfirm', { count: selected.length })}
          disabled={selected.length === 0}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            calls.remove(selected).then(() => {
              setSelected([]);
              done('deleted')();
            })
          }
        >
          <Button danger disabled={selected.length === 0}>
            {t('admin.deleteSelected')}
          </Button>
        </Popconfirm>
      </Space>
      <Table<DiscussionVo>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 860 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          renderCell: namedRowCheckbox<DiscussionVo>((r) => t('admin.selectRow', { id: r.id })),
        }}
        pagination={{
          current: page,
          pageSize: DiscussionLimits.pageSize,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('admin.id'), dataIndex: 'id', width: 70 },
          {
            title: t('admin.discussionTitle'),
            dataIndex: 'title',
            render: (_, d) => (
              <Link to={calls.detailPath(d.id)} target="_blank">
                {d.title}
              </Link>
            ),
          },
          { title: t('admin.author'), dataIndex: 'author', width: 140 },
          { title: t('admin.created'), dataIndex: 'gmtCreate', width: 150, render: when },
          {
            title: t('admin.pinned'),
            dataIndex: 'topPriority',
            width: 90,
            render: (_, d) => (
              <Switch
                size="small"
                checked={d.topPriority}
                aria-label={t('admin.pinned')}
                onChange={(v) => calls.update(d, { topPriority: v }).then(done('updated'))}
              />
            ),
          },
          {
            title: t('admin.status'),
            dataIndex: 'status',
            width: 130,
            render: (_, d) => (
              <Switch
                checked={d.status === 0}
                checkedChildren={t('admin.normal')}
                unCheckedChildren={t('admin.disabled')}
                aria-label={t('admin.status')}
                onChange={(v) => calls.update(d, { status: v ? 0 : 1 }).then(done('updated'))}
              />
            ),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_, d) => (
              <Popconfirm
                title={t('admin.deleteConfirm')}
                okButtonProps={{ danger: true }}
                onConfirm={() => calls.remove([d.id]).then(done('deleted'))}
              >
                <Button danger size="small">
                  {t('admin.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}

function ReportsTab() {
  const { t } = useTranslation('discussion');
  const [page, setPage] = useState(1);
  const reports = useReports(page);
  const m = useDiscussionAdminMutations();
  return (
    <Table<DiscussionReportVo>
      rowKey="id"
      size="middle"
      loading={reports.isPending}
      dataSource={reports.data?.records ?? []}
      scroll={{ x: 860 }}
      pagination={{
        current: page,
        pageSize: DiscussionLimits.pageSize,
        total: reports.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        { title: t('admin.id'), dataIndex: 'id', width: 70 },
        {
          title: t('admin.discussion'),
          dataIndex: 'discussionTitle',
          render: (_, r) =>
            r.discussionTitle ? (
              <Link to={`/discussion-detail/${r.did}`} target="_blank">
                {r.discussionTitle}
              </Link>
            ) : (
              <Typography.Text type="secondary">#{r.did}</Typography.Text>
            ),
        },
        { title: t('admin.author'), dataIndex: 'discussionAuthor', width: 120 },
        { title: t('admin.reporter'), dataIndex: 'reporter', width: 120 },
        {
          title: t('admin.reportContent'),
          dataIndex: 'content',
          render: (v: string | null) => (
            <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{v}</Typography.Text>
          ),
        },
        { title: t('admin.created'), dataIndex: 'gmtCreate', width: 150, render: when },
        {
          title: t('admin.status'),
          dataIndex: 'status',
          width: 200,
          fixed: 'right',
          render: (_, r) => (
            <Space>
              <Tag color={r.status ? 'green' : 'orange'}>{r.status ? t('admin.handled') : t('admin.unhandled')}</Tag>
              <Button
                size="small"
                onClick={() =>
                  m.handleReport.mutateAsync({ id: r.id, status: !r.status }).then(() => notify.success(t('admin.updated')))
                }
              >
                {r.status ? t('admin.markOpen') : t('admin.markHandled')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** `/admin/discussion`: discussions (status, pin, delete) and the report list (spec 3). */
export function DiscussionAdminPage() {
  const { t } = useTranslation('discussion');
  usePageTitle(t('admin.title'));
  return (
    <Card title={t('admin.title')} data-testid="discussion-admin">
      <Tabs
        items={[
          { key: 'discussions', label: t('admin.discussions'), children: <DiscussionsTab /> },
          { key: 'reports', label: t('admin.reports'), children: <ReportsTab /> },
        ]}
      />
    </Card>
  );
}
