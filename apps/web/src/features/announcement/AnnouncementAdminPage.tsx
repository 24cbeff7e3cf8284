import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import dayjs from 'dayjs';
import type { AnnouncementVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementAdminTable } from '../../components/AnnouncementAdminTable';
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
      <AnnouncementAdminTable<AnnouncementVo>
        scope={{
          rows: data?.records ?? [],
          total: data?.total ?? 0,
          loading: isPending || isFetching,
          page,
          pageSize: PAGE_SIZE,
          onPage: setPage,
          columns: [
            { title: t('admin.announcement.id'), dataIndex: 'id', width: 70 },
            { title: t('admin.announcement.name'), dataIndex: 'title', ellipsis: true },
            { title: t('admin.announcement.created'), dataIndex: 'gmtCreate', width: 150, render: time },
            { title: t('admin.announcement.modified'), dataIndex: 'gmtModified', width: 150, render: time },
            { title: t('admin.announcement.author'), dataIndex: 'username', width: 120 },
          ],
          onToggle: (a, v) => {
            setSwitching(a.id);
            void toggle(a, v)
              .then(() => notify.success(t('admin.announcement.saved')))
              .catch(() => undefined)
              .finally(() => setSwitching(null));
          },
          onEdit: (a) => edit({ id: a.id, title: a.title, content: a.content, status: a.status }),
          onDelete: (a) =>
            remove
              .mutateAsync(a.id)
              .then(() => notify.success(t('admin.announcement.deleted')))
              .catch(() => undefined),
          visible: {
            title: t('admin.announcement.visible'),
            width: 90,
            ariaLabel: () => t('admin.announcement.visible'),
            labels: [t('admin.announcement.shown'), t('admin.announcement.hidden')],
            busy: (a) => switching === a.id,
          },
          actions: {
            title: t('admin.announcement.actions'),
            width: 110,
            fixed: 'right',
            editLabel: t('admin.announcement.edit'),
            deleteLabel: t('admin.announcement.delete'),
            deleteConfirm: () => t('admin.announcement.deleteConfirm'),
          },
          table: {
            size: 'middle',
            scroll: { x: 820 },
            empty: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.announcement.empty')} />,
            pagination: { showSizeChanger: false },
          },
        }}
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
