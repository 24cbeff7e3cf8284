import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Switch, Table, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { AnnouncementVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { type AnnouncementDraft, useAdminAnnouncements, useAnnouncementMutations } from './api';
import { AnnouncementDialog } from './AnnouncementDialog';

const PAGE_SIZE = 10;
const time = (s: string | null) => (s ? dayjs(s).format('YYYY-MM-DD HH:mm') : '');

/** /admin/announcement (super admin): the site announcements, with create, edit, visible switch and delete. */
export function AnnouncementAdminPage() {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AnnouncementDraft | null>(null);
  const [open, setOpen] = useState(false);
  const { data, isPending, isFetching } = useAdminAnnouncements(page, PAGE_SIZE);
  const { save, remove, toggle } = useAnnouncementMutations();
  const [switching, setSwitching] = useState<number | null>(null);

  const edit = (a: AnnouncementDraft | null) => {
    setEditing(a);
    setOpen(true);
  };

  return (
    <Card
      title={t('admin.announcement.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} data-testid="announcement-create">
          {t('admin.announcement.create')}
        </Button>
      }
      data-testid="announcement-admin"
    >
      <Table<AnnouncementVo>
        rowKey="id"
        size="middle"
        loading={isPending || isFetching}
        dataSource={data?.records ?? []}
        scroll={{ x: 820 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.announcement.empty')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('admin.announcement.id'), dataIndex: 'id', width: 70 },
          { title: t('admin.announcement.name'), dataIndex: 'title', ellipsis: true },
          { title: t('admin.announcement.created'), dataIndex: 'gmtCreate', width: 150, render: time },
          { title: t('admin.announcement.modified'), dataIndex: 'gmtModified', width: 150, render: time },
          { title: t('admin.announcement.author'), dataIndex: 'username', width: 120 },
          {
            title: t('admin.announcement.visible'),
            key: 'visible',
            width: 90,
            render: (_: unknown, a: AnnouncementVo) => (
              <Switch
                checked={a.status === 0}
                loading={switching === a.id}
                aria-label={t('admin.announcement.visible')}
                checkedChildren={t('admin.announcement.shown')}
                unCheckedChildren={t('admin.announcement.hidden')}
                onChange={(v) => {
                  setSwitching(a.id);
                  void toggle(a, v)
                    .then(() => notify.success(t('admin.announcement.saved')))
                    .catch(() => undefined)
                    .finally(() => setSwitching(null));
                }}
              />
            ),
          },
          {
            title: t('admin.announcement.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_: unknown, a: AnnouncementVo) => (
              <Space size={4}>
                <Tooltip title={t('admin.announcement.edit')}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('admin.announcement.edit')}
                    onClick={() => edit({ id: a.id, title: a.title, content: a.content, status: a.status })}
                  />
                </Tooltip>
                <Popconfirm
                  title={t('admin.announcement.deleteConfirm')}
                  onConfirm={() =>
                    remove
                      .mutateAsync(a.id)
                      .then(() => notify.success(t('admin.announcement.deleted')))
                      .catch(() => undefined)
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('admin.announcement.delete')} />
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
          save.mutate(a, {
            onSuccess: () => {
              notify.success(t('admin.announcement.saved'));
              setOpen(false);
            },
          })
        }
      />
    </Card>
  );
}
