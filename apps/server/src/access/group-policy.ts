import { GroupLevel } from '@verdict/shared';
import type { Actor } from '../http/actor';

/**
 * The one reading of a caller's standing in a group (spec 3 §6). The group module resolves the
 * standing once per request (GroupService.standingOf, wired in wiring/); every module that holds
 * group items — problems, trainings, contests, discussions, announcements — asks these functions
 * and restates none of them.
 *
 * The creator rule, decided once:
 * - super admins and the group root (the owner counts as root) manage every item of the group;
 * - a group admin (level 4) manages only the items whose `uid` is theirs;
 * - members (level 3) and below manage nothing, not even items they made before a demotion.
 * Authority follows the item's uid, never its author text: a username can be deleted and
 * registered again by someone else (migration 018 gave older rows their author's uid).
 */
export interface GroupStanding {
  gid: number;
  /** The caller; null for a visitor. */
  uid: string | null;
  /** group_member.auth (1 applying, 2 refused, 3 member, 4 admin, 5 root); 5 for the owner, 0 without a row. */
  level: number;
  isOwner: boolean;
  /** A site super admin counts as the group's root (and owner) everywhere. */
  isSuperAdmin: boolean;
}

/** The group module's answer (GroupService, wired in wiring/). */
export interface GroupStandings {
  /**
   * The caller's standing in the group, the same object for the whole request; null when the
   * group does not exist, or is banned and the caller is no super admin.
   */
  standingOf(actor: Actor | null, gid: number): Promise<GroupStanding | null>;
}

/** Something a group holds: who made it (uid) and, where the item has it, whether members see it. */
export interface GroupItem {
  uid: string | null;
}

export const isGroupMember = (s: GroupStanding | null): boolean => s != null && (s.isSuperAdmin || s.level >= GroupLevel.Member);

/** Group admins (4–5), the owner and super admins: the admin pages, creating items, uploads for the group. */
export const canAdministerGroup = (s: GroupStanding | null): boolean =>
  s != null && (s.isSuperAdmin || s.level >= GroupLevel.Admin);

/** The group root (5), the owner and super admins: settings, and every item of the group. */
export const isGroupRoot = (s: GroupStanding | null): boolean =>
  s != null && (s.isSuperAdmin || s.isOwner || s.level >= GroupLevel.Root);

/** The owner and super admins: disbanding. */
export const isGroupOwner = (s: GroupStanding | null): boolean => s != null && (s.isSuperAdmin || s.isOwner);

/** Members see an item while it is visible; the group's admins see every item. */
export const canSeeGroupItem = (s: GroupStanding | null, item: { visible: boolean }): boolean =>
  canAdministerGroup(s) || (isGroupMember(s) && item.visible);

/** The creator rule above: root and super admins every item, a level-4 admin their own by uid, nobody else. */
export const canManageGroupItem = (s: GroupStanding | null, item: GroupItem): boolean =>
  isGroupRoot(s) || (s != null && canAdministerGroup(s) && s.uid != null && item.uid === s.uid);

/** A member's own post (a discussion): its author while still a member, or the group root. */
export const canEditGroupPost = (s: GroupStanding | null, item: GroupItem): boolean =>
  isGroupRoot(s) || (s != null && isGroupMember(s) && s.uid != null && item.uid === s.uid);
