import { type GroupRelation, GroupLevel, type GroupSiteRole, GroupStatus, Role, type RoleId, groupRelationOf, relationAtLeast } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import type { GroupRepository, GroupRow } from './group.repository';

/** Who asks: a signed-in user (uid and role) or nobody. */
export type GroupUser = { uid: string; roleId: RoleId } | null;

/** How one user stands to one group (spec 3 §6). */
export interface GroupStanding {
  gid: number;
  relation: GroupRelation;
  /** The caller's site role, apart from the group: a super admin may do what a group's owner does. */
  site: GroupSiteRole;
  /** group_member.auth, 0 without a row (get-group-auth answers it). */
  level: number;
  group: GroupRow;
}

const siteRoleOf = (user: GroupUser): GroupSiteRole => {
  if (!user) return 'user';
  if (user.roleId === Role.Root) return 'superAdmin';
  return user.roleId === Role.Admin || user.roleId === Role.ProblemAdmin ? 'siteAdmin' : 'user';
};

/** What the standing allows: a super admin counts as the group's owner everywhere. */
export const isGroupMember = (s: GroupStanding) => s.site === 'superAdmin' || relationAtLeast(s.relation, 'member');
export const isGroupAdmin = (s: GroupStanding) => s.site === 'superAdmin' || relationAtLeast(s.relation, 'admin');
export const isGroupRoot = (s: GroupStanding) => s.site === 'superAdmin' || relationAtLeast(s.relation, 'root');
export const isGroupOwner = (s: GroupStanding) => s.site === 'superAdmin' || s.relation === 'owner';

/**
 * The group module's answers other modules build on: a user's relation to a group, the groups
 * whose content a user may see (leak filters), and the checks that throw the envelope errors.
 */
export class GroupService {
  constructor(private readonly repo: GroupRepository) {}

  /** The group, or 404 'group.notFound'. */
  async get(gid: number): Promise<GroupRow> {
    const group = await this.repo.find(gid);
    if (!group) throw AppError.notFound('group.notFound');
    return group;
  }

  /** The caller's standing; 404 when there is no such group. Banned groups answer too (the require* checks refuse them). */
  async relation(user: GroupUser, gid: number): Promise<GroupStanding> {
    const group = await this.get(gid);
    const site = siteRoleOf(user);
    if (!user) return { gid, relation: 'visitor', site, level: 0, group };
    // The owner's row is level 5 from creation on; the owner stays 'owner' whatever the row says.
    const level = group.uid === user.uid ? GroupLevel.Root : ((await this.repo.member(gid, user.uid))?.auth ?? 0);
    return { gid, relation: groupRelationOf(user.uid, group.uid, level), site, level, group };
  }

  /** Groups (normal status) where the user is a member, admin, root or owner: their content is visible to this user. */
  memberGids = (uid: string): Promise<number[]> => this.repo.gidsOf(uid, GroupLevel.Member);

  /** Groups the user administers (level 4 or more). */
  adminGids = (uid: string): Promise<number[]> => this.repo.gidsOf(uid, GroupLevel.Admin);

  /** For leak filters: 'all' for a super admin, else the groups the user is a member of ([] for visitors). */
  async visibleGids(user: GroupUser): Promise<number[] | 'all'> {
    if (!user) return [];
    if (user.roleId === Role.Root) return 'all';
    return this.memberGids(user.uid);
  }

  /** The file module's port: may this user upload markdown for this group (level 4 or more). */
  isGroupAdmin = async (uid: string, gid: number): Promise<boolean> => (await this.adminGids(uid)).includes(gid);

  /** A member (level 3+), or a super admin; else 403 'group.notMember'. */
  async requireMember(user: GroupUser, gid: number): Promise<GroupStanding> {
    const s = await this.open(user, gid);
    if (!isGroupMember(s)) throw AppError.forbidden('group.notMember');
    return s;
  }

  /** A group admin (level 4+), or a super admin; else 403 'group.notAdmin'. */
  async requireGroupAdmin(user: GroupUser, gid: number): Promise<GroupStanding> {
    const s = await this.open(user, gid);
    if (!isGroupAdmin(s)) throw AppError.forbidden('group.notAdmin');
    return s;
  }

  /** A group root (level 5, the owner included), or a super admin; else 403 'group.notRoot'. */
  async requireGroupRoot(user: GroupUser, gid: number): Promise<GroupStanding> {
    const s = await this.open(user, gid);
    if (!isGroupRoot(s)) throw AppError.forbidden('group.notRoot');
    return s;
  }

  /** The standing of a group that exists and is not banned (a banned group is open to super admins only). */
  async open(user: GroupUser, gid: number): Promise<GroupStanding> {
    const s = await this.relation(user, gid);
    if (s.group.status === GroupStatus.Banned && s.site !== 'superAdmin') throw AppError.forbidden('group.banned');
    return s;
  }
}
