import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  addGroupAnnouncement,
  deleteGroupMember,
  getGroupAuth,
  getGroupDetail,
  getGroupMemberList,
  updateGroupMember,
} from '@verdict/shared';
import { type Actors, seedActors } from '../../test/judge-kit';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';

/**
 * Member levels (spec 3 §4, §6): applications become refused or members; members stay members of
 * some level; below the owner and super admins, both the member's level and the new one must be
 * below the caller's; the owner's level never changes; removing the owner disbands the group.
 * Every case runs on a fresh group with the same cast.
 */
type Who =
  | 'owner'
  | 'root'
  | 'root2'
  | 'admin'
  | 'admin2'
  | 'member'
  | 'member2'
  | 'applying'
  | 'refused'
  | 'superAdmin'
  | 'siteAdmin'
  | 'stranger';

describe('group member levels and removal', () => {
  const t = useTestApp();
  let a: Actors;
  const u = {} as Record<Who, SeededUser>;
  beforeAll(async () => {
    a = await seedActors(t);
    for (const k of [
      'owner',
      'root',
      'root2',
      'admin',
      'admin2',
      'member',
      'member2',
      'applying',
      'refused',
      'stranger',
    ] as const)
      u[k] = await seedUser(t.core);
    u.superAdmin = a.root;
    u.siteAdmin = a.admin;
  });

  async function scene(): Promise<number> {
    const { gid } = await createGroup(t, u.owner.token, { auth: GroupAuth.Protected });
    const levels: Array<[Who, number]> = [
      ['root', 5],
      ['root2', 5],
      ['admin', 4],
      ['admin2', 4],
      ['member', 3],
      ['member2', 3],
      ['applying', 1],
      ['refused', 2],
    ];
    for (const [who, level] of levels) await joinGroup(t, gid, u.owner.token, u[who].token, level);
    return gid;
  }
  const levelOf = async (gid: number, who: Who) => (await t.call(getGroupAuth, { token: u[who].token, query: { gid } })).data;

  // [caller, target, new level, expected: 'ok' or the body status and message]
  const CHANGES: Array<[Who, Who, number, 'ok' | [number, string]]> = [
    ['admin', 'applying', 3, 'ok'],
    ['admin', 'applying', 2, 'ok'],
    ['admin', 'refused', 3, 'ok'],
    [
      'admin',
      'applying',
      4,
      [400, 'An applying or refused user can only be refused or made a member; a member cannot go back to applying or refused'],
    ],
    [
      'admin',
      'member',
      2,
      [400, 'An applying or refused user can only be refused or made a member; a member cannot go back to applying or refused'],
    ],
    ['admin', 'member', 4, [403, 'You may not give this member that level: only levels below your own']],
    ['admin', 'admin2', 3, [403, 'You may not give this member that level: only levels below your own']],
    ['admin', 'root', 3, [403, 'You may not give this member that level: only levels below your own']],
    ['admin', 'owner', 3, [403, "The owner's level cannot be changed"]],
    ['admin', 'stranger', 3, [404, 'This user is not in the group']],
    ['root', 'member', 4, 'ok'],
    ['root', 'admin', 3, 'ok'],
    ['root', 'applying', 3, 'ok'],
    ['root', 'member', 5, [403, 'You may not give this member that level: only levels below your own']],
    ['root', 'root2', 4, [403, 'You may not give this member that level: only levels below your own']],
    ['owner', 'member', 5, 'ok'],
    ['owner', 'root', 4, 'ok'],
    ['owner', 'admin', 3, 'ok'],
    ['owner', 'refused', 3, 'ok'],
    [
      'owner',
      'member',
      1,
      [400, 'An applying or refused user can only be refused or made a member; a member cannot go back to applying or refused'],
    ],
    ['owner', 'owner', 4, [403, "The owner's level cannot be changed"]],
    ['superAdmin', 'member', 5, 'ok'],
    ['superAdmin', 'root', 3, 'ok'],
    ['superAdmin', 'owner', 4, [403, "The owner's level cannot be changed"]],
    ['member', 'applying', 3, [403, 'Only the admins of this group may do this']],
    ['applying', 'refused', 3, [403, 'Only the admins of this group may do this']],
    ['siteAdmin', 'applying', 3, [403, 'Only the admins of this group may do this']],
  ];

  it.each(CHANGES)('%s sets %s to level %i', async (caller, target, level, expected) => {
    const gid = await scene();
    const before = await levelOf(gid, target);
    const res = await t.call(updateGroupMember, { token: u[caller].token, body: { gid, uid: u[target].uid, auth: level } });
    if (expected === 'ok') {
      expect([res.status, res.msg]).toEqual([200, 'Update successfully']);
      expect(await levelOf(gid, target)).toBe(level);
    } else {
      expect([res.status, res.msg]).toEqual(expected);
      expect(await levelOf(gid, target)).toBe(before);
    }
  });

  const REMOVALS: Array<[Who, Who, 'ok' | [number, string]]> = [
    ['admin', 'member', 'ok'],
    ['admin', 'applying', 'ok'],
    ['admin', 'refused', 'ok'],
    ['admin', 'admin2', [403, 'You may not remove this member: only members below your own level']],
    ['admin', 'root', [403, 'You may not remove this member: only members below your own level']],
    ['admin', 'owner', [403, 'You may not remove this member: only members below your own level']],
    ['admin', 'admin', [400, 'You cannot remove yourself: use Exit instead']],
    ['root', 'admin', 'ok'],
    ['root', 'root2', [403, 'You may not remove this member: only members below your own level']],
    ['root', 'owner', [403, 'You may not remove this member: only members below your own level']],
    ['owner', 'root', 'ok'],
    ['owner', 'owner', [400, 'You cannot remove yourself: use Exit instead']],
    ['superAdmin', 'root', 'ok'],
    ['member', 'member2', [403, 'Only the admins of this group may do this']],
    ['siteAdmin', 'member', [403, 'Only the admins of this group may do this']],
    ['owner', 'stranger', [404, 'This user is not in the group']],
  ];

  it.each(REMOVALS)('%s removes %s', async (caller, target, expected) => {
    const gid = await scene();
    const before = await levelOf(gid, target);
    const res = await t.call(deleteGroupMember, { token: u[caller].token, query: { gid, uid: u[target].uid } });
    if (expected === 'ok') {
      expect([res.status, res.msg]).toEqual([200, 'Delete successfully']);
      expect(await levelOf(gid, target)).toBe(0);
    } else {
      expect([res.status, res.msg]).toEqual(expected);
      expect(await levelOf(gid, target)).toBe(before);
    }
  });

  it('a super admin removing the owner disbands the group, with its members and announcements', async () => {
    const gid = await scene();
    await t.call(addGroupAnnouncement, { token: u.owner.token, body: { gid, title: 'Hello', content: 'class', status: 0 } });
    expect((await t.call(getGroupMemberList, { token: u.member.token, query: { gid } })).data.total).toBe(7);
    const res = await t.call(deleteGroupMember, { token: a.root.token, query: { gid, uid: u.owner.uid } });
    expect([res.status, res.msg]).toEqual([200, 'Disband successfully']);
    expect((await t.call(getGroupDetail, { token: u.member.token, query: { gid } })).status).toBe(404);
    const db = t.core.database.db;
    expect(await db.selectFrom('groupMember').select('id').where('gid', '=', gid).execute()).toEqual([]);
    expect(await db.selectFrom('announcement').select('id').where('gid', '=', gid).execute()).toEqual([]);
    expect(await t.app.services.groups.memberGids(u.member.uid)).not.toContain(gid);
  });

  it("the group content modules' disband hooks run before the group goes", async () => {
    const seen: Array<[number, boolean]> = [];
    const hook = async (gid: number) => {
      const still = await t.core.database.db.selectFrom('group').select('id').where('id', '=', gid).executeTakeFirst();
      seen.push([gid, still !== undefined]);
    };
    t.app.services.groupDisbandHooks.push(hook);
    try {
      const gid = await scene();
      await t.call(deleteGroupMember, { token: a.root.token, query: { gid, uid: u.owner.uid } });
      expect(seen).toEqual([[gid, true]]);
    } finally {
      t.app.services.groupDisbandHooks.splice(t.app.services.groupDisbandHooks.indexOf(hook), 1);
    }
  });

  it('a member made root may then manage admins, and an admin demoted loses the admin calls', async () => {
    const gid = await scene();
    await t.call(updateGroupMember, { token: u.owner.token, body: { gid, uid: u.member.uid, auth: GroupLevel.Root } });
    expect((await t.call(updateGroupMember, { token: u.member.token, body: { gid, uid: u.admin.uid, auth: 3 } })).status).toBe(
      200,
    );
    const res = await t.call(updateGroupMember, { token: u.admin.token, body: { gid, uid: u.applying.uid, auth: 3 } });
    expect([res.status, res.msg]).toEqual([403, 'Only the admins of this group may do this']);
  });
});
