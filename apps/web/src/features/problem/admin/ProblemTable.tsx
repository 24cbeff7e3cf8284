import { DeleteOutlined, DownloadOutlined, EditOutlined, ExportOutlined, FileZipOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ProblemType, type ProblemEntity } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { dialog } from '../../../lib/feedback';
import { notify } from '../../../lib/notify';
import { namedRowCheckbox } from '../../../lib/namedRowCheckbox';
import { useDeleteProblem } from './api';
import { AuthSelect } from './AuthSelect';
import type { ProblemAdminRights } from './rights';
import { downloadTestcaseZip, exportKattisZip, exportProblemZip } from './transfer';
import { pagerConfig } from '../../../components/pagedTable';
import { useUnverified } from '../../verification';

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

export function ProblemTable({
  records,
  total,
  loading,
  currentPage,
  limit,
  onPageChange,
  rights,
  selected,
  onSelect,
}: ProblemTableProps) {
  const { t } = useTranslation('problemAdmin');
  const remove = useDeleteProblem();
  const navigate = useNavigate();
  // Phones get one title cell and a menu for the actions, so auth and actions stay on screen.
  const phone = !useMinWidth(576);
  // Which row's file is on its way, so only that button spins.
  const [busy, setBusy] = useState<string | null>(null);
  const unverified = useUnverified(records.map((r) => r.id));
  const { t: tv } = useTranslation('verification');

  const run = (key: string, job: () => Promise<string>) => {
    setBusy(key);
    job()
      .then((name) => notify.success(t('download.saved', { name })))
      // The error toast was shown by the download helper.
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  const columns: TableColumnsType<ProblemEntity> = [
    { key: 'id', title: t('list.columns.id'), dataIndex: 'id', width: 60, responsive: ['sm'] },
    {
      key: 'problemId',
      title: t('list.columns.displayId'),
      dataIndex: 'problemId',
      width: 100,
      ellipsis: true,
      responsive: ['sm'],
    },
    {
      key: 'title',
      title: t('list.columns.title'),
      ellipsis: true,
      width: phone ? undefined : 180,
      render: (_, r) => (
        <Tooltip title={r.title}>
          {phone && <div style={{ fontSize: 12, color: 'var(--verdict-text-muted)' }}>{r.problemId}</div>}
          <Link to={`/problem/${encodeURIComponent(r.problemId)}`}>{r.title}</Link>
          {unverified.has(r.id) && (
            <Tag color="error" style={{ marginInlineStart: 6 }} data-testid={`unverified-${r.id}`}>
              {tv('unverified')}
            </Tag>
          )}
        </Tooltip>
      ),
    },
    {
      key: 'author',
      title: t('list.columns.author'),
      render: (_, r) => r.author ?? '--',
      width: 100,
      ellipsis: true,
      responsive: ['xl'],
    },
    {
      key: 'type',
      title: t('list.columns.type'),
      width: 64,
      responsive: ['md'],
      render: (_, r) => (
        <Tag color={r.type === ProblemType.OI ? 'purple' : 'geekblue'}>{r.type === ProblemType.OI ? 'OI' : 'ACM'}</Tag>
      ),
    },
    {
      key: 'auth',
      title: t('list.columns.auth'),
      width: phone ? 100 : 116,
      render: (_, r) => <AuthSelect pid={r.id} auth={r.auth} title={r.title} />,
    },
    {
      key: 'time',
      title: t('list.columns.time'),
      width: 190,
      responsive: ['xl'],
      render: (_, r) => (
        <div style={{ fontSize: 12, lineHeight: 1.6 }}>
          <div>
            {t('list.created')} {formatTime(r.gmtCreate)}
          </div>
          <div>
            {t('list.modified')} {formatTime(r.gmtModified)}
          </div>
        </div>
      ),
    },
    phone
      ? { key: 'actions', width: 40, render: (_, r) => phoneActions(r) }
      : {
          key: 'actions',
          title: t('list.columns.actions'),
          width: 150,
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
              {rights.canTransfer && (
                <Tooltip title={t('list.exportKattis')}>
                  <Button
                    size="small"
                    icon={<FileZipOutlined />}
                    aria-label={t('list.exportKattis')}
                    data-testid={`export-kattis-${r.id}`}
                    loading={busy === `kattis-${r.id}`}
                    onClick={() => run(`kattis-${r.id}`, () => exportKattisZip(r.id))}
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

  const confirmDelete = (r: ProblemEntity) =>
    void dialog.confirm({
      title: t('list.deleteConfirm', { title: r.title }),
      content: t('list.deleteHint'),
      okButtonProps: { danger: true },
      okText: t('list.delete'),
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(r.id).then(() => notify.success(t('list.deleted'))),
    });

  function phoneActions(r: ProblemEntity) {
    const items = [
      { key: 'edit', icon: <EditOutlined />, label: t('list.edit'), onClick: () => void navigate(`/admin/problem/edit/${r.id}`) },
      {
        key: 'case',
        icon: <DownloadOutlined />,
        label: t('list.downloadCase'),
        disabled: r.isRemote,
        onClick: () => run(`case-${r.id}`, () => downloadTestcaseZip(r.id)),
      },
      ...(rights.canTransfer
        ? [
            {
              key: 'export',
              icon: <ExportOutlined />,
              label: t('list.export'),
              onClick: () => run(`export-${r.id}`, () => exportProblemZip([r.id])),
            },
            {
              key: 'kattis',
              icon: <FileZipOutlined />,
              label: t('list.exportKattis'),
              onClick: () => run(`kattis-${r.id}`, () => exportKattisZip(r.id)),
            },
          ]
        : []),
      ...(rights.canDelete
        ? [{ key: 'delete', icon: <DeleteOutlined />, label: t('list.delete'), danger: true, onClick: () => confirmDelete(r) }]
        : []),
    ];
    return (
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined />}
          aria-label={t('list.columns.actions')}
          loading={busy?.endsWith(`-${r.id}`)}
        />
      </Dropdown>
    );
  }

  return (
    <>
      <Table<ProblemEntity>
        rowKey="id"
        size={phone ? 'small' : 'middle'}
        columns={columns}
        dataSource={records}
        loading={loading}
        scroll={phone ? undefined : { x: 'max-content' }}
        data-testid="admin-problem-table"
        rowSelection={
          rights.canTransfer
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => onSelect(keys.map(Number)),
                renderCell: namedRowCheckbox<ProblemEntity>((r) => t('list.selectRow', { id: r.problemId })),
              }
            : undefined
        }
        pagination={{
          ...pagerConfig({
            currentPage,
            limit,
            total,
            showSizeChanger: true,
            totalText: (n) => t('list.total', { count: n }),
            onChange: onPageChange,
          }),
          size: 'small',
        }}
      />
    </>
  );
}
