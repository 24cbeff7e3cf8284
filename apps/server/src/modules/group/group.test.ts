import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  addGroup,
  deleteGroup,
  getGroupAuth,
  getGroupDetail,
  getGroupList,
  updateGroup,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { createGroup, joinGroup, relaxGroupLimits } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { groupForm as form } from './group.fixture';

describe('groups: create, list, detail, edit, disband', () => {
  const t = useTestApp();
  let a: Actors;
  let teacher: SeededUser;
  let student: SeededUser;
  beforeAll(async () => {
    a = await seedActors(t);
    teacher = await seedUser(t.core);
    student = await seedUser(t.core);
    await relaxGroupLimits(t);
  });

  it('validates the form of spec 3 §5 field by field', async () => {
    const bad = async (over: Record<string, unknown>) => {
      const res = await t.callRaw(addGroup, { token: teacher.token, body: form(over) });
      return [res.http, res.msg];
    };
    expect(await bad({ name: 'abcd' })).toEqual([400, expect.stringContaining('name')]);
    expect(await bad({ name: 'x'.repeat(26) })).toEqual([400, expect.stringContaining('name')]);
    expect(await bad({ shortName: 'abcd' })).toEqual([400, expect.stringContaining('shortName')]);
    expect(await bad({ shortName: 'abc def' })).toEqual([400, expect.stringContaining('shortName')]);
    expect(await bad({ brief: 'x'.repeat(51) })).toEqual([400, expect.stringContaining('brief')]);
    expect(await bad({ description: 'abc' })).toEqual([400, expect.stringContaining('description')]);
    expect(await bad({ auth: 4 })).toEqual([400, expect.stringContaining('auth')]);
    expect(await bad({ auth: GroupAuth.Private })).toEqual([400, expect.stringContaining('code')]);
    expect(await bad({ auth: GroupAuth.Protected, code: '12345' })).toEqual([400, expect.stringContaining('code')]);
    expect((await t.callRaw(addGroup, { body: form() })).http).toBe(401);
  });

  it('the creator owns the group as a level-5 member; short names are unique whatever the case', async () => {
    const res = await t.call(addGroup, {
      token: teacher.token,
      body: form({ shortName: 'Algo26', auth: GroupAuth.Private, code: 'K3y9Zq' }),
    });
    expect([res.status, res.msg]).toEqual([200, 'Create successfully']);
    const dup = await t.call(addGroup, { token: student.token, body: form({ shortName: 'ALGO26' }) });
    expect([dup.status, dup.msg]).toEqual([400, 'Another group already uses the short name ALGO26']);

    const mine = (await t.call(getGroupList, { token: teacher.token, query: { onlyMine: true } })).data;
    expect(mine.records.map((g) => g.shortName)).toEqual(['Algo26']);
    const g = mine.records[0]!;
    expect(g).toMatchObject({
      owner: teacher.username,
      uid: teacher.uid,
      auth: 3,
      visible: true,
      memberCount: 1,
      name: 'Class 2026 A',
    });
    expect((await t.call(getGroupAuth, { token: teacher.token, query: { gid: g.id } })).data).toBe(5);
    expect((await t.call(getGroupAuth, { token: student.token, query: { gid: g.id } })).data).toBe(0);

    // The code: owner, group roots and super admins only.
    expect((await t.call(getGroupDetail, { token: teacher.token, query: { gid: g.id } })).data.code).toBe('K3y9Zq');
    expect((await t.call(getGroupDetail, { token: a.root.token, query: { gid: g.id } })).data.code).toBe('K3y9Zq');
    const other = await seedUser(t.core);
    await joinGroup(t, g.id, teacher.token, other.token, GroupLevel.Admin);
    expect((await t.call(getGroupDetail, { token: other.token, query: { gid: g.id } })).data.code).toBeNull();
    const detail = (await t.call(getGroupDetail, { token: student.token, query: { gid: g.id } })).data;
    expect(detail).toMatchObject({ id: g.id, code: null, memberCount: 2, shortName: 'Algo26', brief: 'Our algorithms class' });
    expect((await t.callRaw(getGroupDetail, { query: { gid: g.id } })).http).toBe(401);
    expect((await t.call(getGroupDetail, { token: student.token, query: { gid: 999_999 } })).status).toBe(404);
  });

  it('lists visible groups to everyone, hidden ones to their members and super admins; filters by auth and keyword; pages up to 120', async () => {
    const owner = await seedUser(t.core);
    const pub = await createGroup(t, owner.token, { name: 'Visible Lions', auth: GroupAuth.Public });
    const prot = await createGroup(t, owner.token, { name: 'Visible Tigers', auth: GroupAuth.Protected });
    const hidden = await createGroup(t, owner.token, { name: 'Hidden Bears', visible: false });
    const member = await seedUser(t.core);
    await joinGroup(t, hidden.gid, owner.token, member.token);
    const ids = async (token: string | null, query: Record<string, unknown> = {}) =>
      (await t.call(getGroupList, { token, query: { limit: 120, ...query } })).data.records.map((g) => g.id);

    for (const who of [null, student.token, a.admin.token]) {
      const seen = await ids(who);
      expect(seen).toEqual(expect.arrayContaining([pub.gid, prot.gid]));
      expect(seen).not.toContain(hidden.gid);
    }
    expect(await ids(member.token)).toContain(hidden.gid);
    expect(await ids(owner.token)).toContain(hidden.gid);
    expect(await ids(a.root.token)).toContain(hidden.gid);
    const hiddenCard = (await t.call(getGroupList, { token: member.token, query: { keyword: 'bears' } })).data.records;
    expect(hiddenCard.map((g) => [g.id, g.visible, g.memberCount])).toEqual([[hidden.gid, false, 2]]);

    expect(await ids(null, { auth: 2, keyword: 'Visible' })).toEqual([prot.gid]);
    expect(await ids(null, { auth: 0, keyword: 'VISIBLE' })).toEqual([prot.gid, pub.gid]);
    expect(await ids(member.token, { onlyMine: true })).toEqual([hidden.gid]);
    expect(await ids(null, { onlyMine: true })).toEqual([]);
    const page = (await t.call(getGroupList, { query: { limit: 1, currentPage: 2, keyword: 'Visible' } })).data;
    expect([page.records.map((g) => g.id), page.total, page.size]).toEqual([[pub.gid], 2, 1]);
    expect((await t.call(getGroupList, { query: { limit: 500 } })).data.size).toBe(120);
    expect((await t.call(getGroupList, { query: {} })).data.size).toBe(15);
  });

  it('the owner and group roots edit the group; admins and members may not; a public group keeps no code', async () => {
    const g = await createGroup(t, teacher.token, { auth: GroupAuth.Protected, code: 'AAAAAA' });
    const admin = await seedUser(t.core);
    const root = await seedUser(t.core);
    await joinGroup(t, g.gid, teacher.token, admin.token, GroupLevel.Admin);
    await joinGroup(t, g.gid, teacher.token, root.token, GroupLevel.Root);
    const edit = (token: string, over: Record<string, unknown>) =>
      t.call(updateGroup, { token, body: { ...form({ shortName: g.shortName }), id: g.gid, ...over } });
    expect((await edit(admin.token, { name: 'Renamed by admin', auth: 2, code: 'BBBBBB' })).status).toBe(403);
    expect((await edit(student.token, { name: 'Renamed by him', auth: 2, code: 'BBBBBB' })).status).toBe(403);
    const byRoot = await edit(root.token, { name: 'Renamed by root', auth: 3, code: 'CCCCCC', visible: false });
    expect([byRoot.status, byRoot.msg]).toEqual([200, 'Update successfully']);
    expect((await t.call(getGroupDetail, { token: teacher.token, query: { gid: g.gid } })).data).toMatchObject({
      name: 'Renamed by root',
      auth: 3,
      code: 'CCCCCC',
      visible: false,
    });
    expect((await edit(teacher.token, { auth: 1 })).status).toBe(200);
    expect((await t.call(getGroupDetail, { token: teacher.token, query: { gid: g.gid } })).data).toMatchObject({
      auth: 1,
      code: null,
    });
    const taken = await createGroup(t, teacher.token);
    expect((await edit(teacher.token, { shortName: taken.shortName.toUpperCase() })).status).toBe(400);
  });

  it('disband: the owner or a super admin; not a group root, not a site admin', async () => {
    const g = await createGroup(t, teacher.token);
    const root = await seedUser(t.core);
    await joinGroup(t, g.gid, teacher.token, root.token, GroupLevel.Root);
    for (const who of [root, student, a.admin]) {
      const res = await t.call(deleteGroup, { token: who.token, query: { gid: g.gid } });
      expect([res.status, res.msg]).toEqual([403, 'Only the owner or a super admin may disband the group']);
    }
    const res = await t.call(deleteGroup, { token: teacher.token, query: { gid: g.gid } });
    expect([res.status, res.msg]).toEqual([200, 'Disband successfully']);
    expect((await t.call(getGroupDetail, { token: teacher.token, query: { gid: g.gid } })).status).toBe(404);
    expect(await t.app.services.groups.memberGids(root.uid)).toEqual([]);

    const g2 = await createGroup(t, teacher.token);
    expect((await t.call(deleteGroup, { token: a.root.token, query: { gid: g2.gid } })).status).toBe(200);
    // group_del is a permission: a role without it is refused before any group rule (HTTP 403).
    const g3 = await createGroup(t, teacher.token);
    expect((await t.callRaw(deleteGroup, { token: a.noSubmit.token, query: { gid: g3.gid } })).http).toBe(403);
  });
});

