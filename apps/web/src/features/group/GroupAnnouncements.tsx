import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Space, Switch, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { AnnouncementDialog, type AnnouncementDraft } from '../announcement';
import { useAnnouncementMutations, useGroupAnnouncements } from './api';
import { useGroupContext } from './groupContext';
import { canEditItem } from './groupRules';
import { formatDateTime } from './GroupTags';

const PAGE_SIZE = 10;

interface Row {
  id: number;
  title: string;
  content: string;
  status: number;
  uid: string | null;
  username: string | null;
  gmtCreate: string | null;
  gmtModified: string | null;
}

/** Group admins: the group's announcements (the site's announcement dialog, scoped by gid). Non-root admins edit their own. */
export function GroupAnnouncements() {
  const { t } = useTranslation('group');
  const ctx = useGroupContext();
  const { group } = ctx;
  const isWide = useMinWidth(768);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AnnouncementDraft | null>(null);
  const [open, setOpen] = useState(false);
  const list = useGroupAnnouncements(group.id, { currentPage: page, limit: PAGE_SIZE }, true);
  const { save, remove } = useAnnouncementMutations(group.id);
  const mayEdit = (a: Row) => canEditItem(ctx.viewer, a, ctx.username);
  const edit = (a: AnnouncementDraft | null) => {
    setEditing(a);
    setOpen(true);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="group-announcements">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} data-testid="group-announcement-create">
        {t('announcement.create')}
      </Button>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isPending || list.isFetching}
        dataSource={(list.data?.records ?? []) as Row[]}
        scroll={isWide ? undefined : { x: 560 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcement.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('announcement.title'), dataIndex: 'title', ellipsis: true },
          { title: t('announcement.author'), dataIndex: 'username', width: 120 },
          {
            title: t('announcement.created'),
            key: 'created',
            width: 170,
            render: (_: unknown, a: Row) => formatDateTime(a.gmtCreate),
          },
          {
            title: t('announcement.visible'),
            key: 'visible',
            width: 90,
            render: (_: unknown, a: Row) => (
              <Switch
                checked={a.status === 0}
                disabled={!mayEdit(a)}
                loading={save.isPending && save.variables?.id === a.id}
                aria-label={t('announcement.visibleOf', { title: a.title })}
                onChange={(v) =>
                  save.mutate(
                    { id: a.id, title: a.title, content: a.content, status: v ? 0 : 1, gid: group.id },
                    { onSuccess: () => notify.success(t('common.updated')) },
                  )
                }
              />
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 100,
            render: (_: unknown, a: Row) =>
              mayEdit(a) && (
                <Space size={4}>
                  <Tooltip title={t('common.edit')}>
                    <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => edit(a)} />
                  </Tooltip>
                  <Popconfirm
                    title={t('announcement.deleteConfirm')}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutateAsync(a.id).then(() => notify.success(t('common.deleted')))}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <AnnouncementDialog
        open={open}
        initial={editing}
        saving={save.isPending}
        onCancel={() => setOpen(false)}
        onSave={(a) =>
          save.mutate(
            { ...a, gid: group.id },
            {
              onSuccess: () => {
                notify.success(t('common.saved'));
                setOpen(false);
              },
            },
          )
        }
      />
    </Space>
  );
}
