import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Switch, Table, Tooltip, type TablePaginationConfig, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** What every announcement has, whatever owns it (the site, a group, a contest). */
export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  /** 0 shown, 1 hidden. */
  status: number;
}

/**
 * One owner's announcements: its rows and calls, and how its screen words and marks them. The
 * table adds the visible switch and the edit / delete buttons after the owner's own columns.
 */
export interface AnnouncementScope<T extends AnnouncementRow> {
  rows: T[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The owner's columns, before the visible switch. */
  columns: ColumnsType<T>;
  onToggle: (row: T, visible: boolean) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
  /** Rows this viewer may not change: the switch is disabled and the buttons are not shown. */
  mayEdit?: (row: T) => boolean;
  visible: {
    title: string;
    width: number;
    ariaLabel: (row: T) => string;
    size?: 'small';
    /** Texts inside the switch: shown, hidden. */
    labels?: [string, string];
    busy?: (row: T) => boolean;
    testid?: (row: T) => string;
  };
  actions: {
    title?: string;
    width: number;
    fixed?: 'right';
    /** A primary edit button without a tooltip (the contest screens) instead of a small one with one. */
    primaryEdit?: boolean;
    editLabel: string;
    editTestid?: (row: T) => string;
    deleteLabel: string;
    deleteConfirm: (row: T) => string;
    confirmTexts?: { ok: string; cancel: string; danger?: boolean };
    deleteTestid?: (row: T) => string;
  };
  table: {
    size: 'small' | 'middle';
    scroll?: TableProps<T>['scroll'];
    empty: ReactNode;
    testid?: string;
    expandable?: TableProps<T>['expandable'];
    pagination?: Partial<TablePaginationConfig>;
  };
}

/** The announcement admin table of the site, a group or a contest. */
export function AnnouncementAdminTable<T extends AnnouncementRow>({ scope }: { scope: AnnouncementScope<T> }) {
  const { visible, actions } = scope;
  const mayEdit = (a: T) => scope.mayEdit?.(a) ?? true;
  const editButton = (a: T) => (
    <Button
      size="small"
      type={actions.primaryEdit ? 'primary' : undefined}
      icon={<EditOutlined />}
      aria-label={actions.editLabel}
      onClick={() => scope.onEdit(a)}
      data-testid={actions.editTestid?.(a)}
    />
  );
  const columns: ColumnsType<T> = [
    ...scope.columns,
    {
      title: visible.title,
      key: 'visible',
      width: visible.width,
      render: (_: unknown, a: T) => (
        <Switch
          size={visible.size}
          checked={a.status === 0}
          disabled={!mayEdit(a)}
          loading={visible.busy?.(a)}
          aria-label={visible.ariaLabel(a)}
          checkedChildren={visible.labels?.[0]}
          unCheckedChildren={visible.labels?.[1]}
          data-testid={visible.testid?.(a)}
          onChange={(v) => scope.onToggle(a, v)}
        />
      ),
    },
    {
      title: actions.title,
      key: 'actions',
      width: actions.width,
      fixed: actions.fixed,
      render: (_: unknown, a: T) =>
        mayEdit(a) && (
          <Space size={4}>
            {actions.primaryEdit ? editButton(a) : <Tooltip title={actions.editLabel}>{editButton(a)}</Tooltip>}
            <Popconfirm
              title={actions.deleteConfirm(a)}
              okButtonProps={actions.confirmTexts?.danger ? { danger: true } : undefined}
              okText={actions.confirmTexts?.ok}
              cancelText={actions.confirmTexts?.cancel}
              onConfirm={() => scope.onDelete(a)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={actions.deleteLabel}
                data-testid={actions.deleteTestid?.(a)}
              />
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Table<T>
      rowKey="id"
      size={scope.table.size}
      columns={columns}
      dataSource={scope.rows}
      loading={scope.loading}
      scroll={scope.table.scroll}
      expandable={scope.table.expandable}
      locale={{ emptyText: scope.table.empty }}
      pagination={{
        current: scope.page,
        pageSize: scope.pageSize,
        total: scope.total,
        onChange: scope.onPage,
        ...scope.table.pagination,
      }}
      data-testid={scope.table.testid}
    />
  );
}
