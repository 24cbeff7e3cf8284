import {
  type GroupRelation,
  GroupLevel,
  type GroupSiteRole,
  GroupStatus,
  Role,
  type RoleId,
  groupRelationOf,
} from '@verdict/shared';
import {
  type GroupStanding as PolicyStanding,
  type GroupStandings,
  canAdministerGroup,
  isGroupMember,
  isGroupOwner,
  isGroupRoot,
} from '../../access/group-policy';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { GroupRepository, GroupRow } from './group.repository';

/** Who asks: a signed-in user (uid and role) or nobody. */
export type GroupUser = { uid: string; roleId: RoleId } | null;

/** How one user stands to one group (spec 3 §6): the policy's standing, with the relation the client shows and the group row. */
export interface GroupStanding extends PolicyStanding {
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

/** What the standing allows is read in one place (access/group-policy.ts); re-exported for the group module's files. */
export { isGroupMember, isGroupOwner, isGroupRoot };
export const isGroupAdmin = canAdministerGroup;

/**
 * The group module's answers other modules build on: a user's relation to a group, the groups
 * whose content a user may see (leak filters), and the checks that throw the envelope errors.
 */
export class GroupService implements GroupStandings {
  constructor(private readonly repo: GroupRepository) {}

  /** Standings already resolved for one request's caller (a fresh Actor object per request): gid → standing. */
  private readonly perRequest = new WeakMap<object, Map<number, Promise<GroupStanding>>>();

  /**
   * The policy port (access/group-policy.ts): the caller's standing, resolved once per request and
   * group; null for a missing group, and for a banned one unless the caller is a super admin.
   */
  standingOf(actor: Actor | null, gid: number): Promise<PolicyStanding | null> {
    return this.open(actor, gid).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      // A super admin still reaches what a disbanded group left behind (its contests, trainings, problems).
      return actor && actor.roleId === Role.Root ? { gid, uid: actor.uid, level: 0, isOwner: false, isSuperAdmin: true } : null;
    });
  }

  /** The account generator's group (account's GroupEnrolment port): a group that exists and is not disbanded. */
  enrolment = {
    exists: async (gid: number): Promise<boolean> => {
      const g = await this.repo.find(gid);
      return g !== undefined && g.status === 0;
    },
    enrol: (gid: number, uids: string[]): Promise<void> => this.repo.insertMembers(gid, uids),
  };

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
    const isSuperAdmin = site === 'superAdmin';
    if (!user) return { gid, uid: null, relation: 'visitor', site, level: 0, isOwner: false, isSuperAdmin, group };
    // The owner's row is level 5 from creation on; the owner stays 'owner' whatever the row says.
    const isOwner = group.uid === user.uid;
    const level = isOwner ? GroupLevel.Root : ((await this.repo.member(gid, user.uid))?.auth ?? 0);
    return {
      gid,
      uid: user.uid,
      relation: groupRelationOf(user.uid, group.uid, level),
      site,
      level,
      isOwner,
      isSuperAdmin,
      group,
    };
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
  open(user: GroupUser, gid: number): Promise<GroupStanding> {
    const resolve = async () => {
      const s = await this.relation(user, gid);
      if (s.group.status === GroupStatus.Banned && s.site !== 'superAdmin') throw AppError.forbidden('group.banned');
      return s;
    };
    if (!user) return resolve();
    // Once per request: every check of one call (and of the services it calls) reads the same standing.
    let seen = this.perRequest.get(user);
    if (!seen) this.perRequest.set(user, (seen = new Map()));
    let standing = seen.get(gid);
    if (!standing) seen.set(gid, (standing = resolve()));
    return standing;
  }
}
