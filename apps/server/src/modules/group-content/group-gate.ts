import { type Actor, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { GroupLevel } from '../problem/problem.service';

/** What this module asks of the group module (GroupService, wired in app.ts). */
export interface GroupDirectory {
  /** The caller's level in the group: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
  levelOf(uid: string, gid: number): Promise<number>;
  /** The group's short name (display id prefix); null when there is no such group. */
  shortNameOf(gid: number): Promise<string | null>;
}

/** Who the caller is in a group: super admins act as its root (contract §1.3 group-level rights). */
export interface GroupRole {
  gid: number;
  level: number;
  isRoot: boolean;
  isAdmin: boolean;
}

/** The group-level checks every group content call starts with. */
export class GroupGate {
  constructor(private readonly groups: GroupDirectory) {}

  async roleOf(actor: Actor, gid: number): Promise<GroupRole> {
    const exists = (await this.groups.shortNameOf(gid)) !== null;
    if (!exists) throw AppError.notFound('groupContent.groupNotFound');
    const level = isRoot(actor) ? GroupLevel.Root : await this.groups.levelOf(actor.uid, gid);
    return { gid, level, isRoot: level >= GroupLevel.Root, isAdmin: level >= GroupLevel.Admin };
  }

  /** Members (3–5) and super admins. */
  async requireMember(actor: Actor, gid: number): Promise<GroupRole> {
    const role = await this.roleOf(actor, gid);
    if (role.level < GroupLevel.Member) throw AppError.forbidden('groupContent.notMember');
    return role;
  }

  /** Group admins (4–5) and super admins. */
  async requireAdmin(actor: Actor, gid: number): Promise<GroupRole> {
    const role = await this.roleOf(actor, gid);
    if (!role.isAdmin) throw AppError.forbidden('groupContent.notAdmin');
    return role;
  }

  /** The group's short name (the group was checked to exist). */
  async shortName(gid: number): Promise<string> {
    const name = await this.groups.shortNameOf(gid);
    if (name === null) throw AppError.notFound('groupContent.groupNotFound');
    return name;
  }
}

/** Spec 3 §6: a non-root group admin edits or deletes only what they authored (by uid or username). */
export function requireAuthor(actor: Actor, role: GroupRole, item: { uid?: string | null; author?: string | null }): void {
  if (role.isRoot) return;
  const mine = (item.uid != null && item.uid === actor.uid) || (item.author != null && item.author === actor.username);
  if (!mine) throw AppError.forbidden('groupContent.notAuthor');
}
