import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  addGroup,
  addGroupAnnouncement,
  addGroupMember,
  deleteGroup,
  deleteGroupAnnouncement,
  exitGroup,
  getGroupAccess,
  getGroupAdminAnnouncementList,
  getGroupAnnouncementList,
  getGroupApplyList,
  getGroupAuth,
  getGroupDetail,
  getGroupMemberList,
  updateGroupAnnouncement,
  updateGroupMember,
  uploadGroupAvatar,
  uploadMdImg,
  deleteGroupMember,
  getMineMsg,
} from '@verdict/shared';
import { type Actors, seedActors } from '../../test/judge-kit';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { postFile, tinyPng } from '../../test/upload-kit';
import { groupForm as form } from './group.fixture';

describe('groups: joining, applications, exit', () => {
  const t = useTestApp();
  let owner: SeededUser;
  beforeAll(async () => {
    owner = await seedUser(t.core);
  });

  it('a public group takes a member at once, no reason needed', async () => {
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Public });
    const u = await seedUser(t.core);
    const res = await t.call(addGroupMember, { token: u.token, query: { gid: g.gid } });
    expect([res.status, res.msg]).toEqual([200, 'Joined successfully']);
    expect((await t.call(getGroupAuth, { token: u.token, query: { gid: g.gid } })).data).toBe(3);
    expect((await t.call(getGroupAccess, { token: u.token, query: { gid: g.gid } })).data).toEqual({ access: true });
    expect((await t.call(addGroupMember, { token: u.token, query: { gid: g.gid } })).msg).toBe(
      'You are already a member of this group',
    );
    expect((await t.call(addGroupMember, { token: owner.token, query: { gid: g.gid } })).status).toBe(400);
  });

  it('a protected group needs a reason of 5 to 100 characters, then an admin accepts or refuses', async () => {
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Protected });
    const [u1, u2] = [await seedUser(t.core), await seedUser(t.core)];
    for (const reason of [undefined, 'abcd']) {
      const res = await t.call(addGroupMember, { token: u1.token, query: { gid: g.gid, reason } });
      expect([res.status, res.msg]).toEqual([400, 'Give a reason of 5 to 100 characters']);
    }
    expect((await t.callRaw(addGroupMember, { token: u1.token, query: { gid: g.gid, reason: 'x'.repeat(101) } })).http).toBe(400);
    const res = await t.call(addGroupMember, { token: u1.token, query: { gid: g.gid, reason: 'I am in the class' } });
    expect([res.status, res.msg]).toEqual([200, 'Apply successfully: wait for the group admins to review it']);
    expect((await t.call(addGroupMember, { token: u1.token, query: { gid: g.gid, reason: 'Again, please' } })).msg).toBe(
      'You have applied already: wait for the group admins to review it',
    );
    await t.call(addGroupMember, { token: u2.token, query: { gid: g.gid, reason: 'Me too please' } });
    expect((await t.call(getGroupAccess, { token: u1.token, query: { gid: g.gid } })).data).toEqual({ access: false });
    expect((await t.call(getGroupAuth, { token: u1.token, query: { gid: g.gid } })).data).toBe(1);

    const apps = (await t.call(getGroupApplyList, { token: owner.token, query: { gid: g.gid } })).data;
    expect(apps.records.map((r) => [r.username, r.auth, r.reason])).toEqual([
      [u1.username, 1, 'I am in the class'],
      [u2.username, 1, 'Me too please'],
    ]);
    expect(apps.records[0]).toMatchObject({ gid: g.gid, uid: u1.uid, gmtModify: expect.any(String) });

    expect((await t.call(updateGroupMember, { token: owner.token, body: { gid: g.gid, uid: u1.uid, auth: 3 } })).msg).toBe(
      'Update successfully',
    );
    expect((await t.call(updateGroupMember, { token: owner.token, body: { gid: g.gid, uid: u2.uid, auth: 2 } })).status).toBe(
      200,
    );
    expect((await t.call(getGroupAccess, { token: u1.token, query: { gid: g.gid } })).data).toEqual({ access: true });
    expect((await t.call(getGroupAuth, { token: u2.token, query: { gid: g.gid } })).data).toBe(2);
    const refusedAgain = await t.call(addGroupMember, { token: u2.token, query: { gid: g.gid, reason: 'Please reconsider' } });
    expect([refusedAgain.status, refusedAgain.msg]).toEqual([
      400,
      'Your application was refused: ask the group admins if you think this is wrong',
    ]);

    const members = (await t.call(getGroupMemberList, { token: u1.token, query: { gid: g.gid } })).data;
    expect(members.records.map((r) => [r.username, r.auth])).toEqual([
      [owner.username, 5],
      [u1.username, 3],
    ]);
    const byName = (
      await t.call(getGroupMemberList, { token: u1.token, query: { gid: g.gid, keyword: u1.username.slice(0, 8).toUpperCase() } })
    ).data;
    expect(byName.records.map((r) => r.uid)).toEqual([u1.uid]);
    expect(
      (await t.call(getGroupApplyList, { token: owner.token, query: { gid: g.gid, auth: 2 } })).data.records.map((r) => r.uid),
    ).toEqual([u2.uid]);
    expect((await t.call(getGroupApplyList, { token: u1.token, query: { gid: g.gid } })).status).toBe(403);
    expect((await t.call(getGroupMemberList, { token: u2.token, query: { gid: g.gid } })).status).toBe(403);
  });

  it('a private group needs its 6-character code and a reason', async () => {
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Private, code: 'Zx81Qa' });
    const u = await seedUser(t.core);
    const wrong = await t.call(addGroupMember, {
      token: u.token,
      query: { gid: g.gid, code: 'zx81qa', reason: 'I have the code' },
    });
    expect([wrong.status, wrong.msg]).toEqual([400, 'The group code is wrong']);
    expect((await t.call(addGroupMember, { token: u.token, query: { gid: g.gid, reason: 'I have no code' } })).msg).toBe(
      'The group code is wrong',
    );
    expect((await t.call(addGroupMember, { token: u.token, query: { gid: g.gid, code: 'Zx81Qa' } })).msg).toBe(
      'Give a reason of 5 to 100 characters',
    );
    const ok = await t.call(addGroupMember, { token: u.token, query: { gid: g.gid, code: 'Zx81Qa', reason: 'I have the code' } });
    expect([ok.status, (await t.call(getGroupAuth, { token: u.token, query: { gid: g.gid } })).data]).toEqual([200, 1]);
    expect((await t.call(addGroupMember, { token: u.token, query: { gid: 999_999, reason: 'no such group' } })).status).toBe(404);
  });

  it('two clicks at once: one join, one "already"; two groups with one short name: one created, one refused', async () => {
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Protected });
    const u = await seedUser(t.core);
    const joins = await Promise.all(
      [1, 2, 3].map(() => t.call(addGroupMember, { token: u.token, query: { gid: g.gid, reason: 'Twice, by accident' } })),
    );
    expect(joins.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect((await t.call(getGroupApplyList, { token: owner.token, query: { gid: g.gid } })).data.total).toBe(1);
    const body = form({ shortName: 'SameOne' });
    const made = await Promise.all([owner, u].map((who) => t.call(addGroup, { token: who.token, body })));
    expect(made.map((r) => r.status).sort()).toEqual([200, 400]);

    // The requests above may run one after the other; the insert that loses a real race answers like a second click.
    const insertOnce = (
      t.app.services.groupMembers as unknown as {
        insertOnce: (gid: number, uid: string, level: number, reason: string | null) => Promise<void>;
      }
    ).insertOnce.bind(t.app.services.groupMembers);
    await expect(insertOnce(g.gid, u.uid, 1, 'raced')).rejects.toMatchObject({ status: 400, key: 'group.alreadyApplying' });
    // The unique keys behind both: one row per user and group, one group per short name whatever the case.
    await expect(
      t.app.services.groupManage['deps'].repo.create({
        avatar: null,
        name: 'Raced',
        shortName: 'sameone',
        brief: 'b',
        description: 'd',
        owner: u.username,
        uid: u.uid,
        auth: 1,
        visible: 1,
        status: 0,
        code: null,
      }),
    ).rejects.toThrow();
  });

  it('members exit (and applicants withdraw); the owner cannot exit', async () => {
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Protected });
    const [m, ap] = [await seedUser(t.core), await seedUser(t.core)];
    await joinGroup(t, g.gid, owner.token, m.token, GroupLevel.Admin);
    await joinGroup(t, g.gid, owner.token, ap.token, GroupLevel.Applying);
    expect((await t.call(exitGroup, { token: m.token, query: { gid: g.gid } })).msg).toBe('Exit successfully');
    expect((await t.call(getGroupAuth, { token: m.token, query: { gid: g.gid } })).data).toBe(0);
    expect((await t.call(exitGroup, { token: ap.token, query: { gid: g.gid } })).status).toBe(200);
    expect((await t.call(getGroupApplyList, { token: owner.token, query: { gid: g.gid } })).data.total).toBe(0);
    expect((await t.call(exitGroup, { token: m.token, query: { gid: g.gid } })).msg).toBe('This user is not in the group');
    const own = await t.call(exitGroup, { token: owner.token, query: { gid: g.gid } });
    expect([own.status, own.msg]).toEqual([400, 'The owner cannot exit the group: disband it instead']);
  });
});

