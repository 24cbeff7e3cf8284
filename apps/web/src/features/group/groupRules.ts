/**
 * The group screens' rules of spec 3 §4–§5 and §9, kept out of the components so they are tested
 * on their own. The server checks every one of them again; these only decide what is offered.
 */

import { GroupAuth, GroupLevel, GroupLimits } from '@verdict/shared';

export { GroupAuth };
/** group_member.auth (contract §1.6). */
export const MemberLevel = GroupLevel;

export const GROUP_PAGE_SIZES = GroupLimits.listPageSizes;
export const GROUP_LIST_PAGE_SIZE = GroupLimits.listPageSize;
export const GROUP_CARD_NAME_WIDTH = 26;

/** Field bounds of spec 3 §5 / §9 (the create dialog and settings validate on blur). */
export const GroupFieldLimits = {
  name: [GroupLimits.nameMin, GroupLimits.nameMax],
  shortName: [GroupLimits.shortNameMin, GroupLimits.shortNameMax],
  brief: [GroupLimits.briefMin, GroupLimits.briefMax],
  description: [GroupLimits.descriptionMin, GroupLimits.descriptionMax],
  code: [GroupLimits.codeLength, GroupLimits.codeLength],
  reason: [GroupLimits.reasonMin, GroupLimits.reasonMax],
} as const;

// East Asian wide and full-width characters count 2 display units (spec 3 §2: "a wide character counting 2").
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;

export const displayWidth = (text: string): number => [...text].reduce((w, ch) => w + (WIDE.test(ch) ? 2 : 1), 0);

/** The card's name cut to `max` width units with an ellipsis (its full text scrolls on hover). */
export function truncateByWidth(text: string, max = GROUP_CARD_NAME_WIDTH): string {
  if (displayWidth(text) <= max) return text;
  let out = '';
  let width = 0;
  for (const ch of text) {
    const w = WIDE.test(ch) ? 2 : 1;
    // Keep one unit for the ellipsis.
    if (width + w > max - 1) break;
    out += ch;
    width += w;
  }
  return `${out}…`;
}

export interface Viewer {
  uid: string;
  /** The viewer's group_member.auth, 0 when not a member. */
  level: number;
  isOwner: boolean;
  isSuperAdmin: boolean;
}

export interface MemberRow {
  uid: string;
  auth: number;
}

/** Owner and super admin set any level; a group admin only levels below their own (issue 15). */
export function assignableLevels(viewer: Viewer, target: MemberRow, ownerUid: string | null): number[] {
  if (target.uid === viewer.uid || target.uid === ownerUid) return [];
  const all = [MemberLevel.Member, MemberLevel.Admin, MemberLevel.Root];
  if (viewer.isOwner || viewer.isSuperAdmin) return all;
  if (viewer.level < MemberLevel.Admin || target.auth >= viewer.level) return [];
  return all.filter((l) => l < viewer.level);
}

/** Spec 3 §5: hidden for oneself and the owner; a non-owner only removes members below their level. */
export function canRemoveMember(viewer: Viewer, target: MemberRow, ownerUid: string | null): boolean {
  if (target.uid === viewer.uid || target.uid === ownerUid) return false;
  if (viewer.isOwner || viewer.isSuperAdmin) return true;
  return viewer.level >= MemberLevel.Admin && target.auth < viewer.level;
}

/** What the apply dialog asks (spec 3 §4): nothing for a public group, a reason, or the code and a reason. */
export const applyNeeds = (auth: number) => ({ dialog: auth !== GroupAuth.Public, code: auth === GroupAuth.Private });

export type GroupRole = 'visitor' | 'none' | 'applying' | 'refused' | 'member' | 'admin' | 'root';

/** The viewer's relation from group_member.auth (0 = none). */
export function roleOf(level: number, loggedIn: boolean): GroupRole {
  if (!loggedIn) return 'visitor';
  switch (level) {
    case MemberLevel.Applying:
      return 'applying';
    case MemberLevel.Refused:
      return 'refused';
    case MemberLevel.Member:
      return 'member';
    case MemberLevel.Admin:
      return 'admin';
    case MemberLevel.Root:
      return 'root';
    default:
      return 'none';
  }
}

/** The tabs of the group home (spec 3 §2): announcement for admins, setting for root, discussion behind its switch. */
export function visibleTabs(o: { level: number; isSuperAdmin: boolean; openGroupDiscussion: boolean }): string[] {
  const isMember = o.level >= MemberLevel.Member || o.isSuperAdmin;
  if (!isMember) return ['home'];
  const tabs = ['home', 'problem', 'training', 'contest', 'status', 'rank', 'member'];
  if (o.openGroupDiscussion) tabs.splice(5, 0, 'discussion');
  if (o.level >= MemberLevel.Admin || o.isSuperAdmin) tabs.push('announcement');
  if (o.level >= MemberLevel.Root || o.isSuperAdmin) tabs.push('setting');
  return tabs;
}

/** A group admin edits what they authored; group root (and super admin) edits everything (spec 3 §6). */
export const canEditItem = (
  viewer: Viewer,
  author: { uid?: string | null; username?: string | null },
  username: string | undefined,
) =>
  viewer.isSuperAdmin ||
  viewer.level >= MemberLevel.Root ||
  (viewer.level >= MemberLevel.Admin && (author.uid === viewer.uid || (!!username && author.username === username)));