describe('groups: the site switches that limit creating a group', () => {
  const t = useTestApp();
  let a: Actors;
  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('a fresh site never asks for more solved problems than it has (issue 28.2)', async () => {
    await t.app.services.switches.update({ defaultCreateGroupACInitValue: 20 });
    const user = await seedUser(t.core);
    // No public problem yet: the minimum of 20 counts as 0.
    expect((await t.call(addGroup, { token: user.token, body: form() })).status).toBe(200);
    await createAbProblem(t, a.root.token);
    const one = await t.call(addGroup, { token: user.token, body: form() });
    expect([one.status, one.msg]).toEqual([403, 'Creating a group needs at least 1 solved problems; you have solved 0']);
    await createAbProblem(t, a.root.token);
  });

  it('needs the configured solved count, then holds the daily and the total limit; admins are exempt', async () => {
    await t.app.services.switches.update({
      defaultCreateGroupACInitValue: 2,
      defaultCreateGroupDailyLimit: 2,
      defaultCreateGroupLimit: 3,
    });
    const user = await seedUser(t.core);
    const first = await t.call(addGroup, { token: user.token, body: form() });
    expect([first.status, first.msg]).toEqual([403, 'Creating a group needs at least 2 solved problems; you have solved 0']);
    const zh = await t.call(addGroup, { token: user.token, body: form(), headers: { 'accept-language': 'zh-CN' } });
    expect(zh.msg).toBe('创建群组需要至少通过 2 道题目，您目前通过了 0 道');

    const now = Date.now();
    await t.core.database.db
      .insertInto('userAcproblem')
      .values([
        { uid: user.uid, pid: 90_001, submitId: 90_001, gmtCreate: now },
        { uid: user.uid, pid: 90_002, submitId: 90_002, gmtCreate: now },
      ])
      .execute();
    expect((await t.call(addGroup, { token: user.token, body: form() })).status).toBe(200);
    expect((await t.call(addGroup, { token: user.token, body: form() })).status).toBe(200);
    const third = await t.call(addGroup, { token: user.token, body: form() });
    expect([third.status, third.msg]).toEqual([403, 'You can create at most 2 groups a day: try again tomorrow']);
    expect((await t.call(addGroup, { token: user.token, body: form(), headers: { 'accept-language': 'zh-CN' } })).msg).toBe(
      '每人每天最多创建 2 个群组，请明天再试',
    );

    // Yesterday's groups count toward the total, not toward today.
    await t.core.database.db
      .updateTable('group')
      .set({ gmtCreate: now - 3 * 86_400_000 })
      .where('uid', '=', user.uid)
      .execute();
    expect((await t.call(addGroup, { token: user.token, body: form() })).status).toBe(200);
    const fourth = await t.call(addGroup, { token: user.token, body: form() });
    expect([fourth.status, fourth.msg]).toEqual([403, 'You can create at most 3 groups']);

    for (const admin of [a.admin, a.root]) {
      for (let i = 0; i < 4; i++) expect((await t.call(addGroup, { token: admin.token, body: form() })).status).toBe(200);
    }
    // 0 turns a limit off.
    await t.app.services.switches.update({
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 0,
      defaultCreateGroupLimit: 0,
    });
    expect((await t.call(addGroup, { token: user.token, body: form() })).status).toBe(200);
  });
});
