import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementAdminTable } from '../../components/AnnouncementAdminTable';
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
  const edit = (a: AnnouncementDraft | null) => {
    setEditing(a);
    setOpen(true);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="group-announcements">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} data-testid="group-announcement-create">
        {t('announcement.create')}
      </Button>
      <AnnouncementAdminTable<Row>
        scope={{
          rows: (list.data?.records ?? []) as Row[],
          total: list.data?.total ?? 0,
          loading: list.isPending || list.isFetching,
          page,
          pageSize: PAGE_SIZE,
          onPage: setPage,
          columns: [
            { title: t('announcement.title'), dataIndex: 'title', ellipsis: true },
            { title: t('announcement.author'), dataIndex: 'username', width: 120 },
            {
              title: t('announcement.created'),
              key: 'created',
              width: 170,
              render: (_: unknown, a: Row) => formatDateTime(a.gmtCreate),
            },
          ],
          mayEdit: (a) => canEditItem(ctx.viewer, a, ctx.username),
          onToggle: (a, v) =>
            save.mutate(
              { id: a.id, title: a.title, content: a.content, status: v ? 0 : 1, gid: group.id },
              { onSuccess: () => notify.success(t('common.updated')) },
            ),
          onEdit: edit,
          onDelete: (a) => remove.mutateAsync(a.id).then(() => notify.success(t('common.deleted'))),
          visible: {
            title: t('announcement.visible'),
            width: 90,
            ariaLabel: (a) => t('announcement.visibleOf', { title: a.title }),
            busy: (a) => save.isPending && save.variables?.id === a.id,
          },
          actions: {
            title: t('common.actions'),
            width: 100,
            editLabel: t('common.edit'),
            deleteLabel: t('common.delete'),
            deleteConfirm: () => t('announcement.deleteConfirm'),
            confirmTexts: { ok: t('common.delete'), cancel: t('common.cancel') },
          },
          table: {
            size: 'small',
            scroll: isWide ? undefined : { x: 560 },
            empty: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcement.empty')} />,
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
