import { canAdministerGroup, canEditGroupPost, canManageGroupItem } from '../../access/group-policy';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { GroupService, GroupStanding } from '../group/group-service';

/** Who the caller is in a group, as the content calls need it (the policy's standing, the group's short name). */
export interface GroupRole {
  gid: number;
  standing: GroupStanding;
  /** A group admin (4–5), the owner or a super admin (canAdministerGroup). */
  isAdmin: boolean;
  shortName: string;
}

const roleOf = (s: GroupStanding): GroupRole => ({
  gid: s.gid,
  standing: s,
  isAdmin: canAdministerGroup(s),
  shortName: s.group.shortName,
});

/** The group-level checks every group content call starts with, on the group module's GroupService. */
export class GroupGate {
  constructor(private readonly groups: GroupService) {}

  /** Members (3–5) and super admins; else 403. A missing group is 404. */
  requireMember = async (actor: Actor, gid: number): Promise<GroupRole> => roleOf(await this.groups.requireMember(actor, gid));

  /** Group admins (4–5) and super admins; else 403. */
  requireAdmin = async (actor: Actor, gid: number): Promise<GroupRole> => roleOf(await this.groups.requireGroupAdmin(actor, gid));

  /** The groups whose content the caller sees ('all' for super admins). */
  visibleGids = (actor: Actor | null) => this.groups.visibleGids(actor);
}

/** An item of the group (a problem): the creator rule of access/group-policy.ts, by uid only. */
export function requireManager(role: GroupRole, item: { uid: string | null }): void {
  if (!canManageGroupItem(role.standing, item)) throw AppError.forbidden('groupContent.notAuthor');
}

/** A member's post (a discussion): its author or the group root. */
export function requirePostAuthor(role: GroupRole, item: { uid: string | null }): void {
  if (!canEditGroupPost(role.standing, item)) throw AppError.forbidden('groupContent.notAuthor');
}
