import { describe, expect, it } from 'vitest';
import {
  type EndpointBodyInput,
  type UnreadMessageCounts,
  adminAddNotice,
  adminDeleteNotice,
  adminGetNoticeList,
  adminUpdateNotice,
  cleanMsg,
  getMsgStreamTicket,
  getSysMsg,
  sseMessages,
} from '@verdict/shared';
import { useMessageCentre, ZERO } from './message.fixture';

describe('message centre and system notices', () => {
  const { t, u, unread, remind, db, copiesOf, latestNoticeId } = useMessageCentre();

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
