import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ApplyPublicProgress, adminChangeGroupProblemProgress, type GroupProblemApplication } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { usePageTitle } from '../site';
import { useInvalidate } from '../invalidation';
import { groupProblemAppliesOptions } from './api';

const COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** /admin/group-problem/apply: group problems asking to join the public bank; approve or refuse (spec 3 §4). */
export function GroupProblemApplyPage() {
  const { t } = useTranslation('group');
  usePageTitle(t('examine.title'));
  const isWide = useMinWidth(768);
  const [query, setQuery] = useState<{ currentPage: number; limit: number; keyword?: string }>({ currentPage: 1, limit: 10 });
  const list = useQuery(groupProblemAppliesOptions(query));
  const invalidate = useInvalidate();
  const decide = useMutation({
    mutationFn: (body: { pid: number; progress: number }) => api.call(adminChangeGroupProblemProgress, { body }),
    onSuccess: () => invalidate({ kind: 'groupProblem' }),
  });
  const columns: TableColumnsType<GroupProblemApplication> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    { key: 'problemId', title: t('problem.displayId'), dataIndex: 'problemId', width: 140, ellipsis: true },
    { key: 'title', title: t('problem.title'), dataIndex: 'title', ellipsis: true },
    { key: 'author', title: t('problem.author'), dataIndex: 'author', width: 120, ellipsis: true },
    {
      key: 'gid',
      title: t('home.number'),
      width: 100,
      render: (_, p) => (p.gid ? <Link to={`/group/${p.gid}`}>{p.gid}</Link> : '-'),
    },
    {
      key: 'progress',
      title: t('problem.publicity'),
      width: 110,
      render: (_, p) =>
        p.applyPublicProgress ? (
          <Tag color={COLORS[p.applyPublicProgress]}>
            {t(`problem.progress.${p.applyPublicProgress}` as 'problem.progress.1')}
          </Tag>
        ) : null,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      render: (_, p) => (
        <Space size={4}>
          <Popconfirm
            title={t('examine.approveConfirm')}
            onConfirm={() =>
              decide
                .mutateAsync({ pid: p.id, progress: ApplyPublicProgress.Public })
                .then(() => notify.success(t('common.updated')))
            }
          >
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              disabled={p.applyPublicProgress === ApplyPublicProgress.Public}
            >
              {t('examine.approve')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('examine.refuseConfirm')}
            onConfirm={() =>
              decide
                .mutateAsync({ pid: p.id, progress: ApplyPublicProgress.Refused })
                .then(() => notify.success(t('common.updated')))
            }
          >
            <Button size="small" danger icon={<CloseOutlined />} disabled={p.applyPublicProgress === ApplyPublicProgress.Refused}>
              {t('examine.refuse')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('examine.title')}
      data-testid="group-problem-examine"
      extra={
        <Input.Search
          allowClear
          placeholder={t('examine.search')}
          aria-label={t('examine.search')}
          style={{ width: 220, maxWidth: '50vw' }}
          onSearch={(keyword) => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() || undefined })}
        />
      }
    >
      <Table<GroupProblemApplication>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isPending || list.isFetching}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('examine.empty') }}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: query.limit,
          total: list.data?.total ?? 0,
          isMobile: !isWide,
          totalText: (total) => t('list.total', { total }),
          onChange: (currentPage, limit) => setQuery({ ...query, currentPage, limit }),
        })}
      />
    </Card>
  );
}
