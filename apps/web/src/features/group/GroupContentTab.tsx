import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';

/** One of a group's content tabs (problems, trainings, contests): what members see, and an admin table group admins switch to. */
export interface GroupContentTabProps {
  /** The tab's testid prefix: `group-${kind}s` on the tab, `group-${kind}-…` on its controls. */
  kind: 'problem' | 'training' | 'contest';
  /** A create button beside the admin switch. */
  create?: { label: string; path: string };
  isAdmin: boolean;
  member: ReactNode;
  admin: ReactNode;
}

export function GroupContentTab({ kind, create, isAdmin, member, admin }: GroupContentTabProps) {
  const { t } = useTranslation('group');
  const [adminView, setAdminView] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`group-${kind}s`}>
      {isAdmin && (
        <Space wrap>
          {create && <CreateButton kind={kind} {...create} />}
          <Switch
            checked={adminView}
            onChange={setAdminView}
            checkedChildren={t('common.admin')}
            unCheckedChildren={t('common.admin')}
            aria-label={t('common.admin')}
            data-testid={`group-${kind}-admin-toggle`}
          />
        </Space>
      )}
      {adminView ? admin : member}
    </Space>
  );
}

export function CreateButton({ kind, label, path }: { kind: GroupContentTabProps['kind']; label: string; path: string }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(path)} data-testid={`group-${kind}-create`}>
      {label}
    </Button>
  );
}

export interface PageQuery {
  currentPage: number;
  limit: number;
}

interface AdminTableProps<T> {
  columns: TableColumnsType<T>;
  list: { data?: { records: T[]; total: number }; isPending: boolean; isFetching: boolean };
  query: PageQuery;
  onQuery: (query: PageQuery) => void;
  scrollX: number;
  empty: string;
  testid: string;
  ariaLabel?: string;
}

/** The admin table of a content tab: small rows, the site's pager. */
export function GroupAdminTable<T extends { id: number }>(p: AdminTableProps<T>) {
  const { t } = useTranslation('group');
  const isWide = useMinWidth(768);
  return (
    <Table<T>
      rowKey="id"
      size="small"
      columns={p.columns}
      dataSource={p.list.data?.records ?? []}
      loading={p.list.isPending || p.list.isFetching}
      scroll={{ x: p.scrollX }}
      locale={{ emptyText: p.empty }}
      pagination={pagerConfig({
        currentPage: p.query.currentPage,
        limit: p.query.limit,
        total: p.list.data?.total ?? 0,
        isMobile: !isWide,
        totalText: (total) => t('list.total', { total }),
        onChange: (currentPage, limit) => p.onQuery({ currentPage, limit }),
      })}
      data-testid={p.testid}
      aria-label={p.ariaLabel}
    />
  );
}

export interface RowAction {
  key: string;
  title: string;
  icon: ReactNode;
  testid?: string;
  onClick: () => void;
}

/** An admin row's buttons: edit, the tab's own actions, then delete behind a confirmation. */
export function RowActions({
  edit,
  actions = [],
  deleteConfirm,
  onDelete,
}: {
  edit: { testid?: string; onClick: () => void };
  actions?: RowAction[];
  deleteConfirm: string;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('group');
  const buttons: RowAction[] = [{ key: 'edit', title: t('common.edit'), icon: <EditOutlined />, ...edit }, ...actions];
  return (
    <Space size={4}>
      {buttons.map((b) => (
        <Tooltip key={b.key} title={b.title}>
          <Button size="small" icon={b.icon} aria-label={b.title} data-testid={b.testid} onClick={b.onClick} />
        </Tooltip>
      ))}
      <Popconfirm
        title={deleteConfirm}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        onConfirm={() => onDelete().then(() => notify.success(t('common.deleted')))}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
      </Popconfirm>
    </Space>
  );
}
