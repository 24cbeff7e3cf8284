import { describe, expect, it } from 'vitest';
import {
  addComment,
  addDiscussion,
  getComments,
  getDiscussionCategory,
  getDiscussionDetail,
  getDiscussionList,
  getWebsiteConfig,
  getReplies,
  likeComment,
  likeDiscussion,
  reportDiscussion,
} from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { matrix, openSwitches, postDiscussion, tokenOf, useDiscussions } from './discussion.fixture';

describe('discussions', () => {
  const scene = useDiscussions();
  const { t } = scene;

  it('posting: visitors log in; 1004–1007 are refused with their own message (HTTP 403); users and admins post', async () => {
    const msgs: Record<string, string> = {};
    await matrix(
      async (w) => {
        const res = await t.call(addDiscussion, {
          token: tokenOf(scene.cast, w),
          body: { title: `by ${w}`, description: 'd', content: 'c', categoryId: scene.cat[0]!.id },
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
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    const c = await t.call(addComment, { token: scene.cast.author.token, body: { did, content: 'first' } });
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
    await matrix((w) => t.call(getDiscussionList, { token: tokenOf(scene.cast, w), query: {} }), everyone);
    await matrix((w) => t.call(getDiscussionDetail, { token: tokenOf(scene.cast, w), query: { did } }), everyone);
    await matrix((w) => t.call(getDiscussionCategory, { token: tokenOf(scene.cast, w) }), everyone);
    await matrix((w) => t.call(getComments, { token: tokenOf(scene.cast, w), query: { did } }), everyone);
    await matrix((w) => t.call(getReplies, { token: tokenOf(scene.cast, w), query: { commentId: c.data.id } }), everyone);
    await matrix((w) => t.call(likeDiscussion, { token: tokenOf(scene.cast, w), query: { did, toLike: true } }), loggedIn);
    await matrix(
      (w) => t.call(likeComment, { token: tokenOf(scene.cast, w), query: { cid: c.data.id, toLike: true } }),
      loggedIn,
    );
    await matrix((w) => t.call(reportDiscussion, { token: tokenOf(scene.cast, w), body: { did, content: `by ${w}` } }), loggedIn);
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.likeNum).toBe(8);
    expect((await t.call(getDiscussionDetail, { query: { did: 999999 } })).status).toBe(404);
  });

  it('commenting: 1004 and 1006 may comment (contract permission table), the muted 1005 and 1007 may not', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    await matrix((w) => t.call(addComment, { token: tokenOf(scene.cast, w), body: { did, content: `hi from ${w}` } }), {
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
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    await openSwitches(t, { openPublicDiscussion: false });
    const list = await t.call(getDiscussionList, { token: scene.cast.root.token, query: {} });
    expect([list.http, list.status, list.msg]).toEqual([403, 403, 'The public discussion area is not open on this site!']);
    expect((await t.call(getDiscussionDetail, { query: { did } })).status).toBe(403);
    expect(
      (
        await t.call(addDiscussion, {
          token: scene.cast.user.token,
          body: { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id },
        })
      ).status,
    ).toBe(403);
    expect((await t.call(addComment, { token: scene.cast.user.token, body: { did, content: 'x' } })).status).toBe(403);
    await openSwitches(t);
    expect((await t.call(getDiscussionList, { query: {} })).status).toBe(200);
    expect((await t.call(addComment, { token: scene.cast.user.token, body: { did, content: 'x' } })).status).toBe(200);
  });

  it('group discussions: openGroupDiscussion off answers HTTP 403; on, they are not offered yet', async () => {
    const body = { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id, gid: 1 };
    await openSwitches(t, { openGroupDiscussion: false });
    const off = await t.call(addDiscussion, { token: scene.cast.user.token, body });
    expect([off.http, off.status, off.msg]).toEqual([403, 403, 'Group discussions are not open on this site!']);
    await openSwitches(t, { openGroupDiscussion: true });
    const on = await t.call(addDiscussion, { token: scene.cast.user.token, body });
    expect([on.status, on.msg]).toEqual([400, 'Group discussions are not available yet']);
  });

  it('a fresh site never asks for more solved problems than it has (issue 28.2)', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    await openSwitches(t, { defaultCreateDiscussionACInitValue: 1000, defaultCreateCommentACInitValue: 1000 });
    const solvable = async () =>
      Number(
        (
          await t.core.database.db
            .selectFrom('problem')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('auth', '=', 1)
            .where('isGroup', '=', 0)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await createAbProblem(t, scene.cast.root.token);
    const have = await solvable();
    const fresh = await seedUser(t.core);
    const body = { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id };
    const post = await t.call(addDiscussion, { token: fresh.token, body });
    expect([post.status, post.msg]).toEqual([
      403,
      `Sorry, you need at least ${have} accepted problems before you can post a discussion!`,
    ]);
    const comment = await t.call(addComment, { token: fresh.token, body: { did, content: 'x' } });
    expect(comment.msg).toBe(`Sorry, you need at least ${have} accepted problems before you can comment or reply!`);
    // The rule the forms show before the user writes: the minimums as they apply now.
    expect((await t.call(getWebsiteConfig)).data.acMinimums).toEqual({ post: have, comment: have, group: expect.any(Number) });
  });

  it('the switch config: AC minimum for posting and commenting, daily post limit; admins are exempt', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    // Two public problems at least: the minimums below are not capped by the site's size.
    await createAbProblem(t, scene.cast.root.token);
    await createAbProblem(t, scene.cast.root.token);
    await openSwitches(t, { defaultCreateDiscussionACInitValue: 2, defaultCreateCommentACInitValue: 1 });
    const fresh = await seedUser(t.core);
    const post = await t.call(addDiscussion, {
      token: fresh.token,
      body: { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id },
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
    const p = await createAbProblem(t, scene.cast.root.token);
    await t.core.database.db
      .insertInto('userAcproblem')
      .values({ uid: fresh.uid, pid: p.pid, submitId: 1, gmtCreate: Date.now() })
      .execute();
    expect((await t.call(addComment, { token: fresh.token, body: { did, content: 'x' } })).status).toBe(200);
    expect(
      (
        await t.call(addDiscussion, {
          token: fresh.token,
          body: { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(addDiscussion, {
          token: scene.cast.admin.token,
          body: { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id },
        })
      ).status,
    ).toBe(200);

    await openSwitches(t, { defaultCreateDiscussionDailyLimit: 2 });
    const daily = await seedUser(t.core);
    const body = { title: 'daily', description: 'd', content: 'c', categoryId: scene.cat[0]!.id };
    expect((await t.call(addDiscussion, { token: daily.token, body })).status).toBe(200);
    expect((await t.call(addDiscussion, { token: daily.token, body })).status).toBe(200);
    const third = await t.call(addDiscussion, { token: daily.token, body });
    expect([third.status, third.msg]).toEqual([
      403,
      "Sorry, you have reached today's limit of 2 discussions; please come back tomorrow!",
    ]);
  });

  it('validates fields with messages naming them; unknown category refused', async () => {
    const body = { title: 'x', description: 'd', content: 'c', categoryId: scene.cat[0]!.id };
    const long = await t.callRaw(addDiscussion, { token: scene.cast.user.token, body: { ...body, title: 'x'.repeat(256) } });
    expect([long.status, long.msg]).toEqual([400, 'Invalid parameter: title cannot exceed 255 characters']);
    const blank = await t.callRaw(addDiscussion, { token: scene.cast.user.token, body: { ...body, content: '   ' } });
    expect([blank.status, blank.msg]).toEqual([400, 'Invalid parameter: content is required']);
    const noCat = await t.call(addDiscussion, { token: scene.cast.user.token, body: { ...body, categoryId: 99999 } });
    expect([noCat.status, noCat.msg]).toEqual([400, 'The discussion category does not exist']);
  });

  it('a problem discussion gets the problem id prefix and is found by pid; an unknown problem is refused', async () => {
    const p = await createAbProblem(t, scene.cast.root.token);
    const did = await postDiscussion(t, scene.cast.user.token, scene.cat[1]!.id, { title: 'How to start', pid: p.problemId });
    const d = await t.call(getDiscussionDetail, { query: { did } });
    expect([d.data.title, d.data.pid]).toEqual([`[${p.problemId}] How to start`, p.problemId]);
    const byPid = await t.call(getDiscussionList, { query: { pid: p.problemId } });
    expect(byPid.data.records.map((r) => r.id)).toEqual([did]);
    const bad = await t.call(addDiscussion, {
      token: scene.cast.user.token,
      body: { title: 't', description: 'd', content: 'c', categoryId: scene.cat[0]!.id, pid: 'NOPE404' },
    });
    expect([bad.status, bad.msg]).toEqual([400, 'The problem does not exist: NOPE404']);
  });

  it('a fresh install ships a discussion category, added once and never over an existing board (issue 28.2)', async () => {
    // This scene has categories and posts already: nothing is added.
    expect(await t.app.services.discussions.seedDefaultCategory()).toBe(false);
    const fresh = freshSite;
    expect((await fresh.call(getDiscussionCategory)).data).toEqual([]);
    expect(await fresh.app.services.discussions.seedDefaultCategory()).toBe(true);
    expect((await fresh.call(getDiscussionCategory)).data.map((c) => c.name)).toEqual(['综合讨论 Chat']);
    expect(await fresh.app.services.discussions.seedDefaultCategory()).toBe(false);
  });
});

/** A second site with nothing on it: what a fresh install starts from. */
const freshSite = useTestApp();
