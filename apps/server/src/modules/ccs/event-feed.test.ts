import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { JudgeStatus, adminDeleteContest, rejudge } from '@verdict/shared';
import { seedSubmission } from '../contest/contest.fixture';
import { LIST_TYPES, type Who } from './ccs.fixture';
import { type FeedLine, useFeedScene } from './event-feed.fixture';

describe('the event feed (Contest API 2023-06) under /api/ccs/contests/{id}/event-feed', () => {
  const scene = useFeedScene();
  const { t, ccs, feed, replay, eventually, frozenContest, as } = scene;

  /** What the endpoints answer, keyed as replay() keys the feed. */
  async function endpoints(cid: number, who: Who): Promise<Map<string, unknown>> {
    const out = new Map<string, unknown>();
    out.set('contest/', (await ccs.get(`/contests/${cid}`, who)).body);
    out.set('state/', (await ccs.get(`/contests/${cid}/state`, who)).body);
    for (const type of LIST_TYPES) {
      const res = await ccs.get(`/contests/${cid}/${type}`, who);
      expect(res.status, type).toBe(200);
      for (const o of res.body as Array<{ id: string }>) out.set(`${type}/${o.id}`, o);
    }
    return out;
  }

  it('seeds in the spec order, every line in the schemas, and every object in the feed is the one at its endpoint and back', async () => {
    const { cid } = await frozenContest();
    for (const who of [null, as(scene.a.user), as(scene.a.other), as(scene.a.admin)]) {
      const lines = await feed(cid, who);
      expect(lines[0].type).toBe('contest');
      const order = [
        'contest',
        'judgement-types',
        'languages',
        'problems',
        'groups',
        'organizations',
        'teams',
        'persons',
        'accounts',
        'state',
      ];
      const firstOf = order.map((type) => lines.findIndex((l) => l.type === type)).filter((i) => i >= 0);
      expect(firstOf).toEqual([...firstOf].sort((a, b) => a - b));
      expect(new Set(lines.map((l) => l.token)).size).toBe(lines.length);
      expect(replay(lines)).toEqual(await endpoints(cid, who));
    }
  });

  it('resumes after a token with no gap and no duplicate, live changes included; an unknown token is a 400 and writes nothing', async () => {
    const { cid } = await frozenContest();
    const admin = as(scene.a.admin);
    const all = await feed(cid, admin);
    const k = Math.floor(all.length / 2);
    expect(await feed(cid, admin, `&since_token=${all[k].token}`)).toEqual(all.slice(k + 1));
    expect(await feed(cid, admin, `&since_token=${all[all.length - 1].token}`)).toEqual([]);

    const { other } = scene.a;
    const submitId = await seedSubmission(t, {
      cid,
      pid: scene.pids[0],
      uid: other.uid,
      username: other.username,
      status: JudgeStatus.WrongAnswer,
      at: Date.now() - 60 * 60_000,
    });
    t.app.services.events.publish({ submitId, status: JudgeStatus.WrongAnswer, done: 0, total: 0 });
    const fresh = await eventually(
      () => feed(cid, admin, `&since_token=${all[all.length - 1].token}`),
      (ls) => ls.some((l) => l.type === 'judgements' && l.id === String(submitId)),
    );
    expect(fresh.filter((l) => l.type === 'submissions').map((l) => l.id)).toEqual([String(submitId)]);
    expect(await feed(cid, admin)).toEqual([...all, ...fresh]);

    const rows = async () =>
      Number(
        (
          await scene
            .db()
            .selectFrom('ccsEvent')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const publicToken = (await feed(cid, null))[0].token;
    const before = await rows();
    for (const token of ['nope', '0-00000000', all[0].token.replace(/^\d+/, '999999'), publicToken]) {
      // (the public feed's token is unknown in the admin's feed)
      const res = await ccs.get(`/contests/${cid}/event-feed?since_token=${encodeURIComponent(token)}`, admin);
      expect(res.status, token).toBe(400);
      expect(res.body).toMatchObject({ code: 400 });
    }
    expect(await rows()).toBe(before);
    expect((await ccs.get(`/contests/${cid + 1000}/event-feed?stream=false`, admin)).status).toBe(404);
  });

  it('withholds judgements of the seal from the public and other teams, the team gets its own, the jury all; the thaw sends them', async () => {
    const { cid, submitId } = await frozenContest();
    const verdictIn = (lines: FeedLine[]) =>
      (replay(lines).get(`judgements/${submitId}`) as { judgement_type_id: string | null } | undefined)?.judgement_type_id;
    expect(verdictIn(await feed(cid, null))).toBeNull();
    expect(verdictIn(await feed(cid, as(scene.a.other)))).toBeNull();
    expect(verdictIn(await feed(cid, as(scene.a.user)))).toBe('AC');
    expect(verdictIn(await feed(cid, as(scene.a.admin)))).toBe('AC');
    const publicBefore = await feed(cid, null);

    // The contest ends: the seal lifts (autoRealRank), the next read of the state appends what it hid.
    await scene
      .db()
      .updateTable('contest')
      .set({ endTime: Date.now() - 1000, gmtModified: Date.now() })
      .where('id', '=', cid)
      .execute();
    const after = await feed(cid, null, `&since_token=${publicBefore[publicBefore.length - 1].token}`);
    expect(after.find((l) => l.type === 'state')?.data).toMatchObject({ thawed: expect.any(String) });
    expect(verdictIn(after)).toBe('AC');
    expect(verdictIn(await feed(cid, as(scene.a.other)))).toBe('AC');
  });

  it('streams: the log, then a keep-alive newline while idle, then a change as it happens', async () => {
    const { cid } = await frozenContest();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const auth = `Basic ${Buffer.from(`${scene.a.admin.username}:${scene.a.admin.password}`).toString('base64')}`;
    let text = '';
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api/ccs/contests/${cid}/event-feed`, headers: { authorization: auth } },
      (res) => {
        expect(res.statusCode).toBe(200);
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
      },
    );
    req.on('error', () => undefined);
    try {
      const lines = () => text.split('\n').filter(Boolean) as string[];
      await eventually(
        async () => text,
        (s) => s.includes('"type":"state"'),
      );
      const seeded = lines().length;
      await eventually(
        async () => text,
        (s) => s.endsWith('}\n\n'),
        5000,
      );
      expect(text.endsWith('}\n\n')).toBe(true);
      const { other } = scene.a;
      const submitId = await seedSubmission(t, {
        cid,
        pid: scene.pids[1],
        uid: other.uid,
        username: other.username,
        status: JudgeStatus.Accepted,
        at: Date.now() - 50 * 60_000,
      });
      t.app.services.events.publish({ submitId, status: JudgeStatus.Accepted, done: 0, total: 0 });
      await eventually(
        async () => text,
        (s) => s.includes(`"type":"judgements","id":"${submitId}"`),
      );
      const added = lines()
        .slice(seeded)
        .map((l) => JSON.parse(l) as FeedLine);
      expect(added.filter((l) => l.id === String(submitId)).map((l) => l.type)).toEqual(
        expect.arrayContaining(['submissions', 'judgements']),
      );
    } finally {
      req.destroy();
    }
  });

  it('appends a change once when several processes hear it (the head moves only once per version)', async () => {
    const { cid } = await frozenContest();
    const admin = as(scene.a.admin);
    const before = await feed(cid, admin);
    const { CcsEventLog } = await import('./ccs-events');
    const { CcsEventsRepository } = await import('./ccs-events.repository');
    const logs = [0, 1, 2].map(
      () =>
        new CcsEventLog({
          repo: new CcsEventsRepository(t.core.database.db),
          objects: t.app.services.ccsObjects,
          contestOfSubmission: async () => cid,
        }),
    );
    const { other } = scene.a;
    await seedSubmission(t, {
      cid,
      pid: scene.pids[0],
      uid: other.uid,
      username: other.username,
      status: JudgeStatus.Accepted,
      at: Date.now() - 30 * 60_000,
    });
    for (const l of logs) l.touch(cid, ['submissions', 'judgements']);
    await Promise.all(logs.map((l) => l.flush(cid)));
    for (const l of logs) l.close();
    const added = (await feed(cid, admin)).slice(before.length);
    expect(added.map((l) => l.type).sort()).toEqual(['judgements', 'submissions']);
  });
  it('a verdict appends its own objects only: a rejudge replaces its runs, another submission is not read again', async () => {
    const { cid, submitId } = await frozenContest();
    const admin = as(scene.a.admin);
    const before = await feed(cid, admin);
    const runsOf = (lines: FeedLine[]) => [...replay(lines).keys()].filter((k) => k.startsWith('runs/')).sort();
    const oldRuns = runsOf(before);
    expect(oldRuns.length).toBeGreaterThan(0);
    // A row written with no verdict announced: a change of another submission does not list it (nor its whole type).
    const { other } = scene.a;
    const quiet = await seedSubmission(t, {
      cid,
      pid: scene.pids[1],
      uid: other.uid,
      username: other.username,
      status: JudgeStatus.WrongAnswer,
      at: Date.now() - 40 * 60_000,
    });
    expect((await t.call(rejudge, { token: scene.a.root.token, query: { submitId } })).status).toBe(200);
    const verdict = (lines: FeedLine[]) =>
      (replay(lines).get(`judgements/${submitId}`) as { judgement_type_id: string | null }).judgement_type_id;
    const after = await eventually(
      () => feed(cid, admin),
      (ls) => verdict(ls) === 'AC' && runsOf(ls).length > 0 && !runsOf(ls).some((k) => oldRuns.includes(k)),
    );
    expect(verdict(after)).toBe('AC');
    const added = after.slice(before.length);
    // The old runs were deleted (their test cases are gone), the new ones added; nothing of the quiet row.
    expect(
      added
        .filter((l) => l.type === 'runs' && l.data === null)
        .map((l) => `runs/${l.id}`)
        .sort(),
    ).toEqual(oldRuns);
    const own = (l: FeedLine) =>
      l.type === 'awards' ||
      (l.type === 'judgements' && l.id === String(submitId)) ||
      (l.type === 'runs' && (l.data === null || (l.data as { judgement_id: string }).judgement_id === String(submitId)));
    expect(added.filter((l) => !own(l))).toEqual([]);
    expect(replay(after).has(`submissions/${quiet}`)).toBe(false);
    // Its own verdict announced, it comes; the feed is again what the endpoints answer.
    t.app.services.events.publish({ submitId: quiet, status: JudgeStatus.WrongAnswer, done: 0, total: 0 });
    const caught = await eventually(
      () => feed(cid, admin),
      (ls) => replay(ls).has(`judgements/${quiet}`),
    );
    expect(replay(caught)).toEqual(await endpoints(cid, admin));
  });

  it("drops a deleted contest's logs", async () => {
    const { cid } = await frozenContest();
    await feed(cid, as(scene.a.admin));
    await feed(cid, null);
    const rows = async () =>
      Promise.all(
        (['ccsFeed', 'ccsEvent', 'ccsObject'] as const).map(async (table) =>
          Number(
            (
              await scene
                .db()
                .selectFrom(table)
                .select((e) => e.fn.countAll().as('n'))
                .where('cid', '=', cid)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect((await rows()).every((n) => n > 0)).toBe(true);
    const res = await t.call(adminDeleteContest, { token: scene.a.root.token, query: { cid } });
    expect(res.status, res.msg).toBe(200);
    expect(await rows()).toEqual([0, 0, 0]);
    expect((await ccs.get(`/contests/${cid}/event-feed?stream=false`, as(scene.a.admin))).status).toBe(404);
  });
});
