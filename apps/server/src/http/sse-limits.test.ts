import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, sseContestBoard, sseMessages } from '@verdict/shared';
import { createContest } from '../modules/contest/contest.fixture';
import { type SeededUser, seedUser } from '../test/seed';
import { useTestApp } from '../test/test-app';

interface Opened {
  status: number;
  body: string;
  close: () => void;
}

describe('caps on server-sent event streams', () => {
  // Behind a trusted proxy, so each test client can come from its own address.
  const t = useTestApp({ trustProxy: true, sseLimits: { perUser: 2, perAddress: 2, total: 5 } });
  let base = '';
  let cid = 0;
  let alice: SeededUser;
  let bob: SeededUser;
  const open: Opened[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const admin = await seedUser(t.core, { roleId: Role.Root });
    cid = (await createContest(t, admin.token)).id;
    alice = await seedUser(t.core);
    bob = await seedUser(t.core);
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  /** Opens a stream and answers once its head is in; refusals are read to the end. */
  const stream = (path: string, headers: Record<string, string>) =>
    new Promise<Opened>((resolve, reject) => {
      const req = http.get(`${base}${path}`, { headers: { 'accept-language': 'en', ...headers } }, (res) => {
        const opened: Opened = { status: res.statusCode ?? 0, body: '', close: () => req.destroy() };
        if (opened.status === 200) {
          open.push(opened);
          resolve(opened);
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (c: string) => (opened.body += c));
        res.on('end', () => resolve(opened));
      });
      req.on('error', reject);
    });
  const board = (ip: string) => stream(`${sseContestBoard.path}?cid=${cid}`, { 'x-forwarded-for': ip });
  const inbox = (u: SeededUser, ip: string) => stream(sseMessages.path, { authorization: u.token, 'x-forwarded-for': ip });

  it('per anonymous address, per user and in all; a closed stream frees its slot', async () => {
    const first = await board('203.0.113.1');
    expect(first.status).toBe(200);
    expect((await board('203.0.113.1')).status).toBe(200);
    const third = await board('203.0.113.1');
    expect([third.status, JSON.parse(third.body)]).toEqual([
      429,
      { status: 400, msg: 'Too many live connections open, please close some pages and try again', data: null },
    ]);
    expect((await board('203.0.113.2')).status).toBe(200);

    // Signed-in users count as themselves, not as their (shared) address.
    expect((await inbox(alice, '203.0.113.1')).status).toBe(200);
    expect((await inbox(alice, '203.0.113.1')).status).toBe(200);
    expect((await inbox(alice, '203.0.113.9')).status).toBe(429);
    const full = await inbox(bob, '203.0.113.1');
    expect([full.status, JSON.parse(full.body).msg]).toEqual([
      503,
      'The server has no room for more live connections, please try again later',
    ]);
    expect(t.app.streamSlots?.open).toBe(5);

    first.close();
    let again: Opened | null = null;
    for (let i = 0; i < 100 && again?.status !== 200; i++) {
      if (t.app.streamSlots?.open === 4) again = await board('203.0.113.1');
      else await new Promise((r) => setTimeout(r, 20));
    }
    expect(again?.status).toBe(200);
  });
});
