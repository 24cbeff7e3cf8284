import { describe, expect, it } from 'vitest';
import {
  type EndpointDef,
  adminAddNotice,
  adminDeleteNotice,
  adminGetNoticeList,
  adminUpdateNotice,
  cleanMsg,
  getCommentMsg,
  getLikeMsg,
  getMineMsg,
  getMsgStreamTicket,
  getReplyMsg,
  getSysMsg,
  getUnreadMsgCount,
} from '@verdict/shared';
import { useMessageCentre, ZERO } from './message.fixture';

describe('message centre and system notices', () => {
  const { t, u, matrix, unread, remind, db, latestNoticeId } = useMessageCentre();

  it('every call as visitor, user, admin and root', async () => {
    const login = { visitor: 401, user: 200, admin: 200, root: 200 };
    for (const def of [
      getUnreadMsgCount,
      getCommentMsg,
      getReplyMsg,
      getLikeMsg,
      getSysMsg,
      getMineMsg,
      getMsgStreamTicket,
    ] as EndpointDef[]) {
      await matrix((tk) => t.callRaw(def, { token: tk }), login);
    }
    await matrix((tk) => t.call(cleanMsg, { token: tk, query: { type: 'Like' } }), login);
    const rootOnly = { visitor: 401, user: 403, admin: 403, root: 200 };
    await matrix((tk) => t.call(adminGetNoticeList, { token: tk }), rootOnly);
    await matrix(
      (tk) =>
        t.call(adminAddNotice, {
          token: tk,
          body: { title: 'Matrix', content: 'x', type: 'Single', recipients: [u.dave.username] },
        }),
      rootOnly,
    );
    const id = await latestNoticeId();
    await matrix(
      (tk) =>
        t.call(adminUpdateNotice, {
          token: tk,
          body: { id, title: 'Matrix 2', content: 'y', type: 'Single', recipients: [u.dave.username] },
        }),
      rootOnly,
    );
    // Root deletes it on the first try: the others are refused before it and root's second answer is 404.
    await matrix((tk) => t.call(adminDeleteNotice, { token: tk, query: { id } }), rootOnly);
    expect((await t.call(adminDeleteNotice, { token: u.root.token, query: { id } })).status).toBe(404);
    await t.call(cleanMsg, { token: u.dave.token, query: { type: 'Sys' } });
  });

  it('a reminder reaches its recipient once, never the sender, and a repeated like adds nothing while unread', async () => {
    const before = await unread(u.bob);
    await remind({ senderId: u.alice.uid, recipientId: u.bob.uid, action: 'Discuss', sourceId: 7, sourceContent: 'nice post' });
    await remind({ senderId: u.bob.uid, recipientId: u.bob.uid, action: 'Reply' });
    await remind({ senderId: u.alice.uid, recipientId: u.bob.uid, action: 'Like_Post', sourceId: 7 });
    await remind({ senderId: u.alice.uid, recipientId: u.bob.uid, action: 'Like_Post', sourceId: 7 });
    await Promise.all(
      [1, 2, 3].map(() =>
        remind({
          senderId: u.carol.uid,
          recipientId: u.bob.uid,
          action: 'Like_Discuss',
          sourceId: 7,
          quoteId: 3,
          quoteType: 'Comment',
        }),
      ),
    );
    expect(before).toEqual(ZERO);
    expect(await unread(u.bob)).toEqual({ ...ZERO, comment: 1, like: 2 });
    expect(await unread(u.alice)).toEqual(ZERO);
    expect(await unread(u.carol)).toEqual(ZERO);

    const comments = await t.call(getCommentMsg, { token: u.bob.token });
    expect(
      comments.data.records.map((r) => [r.action, r.senderId, r.senderUsername, r.sourceId, r.sourceContent, r.state]),
    ).toEqual([['Discuss', u.alice.uid, u.alice.username, 7, 'nice post', false]]);
    // Viewing marked them read: the count drops and the next view shows them read.
    expect(await unread(u.bob)).toEqual({ ...ZERO, like: 2 });
    expect((await t.call(getCommentMsg, { token: u.bob.token })).data.records[0].state).toBe(true);
    expect((await t.call(getLikeMsg, { token: u.bob.token })).data.records.map((r) => [r.action, r.senderUsername])).toEqual([
      ['Like_Discuss', u.carol.username],
      ['Like_Post', u.alice.username],
    ]);
    // Once read, a new like (after an unlike) is news again.
    await remind({ senderId: u.alice.uid, recipientId: u.bob.uid, action: 'Like_Post', sourceId: 7 });
    expect(await unread(u.bob)).toEqual({ ...ZERO, like: 1 });
    await t.call(cleanMsg, { token: u.bob.token, query: { type: 'Like' } });
    await t.call(cleanMsg, { token: u.bob.token, query: { type: 'Discuss' } });
  });

  it('pages of 6 reminders and 8 notices, newest first, counts exact', async () => {
    for (let i = 0; i < 7; i++)
      await remind({ senderId: u.alice.uid, recipientId: u.carol.uid, action: 'Reply', sourceTitle: `R${i}` });
    for (let i = 0; i < 9; i++) await t.app.services.messages.notifyUser(u.carol.uid, `Mine ${i}`, `text ${i}`);
    expect(await unread(u.carol)).toEqual({ ...ZERO, reply: 7, mine: 9 });

    const p1 = await t.call(getReplyMsg, { token: u.carol.token });
    expect([p1.data.total, p1.data.size, p1.data.pages, p1.data.records.map((r) => r.sourceTitle)]).toEqual([
      7,
      6,
      2,
      ['R6', 'R5', 'R4', 'R3', 'R2', 'R1'],
    ]);
    expect(await unread(u.carol)).toEqual({ ...ZERO, reply: 1, mine: 9 });
    const p2 = await t.call(getReplyMsg, { token: u.carol.token, query: { currentPage: 2 } });
    expect(p2.data.records.map((r) => r.sourceTitle)).toEqual(['R0']);

    const m1 = await t.call(getMineMsg, { token: u.carol.token });
    expect([m1.data.total, m1.data.size, m1.data.records.length, m1.data.records[0].title, m1.data.records[0].content]).toEqual([
      9,
      8,
      8,
      'Mine 8',
      'text 8',
    ]);
    expect(await unread(u.carol)).toEqual({ ...ZERO, mine: 1 });
    // "Mine" notices are the user's own: never on the admin list, never in the system tab.
    expect((await t.call(adminGetNoticeList, { token: u.root.token })).data.records.some((r) => r.title.startsWith('Mine'))).toBe(
      false,
    );
    expect((await t.call(getSysMsg, { token: u.carol.token })).data.total).toBe(0);
    for (const type of ['Reply', 'Mine'] as const) await t.call(cleanMsg, { token: u.carol.token, query: { type } });
  });

  it("delete one, clear a tab: the other tabs keep theirs; someone else's message is not found", async () => {
    const dave = u.dave;
    await remind({ senderId: u.alice.uid, recipientId: dave.uid, action: 'Discuss' });
    await remind({ senderId: u.alice.uid, recipientId: dave.uid, action: 'Discuss' });
    await remind({ senderId: u.alice.uid, recipientId: dave.uid, action: 'Reply' });
    await remind({ senderId: u.alice.uid, recipientId: dave.uid, action: 'Like_Post' });
    await t.app.services.messages.notifyUser(dave.uid, 'Yours', 'text');
    await remind({ senderId: u.alice.uid, recipientId: u.bob.uid, action: 'Discuss' });
    expect(await unread(dave)).toEqual({ ...ZERO, comment: 2, reply: 1, like: 1, mine: 1 });

    const bobsId = (await t.call(getCommentMsg, { token: u.bob.token })).data.records[0].id;
    const refused = await t.call(cleanMsg, { token: dave.token, query: { type: 'Discuss', id: bobsId } });
    expect(refused.status).toBe(404);
    expect((await t.call(getCommentMsg, { token: u.bob.token })).data.total).toBe(1);

    // A reply's id given with the comment tab deletes nothing either.
    const replyId = (
      await db()
        .selectFrom('msgRemind')
        .select('id')
        .where('recipientId', '=', dave.uid)
        .where('action', '=', 'Reply')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await t.call(cleanMsg, { token: dave.token, query: { type: 'Discuss', id: Number(replyId) } })).status).toBe(404);

    const first = (
      await db()
        .selectFrom('msgRemind')
        .select('id')
        .where('recipientId', '=', dave.uid)
        .where('action', '=', 'Discuss')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const one = await t.call(cleanMsg, { token: dave.token, query: { type: 'Discuss', id: Number(first) } });
    expect([one.status, one.msg]).toEqual([200, 'Delete successfully']);
    expect(await unread(dave)).toEqual({ ...ZERO, comment: 1, reply: 1, like: 1, mine: 1 });
    const all = await t.call(cleanMsg, { token: dave.token, query: { type: 'Discuss' } });
    expect([all.status, all.msg]).toEqual([200, 'Cleared successfully']);
    expect(await unread(dave)).toEqual({ ...ZERO, reply: 1, like: 1, mine: 1 });
    await t.call(cleanMsg, { token: dave.token, query: { type: 'Mine' } });
    expect(await unread(dave)).toEqual({ ...ZERO, reply: 1, like: 1 });
    expect((await t.call(getReplyMsg, { token: dave.token })).data.total).toBe(1);

    const bad = await t.callRaw(cleanMsg, { token: dave.token, query: { type: 'Everything' } });
    expect([bad.http, bad.status]).toEqual([400, 400]);
    await t.call(cleanMsg, { token: dave.token, query: { type: 'Reply' } });
    await t.call(cleanMsg, { token: dave.token, query: { type: 'Like' } });
    await t.call(cleanMsg, { token: u.bob.token, query: { type: 'Discuss' } });
  });
});
