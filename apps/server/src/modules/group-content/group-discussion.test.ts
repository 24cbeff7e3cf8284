import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  addComment,
  deleteGroup,
  getComments,
  getDiscussionDetail,
  getDiscussionList,
  groupAddContest,
  groupAddDiscussion,
  groupAddProblem,
  groupAddTraining,
  groupDeleteDiscussion,
  groupGetAdminDiscussionList,
  groupGetDiscussionList,
  groupUpdateDiscussion,
  likeDiscussion,
  adminAddTrainingCategory,
  adminChangeGroupProblemProgress,
  groupApplyPublic,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { makeCategories, openSwitches } from '../discussion/discussion.fixture';
import { groupProblemBody } from './group-content.fixture';

describe('group discussions: the discussion service with a gid scope', () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  const p: Record<string, SeededUser> = {};
  let gid = 0;
  let categoryId = 0;
  const db = () => t.core.database.db;

  const body = (over: Record<string, unknown> = {}) => ({
    gid,
    title: `Topic ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Summary',
    content: 'Body text',
    categoryId,
    ...over,
  });
  /** Posts as `who` and answers the new discussion's id. */
  const post = async (who: SeededUser, over: Record<string, unknown> = {}) => {
    const b = body(over);
    const res = await t.call(groupAddDiscussion, { token: who.token, body: b });
    expect([res.status, res.msg]).toEqual([200, 'Post successfully']);
    return Number(
      (
        await db()
          .selectFrom('discussion')
          .select('id')
          .where('uid', '=', who.uid)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    );
  };
  const listed = async (who: SeededUser, q: Record<string, unknown> = {}) =>
    (await t.call(groupGetDiscussionList, { token: who.token, query: { gid, ...q } })).data?.records.map((r) => r.id);

  beforeAll(async () => {
    a = await seedActors(t);
    await openSwitches(t);
    owner = await seedUser(t.core);
    for (const k of ['member', 'member2', 'admin', 'root', 'stranger']) p[k] = await seedUser(t.core);
    gid = (await createGroup(t, owner.token, { auth: GroupAuth.Private })).gid;
    await joinGroup(t, gid, owner.token, p.member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, p.member2.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, p.admin.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, p.root.token, GroupLevel.Root);
    categoryId = (await makeCategories(t, a.root.token, ['General']))[0]!.id;
  });

  it("members post and list their group's discussions, filtered by problem; non-members are refused", async () => {
    const plain = await post(p.member);
    const onProblem = await post(p.member2);
    expect(await listed(p.member)).toEqual(expect.arrayContaining([plain, onProblem]));
    const row = await db().selectFrom('discussion').select(['gid', 'uid']).where('id', '=', plain).executeTakeFirstOrThrow();
    expect([Number(row.gid), row.uid]).toEqual([gid, p.member.uid]);

    const refused = await t.call(groupGetDiscussionList, { token: p.stranger.token, query: { gid } });
    expect(refused.status).toBe(403);
    const post403 = await t.call(groupAddDiscussion, { token: p.stranger.token, body: body() });
    expect(post403.status).toBe(403);
    // A pid filter that matches nothing lists nothing.
    expect(await listed(p.member, { pid: 'P-NONE' })).toEqual([]);
  });

  it("the pid filter picks a problem's discussions (title prefixed with the problem id)", async () => {
    const res = await t.call(groupAddProblem, { token: p.admin.token, body: groupProblemBody(gid) });
    expect(res.status).toBe(200);
    const problemId = (await db().selectFrom('problem').select('problemId').where('gid', '=', gid).executeTakeFirstOrThrow())
      .problemId;
    const did = await post(p.member, { pid: problemId, title: 'About it' });
    expect(await listed(p.member, { pid: problemId })).toEqual([did]);
    const title = (await db().selectFrom('discussion').select('title').where('id', '=', did).executeTakeFirstOrThrow()).title;
    expect(title).toBe(`[${problemId}] About it`);
  });

  it("the author edits; a non-root admin only their own; the group root and owner any; plain members not others'", async () => {
    const mine = await post(p.member);
    const edit = (who: SeededUser, id: number, over: Record<string, unknown> = {}) =>
      t.call(groupUpdateDiscussion, {
        token: who.token,
        body: { ...body(over), id, title: `Edited by ${who.username}`.slice(0, 60) },
      });
    expect((await edit(p.member, mine)).status).toBe(200);
    expect((await edit(p.member2, mine)).status).toBe(403);
    expect((await edit(p.admin, mine)).status).toBe(403);
    expect((await edit(p.stranger, mine)).status).toBe(403);
    expect((await edit(p.root, mine)).status).toBe(200);
    expect((await edit(owner, mine)).status).toBe(200);
    const title = (await db().selectFrom('discussion').select('title').where('id', '=', mine).executeTakeFirstOrThrow()).title;
    expect(title).toBe(`Edited by ${owner.username}`.slice(0, 60));

    // A member cannot disable or pin through the edit; a group admin on their own post can.
    await edit(p.member, mine, { status: 1, topPriority: true });
    const kept = await db()
      .selectFrom('discussion')
      .select(['status', 'topPriority'])
      .where('id', '=', mine)
      .executeTakeFirstOrThrow();
    expect([Number(kept.status), Number(kept.topPriority)]).toEqual([0, 0]);
    const adminOwn = await post(p.admin);
    expect((await edit(p.admin, adminOwn, { status: 1 })).status).toBe(200);
    expect(await listed(p.member)).not.toContain(adminOwn);
    const adminList = await t.call(groupGetAdminDiscussionList, { token: p.admin.token, query: { gid } });
    expect(adminList.data.records.map((r) => r.id)).toContain(adminOwn);
    expect((await t.call(groupGetAdminDiscussionList, { token: p.member.token, query: { gid } })).status).toBe(403);

    // Delete: the same rule.
    const del = (who: SeededUser, did: number) => t.call(groupDeleteDiscussion, { token: who.token, query: { did } });
    expect((await del(p.admin, mine)).status).toBe(403);
    expect((await del(p.member2, mine)).status).toBe(403);
    expect((await del(p.root, mine)).status).toBe(200);
    expect(await db().selectFrom('discussion').select('id').where('id', '=', mine).executeTakeFirst()).toBeUndefined();
    expect((await del(p.admin, adminOwn)).status).toBe(200);
  });

  it('a site discussion cannot be edited or deleted through the group calls', async () => {
    const res = await t.call(getDiscussionList, { token: p.member.token, query: {} });
    expect(res.status).toBe(200);
    const now = Date.now();
    const site = await db()
      .insertInto('discussion')
      .values({
        categoryId,
        title: 'Site topic',
        description: 'd',
        content: 'c',
        pid: null,
        uid: p.member.uid,
        author: p.member.username,
        topPriority: 0,
        gid: null,
        gmtCreate: now,
        gmtModified: now,
        viewNum: 0,
        likeNum: 0,
        commentNum: 0,
        status: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const del = await t.call(groupDeleteDiscussion, { token: p.member.token, query: { did: Number(site.id) } });
    expect(del.status).toBe(404);
  });

  it('with openGroupDiscussion off every group discussion call answers the bilingual refusal', async () => {
    const did = await post(p.member);
    await openSwitches(t, { openGroupDiscussion: false });
    try {
      const list = await t.call(groupGetDiscussionList, { token: p.member.token, query: { gid } });
      expect([list.http, list.status, list.msg]).toEqual([403, 403, 'Group discussions are not open on this site!']);
      const zh = await t.callRaw(groupGetDiscussionList, {
        token: p.member.token,
        query: { gid },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.msg).toBe('网站当前未开启团队讨论区，不可访问！');
      for (const res of [
        await t.call(groupGetAdminDiscussionList, { token: owner.token, query: { gid } }),
        await t.call(groupAddDiscussion, { token: p.member.token, body: body() }),
        await t.call(groupUpdateDiscussion, { token: p.member.token, body: { ...body(), id: did } }),
        await t.call(groupDeleteDiscussion, { token: p.member.token, query: { did } }),
      ])
        expect([res.status, res.msg]).toEqual([403, 'Group discussions are not open on this site!']);
      // The detail and the comments refuse too, inside the service (HTTP 200, status 403).
      const detail = await t.call(getDiscussionDetail, { token: p.member.token, query: { did } });
      expect([detail.status, detail.msg]).toEqual([403, 'Group discussions are not open on this site!']);
    } finally {
      await openSwitches(t);
    }
  });

  it('leaks nothing: not in the site list or search, no detail, comments or likes for non-members; members may', async () => {
    const secret = `Secret${Math.random().toString(36).slice(2, 8)}`;
    const did = await post(p.member, { title: secret, description: secret });
    for (const token of [undefined, p.stranger.token, p.member.token, a.admin.token]) {
      const list = await t.call(getDiscussionList, { token, query: { keyword: secret } });
      expect(list.data.records).toEqual([]);
      const all = await t.call(getDiscussionList, { token, query: { limit: 100, admin: true } });
      expect(all.data.records.map((r) => r.id)).not.toContain(did);
    }
    for (const token of [undefined, p.stranger.token, a.admin.token]) {
      expect((await t.call(getDiscussionDetail, { token, query: { did } })).status).toBe(404);
      expect((await t.call(getComments, { token, query: { did } })).status).toBe(404);
    }
    expect((await t.call(addComment, { token: p.stranger.token, body: { did, content: 'let me in' } })).status).toBe(404);
    expect((await t.call(likeDiscussion, { token: p.stranger.token, query: { did, toLike: true } })).status).toBe(404);

    const detail = await t.call(getDiscussionDetail, { token: p.member2.token, query: { did } });
    expect([detail.status, detail.data.title, detail.data.gid]).toEqual([200, secret, gid]);
    expect((await t.call(getDiscussionDetail, { token: a.root.token, query: { did } })).status).toBe(200);
    expect((await t.call(addComment, { token: p.member2.token, body: { did, content: 'Nice one' } })).status).toBe(200);
    expect((await t.call(likeDiscussion, { token: p.member2.token, query: { did, toLike: true } })).status).toBe(200);
    const comments = await t.call(getComments, { token: p.member.token, query: { did } });
    expect(comments.data.commentList.records.map((c) => c.content)).toEqual(['Nice one']);
    const counts = await db()
      .selectFrom('discussion')
      .select(['likeNum', 'commentNum'])
      .where('id', '=', did)
      .executeTakeFirstOrThrow();
    expect([Number(counts.likeNum), Number(counts.commentNum)]).toEqual([1, 1]);
  });
});

describe("disband: the group's discussions go, its problems, trainings and contests are hidden", () => {
  const t = useTestApp();

  it('deletes discussions with comments and likes; problems turn private, trainings and contests hidden; other groups untouched', async () => {
    const a = await seedActors(t);
    await openSwitches(t);
    const owner = await seedUser(t.core);
    const member = await seedUser(t.core);
    const categoryId = (await makeCategories(t, a.root.token, ['General']))[0]!.id;
    const trainingCategory = (
      await t.call(adminAddTrainingCategory, { token: a.root.token, body: { name: 'Class', color: '#409eff' } })
    ).data!.id;
    const db = t.core.database.db;

    const fill = async (gid: number) => {
      await joinGroup(t, gid, owner.token, member.token, GroupLevel.Member);
      expect(
        (
          await t.call(groupAddDiscussion, {
            token: member.token,
            body: { gid, title: `T${gid}`, description: 'd', content: 'c', categoryId },
          })
        ).status,
      ).toBe(200);
      const did = Number((await db.selectFrom('discussion').select('id').where('gid', '=', gid).executeTakeFirstOrThrow()).id);
      expect((await t.call(addComment, { token: owner.token, body: { did, content: 'Hi' } })).status).toBe(200);
      expect((await t.call(likeDiscussion, { token: owner.token, query: { did, toLike: true } })).status).toBe(200);
      expect((await t.call(groupAddProblem, { token: owner.token, body: groupProblemBody(gid, { auth: 1 }) })).status).toBe(200);
      const training = await t.call(groupAddTraining, {
        token: owner.token,
        body: {
          training: { title: 'Tr', description: 'x', auth: 'Public', status: true, rank: 1, gid },
          trainingCategory: { id: trainingCategory },
        },
      });
      expect(training.status).toBe(200);
      const contest = await t.call(groupAddContest, {
        token: owner.token,
        body: {
          title: 'Co',
          description: 'x',
          type: 0,
          auth: 0,
          gid,
          visible: true,
          startTime: new Date(Date.now() + 3600_000).toISOString(),
          endTime: new Date(Date.now() + 7200_000).toISOString(),
        },
      });
      expect(contest.status).toBe(200);
      return did;
    };
    const state = async (gid: number) => ({
      discussions: (await db.selectFrom('discussion').select('id').where('gid', '=', gid).execute()).length,
      problemAuth: (await db.selectFrom('problem').select('auth').where('gid', '=', gid).where('isGroup', '=', 1).execute()).map(
        (r) => Number(r.auth),
      ),
      trainingStatus: (await db.selectFrom('training').select('status').where('gid', '=', gid).execute()).map((r) =>
        Number(r.status),
      ),
      contestVisible: (await db.selectFrom('contest').select('visible').where('gid', '=', gid).execute()).map((r) =>
        Number(r.visible),
      ),
    });

    const gone = (await createGroup(t, owner.token)).gid;
    const kept = (await createGroup(t, owner.token)).gid;
    const did = await fill(gone);
    await fill(kept);
    expect(await state(gone)).toEqual({ discussions: 1, problemAuth: [1], trainingStatus: [1], contestVisible: [1] });
    // A problem the site approved as public left the group's scope: it stays public.
    expect((await t.call(groupAddProblem, { token: owner.token, body: groupProblemBody(gone, { auth: 1 }) })).status).toBe(200);
    const approved = Number(
      (await db.selectFrom('problem').select('id').where('gid', '=', gone).orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
    );
    expect((await t.call(groupApplyPublic, { token: owner.token, query: { pid: approved, isApplied: true } })).status).toBe(200);
    expect(
      (await t.call(adminChangeGroupProblemProgress, { token: a.root.token, body: { pid: approved, progress: 2 } })).status,
    ).toBe(200);

    const res = await t.call(deleteGroup, { token: owner.token, query: { gid: gone } });
    expect(res.status).toBe(200);
    expect(await state(gone)).toEqual({ discussions: 0, problemAuth: [2], trainingStatus: [0], contestVisible: [0] });
    const stillPublic = await db
      .selectFrom('problem')
      .select(['auth', 'isGroup'])
      .where('id', '=', approved)
      .executeTakeFirstOrThrow();
    expect([Number(stillPublic.auth), Number(stillPublic.isGroup)]).toEqual([1, 0]);
    expect(await db.selectFrom('comment').select('id').where('did', '=', did).execute()).toEqual([]);
    expect(await db.selectFrom('discussionLike').select('id').where('did', '=', did).execute()).toEqual([]);
    expect(await state(kept)).toEqual({ discussions: 1, problemAuth: [1], trainingStatus: [1], contestVisible: [1] });
  });
});
