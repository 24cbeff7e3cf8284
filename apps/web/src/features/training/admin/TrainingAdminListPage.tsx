import { DeleteOutlined, EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import type { AdminTrainingRow } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagerConfig } from '../../../components/pagedTable';
import { useAuth } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { usePageTitle } from '../../site';
import { AuthTag, CategoryTag, formatDateTime } from '../TrainingTags';
import { useAdminTrainingList, useChangeTrainingStatus, useDeleteTraining } from './api';

/** /admin/training: every training with its visibility switch, edit, problems and (root) delete. */
export function TrainingAdminListPage() {
  const { t } = useTranslation('trainingAdmin');
  usePageTitle(t('list.title'));
  const { isRoot } = useAuth();
  const isWide = useMinWidth(768);
  const [query, setQuery] = useState<{ currentPage: number; limit: number; keyword?: string }>({ currentPage: 1, limit: 10 });
  const list = useAdminTrainingList(query);
  const status = useChangeTrainingStatus();
  const remove = useDeleteTraining();

  const columns: TableColumnsType<AdminTrainingRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    {
      key: 'title',
      title: t('list.columns.title'),
      width: 200,
      ellipsis: true,
      render: (_, r) => <Link to={`/training/${r.id}`}>{r.title}</Link>,
    },
    { key: 'auth', title: t('list.columns.auth'), width: 100, render: (_, r) => <AuthTag auth={r.auth} /> },
    {
      key: 'status',
      title: t('list.columns.visible'),
      width: 90,
      render: (_, r) => (
        <Switch
          checked={r.status}
          aria-label={t('list.visibleOf', { title: r.title })}
          onChange={(checked) =>
            status.mutate(
              { tid: r.id, status: checked, author: r.author ?? undefined },
              { onSuccess: () => notify.success(t('saved')) },
            )
          }
          data-testid="training-status-switch"
        />
      ),
    },
    {
      key: 'category',
      title: t('list.columns.category'),
      width: 120,
      render: (_, r) => <CategoryTag name={r.categoryName} color={r.categoryColor} />,
    },
    { key: 'problemCount', title: t('list.columns.problems'), dataIndex: 'problemCount', width: 100, align: 'right' },
    { key: 'rank', title: t('list.columns.rank'), dataIndex: 'rank', width: 80 },
    { key: 'author', title: t('list.columns.author'), dataIndex: 'author', width: 100, ellipsis: true },
    { key: 'modified', title: t('list.columns.modified'), width: 170, render: (_, r) => formatDateTime(r.gmtModified) },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      width: 110,
      fixed: isWide ? 'right' : undefined,
      render: (_, r) => (
        <Space size={4}>
          <Tooltip title={t('list.edit')}>
            <Link to={`/admin/training/${r.id}/edit`}>
              <Button size="small" icon={<EditOutlined />} aria-label={t('list.edit')} />
            </Link>
          </Tooltip>
          <Tooltip title={t('list.problems')}>
            <Link to={`/admin/training/${r.id}/problems`}>
              <Button size="small" icon={<OrderedListOutlined />} aria-label={t('list.problems')} />
            </Link>
          </Tooltip>
          {isRoot && (
            <Popconfirm
              title={t('list.deleteConfirm')}
              onConfirm={() => remove.mutate(r.id, { onSuccess: () => notify.success(t('deleted')) })}
            >
              <Tooltip title={t('list.delete')}>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('list.title')}
      extra={
        <Link to="/admin/training/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="create-training">
            {t('list.create')}
          </Button>
        </Link>
      }
      styles={{ body: { padding: 16 } }}
    >
      <Input.Search
        allowClear
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        onSearch={(keyword) => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() || undefined })}
        style={{ width: 240, maxWidth: '100%', marginBottom: 16 }}
      />
      <Table<AdminTrainingRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isPending}
        scroll={{ x: 1150 }}
        locale={{ emptyText: t('list.empty') }}
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
