import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  addComment,
  addReply,
  deleteComment,
  deleteReply,
  getComments,
  getDiscussionDetail,
  getReplies,
  likeComment,
  registerContest,
} from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { seedUser, type SeededUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, createContest, setContestTimes } from '../contest/contest.fixture';
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

describe('comment area', () => {
  const reminders = new RecordingReminders();
  const t = useTestApp({}, { reminders });
  let cast: Cast;
  let categoryId: number;

  const comment = async (token: string, target: { did?: number; cid?: number }, content = 'a comment') => {
    const res = await t.call(addComment, { token, body: { ...target, content } });
    if (res.status !== 200) throw new Error(res.msg);
    return res.data;
  };

  beforeAll(async () => {
    cast = await seedCast(t);
    await openSwitches(t);
    categoryId = (await makeCategories(t, cast.root.token, ['General']))[0]!.id;
  });
  beforeEach(async () => {
    await openSwitches(t);
    reminders.take();
  });

  it('blank and over-long content are refused with their messages; 10,000 characters are fine', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId);
    const blank = await t.call(addComment, { token: cast.user.token, body: { did, content: ' \n\t ' } });
    expect([blank.status, blank.msg]).toEqual([400, 'Content cannot be empty']);
    const long = await t.call(addComment, { token: cast.user.token, body: { did, content: 'x'.repeat(10_001) } });
    expect([long.status, long.msg]).toEqual([400, 'Can not exceed 10000 characters']);
    expect((await t.call(addComment, { token: cast.user.token, body: { did, content: 'x'.repeat(10_000) } })).status).toBe(200);
    const noTarget = await t.call(addComment, { token: cast.user.token, body: { content: 'x' } });
    expect([noTarget.status, noTarget.msg]).toEqual([400, 'Name the discussion (did) or the contest (cid)']);
    const reply = await t.call(addReply, { token: cast.user.token, body: { reply: { commentId: 999999, content: 'x' } } });
    expect(reply.status).toBe(404);
  });

  it('pages comments newest first with likes of the caller; three replies ride along, GET /api/reply gives all', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId);
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await comment(cast.user.token, { did }, `comment ${i}`)).id);
    for (let i = 0; i < 5; i++) {
      const r = await t.call(addReply, {
        token: cast.author.token,
        body: { did, reply: { commentId: ids[11]!, content: `reply ${i}`, toUid: cast.user.uid } },
      });
      expect(r.status).toBe(200);
    }
    await t.call(likeComment, {
      token: cast.author.token,
      query: { cid: ids[11]!, toLike: true, sourceId: did, sourceType: 'Discussion' },
    });
    const first = await t.call(getComments, { token: cast.author.token, query: { did } });
    expect(first.data.commentList.total).toBe(12);
    expect(first.data.commentList.records.map((c) => c.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `comment ${11 - i}`),
    );
    const top = first.data.commentList.records[0]!;
    expect([top.totalReplyNum, top.replyList.map((r) => r.content), top.likeNum, top.fromName]).toEqual([
      5,
      ['reply 0', 'reply 1', 'reply 2'],
      1,
      cast.user.username,
    ]);
    expect(top.replyList[0]!.toName).toBe(cast.user.username);
    expect(first.data.commentLikeMap).toEqual({ [String(ids[11])]: true });
    const second = await t.call(getComments, { query: { did, currentPage: 2 } });
    expect(second.data.commentList.records.map((c) => c.content)).toEqual(['comment 1', 'comment 0']);
    expect((await t.call(getReplies, { query: { commentId: ids[11]! } })).data.map((r) => r.content)).toEqual([
      'reply 0',
      'reply 1',
      'reply 2',
      'reply 3',
      'reply 4',
    ]);
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.commentNum).toBe(17);
  });

  it('replies: visitors log in, the muted are refused, 1004/1006 may reply', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId);
    const c = await comment(cast.author.token, { did });
    await matrix(
      (w) => t.call(addReply, { token: tokenOf(cast, w), body: { did, reply: { commentId: c.id, content: `re from ${w}` } } }),
      {
        visitor: 401,
        user: 200,
        noDiscuss: 200,
        mute: 403,
        noSubmitNoDiscuss: 200,
        noSubmitMute: 403,
        author: 200,
        admin: 200,
        root: 200,
      },
    );
  });

  it('delete: the author or an admin; a comment takes its replies with it; counts follow', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId);
    const c1 = await comment(cast.user.token, { did });
    const r = await t.call(addReply, { token: cast.author.token, body: { did, reply: { commentId: c1.id, content: 'r' } } });
    const del = (w: Who, id: number) => t.call(deleteComment, { token: tokenOf(cast, w), body: { id, did } });
    for (const w of ['visitor', 'author', 'mute', 'noDiscuss'] as const)
      expect((await del(w, c1.id)).status).toBe(w === 'visitor' ? 401 : 403);
    expect((await t.call(deleteReply, { token: cast.user.token, body: { reply: { id: r.data.id }, did } })).status).toBe(403);
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.commentNum).toBe(2);
    expect((await del('user', c1.id)).msg).toBe('Delete successfully');
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.commentNum).toBe(0);
    expect((await t.call(getComments, { query: { did } })).data.commentList.total).toBe(0);
    expect((await del('user', c1.id)).status).toBe(404);
    for (const w of ['admin', 'root'] as const) {
      const c = await comment(cast.user.token, { did });
      const reply = await t.call(addReply, { token: cast.user.token, body: { did, reply: { commentId: c.id, content: 'r' } } });
      expect((await t.call(deleteReply, { token: tokenOf(cast, w), body: { reply: { id: reply.data.id }, did } })).status).toBe(
        200,
      );
      expect((await del(w, c.id)).status).toBe(200);
    }
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.commentNum).toBe(0);
  });

  it('comment likes: 50 users at once give 50; a rapid double like counts once', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId);
    const c = await comment(cast.author.token, { did });
    const users = await Promise.all(Array.from({ length: 50 }, () => seedUser(t.core)));
    const like = (u: SeededUser, toLike = true) =>
      t.call(likeComment, { token: u.token, query: { cid: c.id, toLike, sourceId: did, sourceType: 'Discussion' } });
    await Promise.all(users.map((u) => like(u)));
    await Promise.all([like(users[0]!), like(users[0]!), like(users[1]!, false), like(users[1]!, false)]);
    const list = await t.call(getComments, { query: { did } });
    expect(list.data.commentList.records[0]!.likeNum).toBe(49);
  });

  it('replies and comment likes remind the right person once, never oneself', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId, { title: 'Thread' });
    const c = await comment(cast.user.token, { did }, 'first!');
    reminders.take();
    const reply = await t.call(addReply, {
      token: cast.author.token,
      body: { did, reply: { commentId: c.id, content: 'welcome', toUid: cast.user.uid } },
    });
    await t.call(addReply, {
      token: cast.user.token,
      body: { did, reply: { commentId: c.id, content: 'self note', toUid: cast.user.uid } },
    });
    // Quoting the author's reply answers the author.
    await t.call(addReply, {
      token: cast.admin.token,
      body: { did, quoteId: reply.data.id, quoteType: 'Reply', reply: { commentId: c.id, content: 'agreed' } },
    });
    await t.call(likeComment, { token: cast.author.token, query: { cid: c.id, toLike: true } });
    await t.call(likeComment, { token: cast.author.token, query: { cid: c.id, toLike: true } });
    await t.call(likeComment, { token: cast.user.token, query: { cid: c.id, toLike: true } });
    const base = { sourceType: 'Discussion', sourceId: did, sourceTitle: 'Thread', url: `/discussion-detail/${did}` };
    expect(reminders.take()).toEqual([
      {
        ...base,
        action: 'Reply',
        senderId: cast.author.uid,
        recipientId: cast.user.uid,
        sourceContent: 'welcome',
        quoteId: c.id,
        quoteType: 'Comment',
        quoteContent: 'first!',
      },
      {
        ...base,
        action: 'Reply',
        senderId: cast.admin.uid,
        recipientId: cast.author.uid,
        sourceContent: 'agreed',
        quoteId: reply.data.id,
        quoteType: 'Reply',
        quoteContent: 'welcome',
      },
      {
        ...base,
        action: 'Like_Discuss',
        senderId: cast.author.uid,
        recipientId: cast.user.uid,
        sourceContent: 'first!',
        quoteId: c.id,
        quoteType: 'Comment',
      },
    ]);
  });

  it('stores the XSS corpus as text in replies', async () => {
    const did = await postDiscussion(t, cast.author.token, categoryId);
    const c = await comment(cast.user.token, { did });
    for (const payload of XSS_CORPUS) {
      const r = await t.call(addReply, { token: cast.user.token, body: { did, reply: { commentId: c.id, content: payload } } });
      expect(r.data.content).toBe(payload);
    }
    expect((await t.call(getReplies, { query: { commentId: c.id } })).data.map((r) => r.content)).toEqual(XSS_CORPUS);
  });

  describe('contest comments (cid)', () => {
    let contest: AdminContestVo;
    let contestant: SeededUser;
    let other: SeededUser;
    beforeAll(async () => {
      // The contest's author is the admin of the cast: a contest admin, and 'admin' role besides.
      contest = await createContest(t, cast.admin.token, { title: 'Comment Cup' });
      contestant = await seedUser(t.core);
      other = await seedUser(t.core);
    });

    it('openContestComment off: every comment call answers 403 with HTTP 200', async () => {
      await openSwitches(t, { openContestComment: false });
      const list = await t.call(getComments, { token: contestant.token, query: { cid: contest.id } });
      expect([list.http, list.status, list.msg]).toEqual([200, 403, 'Contest comments are not open on this site!']);
      expect((await t.call(addComment, { token: contestant.token, body: { cid: contest.id, content: 'q' } })).status).toBe(403);
    });

    it("while running: a contestant sees only his own and the admins' comments; admins see all; cannot reply to admin comments", async () => {
      await setContestTimes(t, contest.id, -HOUR, HOUR);
      const mine = await comment(contestant.token, { cid: contest.id }, 'Is n ≤ 10^5?');
      const theirs = await comment(other.token, { cid: contest.id }, 'Other question');
      const answer = await comment(cast.admin.token, { cid: contest.id }, 'Clarification for all');
      const seen = async (token?: string) =>
        (await t.call(getComments, { token, query: { cid: contest.id } })).data.commentList.records.map((c) => c.id);
      expect(await seen(contestant.token)).toEqual([answer.id, mine.id]);
      expect(await seen(cast.admin.token)).toEqual([answer.id, theirs.id, mine.id]);
      expect(await seen(cast.root.token)).toEqual([answer.id, theirs.id, mine.id]);
      expect(await seen(undefined)).toEqual([answer.id]);

      const replyTo = (token: string, commentId: number) =>
        t.call(addReply, { token, body: { cid: contest.id, reply: { commentId, content: 'ok' } } });
      const refused = await replyTo(contestant.token, answer.id);
      expect([refused.status, refused.msg]).toEqual([403, 'Comments of contest admins cannot be replied to!']);
      expect((await replyTo(contestant.token, theirs.id)).status).toBe(403);
      expect((await replyTo(contestant.token, mine.id)).status).toBe(200);
      expect((await replyTo(cast.admin.token, mine.id)).status).toBe(200);
      expect((await replyTo(cast.admin.token, answer.id)).status).toBe(200);
      const flags = (
        await t.call(getComments, { token: contestant.token, query: { cid: contest.id } })
      ).data.commentList.records.map((c) => [c.id, c.canReply, c.canDelete]);
      expect(flags).toEqual([
        [answer.id, false, false],
        [mine.id, true, true],
      ]);
      // The contest admin answers in the contestant's thread; the other contestant still sees nothing of it.
      expect((await t.call(getReplies, { token: other.token, query: { commentId: mine.id } })).status).toBe(403);
      // Deleting: the commenter or the contest admin, not another contestant.
      expect((await t.call(deleteComment, { token: other.token, body: { id: mine.id, cid: contest.id } })).status).toBe(403);
      expect((await t.call(deleteComment, { token: cast.admin.token, body: { id: theirs.id, cid: contest.id } })).status).toBe(
        200,
      );
      expect(reminders.take().map((r) => [r.action, r.sourceType, r.sourceId, r.url, r.recipientId])).toEqual([
        ['Reply', 'Contest', contest.id, `/contest/${contest.id}/comment`, contestant.uid],
      ]);
    });

    it('after the end everyone sees every comment; a private contest needs registration', async () => {
      await setContestTimes(t, contest.id, -3 * HOUR, -HOUR);
      const all = await t.call(getComments, { token: other.token, query: { cid: contest.id } });
      expect(all.data.commentList.records.map((c) => c.content)).toEqual(['Clarification for all', 'Is n ≤ 10^5?']);
      const priv = await createContest(t, cast.admin.token, { title: 'Private', auth: 1, pwd: 'pw' });
      expect((await t.call(getComments, { token: contestant.token, query: { cid: priv.id } })).status).toBe(403);
      await t.call(registerContest, { token: contestant.token, body: { cid: priv.id, password: 'pw' } });
      expect((await t.call(getComments, { token: contestant.token, query: { cid: priv.id } })).status).toBe(200);
    });

    it('the comment AC minimum does not apply to questions and replies in a contest (issue 28.13)', async () => {
      await setContestTimes(t, contest.id, -HOUR, HOUR);
      await openSwitches(t, { defaultCreateCommentACInitValue: 3 });
      const newcomer = await seedUser(t.core);
      const asked = await comment(newcomer.token, { cid: contest.id }, 'Is the input sorted?');
      const reply = await t.call(addReply, {
        token: newcomer.token,
        body: { cid: contest.id, reply: { commentId: asked.id, content: 'And may it repeat?' } },
      });
      expect(reply.status).toBe(200);
      // Outside contests the minimum stands (three public problems: the site can ask for three).
      for (let i = 0; i < 3; i++) await createAbProblem(t, cast.root.token);
      const did = await postDiscussion(t, cast.author.token, categoryId);
      const outside = await t.call(addComment, { token: newcomer.token, body: { did, content: 'x' } });
      expect([outside.status, outside.msg]).toEqual([
        403,
        'Sorry, you need at least 3 accepted problems before you can comment or reply!',
      ]);
      await openSwitches(t);
    });
  });
});
