import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Modal, Result, Switch, Typography } from 'antd';
import { type ContestAnnouncementVo, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnnouncementAdminTable } from '../../../components/AnnouncementAdminTable';
import { Markdown } from '../../../components/Markdown';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { MarkdownField } from '../../../components/MarkdownField';
import { usePageTitle } from '../../site';
import { useAdminContest, useAnnouncementActions, useAnnouncementList } from './api';
import { useContestAdminScope } from './scope';
import './contestAdmin.css';
import { useRouteId } from '../../../lib/useRouteId';

interface Draft {
  id: number | null;
  title: string;
  content: string;
  visible: boolean;
}

/** /admin/contest/:contestId/announcement: the contest's announcements, shown or hidden. */
export function AnnouncementsPage() {
  const cid = useRouteId('contestId') ?? -1;
  const { t } = useTranslation('contestAdmin');
  const { listPath } = useContestAdminScope();
  if (cid < 0)
    return <Result status="warning" title={t('form.loadFailed')} extra={<Link to={listPath}>{t('common.back')}</Link>} />;
  return <AnnouncementScreen cid={cid} />;
}

function AnnouncementScreen({ cid }: { cid: number }) {
  const { t } = useTranslation('contestAdmin');
  usePageTitle(t('announcements.title'));
  const { listPath } = useContestAdminScope();
  const contest = useAdminContest(cid);
  const [currentPage, setCurrentPage] = useState(1);
  const list = useAnnouncementList(cid, { currentPage, limit: 10 });
  const actions = useAnnouncementActions(cid);
  const phone = !useMinWidth(576);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [attempted, setAttempted] = useState(false);

  const open = (a?: ContestAnnouncementVo) => {
    setAttempted(false);
    setDraft(
      a
        ? { id: a.id, title: a.title, content: a.content, visible: a.status === 0 }
        : { id: null, title: '', content: '', visible: true },
    );
  };
  const saveDraft = () => {
    if (!draft) return;
    setAttempted(true);
    if (!draft.title.trim() || !draft.content.trim()) return;
    actions.save.mutate(
      { id: draft.id, title: draft.title.trim(), content: draft.content, status: draft.visible ? 0 : 1 },
      {
        onSuccess: () => {
          notify.success(t(draft.id == null ? 'common.created' : 'common.updated'));
          setDraft(null);
        },
      },
    );
  };
  const toggle = (a: ContestAnnouncementVo, visible: boolean) =>
    actions.save.mutate(
      { id: a.id, title: a.title, content: a.content, status: visible ? 0 : 1 },
      { onSuccess: () => notify.success(t('common.updated')) },
    );

  const title = contest.data ? `${t('announcements.title')} · ${contest.data.title}` : t('announcements.title');
  return (
    <Card
      title={
        <Typography.Text strong ellipsis style={{ maxWidth: phone ? 180 : 520 }}>
          {title}
        </Typography.Text>
      }
      extra={
        <Link to={listPath}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('common.back')}>
            {phone ? null : t('common.back')}
          </Button>
        </Link>
      }
      styles={{ body: { padding: phone ? 8 : 16 } }}
      data-testid="contest-announcements-page"
    >
      {contest.isError ? (
        <Result status="warning" title={t('form.loadFailed')} />
      ) : (
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open()}
            style={{ marginBottom: 16 }}
            data-testid="ann-create"
          >
            {t('announcements.create')}
          </Button>
          <AnnouncementAdminTable<ContestAnnouncementVo>
            scope={{
              rows: list.data?.records ?? [],
              total: list.data?.total ?? 0,
              loading: list.isFetching,
              page: currentPage,
              pageSize: 10,
              onPage: setCurrentPage,
              columns: [
                { key: 'id', title: 'ID', dataIndex: 'id', width: 60, responsive: ['sm'] },
                {
                  key: 'title',
                  title: t('announcements.columns.title'),
                  render: (_, a) => (
                    <div className="ca-title-cell" style={{ minWidth: 140 }}>
                      <div>{a.title}</div>
                      <div className="ca-muted">
                        {a.username ?? '--'} ·{' '}
                        {(() => {
                          const ms = parseWireDate(a.gmtModified ?? a.gmtCreate);
                          return ms == null ? '--' : dayjs(ms).format('YYYY-MM-DD HH:mm');
                        })()}
                      </div>
                    </div>
                  ),
                },
              ],
              onToggle: toggle,
              onEdit: open,
              onDelete: (a) => actions.remove.mutateAsync(a.id).then(() => notify.success(t('common.deleted'))),
              visible: {
                title: t('announcements.columns.visible'),
                width: 80,
                size: 'small',
                ariaLabel: (a) => t('announcements.visibleOf', { title: a.title }),
                testid: (a) => `ann-visible-${a.id}`,
              },
              actions: {
                title: phone ? undefined : t('announcements.columns.actions'),
                width: 90,
                primaryEdit: true,
                editLabel: t('list.edit'),
                editTestid: (a) => `ann-edit-${a.id}`,
                deleteLabel: t('common.delete'),
                deleteConfirm: (a) => t('announcements.deleteConfirm', { title: a.title }),
                confirmTexts: { ok: t('common.delete'), cancel: t('common.cancel'), danger: true },
                deleteTestid: (a) => `ann-delete-${a.id}`,
              },
              table: {
                size: 'small',
                scroll: { x: 'max-content' },
                expandable: { expandedRowRender: (a) => <Markdown source={a.content} /> },
                empty: <Empty description={list.isError ? t('common.loadFailed') : t('announcements.empty')} />,
                testid: 'ann-table',
                pagination: { size: 'small', hideOnSinglePage: true },
              },
            }}
          />
        </>
      )}
      <Modal
        open={draft !== null}
        title={t(draft?.id == null ? 'announcements.create' : 'announcements.edit')}
        onCancel={() => setDraft(null)}
        onOk={saveDraft}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={actions.save.isPending}
        okButtonProps={{ 'data-testid': 'ann-save' }}
        width={860}
        destroyOnHidden
      >
        {draft && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('announcements.columns.title')}
              required
              {...(attempted && !draft.title.trim()
                ? { validateStatus: 'error' as const, help: t('issues.required', { field: t('announcements.columns.title') }) }
                : {})}
            >
              <Input
                value={draft.title}
                maxLength={255}
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
                data-testid="ann-title"
              />
            </Form.Item>
            <Form.Item
              label={t('announcements.content')}
              required
              {...(attempted && !draft.content.trim()
                ? { validateStatus: 'error' as const, help: t('issues.required', { field: t('announcements.content') }) }
                : {})}
            >
              <MarkdownField
                value={draft.content}
                onChange={(content) => setDraft({ ...draft, content })}
                testId="ann-content"
                rows={6}
                label={t('announcements.content')}
              />
            </Form.Item>
            <Form.Item label={t('announcements.columns.visible')}>
              <Switch
                checked={draft.visible}
                onChange={(visible) => setDraft({ ...draft, visible })}
                aria-label={t('announcements.columns.visible')}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
