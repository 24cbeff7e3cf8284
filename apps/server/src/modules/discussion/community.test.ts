import { beforeAll, describe, expect, it } from 'vitest';
import {
  type UserMsgVo,
  addComment,
  addReply,
  getCommentMsg,
  getLikeMsg,
  getReplyMsg,
  getUnreadMsgCount,
  likeComment,
  likeDiscussion,
} from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { createContest } from '../contest/contest.fixture';
import { makeCategories, openSwitches, postDiscussion } from './discussion.fixture';

/**
 * The seam between discussions and the message centre, through the real app: app.ts passes the
 * MessageService as the discussion module's Reminders port, so no recording stands in here.
 */
describe('discussion actions reach the message centre', () => {
  const t = useTestApp();
  const u = {} as Record<'root' | 'alice' | 'bob', SeededUser>;
  let categoryId: number;

  const unread = async (who: SeededUser) => (await t.call(getUnreadMsgCount, { token: who.token })).data;
  const brief = (m: UserMsgVo) => ({
    action: m.action,
    senderUsername: m.senderUsername,
    sourceType: m.sourceType,
    sourceId: m.sourceId,
    sourceTitle: m.sourceTitle,
    url: m.url,
    quoteType: m.quoteType,
    quoteId: m.quoteId,
  });

  beforeAll(async () => {
    u.root = await seedUser(t.core, { roleId: 1000 });
    u.alice = await seedUser(t.core);
    u.bob = await seedUser(t.core);
    await openSwitches(t);
    categoryId = (await makeCategories(t, u.root.token, ['General']))[0]!.id;
  });

  it('a comment, a reply and two likes each leave one message for the author, with a link to the discussion', async () => {
    const did = await postDiscussion(t, u.alice.token, categoryId, { title: 'Seam topic' });
    const url = `/discussion-detail/${did}`;
    expect(await unread(u.alice)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });

    const bobsComment = await t.call(addComment, { token: u.bob.token, body: { did, content: 'Bob comments' } });
    expect(bobsComment.status).toBe(200);
    // Alice answers under Bob's comment, Bob replies to Alice: one reply message for Alice, one for Bob.
    const alicesReply = await t.call(addReply, {
      token: u.alice.token,
      body: { did, reply: { commentId: bobsComment.data.id, content: 'Alice answers', toUid: u.bob.uid } },
    });
    expect(alicesReply.status).toBe(200);
    const bobsReply = await t.call(addReply, {
      token: u.bob.token,
      body: {
        did,
        reply: { commentId: bobsComment.data.id, content: 'Bob replies to Alice', toUid: u.alice.uid },
        quoteId: alicesReply.data.id,
        quoteType: 'Reply',
      },
    });
    expect(bobsReply.status).toBe(200);
    // Alice's own comment, then Bob likes her discussion and her comment, twice each (and un-likes in between).
    const alicesComment = await t.call(addComment, { token: u.alice.token, body: { did, content: 'Alice comments herself' } });
    for (const toLike of [true, false, true]) {
      expect((await t.call(likeDiscussion, { token: u.bob.token, query: { did, toLike } })).status).toBe(200);
      expect(
        (
          await t.call(likeComment, {
            token: u.bob.token,
            query: { cid: alicesComment.data.id, toLike, sourceId: did, sourceType: 'Discussion' },
          })
        ).status,
      ).toBe(200);
    }

    expect(await unread(u.alice)).toEqual({ comment: 1, reply: 1, like: 2, sys: 0, mine: 0 });
    const comments = (await t.call(getCommentMsg, { token: u.alice.token })).data.records;
    expect(comments.map(brief)).toEqual([
      {
        action: 'Discuss',
        senderUsername: u.bob.username,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Seam topic',
        url,
        quoteType: null,
        quoteId: null,
      },
    ]);
    expect(comments[0]!.sourceContent).toBe('Bob comments');
    const replies = (await t.call(getReplyMsg, { token: u.alice.token })).data.records;
    expect(replies.map(brief)).toEqual([
      {
        action: 'Reply',
        senderUsername: u.bob.username,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Seam topic',
        url,
        quoteType: 'Reply',
        quoteId: alicesReply.data.id,
      },
    ]);
    expect([replies[0]!.sourceContent, replies[0]!.quoteContent]).toEqual(['Bob replies to Alice', 'Alice answers']);
    const likes = (await t.call(getLikeMsg, { token: u.alice.token })).data.records;
    expect(likes.map(brief).sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      {
        action: 'Like_Discuss',
        senderUsername: u.bob.username,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Seam topic',
        url,
        quoteType: 'Comment',
        quoteId: alicesComment.data.id,
      },
      {
        action: 'Like_Post',
        senderUsername: u.bob.username,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Seam topic',
        url,
        quoteType: null,
        quoteId: null,
      },
    ]);
    // Reading the tabs cleared the counts.
    expect(await unread(u.alice)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });

    // Bob got the reply Alice sent him, and nothing for his own actions.
    expect(await unread(u.bob)).toEqual({ comment: 0, reply: 1, like: 0, sys: 0, mine: 0 });
    expect(
      (await t.call(getReplyMsg, { token: u.bob.token })).data.records.map((m) => [m.senderUsername, m.url, m.quoteContent]),
    ).toEqual([[u.alice.username, url, 'Bob comments']]);
  });

  it("nothing for oneself: liking and commenting on one's own discussion leaves no message", async () => {
    const did = await postDiscussion(t, u.alice.token, categoryId);
    const own = await t.call(addComment, { token: u.alice.token, body: { did, content: 'my own' } });
    await t.call(addReply, {
      token: u.alice.token,
      body: { did, reply: { commentId: own.data.id, content: 'me again', toUid: u.alice.uid } },
    });
    await t.call(likeDiscussion, { token: u.alice.token, query: { did, toLike: true } });
    await t.call(likeComment, {
      token: u.alice.token,
      query: { cid: own.data.id, toLike: true, sourceId: did, sourceType: 'Discussion' },
    });
    expect(await unread(u.alice)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
  });

  it('rapid repeated likes of a discussion and of a comment leave one message each', async () => {
    const did = await postDiscussion(t, u.alice.token, categoryId);
    const mine = await t.call(addComment, { token: u.alice.token, body: { did, content: 'liked twice' } });
    await Promise.all([
      ...[1, 2, 3].map(() => t.call(likeDiscussion, { token: u.bob.token, query: { did, toLike: true } })),
      ...[1, 2, 3].map(() =>
        t.call(likeComment, {
          token: u.bob.token,
          query: { cid: mine.data.id, toLike: true, sourceId: did, sourceType: 'Discussion' },
        }),
      ),
    ]);
    expect((await unread(u.alice)).like).toBe(2);
    const likes = (await t.call(getLikeMsg, { token: u.alice.token })).data.records.filter((m) => m.sourceId === did);
    expect(likes.map((m) => m.action).sort()).toEqual(['Like_Discuss', 'Like_Post']);
  });

  it("in a contest, the admin's reply and like reach the contestant with a link to the contest's comment tab", async () => {
    const admin = await seedUser(t.core, { roleId: 1001 });
    const contest = await createContest(t, admin.token, { title: 'Seam Cup' });
    const question = await t.call(addComment, { token: u.alice.token, body: { cid: contest.id, content: 'Is n at most 10^5?' } });
    expect(question.status).toBe(200);
    expect(
      (
        await t.call(addReply, {
          token: admin.token,
          body: { cid: contest.id, reply: { commentId: question.data.id, content: 'Yes.' } },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(likeComment, {
          token: admin.token,
          query: { cid: question.data.id, toLike: true, sourceId: contest.id, sourceType: 'Contest' },
        })
      ).status,
    ).toBe(200);
    const url = `/contest/${contest.id}/comment`;
    const replies = (await t.call(getReplyMsg, { token: u.alice.token })).data.records.filter((m) => m.sourceType === 'Contest');
    expect(replies.map((m) => [m.action, m.sourceId, m.sourceTitle, m.url, m.sourceContent, m.quoteContent])).toEqual([
      ['Reply', contest.id, 'Seam Cup', url, 'Yes.', 'Is n at most 10^5?'],
    ]);
    const likes = (await t.call(getLikeMsg, { token: u.alice.token })).data.records.filter((m) => m.sourceType === 'Contest');
    expect(likes.map((m) => [m.action, m.sourceId, m.url, m.quoteId])).toEqual([
      ['Like_Discuss', contest.id, url, question.data.id],
    ]);
  });
});
