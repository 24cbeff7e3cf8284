import { DeleteOutlined, DownloadOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { PAGE_SIZES, ProblemType, type ProblemEntity } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { useDeleteProblem } from './api';
import { AuthSelect } from './AuthSelect';
import type { ProblemAdminRights } from './rights';
import { downloadTestcaseZip, exportProblemZip } from './transfer';

const formatTime = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '--');

export interface ProblemTableProps {
  records: ProblemEntity[];
  total: number;
  loading: boolean;
  currentPage: number;
  limit: number;
  onPageChange: (currentPage: number, limit: number) => void;
  rights: ProblemAdminRights;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

export function ProblemTable({ records, total, loading, currentPage, limit, onPageChange, rights, selected, onSelect }: ProblemTableProps) {
  const { t } = useTranslation('problemAdmin');
  const remove = useDeleteProblem();
  // Which row's file is on its way, so only that button spins.
  const [busy, setBusy] = useState<string | null>(null);

  const run = (key: string, job: () => Promise<string>) => {
    setBusy(key);
    job()
      .then((name) => notify.success(t('download.saved', { name })))
      // The error toast was shown by the download helper.
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  const columns: TableColumnsType<ProblemEntity> = [
    { key: 'id', title: t('list.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: t('list.columns.displayId'), dataIndex: 'problemId', width: 110, ellipsis: true },
    {
      key: 'title',
      title: t('list.columns.title'),
      ellipsis: true,
      render: (_, r) => (
        <Tooltip title={r.title}>
          <Link to={`/problem/${encodeURIComponent(r.problemId)}`}>{r.title}</Link>
        </Tooltip>
      ),
    },
    { key: 'author', title: t('list.columns.author'), render: (_, r) => r.author ?? '--', width: 110, ellipsis: true, responsive: ['lg'] },
    {
      key: 'type',
      title: t('list.columns.type'),
      width: 70,
      responsive: ['md'],
      render: (_, r) => <Tag color={r.type === ProblemType.OI ? 'purple' : 'geekblue'}>{r.type === ProblemType.OI ? 'OI' : 'ACM'}</Tag>,
    },
    { key: 'auth', title: t('list.columns.auth'), width: 120, render: (_, r) => <AuthSelect pid={r.id} auth={r.auth} title={r.title} /> },
    {
      key: 'time',
      title: t('list.columns.time'),
      width: 170,
      responsive: ['xl'],
      render: (_, r) => (
        <div style={{ fontSize: 12, lineHeight: 1.6 }}>
          <div>{t('list.created')} {formatTime(r.gmtCreate)}</div>
          <div>{t('list.modified')} {formatTime(r.gmtModified)}</div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      width: 170,
      render: (_, r) => (
        <Space size={4}>
          <Tooltip title={t('list.edit')}>
            <Link to={`/admin/problem/edit/${r.id}`} aria-label={t('list.edit')}>
              <Button size="small" type="primary" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
          <Tooltip title={r.isRemote ? t('list.remoteNoCase') : t('list.downloadCase')}>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              aria-label={t('list.downloadCase')}
              disabled={r.isRemote}
              loading={busy === `case-${r.id}`}
              onClick={() => run(`case-${r.id}`, () => downloadTestcaseZip(r.id))}
            />
          </Tooltip>
          {rights.canTransfer && (
            <Tooltip title={t('list.export')}>
              <Button
                size="small"
                icon={<ExportOutlined />}
                aria-label={t('list.export')}
                data-testid={`export-${r.id}`}
                loading={busy === `export-${r.id}`}
                onClick={() => run(`export-${r.id}`, () => exportProblemZip([r.id]))}
              />
            </Tooltip>
          )}
          {rights.canDelete && (
            <Popconfirm
              title={t('list.deleteConfirm', { title: r.title })}
              description={t('list.deleteHint')}
              okButtonProps={{ danger: true }}
              okText={t('list.delete')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove.mutateAsync(r.id).then(() => notify.success(t('list.deleted')))}
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
    <Table<ProblemEntity>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={records}
      loading={loading}
      scroll={{ x: 'max-content' }}
      data-testid="admin-problem-table"
      rowSelection={
        rights.canTransfer
          ? { selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => onSelect(keys.map(Number)) }
          : undefined
      }
      pagination={{
        current: currentPage,
        pageSize: limit,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (n) => t('list.total', { count: n }),
        onChange: onPageChange,
        size: 'small',
      }}
    />
  );
}
