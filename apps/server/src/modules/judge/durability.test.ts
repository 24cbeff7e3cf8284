import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Judge } from '@verdict/judge';
import { JudgeStatus, rejudge, submitProblemJudge } from '@verdict/shared';
import { buildApp } from '../../app';
import { type Core, createCore } from '../../core';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
  type Actors,
  acCount,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { systemError } from './worker-pool';

/** Sleeps without using CPU, so a batch stays in Judging long enough to be interrupted. */
const SLOW_AB = `#include <iostream>
#include <unistd.h>
int main() { long long a, b; std::cin >> a >> b; usleep(400000); std::cout << a + b << std::endl; return 0; }
`;

describe('queue durability and idempotent ingestion', () => {
  const t = useTestApp({ ...judgeTestConfig(), corsOrigins: ['http://web.test'] });
  const sandbox = useSandbox();
  let a: Actors;
  let ab: { pid: number; problemId: string };
  let second: { core: Core; app: FastifyInstance } | null = null;
  const db = () => t.core.database.db;
  const submit = async (token: string, code = AB_CPP) =>
    (
      await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token,
        body: { pid: ab.problemId, language: 'C++', code },
      })
    ).data.submitId;
  const caseCount = async (submitId: number) =>
    (await db().selectFrom('judgeCase').select('id').where('submitId', '=', submitId).execute()).length;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.core.database.close();
  });

  it('without a sandbox the site serves, submissions stay Pending and health says why', async () => {
    t.app.services.judging.setUnavailable('go-judge could not be started: test');
    const id = await submit(a.user.token);
    await new Promise((r) => setTimeout(r, 300));
    const row = await db().selectFrom('judge').select('status').where('submitId', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(JudgeStatus.Pending);
    const health = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: a.admin.token } })).body,
    ) as { data: { judge: { status: string; reason: string } } };
    expect(health.data.judge).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/could not be started/) });
    await startWorkers(t, sandbox);
    expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
  });

  it('a result of a stale attempt is dropped; the same attempt never counts twice', async () => {
    await t.app.services.judging.stopWorkers();
    const { queue, ingestor } = t.app.services.judging;
    const id = await submit(a.other.token);
    const job = await queue.claim(60_000);
    expect(job?.submitId).toBe(id);
    expect(await ingestor.begin(job!, 'test')).toBe(true);
    const ac = {
      status: JudgeStatus.Accepted,
      score: null,
      oiRankScore: null,
      time: 1,
      memory: 1,
      errorMessage: null,
      cases: [],
    } as const;
    // An admin rejudges while the first attempt is still out: its verdict must not land.
    await t.call(rejudge, { token: a.root.token, query: { submitId: id } });
    expect(await ingestor.finish(job!, { ...ac, cases: [] }, 'default')).toBe(false);
    expect(await acCount(db(), a.other.uid)).toBe(0);
    const job2 = await queue.claim(60_000);
    expect(job2?.submitId).toBe(id);
    expect(job2?.attemptId).not.toBe(job!.attemptId);
    expect(await ingestor.begin(job2!, 'test')).toBe(true);
    expect(await ingestor.finish(job2!, { ...ac, cases: [] }, 'default')).toBe(true);
    expect(await ingestor.finish(job2!, { ...ac, cases: [] }, 'default')).toBe(false);
    expect(await ingestor.finish(job2!, systemError('late duplicate'), 'default')).toBe(false);
    expect(await acCount(db(), a.other.uid)).toBe(1);
    expect(await queue.size()).toBe(0);
  });

  it('the sweeper re-queues a Pending row whose job was lost', async () => {
    const id = await submit(a.problemAdmin.token);
    await t.app.services.judging.queue.remove(id);
    await db()
      .updateTable('judge')
      .set({ gmtModified: Date.now() - 60_000 })
      .where('submitId', '=', id)
      .execute();
    await startWorkers(t, sandbox);
    expect(await waitFinal(db(), id, 30_000)).toBe(JudgeStatus.Accepted);
  });

  it('restart in the middle of judging: every submission judged exactly once, counters not doubled', async () => {
    await startWorkers(t, sandbox);
    const users = [a.user, a.other, a.problemAdmin, a.admin];
    const before = await Promise.all(users.map((u) => acCount(db(), u.uid)));
    const ids: number[] = [];
    for (const u of users) ids.push(await submit(u.token, SLOW_AB));
    // Wait until the batch is being judged, then take the app and its workers down.
    for (let i = 0; i < 200; i++) {
      const rows = await db().selectFrom('judge').select('status').where('submitId', 'in', ids).execute();
      if (rows.some((r) => r.status === JudgeStatus.Judging)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await t.app.services.judging.stopWorkers();
    // A crashed process leaves a row Judging with a live lease of an attempt nobody will finish.
    const crashed = ids[ids.length - 1];
    await db()
      .updateTable('judge')
      .set({ status: JudgeStatus.Judging, attemptId: 'dead-attempt' })
      .where('submitId', '=', crashed)
      .where('status', '=', JudgeStatus.Pending)
      .execute();
    await db()
      .updateTable('judgeJob')
      .set({ attemptId: 'dead-attempt', leaseUntil: Date.now() + 3_600_000 })
      .where('submitId', '=', crashed)
      .execute();

    const core = await createCore(t.config);
    const app = await buildApp(core);
    second = { core, app };
    await app.services.judging.startWorkers(
      new Judge(sandbox.url),
      { info: () => undefined, warn: () => undefined, error: () => undefined },
      { concurrency: 2 },
    );
    for (const id of ids) expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
    // Let any abandoned attempt of the first app finish: it must change nothing.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const id of ids) expect(await caseCount(id)).toBe(3);
    const after = await Promise.all(users.map((u) => acCount(db(), u.uid)));
    expect(after).toEqual(before.map((n) => n + 1));
    const acRows = await db().selectFrom('userAcproblem').select('submitId').where('submitId', 'in', ids).execute();
    expect(acRows).toHaveLength(ids.length);
    expect(await app.services.judging.queue.size()).toBe(0);
    await app.services.judging.stopWorkers();
  });

  it('streams live status over SSE and ends when final', async () => {
    await startWorkers(t, sandbox);
    const id = await submit(a.user.token, SLOW_AB);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sse/submissions?submitIds=${id}`,
      headers: { origin: 'http://web.test' },
    });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['access-control-allow-origin']).toBe('http://web.test');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return {
          event: eventLine.replace('event: ', ''),
          data: JSON.parse(dataLine.replace('data: ', '')) as { status: number; done: number; total: number },
        };
      });
    expect(events.at(-1)?.event).toBe('end');
    const progress = events.filter((e) => e.event === 'progress');
    expect(progress.at(-1)?.data).toMatchObject({ submitId: id, status: JudgeStatus.Accepted, done: 3, total: 3 });
    expect(progress.some((e) => e.data.status === JudgeStatus.Judging)).toBe(true);
    const finalOnly = await t.app.inject({ method: 'GET', url: `/api/sse/submissions?submitIds=${id},99999999` });
    expect(finalOnly.body).toContain('"done":3');
    expect(finalOnly.body).toContain('event: end');
    const bad = await t.app.inject({ method: 'GET', url: '/api/sse/submissions?submitIds=1;drop' });
    expect(bad.statusCode).toBe(400);
  });

  it('a stream whose verdict event was lost (another process judged it, the bus was down) still ends with the stored verdict', async () => {
    await t.app.services.judging.stopWorkers();
    const id = await submit(a.user.token);
    const streamed = t.app.inject({ method: 'GET', url: `/api/sse/submissions?submitIds=${id}` });
    await new Promise((r) => setTimeout(r, 300));
    // Written as a judge of another process would, with no event reaching this one.
    await db().updateTable('judge').set({ status: JudgeStatus.Accepted }).where('submitId', '=', id).execute();
    const res = await streamed;
    expect(res.body).toContain(`event: progress\ndata: {"submitId":${id},"status":${JudgeStatus.Accepted}`);
    expect(res.body).toContain('event: end');
    await startWorkers(t, sandbox);
  });

  it('a late progress event of an earlier attempt never takes a told verdict back to judging', async () => {
    await t.app.services.judging.stopWorkers();
    const [first, second] = [await submit(a.user.token), await submit(a.user.token)];
    const streamed = t.app.inject({ method: 'GET', url: `/api/sse/submissions?submitIds=${first},${second}` });
    await new Promise((r) => setTimeout(r, 300));
    const { events } = t.app.services;
    const finalOf = async (id: number) => {
      await db().updateTable('judge').set({ status: JudgeStatus.Accepted }).where('submitId', '=', id).execute();
      events.publish({ submitId: id, status: JudgeStatus.Accepted, done: 3, total: 3 });
    };
    await finalOf(first);
    // The killed host's last case count, published after the new attempt's verdict.
    events.publish({ submitId: first, status: JudgeStatus.Judging, done: 1, total: 3 });
    await finalOf(second);
    const told = (await streamed).body
      .split('\n\n')
      .filter((b) => b.startsWith('event: progress'))
      .map((b) => JSON.parse(b.split('\n')[1]!.replace('data: ', '')) as { submitId: number; status: number });
    expect(told.filter((p) => p.submitId === first).at(-1)?.status).toBe(JudgeStatus.Accepted);
    expect(told.some((p) => p.submitId === first && p.status === JudgeStatus.Judging)).toBe(false);
    await startWorkers(t, sandbox);
  });

  it("streams only what the status check shows the caller: a private problem's submission is left to polling", async () => {
    const hidden = await createAbProblem(t, a.admin.token, { auth: 2 });
    const id = (
      await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: a.admin.token,
        body: { pid: hidden.problemId, language: 'C++', code: AB_CPP },
      })
    ).data.submitId;
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/sse/submissions?submitIds=${id}` });
    expect(anonymous.body).not.toContain('event: progress');
    expect(anonymous.body).toContain('event: end\ndata: {"submitIds":[]}');
    expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
  });
});
