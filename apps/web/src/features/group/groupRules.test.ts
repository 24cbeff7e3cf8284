import { describe, expect, it } from 'vitest';
import {
  applyNeeds,
  assignableLevels,
  canEditItem,
  canRemoveMember,
  displayWidth,
  roleOf,
  truncateByWidth,
  visibleTabs,
  type Viewer,
} from './groupRules';

const viewer = (level: number, extra: Partial<Viewer> = {}): Viewer => ({
  uid: 'me',
  level,
  isOwner: false,
  isSuperAdmin: false,
  ...extra,
});

describe('card name width', () => {
  it('counts a CJK character as 2 units', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('算法ab')).toBe(6);
  });
  it('keeps names within 26 units and cuts longer ones with an ellipsis', () => {
    expect(truncateByWidth('a'.repeat(26))).toBe('a'.repeat(26));
    expect(truncateByWidth('a'.repeat(27))).toBe(`${'a'.repeat(25)}…`);
    // 13 wide characters fill 26 units; 14 do not fit: 12 of them (24 units) plus the ellipsis.
    expect(truncateByWidth('算'.repeat(13))).toBe('算'.repeat(13));
    expect(truncateByWidth('算'.repeat(14))).toBe(`${'算'.repeat(12)}…`);
  });
});

describe('member levels', () => {
  const member = { uid: 'm', auth: 3 };
  const admin = { uid: 'a', auth: 4 };
  const root = { uid: 'r', auth: 5 };
  it('a group admin sets only levels below their own, on members below them', () => {
    expect(assignableLevels(viewer(4), member, 'owner')).toEqual([3]);
    expect(assignableLevels(viewer(4), admin, 'owner')).toEqual([]);
    expect(assignableLevels(viewer(5), admin, 'owner')).toEqual([3, 4]);
    expect(assignableLevels(viewer(3), member, 'owner')).toEqual([]);
  });
  it("the owner and a super admin set any level, but never the owner's or their own", () => {
    expect(assignableLevels(viewer(5, { isOwner: true }), root, 'me')).toEqual([3, 4, 5]);
    expect(assignableLevels(viewer(0, { isSuperAdmin: true }), root, 'owner')).toEqual([3, 4, 5]);
    expect(assignableLevels(viewer(0, { isSuperAdmin: true }), { uid: 'owner', auth: 5 }, 'owner')).toEqual([]);
    expect(assignableLevels(viewer(5, { isOwner: true }), { uid: 'me', auth: 5 }, 'me')).toEqual([]);
  });
  it("remove is hidden for oneself and the owner, and for members at or above a non-owner's level", () => {
    expect(canRemoveMember(viewer(4), member, 'owner')).toBe(true);
    expect(canRemoveMember(viewer(4), admin, 'owner')).toBe(false);
    expect(canRemoveMember(viewer(4), { uid: 'me', auth: 4 }, 'owner')).toBe(false);
    expect(canRemoveMember(viewer(5, { isOwner: true }), root, 'me')).toBe(true);
    expect(canRemoveMember(viewer(0, { isSuperAdmin: true }), { uid: 'owner', auth: 5 }, 'owner')).toBe(false);
    expect(canRemoveMember(viewer(3), { uid: 'x', auth: 1 }, 'owner')).toBe(false);
  });
});

describe('apply, roles, tabs, authorship', () => {
  it('public joins without a dialog, protected asks a reason, private a code too', () => {
    expect(applyNeeds(1)).toEqual({ dialog: false, code: false });
    expect(applyNeeds(2)).toEqual({ dialog: true, code: false });
    expect(applyNeeds(3)).toEqual({ dialog: true, code: true });
  });
  it('maps levels to relations', () => {
    expect(roleOf(0, false)).toBe('visitor');
    expect(roleOf(0, true)).toBe('none');
    expect(roleOf(1, true)).toBe('applying');
    expect(roleOf(2, true)).toBe('refused');
    expect(roleOf(5, true)).toBe('root');
  });
  it('shows announcement to admins, setting to root, discussion behind its switch', () => {
    expect(visibleTabs({ level: 0, isSuperAdmin: false, openGroupDiscussion: true })).toEqual(['home']);
    expect(visibleTabs({ level: 3, isSuperAdmin: false, openGroupDiscussion: false })).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'status',
      'rank',
      'member',
    ]);
    expect(visibleTabs({ level: 4, isSuperAdmin: false, openGroupDiscussion: true })).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'status',
      'discussion',
      'rank',
      'member',
      'announcement',
    ]);
    expect(visibleTabs({ level: 0, isSuperAdmin: true, openGroupDiscussion: false })).toContain('setting');
  });
  it('a non-root admin edits only what they authored', () => {
    expect(canEditItem(viewer(4), { uid: 'me' }, 'alice')).toBe(true);
    expect(canEditItem(viewer(4), { username: 'alice' }, 'alice')).toBe(true);
    expect(canEditItem(viewer(4), { uid: 'x', username: 'bob' }, 'alice')).toBe(false);
    expect(canEditItem(viewer(5), { uid: 'x' }, 'alice')).toBe(true);
    expect(canEditItem(viewer(3), { uid: 'me' }, 'alice')).toBe(false);
  });
});
