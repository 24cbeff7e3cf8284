import { beforeAll, describe, expect, it } from 'vitest';
import {
  type EndpointBodyInput,
  type EndpointDef,
  Role,
  type UnreadMessageCounts,
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
  sseMessages,
} from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { type CallResult, useTestApp } from '../../test/test-app';
import type { UserReminder } from './message.service';

type Who = 'visitor' | 'user' | 'admin' | 'root';
const WHO: Who[] = ['visitor', 'user', 'admin', 'root'];
const ZERO: UnreadMessageCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

describe('message centre and system notices', () => {
  const t = useTestApp();
  const u = {} as Record<'root' | 'admin' | 'problemAdmin' | 'alice' | 'bob' | 'carol' | 'dave', SeededUser>;
  let nextSource = 1000;

  const token = (w: Who) => ({ visitor: undefined, user: u.alice.token, admin: u.admin.token, root: u.root.token })[w];
  async function matrix(call: (token: string | undefined) => Promise<CallResult<unknown>>, expected: Record<Who, number>) {
    const got: Record<string, number> = {};
    for (const w of WHO) got[w] = (await call(token(w))).status;
    expect(got).toEqual(expected);
  }
  const unread = async (who: SeededUser) => (await t.call(getUnreadMsgCount, { token: who.token })).data;
  const remind = (r: Partial<UserReminder> & Pick<UserReminder, 'senderId' | 'recipientId'>) =>
    t.app.services.messages.remind({
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: nextSource++,
      sourceTitle: 'Graph help',
      sourceContent: 'a comment',
      quoteId: null,
      quoteType: null,
      url: '/discussion-detail/1',
      ...r,
    });
  const db = () => t.core.database.db;
  const copiesOf = async (noticeId: number) =>
    (await db().selectFrom('userSysNotice').select('recipientId').where('sysNoticeId', '=', noticeId).execute())
      .map((r) => r.recipientId)
      .sort();
  const latestNoticeId = async () =>
    Number((await db().selectFrom('adminSysNotice').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    u.root = await seedUser(t.core, { roleId: Role.Root });
    u.admin = await seedUser(t.core, { roleId: Role.Admin });
    u.problemAdmin = await seedUser(t.core, { roleId: Role.ProblemAdmin });
    for (const k of ['alice', 'bob', 'carol', 'dave'] as const) u[k] = await seedUser(t.core);
  });

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

  it('notices to all, to chosen users and to admins reach exactly those users; edits and deletes follow', async () => {
    const everyone = (await db().selectFrom('userInfo').select('uuid').execute()).map((r) => r.uuid).sort();
    const add = (body: EndpointBodyInput<typeof adminAddNotice>) => t.call(adminAddNotice, { token: u.root.token, body });

    const all = await add({ title: 'Maintenance', content: 'Down at 2am', type: 'All' });
    expect([all.status, all.msg]).toEqual([200, 'Post successfully']);
    const allId = await latestNoticeId();
    expect(await copiesOf(allId)).toEqual(everyone);

    expect((await add({ title: 'Admins', content: 'Meeting', type: 'Admin' })).status).toBe(200);
    const adminId = await latestNoticeId();
    expect(await copiesOf(adminId)).toEqual([u.root.uid, u.admin.uid, u.problemAdmin.uid].sort());

    expect(
      (
        await add({
          title: 'For two',
          content: 'Hi',
          type: 'Single',
          recipients: [u.alice.username, u.bob.username, u.bob.username],
        })
      ).status,
    ).toBe(200);
    const singleId = await latestNoticeId();
    expect(await copiesOf(singleId)).toEqual([u.alice.uid, u.bob.uid].sort());
    // hoj-vue's single recipientId (a uid) works too.
    expect((await add({ title: 'For carol', content: 'Hi', type: 'Single', recipientId: u.carol.uid })).status).toBe(200);
    expect(await copiesOf(await latestNoticeId())).toEqual([u.carol.uid]);

    const unknown = await add({ title: 'x', content: 'y', type: 'Single', recipients: [u.alice.username, 'nobody_here_zz'] });
    expect([unknown.status, unknown.msg]).toEqual([400, 'These users do not exist: nobody_here_zz']);
    expect((await add({ title: 'x', content: 'y', type: 'Single' })).msg).toBe('Choose at least one recipient');
    const blank = await t.callRaw(adminAddNotice, { token: u.root.token, body: { title: ' ', content: 'y', type: 'All' } });
    expect([blank.http, blank.status]).toEqual([400, 400]);
    expect(
      (await t.callRaw(adminAddNotice, { token: u.root.token, body: { title: 'x', content: 'y', type: 'Group' } })).status,
    ).toBe(400);

    expect(await unread(u.alice)).toEqual({ ...ZERO, sys: 2 });
    expect(await unread(u.admin)).toEqual({ ...ZERO, sys: 2 });
    expect(await unread(u.dave)).toEqual({ ...ZERO, sys: 1 });
    const sys = await t.call(getSysMsg, { token: u.alice.token });
    expect(sys.data.records.map((r) => [r.title, r.content, r.type, r.state, r.adminId])).toEqual([
      ['For two', 'Hi', 'Sys', false, u.root.uid],
      ['Maintenance', 'Down at 2am', 'Sys', false, u.root.uid],
    ]);

    const list = await t.call(adminGetNoticeList, { token: u.root.token });
    expect(list.data.records.slice(0, 4).map((r) => [r.title, r.type, r.state, r.adminUsername, r.recipients])).toEqual([
      ['For carol', 'Single', true, u.root.username, [u.carol.username]],
      [
        'For two',
        'Single',
        true,
        u.root.username,
        [u.alice.username, u.bob.username].sort((a, b) => (a === u.alice.username ? -1 : b === u.alice.username ? 1 : 0)),
      ],
      ['Admins', 'Admin', true, u.root.username, []],
      ['Maintenance', 'All', true, u.root.username, []],
    ]);
    expect(
      (await t.call(adminGetNoticeList, { token: u.root.token, query: { type: 'Admin' } })).data.records.map((r) => r.title),
    ).toEqual(['Admins']);

    // Editing the text shows at once; narrowing the audience takes the copy from who is left out.
    await t.call(adminUpdateNotice, {
      token: u.root.token,
      body: { id: singleId, title: 'For bob', content: 'Hello', type: 'Single', recipients: [u.bob.username] },
    });
    expect(await copiesOf(singleId)).toEqual([u.bob.uid]);
    expect((await t.call(getSysMsg, { token: u.bob.token })).data.records.map((r) => r.title)).toEqual([
      'For bob',
      'Maintenance',
    ]);
    expect(await unread(u.alice)).toEqual(ZERO);
    // Widening to everyone: the rest get theirs, bob keeps his (read) copy.
    await t.call(adminUpdateNotice, {
      token: u.root.token,
      body: { id: singleId, title: 'For all', content: 'Hello', type: 'All' },
    });
    expect(await copiesOf(singleId)).toEqual(everyone);
    expect(await unread(u.bob)).toEqual(ZERO);
    expect(await unread(u.carol)).toEqual({ ...ZERO, sys: 3 });

    const del = await t.call(adminDeleteNotice, { token: u.root.token, query: { id: allId } });
    expect([del.status, del.msg]).toEqual([200, 'Delete successfully']);
    expect(await copiesOf(allId)).toEqual([]);
    expect(await unread(u.carol)).toEqual({ ...ZERO, sys: 2 });
    // A user's "mine" notice is not the admin's to edit.
    await t.app.services.messages.notifyUser(u.dave.uid, 'Own', 'x');
    const own = await latestNoticeId();
    expect((await t.call(adminDeleteNotice, { token: u.root.token, query: { id: own } })).status).toBe(404);
  });

  it("the stream sends the new counts to the recipient's open stream only; tickets open it once", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (auth: { token?: string; ticket?: string }) => {
      const ctrl = new AbortController();
      const url = `${base}${sseMessages.path}${auth.ticket ? `?ticket=${encodeURIComponent(auth.ticket)}` : ''}`;
      const res = await fetch(url, {
        headers: { 'accept-language': 'en', ...(auth.token ? { authorization: auth.token } : {}) },
        signal: ctrl.signal,
      });
      const counts: UnreadMessageCounts[] = [];
      if (res.headers.get('content-type')?.includes('text/event-stream') && res.body) {
        const reader = res.body.getReader();
        void (async () => {
          const text = new TextDecoder();
          let buf = '';
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) return;
              buf += text.decode(value, { stream: true });
              let end;
              while ((end = buf.indexOf('\n\n')) >= 0) {
                const block = buf.slice(0, end);
                buf = buf.slice(end + 2);
                const m = /^event: unread\ndata: (.*)$/m.exec(block);
                if (m) counts.push(JSON.parse(m[1]) as UnreadMessageCounts);
              }
            }
          } catch {
            // aborted
          }
        })();
        await until(() => counts.length > 0);
      }
      return { res, counts, close: () => ctrl.abort() };
    };
    const until = async (ok: () => boolean, ms = 3000) => {
      const stop = Date.now() + ms;
      while (!ok() && Date.now() < stop) await new Promise((r) => setTimeout(r, 20));
    };

    for (const who of [u.bob, u.carol])
      for (const type of ['Sys', 'Reply'] as const) await t.call(cleanMsg, { token: who.token, query: { type } });
    const bob = await open({ token: u.bob.token });
    const ticket = (await t.call(getMsgStreamTicket, { token: u.carol.token })).data.ticket;
    const carol = await open({ ticket });
    expect(bob.counts).toEqual([ZERO]);
    expect(carol.counts).toEqual([ZERO]);

    await remind({ senderId: u.alice.uid, recipientId: u.bob.uid, action: 'Reply' });
    await until(() => bob.counts.length === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(bob.counts).toEqual([ZERO, { ...ZERO, reply: 1 }]);
    expect(carol.counts).toEqual([ZERO]);

    // A notice to carol alone reaches her stream; reading it there sends the lower count.
    await t.call(adminAddNotice, {
      token: u.root.token,
      body: { title: 'Live', content: 'now', type: 'Single', recipients: [u.carol.username] },
    });
    await until(() => carol.counts.length === 2);
    expect(carol.counts.at(-1)).toEqual({ ...ZERO, sys: 1 });
    await t.call(getSysMsg, { token: u.carol.token });
    await until(() => carol.counts.length === 3);
    expect(carol.counts.at(-1)).toEqual(ZERO);
    expect(bob.counts).toHaveLength(2);

    // A ticket opens one stream; a used, made-up or missing one is refused before any stream.
    const again = await open({ ticket });
    expect([again.res.status, ((await again.res.json()) as { msg: string }).msg]).toEqual([
      401,
      'The message push ticket is invalid or expired; please reload the page',
    ]);
    expect((await open({ ticket: 'made-up' })).res.status).toBe(401);
    expect((await open({})).res.status).toBe(401);
    bob.close();
    carol.close();
    await t.call(cleanMsg, { token: u.bob.token, query: { type: 'Reply' } });
  });
});
