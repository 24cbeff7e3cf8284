import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Switch } from 'antd';
import type { DiscussionVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { dialog } from '../../lib/feedback';
import { notify } from '../../lib/notify';
import { type AdminDiscussionCalls, AdminDiscussionTable, DiscussionDialog, DiscussionRows } from '../discussion';
import {
  useGroupAdminDiscussions,
  useGroupDiscussionModeration,
  useGroupDiscussionMutations,
  useGroupDiscussions,
} from './contentApi';
import { useGroupContext } from './groupContext';

/** The group's discussions (behind openGroupDiscussion): the site's discussion rows, posts go to the group. */
export function GroupDiscussions() {
  const { t } = useTranslation('group');
  const { t: td } = useTranslation('discussion');
  const { group, isAdmin } = useGroupContext();
  const { problemID } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [currentPage, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [admin, setAdmin] = useState(false);
  const list = useGroupDiscussions(group.id, { currentPage, limit: 10 }, problemID);
  const { create, remove } = useGroupDiscussionMutations();

  const confirmDelete = (d: DiscussionVo) =>
    dialog.confirm({
      title: td('list.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(d.id)
          .then((r) => notify.success(r.msg))
          .catch(() => undefined),
    });
  // Editing: the author (on the detail page, where the full text is loaded); deleting: the author or a group admin.
  const menuOf = (d: DiscussionVo) => [
    ...(user?.uid === d.uid
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: td('list.edit'),
            onClick: () => void navigate(`/group/${group.id}/discussion-detail/${d.id}?edit=1`),
          },
        ]
      : []),
    ...(user?.uid === d.uid || isAdmin
      ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: td('list.delete'), onClick: () => confirmDelete(d) }]
      : []),
  ];

  return (
    <Card
      size="small"
      title={problemID ? td('list.problemTitle', { pid: problemID }) : t('tabs.discussion')}
      extra={
        <Space wrap>
          {isAdmin && !problemID && (
            <Switch
              checked={admin}
              onChange={setAdmin}
              checkedChildren={t('common.admin')}
              unCheckedChildren={t('common.admin')}
              aria-label={t('common.admin')}
              data-testid="group-discussion-admin-toggle"
            />
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="discussion-new">
            {td('list.newPost')}
          </Button>
        </Space>
      }
      data-testid="group-discussions"
    >
      {admin && isAdmin && !problemID ? (
        <GroupAdminDiscussions gid={group.id} />
      ) : (
        <>
          {problemID ? (
            <Flex gap={8} wrap style={{ marginBottom: 8 }}>
              <Link to={`/group/${group.id}/discussion`}>
                <Button type="link">{td('list.clearProblem')}</Button>
              </Link>
            </Flex>
          ) : null}
          <DiscussionRows
            records={list.data?.records ?? []}
            total={list.data?.total ?? 0}
            currentPage={currentPage}
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            onPage={setPage}
            menuOf={menuOf}
            hideProblemLink={Boolean(problemID)}
            empty={t('discussion.empty')}
            detailPath={(did) => `/group/${group.id}/discussion-detail/${did}`}
          />
        </>
      )}
      <DiscussionDialog
        open={creating}
        pid={problemID}
        onClose={() => setCreating(false)}
        scope={{
          create: (body) => create.mutateAsync({ ...body, gid: group.id }),
          creating: create.isPending,
          mayPin: isAdmin,
        }}
      />
    </Card>
  );
}

/** Group admins: every post of the group with its pin, status and delete (the site's admin table on the group's calls). */
function GroupAdminDiscussions({ gid }: { gid: number }) {
  const m = useGroupDiscussionModeration(gid);
  const calls: AdminDiscussionCalls = {
    useList: (query) => useGroupAdminDiscussions(gid, { currentPage: query.currentPage, limit: query.limit }),
    update: (d, patch) => m.update.mutateAsync({ d, patch }),
    remove: (ids) => m.remove.mutateAsync(ids),
    detailPath: (did) => `/group/${gid}/discussion-detail/${did}`,
    searchable: false,
  };
  return <AdminDiscussionTable calls={calls} />;
}
