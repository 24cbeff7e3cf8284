import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DiscussionVo,
  addComment,
  addDiscussion,
  adminDeleteDiscussion,
  adminGetDiscussionReport,
  adminUpdateDiscussion,
  adminUpdateDiscussionReport,
  deleteDiscussion,
  getComments,
  getDiscussionCategory,
  getDiscussionDetail,
  getDiscussionList,
  getReplies,
  likeComment,
  likeDiscussion,
  reportDiscussion,
  saveDiscussionCategory,
  updateDiscussion,
} from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import {
  type Cast,
  RecordingReminders,
  type Who,
  XSS_CORPUS,
  matrix,
  makeCategories,
  openSwitches,
  postDiscussion,
  seedCast,
  tokenOf,
} from './discussion.fixture';

describe('discussions', () => {
  const reminders = new RecordingReminders();
  const t = useTestApp({}, { reminders });
  let cast: Cast;
  let cat: { id: number; name: string }[];

  beforeAll(async () => {
    cast = await seedCast(t);
    await openSwitches(t);
    cat = await makeCategories(t, cast.root.token, ['General', 'Solutions']);
  });
  beforeEach(async () => {
    await openSwitches(t);
    reminders.take();
  });

  it('posting: visitors log in; 1004–1007 are refused with their own message (HTTP 403); users and admins post', async () => {
    const msgs: Record<string, string> = {};
    await matrix(
      async (w) => {
        const res = await t.call(addDiscussion, {
          token: tokenOf(cast, w),
          body: { title: `by ${w}`, description: 'd', content: 'c', categoryId: cat[0]!.id },
        });
        msgs[w] = res.msg;
        if (w === 'noDiscuss') expect(res.http).toBe(403);
        return res;
      },
      {
        visitor: 401,
        user: 200,
        noDiscuss: 403,
        mute: 403,
        noSubmitNoDiscuss: 403,
        noSubmitMute: 403,
        author: 200,
        admin: 200,
        root: 200,
      },
    );
    expect(msgs.noDiscuss).toBe('Sorry, you are not allowed to post discussions!');
    expect(msgs.noSubmitNoDiscuss).toBe('Sorry, you are not allowed to post discussions!');
    expect(msgs.mute).toBe('Sorry, you are muted and cannot comment or reply!');
    expect(msgs.noSubmitMute).toBe('Sorry, you are muted and cannot comment or reply!');
  });

  it('reading is open to all callers; likes and reports need a login and nothing more (1004–1007 included)', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    const c = await t.call(addComment, { token: cast.author.token, body: { did, content: 'first' } });
    const everyone = {
      visitor: 200,
      user: 200,
      noDiscuss: 200,
      mute: 200,
      noSubmitNoDiscuss: 200,
      noSubmitMute: 200,
      author: 200,
      admin: 200,
      root: 200,
    };
    const loggedIn = { ...everyone, visitor: 401 };
    await matrix((w) => t.call(getDiscussionList, { token: tokenOf(cast, w), query: {} }), everyone);
    await matrix((w) => t.call(getDiscussionDetail, { token: tokenOf(cast, w), query: { did } }), everyone);
    await matrix((w) => t.call(getDiscussionCategory, { token: tokenOf(cast, w) }), everyone);
    await matrix((w) => t.call(getComments, { token: tokenOf(cast, w), query: { did } }), everyone);
    await matrix((w) => t.call(getReplies, { token: tokenOf(cast, w), query: { commentId: c.data.id } }), everyone);
    await matrix((w) => t.call(likeDiscussion, { token: tokenOf(cast, w), query: { did, toLike: true } }), loggedIn);
    await matrix((w) => t.call(likeComment, { token: tokenOf(cast, w), query: { cid: c.data.id, toLike: true } }), loggedIn);
    await matrix((w) => t.call(reportDiscussion, { token: tokenOf(cast, w), body: { did, content: `by ${w}` } }), loggedIn);
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.likeNum).toBe(8);
    expect((await t.call(getDiscussionDetail, { query: { did: 999999 } })).status).toBe(404);
  });

  it('commenting: 1004 and 1006 may comment (contract permission table), the muted 1005 and 1007 may not', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    await matrix((w) => t.call(addComment, { token: tokenOf(cast, w), body: { did, content: `hi from ${w}` } }), {
      visitor: 401,
      user: 200,
      noDiscuss: 200,
      mute: 403,
      noSubmitNoDiscuss: 200,
      noSubmitMute: 403,
      author: 200,
      admin: 200,
      root: 200,
    });
    const detail = await t.call(getDiscussionDetail, { query: { did } });
    expect(detail.data.commentNum).toBe(6);
  });

  it('openPublicDiscussion off: list HTTP 403, detail, posting and comments refused with the no-access message; on again all work', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    await openSwitches(t, { openPublicDiscussion: false });
    const list = await t.call(getDiscussionList, { token: cast.root.token, query: {} });
    expect([list.http, list.status, list.msg]).toEqual([403, 403, 'The public discussion area is not open on this site!']);
    expect((await t.call(getDiscussionDetail, { query: { did } })).status).toBe(403);
    expect(
      (
        await t.call(addDiscussion, {
          token: cast.user.token,
          body: { title: 't', description: 'd', content: 'c', categoryId: cat[0]!.id },
        })
      ).status,
    ).toBe(403);
    expect((await t.call(addComment, { token: cast.user.token, body: { did, content: 'x' } })).status).toBe(403);
    await openSwitches(t);
    expect((await t.call(getDiscussionList, { query: {} })).status).toBe(200);
    expect((await t.call(addComment, { token: cast.user.token, body: { did, content: 'x' } })).status).toBe(200);
  });

  it('group discussions: openGroupDiscussion off answers HTTP 403; on, they are not offered yet', async () => {
    const body = { title: 't', description: 'd', content: 'c', categoryId: cat[0]!.id, gid: 1 };
    await openSwitches(t, { openGroupDiscussion: false });
    const off = await t.call(addDiscussion, { token: cast.user.token, body });
    expect([off.http, off.status, off.msg]).toEqual([403, 403, 'Group discussions are not open on this site!']);
    await openSwitches(t, { openGroupDiscussion: true });
    const on = await t.call(addDiscussion, { token: cast.user.token, body });
    expect([on.status, on.msg]).toEqual([400, 'Group discussions are not available yet']);
  });

  it('the switch config: AC minimum for posting and commenting, daily post limit; admins are exempt', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    await openSwitches(t, { defaultCreateDiscussionACInitValue: 2, defaultCreateCommentACInitValue: 1 });
    const fresh = await seedUser(t.core);
    const post = await t.call(addDiscussion, {
      token: fresh.token,
      body: { title: 't', description: 'd', content: 'c', categoryId: cat[0]!.id },
    });
    expect([post.status, post.msg]).toEqual([
      403,
      'Sorry, you need at least 2 accepted problems before you can post a discussion!',
    ]);
    const comment = await t.call(addComment, { token: fresh.token, body: { did, content: 'x' } });
    expect([comment.status, comment.msg]).toEqual([
      403,
      'Sorry, you need at least 1 accepted problems before you can comment or reply!',
    ]);
    // One accepted problem: commenting opens, posting still needs two.
    const p = await createAbProblem(t, cast.root.token);
    await t.core.database.db
      .insertInto('userAcproblem')
      .values({ uid: fresh.uid, pid: p.pid, submitId: 1, gmtCreate: Date.now() })
      .execute();
    expect((await t.call(addComment, { token: fresh.token, body: { did, content: 'x' } })).status).toBe(200);
    expect(
      (
        await t.call(addDiscussion, {
          token: fresh.token,
          body: { title: 't', description: 'd', content: 'c', categoryId: cat[0]!.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(addDiscussion, {
          token: cast.admin.token,
          body: { title: 't', description: 'd', content: 'c', categoryId: cat[0]!.id },
        })
      ).status,
    ).toBe(200);

    await openSwitches(t, { defaultCreateDiscussionDailyLimit: 2 });
    const daily = await seedUser(t.core);
    const body = { title: 'daily', description: 'd', content: 'c', categoryId: cat[0]!.id };
    expect((await t.call(addDiscussion, { token: daily.token, body })).status).toBe(200);
    expect((await t.call(addDiscussion, { token: daily.token, body })).status).toBe(200);
    const third = await t.call(addDiscussion, { token: daily.token, body });
    expect([third.status, third.msg]).toEqual([
      403,
      "Sorry, you have reached today's limit of 2 discussions; please come back tomorrow!",
    ]);
  });

  it('validates fields with messages naming them; unknown category refused', async () => {
    const body = { title: 'x', description: 'd', content: 'c', categoryId: cat[0]!.id };
    const long = await t.callRaw(addDiscussion, { token: cast.user.token, body: { ...body, title: 'x'.repeat(256) } });
    expect([long.status, long.msg]).toEqual([400, 'Invalid parameter: title cannot exceed 255 characters']);
    const blank = await t.callRaw(addDiscussion, { token: cast.user.token, body: { ...body, content: '   ' } });
    expect([blank.status, blank.msg]).toEqual([400, 'Invalid parameter: content is required']);
    const noCat = await t.call(addDiscussion, { token: cast.user.token, body: { ...body, categoryId: 99999 } });
    expect([noCat.status, noCat.msg]).toEqual([400, 'The discussion category does not exist']);
  });

  it('a problem discussion gets the problem id prefix and is found by pid; an unknown problem is refused', async () => {
    const p = await createAbProblem(t, cast.root.token);
    const did = await postDiscussion(t, cast.user.token, cat[1]!.id, { title: 'How to start', pid: p.problemId });
    const d = await t.call(getDiscussionDetail, { query: { did } });
    expect([d.data.title, d.data.pid]).toEqual([`[${p.problemId}] How to start`, p.problemId]);
    const byPid = await t.call(getDiscussionList, { query: { pid: p.problemId } });
    expect(byPid.data.records.map((r) => r.id)).toEqual([did]);
    const bad = await t.call(addDiscussion, {
      token: cast.user.token,
      body: { title: 't', description: 'd', content: 'c', categoryId: cat[0]!.id, pid: 'NOPE404' },
    });
    expect([bad.status, bad.msg]).toEqual([400, 'The problem does not exist: NOPE404']);
  });

  it('lists pinned first, then newest; filters by keyword, category and only-mine; counts, badges and avatar fields', async () => {
    const mine = await seedUser(t.core);
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await postDiscussion(t, mine.token, cat[0]!.id, { title: `alpha ${tag}` });
    const b = await postDiscussion(t, cast.root.token, cat[1]!.id, { title: `beta ${tag}` });
    const c = await postDiscussion(t, mine.token, cat[1]!.id, { title: `gamma ${tag}` });
    expect((await t.call(adminUpdateDiscussion, { token: cast.admin.token, body: { id: a, topPriority: true } })).status).toBe(
      200,
    );
    const all = await t.call(getDiscussionList, { query: { keyword: tag } });
    expect(all.data.records.map((r) => r.id)).toEqual([a, c, b]);
    expect(all.data.records[0]!.topPriority).toBe(true);
    const rootRow = all.data.records.find((r) => r.id === b)!;
    expect([rootRow.role, rootRow.author, rootRow.categoryName, rootRow.content]).toEqual([
      'root',
      cast.root.username,
      'Solutions',
      null,
    ]);
    expect(Object.keys(rootRow)).toEqual(expect.arrayContaining(['avatar', 'viewNum', 'likeNum', 'commentNum', 'hasLike']));
    expect((await t.call(getDiscussionList, { query: { keyword: tag, cid: cat[1]!.id } })).data.records.map((r) => r.id)).toEqual(
      [c, b],
    );
    expect(
      (await t.call(getDiscussionList, { token: mine.token, query: { keyword: tag, onlyMine: true } })).data.records.map(
        (r) => r.id,
      ),
    ).toEqual([a, c]);
    expect((await t.call(getDiscussionList, { query: { onlyMine: true } })).status).toBe(401);
  });

  it('edit: author only, the category stays, only admins move the pin; delete: author or admin', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    const edit = (w: Who) =>
      t.call(updateDiscussion, {
        token: tokenOf(cast, w),
        body: {
          id: did,
          title: `edited by ${w}`,
          description: 'new',
          content: 'new content',
          categoryId: cat[1]!.id,
          topPriority: true,
        },
      });
    await matrix(edit, {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 200,
      admin: 403,
      root: 403,
    });
    const d = (await t.call(getDiscussionDetail, { query: { did } })).data;
    expect([d.title, d.content, d.categoryId, d.topPriority]).toEqual(['edited by author', 'new content', cat[0]!.id, false]);

    const del = (w: Who, id: number) => t.call(deleteDiscussion, { token: tokenOf(cast, w), query: { did: id } });
    for (const w of ['visitor', 'user', 'mute'] as const) expect((await del(w, did)).status).toBe(w === 'visitor' ? 401 : 403);
    expect((await del('author', did)).status).toBe(200);
    expect((await t.call(getDiscussionDetail, { query: { did } })).status).toBe(404);
    for (const w of ['admin', 'root'] as const) {
      const other = await postDiscussion(t, cast.user.token, cat[0]!.id);
      expect((await del(w, other)).status).toBe(200);
    }
  });

  it('like toggles hasLike and likeNum; a repeated like counts once; unlike never goes below zero; visitors must log in', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    const like = (toLike: boolean, token = cast.user.token) => t.call(likeDiscussion, { token, query: { did, toLike } });
    expect((await like(true)).msg).toBe('Like Successfully');
    await Promise.all([like(true), like(true), like(true)]);
    let d = (await t.call(getDiscussionDetail, { token: cast.user.token, query: { did } })).data;
    expect([d.likeNum, d.hasLike]).toEqual([1, true]);
    expect((await like(false)).msg).toBe('Cancel Like Successfully');
    await like(false);
    d = (await t.call(getDiscussionDetail, { token: cast.user.token, query: { did } })).data;
    expect([d.likeNum, d.hasLike]).toEqual([0, false]);
    expect((await t.call(likeDiscussion, { query: { did, toLike: true } })).status).toBe(401);
  });

  it('50 users liking at once leave exactly 50 likes', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    const users = await Promise.all(Array.from({ length: 50 }, () => seedUser(t.core)));
    const res = await Promise.all(users.map((u) => t.call(likeDiscussion, { token: u.token, query: { did, toLike: true } })));
    expect(res.every((r) => r.status === 200)).toBe(true);
    await Promise.all(
      users
        .slice(0, 10)
        .flatMap((u) => [
          t.call(likeDiscussion, { token: u.token, query: { did, toLike: true } }),
          t.call(likeDiscussion, { token: u.token, query: { did, toLike: true } }),
        ]),
    );
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.likeNum).toBe(50);
  });

  it('counts a view per detail visit', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    await t.call(getDiscussionDetail, { query: { did } });
    const d = await t.call(getDiscussionDetail, { token: cast.user.token, query: { did } });
    expect(d.data.viewNum).toBe(2);
  });

  it('reports: login, a reason or tag, ≤ 200; admins list them unhandled first and mark them handled', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id, { title: 'Reported one' });
    expect((await t.call(reportDiscussion, { body: { did, content: 'spam' } })).status).toBe(401);
    const empty = await t.call(reportDiscussion, { token: cast.user.token, body: { did, content: '  ' } });
    expect([empty.status, empty.msg]).toEqual([400, 'The report label and reason cannot both be empty']);
    expect((await t.call(reportDiscussion, { token: cast.user.token, body: { did, content: 'x'.repeat(301) } })).status).toBe(
      400,
    );
    const ok = await t.call(reportDiscussion, {
      token: cast.user.token,
      body: { did, content: '#spam reason', reporter: 'someone-else' },
    });
    expect([ok.status, ok.msg]).toEqual([200, 'Report successfully']);
    await matrix((w) => t.call(adminGetDiscussionReport, { token: tokenOf(cast, w), query: {} }), {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 403,
      admin: 200,
      root: 200,
    });
    const list = await t.call(adminGetDiscussionReport, { token: cast.admin.token, query: {} });
    const row = list.data.records.find((r) => r.did === did)!;
    expect([row.reporter, row.content, row.discussionTitle, row.discussionAuthor, row.status]).toEqual([
      cast.user.username,
      '#spam reason',
      'Reported one',
      cast.author.username,
      false,
    ]);
    expect(
      (await t.call(adminUpdateDiscussionReport, { token: cast.user.token, body: { id: row.id, status: true } })).status,
    ).toBe(403);
    expect(
      (await t.call(adminUpdateDiscussionReport, { token: cast.admin.token, body: { id: row.id, status: true } })).status,
    ).toBe(200);
    const after = await t.call(adminGetDiscussionReport, { token: cast.root.token, query: {} });
    expect(after.data.records.find((r) => r.id === row.id)!.status).toBe(true);
  });

  it('admin: disable hides a discussion from others (author and admins still see it), admin=true lists it, bulk delete', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id);
    await matrix((w) => t.call(adminUpdateDiscussion, { token: tokenOf(cast, w), body: { id: did, status: 1 } }), {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 403,
      admin: 200,
      root: 200,
    });
    expect((await t.call(getDiscussionDetail, { token: cast.user.token, query: { did } })).status).toBe(403);
    expect((await t.call(getDiscussionDetail, { token: cast.author.token, query: { did } })).status).toBe(200);
    const listed = (token: string | undefined, admin: boolean) =>
      t
        .call(getDiscussionList, { token, query: { admin, limit: 100 } })
        .then((r) => r.data.records.some((d: DiscussionVo) => d.id === did));
    expect(await listed(cast.user.token, true)).toBe(false);
    expect(await listed(cast.admin.token, false)).toBe(false);
    expect(await listed(cast.admin.token, true)).toBe(true);
    const other = await postDiscussion(t, cast.user.token, cat[0]!.id);
    expect((await t.call(adminDeleteDiscussion, { token: cast.user.token, body: [did, other] })).status).toBe(403);
    expect((await t.call(adminDeleteDiscussion, { token: cast.admin.token, body: [did, other] })).status).toBe(200);
    expect((await t.call(getDiscussionDetail, { token: cast.root.token, query: { did: other } })).status).toBe(404);
  });

  it('categories: anyone reads them, only root edits; a category in use cannot be removed', async () => {
    expect((await t.call(getDiscussionCategory)).data.map((c) => c.name)).toEqual(['General', 'Solutions']);
    await matrix((w) => t.call(saveDiscussionCategory, { token: tokenOf(cast, w), body: [...cat, { name: 'Ideas' }] }), {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 403,
      admin: 403,
      root: 200,
    });
    const now = (await t.call(getDiscussionCategory)).data;
    expect(now.map((c) => c.name)).toEqual(['General', 'Solutions', 'Ideas']);
    const renamed = await t.call(saveDiscussionCategory, {
      token: cast.root.token,
      body: [{ id: cat[0]!.id, name: 'Chat' }, cat[1]!],
    });
    expect(renamed.data.map((c) => c.name)).toEqual(['Chat', 'Solutions']);
    const inUse = await t.call(saveDiscussionCategory, { token: cast.root.token, body: [cat[1]!] });
    expect([inUse.status, inUse.msg]).toEqual([400, 'The category "Chat" still has discussions and cannot be deleted']);
    await t.call(saveDiscussionCategory, { token: cast.root.token, body: [{ id: cat[0]!.id, name: 'General' }, cat[1]!] });
  });

  it('stores the XSS corpus as text in discussions, comments and reports', async () => {
    for (const payload of XSS_CORPUS) {
      const did = await postDiscussion(t, cast.user.token, cat[0]!.id, { description: payload.slice(0, 200), content: payload });
      const d = (await t.call(getDiscussionDetail, { query: { did } })).data;
      expect([d.content, d.description]).toEqual([payload, payload.slice(0, 200)]);
      const c = await t.call(addComment, { token: cast.user.token, body: { did, content: payload } });
      expect(c.data.content).toBe(payload);
      await t.call(reportDiscussion, { token: cast.user.token, body: { did, content: payload.slice(0, 200) } });
    }
    const reports = await t.call(adminGetDiscussionReport, { token: cast.root.token, query: { limit: 100 } });
    for (const payload of XSS_CORPUS) expect(reports.data.records.map((r) => r.content)).toContain(payload.slice(0, 200));
  });

  it('reminds the author once of a like and of a comment by someone else; never of their own', async () => {
    const did = await postDiscussion(t, cast.author.token, cat[0]!.id, { title: 'Remind me' });
    reminders.take();
    await t.call(likeDiscussion, { token: cast.user.token, query: { did, toLike: true } });
    await t.call(likeDiscussion, { token: cast.user.token, query: { did, toLike: true } });
    await t.call(likeDiscussion, { token: cast.author.token, query: { did, toLike: true } });
    await t.call(addComment, { token: cast.user.token, body: { did, content: 'Nice post' } });
    await t.call(addComment, { token: cast.author.token, body: { did, content: 'Thanks' } });
    expect(reminders.take()).toEqual([
      {
        action: 'Like_Post',
        senderId: cast.user.uid,
        recipientId: cast.author.uid,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Remind me',
        sourceContent: 'A short summary',
        quoteId: null,
        quoteType: null,
        url: `/discussion-detail/${did}`,
      },
      {
        action: 'Discuss',
        senderId: cast.user.uid,
        recipientId: cast.author.uid,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Remind me',
        sourceContent: 'Nice post',
        quoteId: null,
        quoteType: null,
        url: `/discussion-detail/${did}`,
      },
    ]);
  });
});
