import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  Role,
  announceClarification,
  answerClarification,
  askClarification,
  registerContest,
  sseClarifications,
} from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { createContest } from '../contest/contest.fixture';

/** Polls `read` until `ok` holds (no fixed sleeps). */
async function eventually<T>(read: () => T, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = read();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the clarification stream', () => {
  const t = useTestApp();
  let admin: SeededUser;
  let p1: SeededUser;
  let p2: SeededUser;
  let contest: AdminContestVo;
  let base = '';

  /** Opens the stream as `token` and collects the ids of its `change` events. */
  const open = async (token: string | null) => {
    const ctrl = new AbortController();
    const res = await fetch(`${base}${sseClarifications.path}?cid=${contest.id}`, {
      headers: token ? { authorization: token } : {},
      signal: ctrl.signal,
    });
    const events: string[] = [];
    const changes: number[] = [];
    if (res.headers.get('content-type')?.includes('text/event-stream') && res.body) {
      const reader = res.body.getReader();
      void (async () => {
        const text = new TextDecoder();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) return;
            for (const m of text.decode(value).matchAll(/^event: (\w+)\ndata: (.*)$/gm)) {
              events.push(m[1]!);
              if (m[1] === 'change') changes.push((JSON.parse(m[2]!) as { id: number }).id);
            }
          }
        } catch {
          // aborted
        }
      })();
      await eventually(
        () => events,
        (e) => e.includes('ready'),
      );
    }
    return { res, changes, close: () => ctrl.abort() };
  };

  beforeAll(async () => {
    admin = await seedUser(t.core, { roleId: Role.Admin });
    [p1, p2] = [await seedUser(t.core), await seedUser(t.core)];
    contest = await createContest(t, admin.token, { auth: 2, pwd: 'live' });
    for (const p of [p1, p2]) await t.call(registerContest, { token: p.token, body: { cid: contest.id, password: 'live' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('tells each viewer of the clarifications they may read, and nothing else', async () => {
    const jury = await open(admin.token);
    const one = await open(p1.token);
    const two = await open(p2.token);
    const q = await t.call(askClarification, { token: p1.token, body: { cid: contest.id, text: 'Private?' } });
    await eventually(
      () => jury.changes,
      (c) => c.includes(q.data.id),
    );
    await eventually(
      () => one.changes,
      (c) => c.includes(q.data.id),
    );
    const priv = await t.call(answerClarification, {
      token: admin.token,
      body: { cid: contest.id, id: q.data.id, canned: 'noComment' },
    });
    await eventually(
      () => one.changes,
      (c) => c.includes(priv.data.id),
    );
    const pub = await t.call(answerClarification, {
      token: admin.token,
      body: { cid: contest.id, id: q.data.id, text: 'To all', toAll: true },
    });
    const ann = await t.call(announceClarification, { token: admin.token, body: { cid: contest.id, text: 'Hello' } });
    await eventually(
      () => two.changes,
      (c) => c.includes(pub.data.id) && c.includes(ann.data.id),
    );
    // The other team heard only what was addressed to all.
    expect(two.changes).toEqual([pub.data.id, ann.data.id]);
    for (const s of [jury, one, two]) s.close();
  });

  it('answers refusals before any stream opens', async () => {
    const anonymous = await open(null);
    expect([anonymous.res.status, anonymous.res.headers.get('content-type')]).toEqual([401, expect.stringContaining('json')]);
    const hidden = await createContest(t, admin.token, { visible: false });
    const res = await fetch(`${base}${sseClarifications.path}?cid=${hidden.id}`, { headers: { authorization: p1.token } });
    expect(res.headers.get('content-type')).toContain('json');
    expect(((await res.json()) as { status: number }).status).toBe(404);
  });
});
