import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { type GroupService, type GroupStanding, isGroupAdmin, isGroupRoot } from '../group/group-service';

/** Who the caller is in a group, as the content calls need it (super admins act as its root). */
export interface GroupRole {
  gid: number;
  isRoot: boolean;
  isAdmin: boolean;
  shortName: string;
}

const roleOf = (s: GroupStanding): GroupRole => ({ gid: s.gid, isRoot: isGroupRoot(s), isAdmin: isGroupAdmin(s), shortName: s.group.shortName });

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

/** Spec 3 §6: a non-root group admin edits or deletes only what they authored (by uid or username). */
export function requireAuthor(actor: Actor, role: GroupRole, item: { uid?: string | null; author?: string | null }): void {
  if (role.isRoot) return;
  const mine = (item.uid != null && item.uid === actor.uid) || (item.author != null && item.author === actor.username);
  if (!mine) throw AppError.forbidden('groupContent.notAuthor');
}