describe('groups: announcements and the avatar', () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  let admin: SeededUser;
  let admin2: SeededUser;
  let root: SeededUser;
  let member: SeededUser;
  let gid = 0;
  beforeAll(async () => {
    a = await seedActors(t);
    owner = await seedUser(t.core);
    [admin, admin2, root, member] = [
      await seedUser(t.core),
      await seedUser(t.core),
      await seedUser(t.core),
      await seedUser(t.core),
    ];
    gid = (await createGroup(t, owner.token)).gid;
    await joinGroup(t, gid, owner.token, admin.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, admin2.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, root.token, GroupLevel.Root);
    await joinGroup(t, gid, owner.token, member.token, GroupLevel.Member);
  });

  it('admins post; members read the visible ones; an admin edits only their own, a root any', async () => {
    const post = (token: string, title: string, status: number) =>
      t.call(addGroupAnnouncement, { token, body: { gid, title, content: `${title} body`, status } });
    expect((await post(member.token, 'By a member', 0)).status).toBe(403);
    expect((await post(admin.token, 'Homework 1', 0)).msg).toBe('Saved');
    await post(admin.token, 'Draft', 1);
    await post(owner.token, 'Welcome', 0);

    const pub = (await t.call(getGroupAnnouncementList, { token: member.token, query: { gid, limit: 5 } })).data;
    expect(pub.records.map((r) => r.title)).toEqual(['Welcome', 'Homework 1']);
    expect(pub.records[1]).toMatchObject({ username: admin.username, uid: admin.uid, status: 0 });
    expect((await t.call(getGroupAnnouncementList, { token: a.admin.token, query: { gid } })).status).toBe(403);
    expect((await t.call(getGroupAdminAnnouncementList, { token: member.token, query: { gid } })).status).toBe(403);
    const all = (await t.call(getGroupAdminAnnouncementList, { token: admin2.token, query: { gid } })).data;
    expect(all.records.map((r) => [r.title, r.status])).toEqual([
      ['Welcome', 0],
      ['Draft', 1],
      ['Homework 1', 0],
    ]);
    const [welcome, draft, hw] = all.records;

    const edit = (token: string, id: number, title: string) =>
      t.call(updateGroupAnnouncement, { token, body: { id, gid, title, content: 'changed', status: 0 } });
    const notMine = await edit(admin2.token, hw!.id, 'Taken over');
    expect([notMine.status, notMine.msg]).toEqual([403, 'A group admin may edit or delete only the announcements they posted']);
    expect((await edit(admin.token, welcome!.id, "Owner's, edited by admin")).status).toBe(403);
    expect((await edit(admin.token, draft!.id, 'Homework 2')).status).toBe(200);
    expect((await edit(root.token, welcome!.id, 'Welcome all')).status).toBe(200);
    expect(
      (await t.call(getGroupAnnouncementList, { token: member.token, query: { gid } })).data.records.map((r) => r.title),
    ).toEqual(['Welcome all', 'Homework 2', 'Homework 1']);

    // Named with another group's id, the announcement is not found.
    const other = await createGroup(t, owner.token);
    expect(
      (
        await t.call(updateGroupAnnouncement, {
          token: owner.token,
          body: { id: hw!.id, gid: other.gid, title: 'x', content: 'y', status: 0 },
        })
      ).status,
    ).toBe(404);
    expect((await t.call(deleteGroupAnnouncement, { token: admin2.token, query: { aid: hw!.id } })).status).toBe(403);
    expect((await t.call(deleteGroupAnnouncement, { token: admin.token, query: { aid: hw!.id } })).msg).toBe(
      'Delete successfully',
    );
    expect((await t.call(deleteGroupAnnouncement, { token: admin.token, query: { aid: hw!.id } })).status).toBe(404);
    expect((await t.call(getGroupAdminAnnouncementList, { token: a.root.token, query: { gid } })).data.total).toBe(2);
  });

  it("disbanding removes the group's announcements", async () => {
    const g = await createGroup(t, owner.token);
    await t.call(addGroupAnnouncement, { token: owner.token, body: { gid: g.gid, title: 'Soon gone', content: 'x', status: 0 } });
    const before = await t.core.database.db.selectFrom('announcement').select('id').where('gid', '=', g.gid).execute();
    expect(before).toHaveLength(1);
    await t.call(deleteGroup, { token: owner.token, query: { gid: g.gid } });
    expect(await t.core.database.db.selectFrom('announcement').select('id').where('gid', '=', g.gid).execute()).toEqual([]);
  });

  it('avatar: group roots upload a real image of at most 2 MB; it is stored as a PNG and the old one removed', async () => {
    const png = await tinyPng();
    const up = (token: string | undefined, content: Buffer, query: Record<string, string> = { gid: String(gid) }) =>
      postFile<{ avatar: string; id: number }>(t, uploadGroupAvatar, {
        token,
        field: 'image',
        filename: 'logo.png',
        content,
        query,
      });
    expect((await up(undefined, png)).http).toBe(401);
    expect((await up(admin.token, png)).status).toBe(403);
    const first = await up(root.token, png);
    expect([first.status, first.msg]).toEqual([200, 'Upload Avatar Successfully']);
    expect(first.data).toMatchObject({ id: gid, avatar: expect.stringMatching(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/) });
    const served = await t.app.inject({ method: 'GET', url: first.data.avatar });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const second = await postFile<{ avatar: string }>(t, uploadGroupAvatar, {
      token: owner.token,
      field: 'image',
      filename: 'b.png',
      content: png,
      fields: { gid: String(gid) },
    });
    expect(second.status).toBe(200);
    expect(existsSync(path.join(t.app.services.files.imgDir, path.basename(first.data.avatar)))).toBe(false);
    expect((await t.call(getGroupDetail, { token: member.token, query: { gid } })).data.avatar).toBe(second.data.avatar);

    const fake = await up(owner.token, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([fake.status, fake.msg]).toEqual([400, 'Only gif, jpg, jpeg, png, bmp or webp images can be uploaded']);
    const big = await up(owner.token, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect([big.status, big.msg]).toEqual([400, 'The image must not be larger than 2 MB']);
    expect((await up(owner.token, png, {})).http).toBe(400);
  });
});

describe('groups: the file module asks who is a group admin', () => {
  const t = useTestApp();

  it('a group admin uploads markdown images for their group only; a member may not', async () => {
    const owner = await seedUser(t.core);
    const [admin, member] = [await seedUser(t.core), await seedUser(t.core)];
    const g = await createGroup(t, owner.token);
    const other = await createGroup(t, owner.token);
    await joinGroup(t, g.gid, owner.token, admin.token, GroupLevel.Admin);
    await joinGroup(t, g.gid, owner.token, member.token, GroupLevel.Member);
    const png = await tinyPng();
    const up = (token: string, gid: number) =>
      postFile(t, uploadMdImg, { token, field: 'image', filename: 'a.png', content: png, query: { gid: String(gid) } });
    expect((await up(admin.token, g.gid)).status).toBe(200);
    expect((await up(owner.token, g.gid)).status).toBe(200);
    expect((await up(member.token, g.gid)).status).toBe(403);
    expect((await up(admin.token, other.gid)).status).toBe(403);
  });
});

describe('groups: applicants and members hear what the admins did', () => {
  const t = useTestApp();

  it("accepted, refused and removed users get a personal notice in both languages; the group's own admins do not", async () => {
    const owner = await seedUser(t.core);
    const g = await createGroup(t, owner.token, { name: 'Class of Notices', auth: GroupAuth.Protected });
    const [yes, no, kicked, withdrawn] = [
      await seedUser(t.core),
      await seedUser(t.core),
      await seedUser(t.core),
      await seedUser(t.core),
    ];
    await joinGroup(t, g.gid, owner.token, yes.token, GroupLevel.Member);
    await joinGroup(t, g.gid, owner.token, no.token, GroupLevel.Refused);
    await joinGroup(t, g.gid, owner.token, kicked.token, GroupLevel.Member);
    await joinGroup(t, g.gid, owner.token, withdrawn.token, GroupLevel.Applying);
    await t.call(deleteGroupMember, { token: owner.token, query: { gid: g.gid, uid: kicked.uid } });
    await t.call(deleteGroupMember, { token: owner.token, query: { gid: g.gid, uid: withdrawn.uid } });
    const mine = async (u: SeededUser) =>
      (await t.call(getMineMsg, { token: u.token })).data.records.map((r) => [r.title, r.content]);
    expect(await mine(yes)).toEqual([
      [
        '群组申请已通过 / Group application accepted',
        '您加入群组「Class of Notices」的申请已通过，欢迎加入！\n\nYour application to join the group "Class of Notices" was accepted. Welcome!',
      ],
    ]);
    expect(await mine(no)).toEqual([
      [
        '群组申请未通过 / Group application refused',
        '您加入群组「Class of Notices」的申请未通过。\n\nYour application to join the group "Class of Notices" was refused.',
      ],
    ]);
    expect((await mine(kicked)).map(([title]) => title)).toEqual([
      '您已被移出群组 / Removed from a group',
      '群组申请已通过 / Group application accepted',
    ]);
    expect(await mine(withdrawn)).toEqual([]);
    expect(await mine(owner)).toEqual([]);
  });
});
