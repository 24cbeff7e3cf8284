import type { FastifyInstance } from 'fastify';
import {
  GroupLimits,
  addGroup,
  addGroupAnnouncement,
  addGroupMember,
  deleteGroup,
  deleteGroupAnnouncement,
  deleteGroupMember,
  exitGroup,
  getGroupAccess,
  getGroupAdminAnnouncementList,
  getGroupAnnouncementList,
  getGroupApplyList,
  getGroupAuth,
  getGroupDetail,
  getGroupList,
  getGroupMemberList,
  updateGroup,
  updateGroupAnnouncement,
  updateGroupMember,
  uploadGroupAvatar,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { readUploadBuffer } from '../../http/multipart';
import { route } from '../../http/route';
import type { GuessLimiter } from '../../infra/rate-limit';
import type { GroupAnnouncementService } from './group-announcement.service';
import type { GroupManageService } from './group-manage.service';
import type { GroupMemberService } from './group-member.service';
import type { GroupService } from './group-service';

export interface GroupRouteDeps {
  groups: GroupService;
  groupManage: GroupManageService;
  groupMembers: GroupMemberService;
  groupAnnouncements: GroupAnnouncementService;
  guesses: GuessLimiter;
}

const gidOf = (query: number | undefined, field: string | undefined) =>
  query ?? (field && /^\d{1,15}$/.test(field) ? Number(field) : null);

/** The core group calls of contract §2.10 and the group avatar upload (§2.11). */
export function groupRoutes(
  app: FastifyInstance,
  { groups, groupManage, groupMembers, groupAnnouncements, guesses }: GroupRouteDeps,
): void {
  route(app, getGroupList, ({ actor, query }) => groupManage.list(actor, query));
  route(app, getGroupDetail, ({ actor, query }) => groupManage.detail(actor, query.gid));
  route(app, getGroupAccess, ({ actor, query }) => groupMembers.access(actor, query.gid));
  route(app, getGroupAuth, async ({ actor, query }) => (await groups.open(actor, query.gid)).level);
  route(app, addGroup, async ({ actor, body }) => {
    await groupManage.create(actor, body);
    return new Answer(null, 'group.created');
  });
  route(app, updateGroup, async ({ actor, body }) => {
    await groupManage.update(actor, body);
    return new Answer(null, 'group.updated');
  });
  route(app, deleteGroup, async ({ actor, query }) => {
    await groupManage.disband(actor, query.gid);
    return new Answer(null, 'group.disbanded');
  });

  route(app, getGroupMemberList, ({ actor, query }) => groupMembers.members(actor, query));
  route(app, getGroupApplyList, ({ actor, query }) => groupMembers.applications(actor, query));
  route(app, addGroupMember, ({ actor, query, req }) =>
    guesses.guard({ object: `group:${query.gid}`, uid: actor.uid, ip: req.ip }, 'group.codeWrong', () =>
      groupMembers.join(actor, query),
    ),
  );
  route(app, updateGroupMember, async ({ actor, body }) => {
    await groupMembers.setLevel(actor, body);
    return new Answer(null, 'group.memberUpdated');
  });
  route(app, deleteGroupMember, async ({ actor, query }) => {
    const done = await groupMembers.remove(actor, query.gid, query.uid);
    return new Answer(null, done === 'disbanded' ? 'group.disbanded' : 'group.memberRemoved');
  });
  route(app, exitGroup, async ({ actor, query }) => {
    await groupMembers.exit(actor, query.gid);
    return new Answer(null, 'group.exited');
  });

  route(app, getGroupAnnouncementList, ({ actor, query }) => groupAnnouncements.list(actor, query));
  route(app, getGroupAdminAnnouncementList, ({ actor, query }) => groupAnnouncements.adminList(actor, query));
  route(app, addGroupAnnouncement, async ({ actor, body }) => {
    await groupAnnouncements.add(actor, body);
    return new Answer(null, 'group.announcementSaved');
  });
  route(app, updateGroupAnnouncement, async ({ actor, body }) => {
    await groupAnnouncements.update(actor, body);
    return new Answer(null, 'group.announcementSaved');
  });
  route(app, deleteGroupAnnouncement, async ({ actor, query }) => {
    await groupAnnouncements.remove(actor, query.aid);
    return new Answer(null, 'group.announcementDeleted');
  });

  route(app, uploadGroupAvatar, async ({ actor, query, req }) => {
    // Who may upload is settled before the file is read; the gid may come as a form field.
    const file = await readUploadBuffer(req, 'image', GroupLimits.avatarMaxBytes, 'group.imageTooLarge', async (fields) => {
      const gid = gidOf(query.gid, fields.gid);
      if (gid === null) throw AppError.invalid('gid', 'is required');
      await groups.requireGroupRoot(actor, gid);
    });
    const detail = await groupManage.uploadAvatar(actor, gidOf(query.gid, file.fields.gid)!, file.data);
    return new Answer(detail, 'group.avatarUploaded');
  });
}
