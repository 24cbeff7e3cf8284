import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Judge } from '@verdict/judge';
import { JudgeStatus, isInProgress, submitProblemJudge } from '@verdict/shared';
import type { Config } from '../../config';
import { type Core, createCore } from '../../core';
import { type JudgingServices, buildJudging, closeQueue } from '../../wiring/judging';
import { TEST_REDIS_URL, freshRedisPrefix } from '../../test/redis';
import { useTestApp } from '../../test/test-app';
import { createAbProblem, judgeTestConfig, noSubmitInterval, seedActors, silentLog, useSandbox } from '../../test/judge-kit';
import { JudgeApiClient, RemoteTaskLoader } from './remote-task';
import { judgeWorkers } from './workers';

const TOKEN = 'judge-secret-for-worker-tests';
/** Long enough in the sandbox that a host's jobs overlap; three cases of it per submission. */
const SLOW_AB = 'import time\na, b = map(int, input().split())\ntime.sleep(0.2)\nprint(a + b)\n';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('judgeWorkers: jobs in flight per process', () => {
  const config = (c: Partial<Config>) => ({ judgeConcurrency: null, judgeWorkers: null, databaseUrl: null, ...c });

  it('one per sandbox slot on SQLite, two per slot on PostgreSQL, JUDGE_WORKERS when set, none on an API process', () => {
    expect(judgeWorkers(config({ judgeConcurrency: 3 }))).toBe(3);
    expect(judgeWorkers(config({ judgeConcurrency: 1, databaseUrl: 'postgres://x/y' }))).toBe(2);
    expect(judgeWorkers(config({ judgeConcurrency: 1, judgeWorkers: 5, databaseUrl: 'postgres://x/y' }))).toBe(5);
    expect(judgeWorkers(config({ judgeConcurrency: 0, judgeWorkers: 5 }))).toBe(0);
  });
});

/**
 * Two judge hosts of N workers each on the real queue (BullMQ when TEST_REDIS_URL is set, else the
 * database's), the real database and go-judge: each holds N jobs at once, and no submission is
 * claimed twice or judged twice.
 */
describe('a judge host with N workers', () => {
  const N = 3;
  const HOSTS = 2;
  const redis: Partial<Config> = TEST_REDIS_URL ? { redisUrl: TEST_REDIS_URL, redisPrefix: freshRedisPrefix() } : {};
  const t = useTestApp({ ...judgeTestConfig(), ...redis, judgeToken: TOKEN, judgeConcurrency: 0 });
  const hostDirs = Array.from({ length: HOSTS }, () => judgeTestConfig().dataDir);
  const sandbox = useSandbox();
  const hosts: Array<{ core: Core; services: JudgingServices; claims: number[] }> = [];
  let apiUrl = '';

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const h of hosts) {
      await h.services.judging.stopWorkers();
      await closeQueue(h.services.queue);
      await h.core.redis?.close();
      await h.core.database.close();
    }
  });

  it('each host holds N jobs at once; every submission is claimed once and judged once', async () => {
    const a = await seedActors(t);
    await noSubmitInterval(t);
    const ab = await createAbProblem(t, a.admin.token);
    // The backlog is there before the hosts start: every worker finds a job at once.
    const ids: number[] = [];
    for (let i = 0; i < 4 * N * HOSTS; i++) {
      const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: a.user.token,
        body: { pid: ab.problemId, language: 'Python3', code: SLOW_AB },
      });
      ids.push(res.data.submitId);
    }

    for (const dataDir of hostDirs) {
      // The worker count comes through the config, as JUDGE_WORKERS gives it to `npm run judge`.
      const core = await createCore({ ...t.config, dataDir, judgeConcurrency: 1, judgeWorkers: N });
      const services = buildJudging(core);
      expect(services.judging.concurrency).toBe(N);
      // Every claim this host's queue handle answers, in order (the real claim, recorded on its way out).
      const claims: number[] = [];
      const claim = services.queue.claim.bind(services.queue);
      services.queue.claim = async (leaseMs: number) => {
        const job = await claim(leaseMs);
        if (job) claims.push(job.submitId);
        return job;
      };
      hosts.push({ core, services, claims });
    }
    const peaks = hosts.map(() => 0);
    let peakInProgress = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        hosts.forEach((h, i) => (peaks[i] = Math.max(peaks[i]!, h.services.judging.workers?.activeCount ?? 0)));
        const rows = await t.core.database.db
          .selectFrom('judge')
          .select('status')
          .where('submitId', 'in', ids)
          .where('status', 'in', [JudgeStatus.Compiling, JudgeStatus.Judging])
          .execute();
        peakInProgress = Math.max(peakInProgress, rows.length);
        await sleep(20);
      }
    })();
    await Promise.all(
      hosts.map(({ core, services }) =>
        services.judging.startWorkers(new Judge(sandbox.url), silentLog, {
          exclusive: false,
          sweepMs: 500,
          loadTask: new RemoteTaskLoader({
            api: new JudgeApiClient([apiUrl], TOKEN),
            verdicts: services.verdicts,
            problems: services.problems,
            store: core.testdata,
          }).load,
        }),
      ),
    );

    const deadline = Date.now() + 180_000;
    const statuses = () =>
      t.core.database.db.selectFrom('judge').select(['submitId', 'status']).where('submitId', 'in', ids).execute();
    let rows = await statuses();
    while (rows.some((r) => isInProgress(r.status)) && Date.now() < deadline) {
      await sleep(200);
      rows = await statuses();
    }
    sampling = false;
    await sampler;

    expect(rows.map((r) => r.status)).toEqual(ids.map(() => JudgeStatus.Accepted));
    // N jobs at once on each host, never more; and the database saw all of them in progress together.
    expect(peaks).toEqual(hosts.map(() => N));
    expect(peakInProgress).toBe(N * HOSTS);
    // Claimed once each, across both hosts; the cases written once each.
    const claimed = hosts.flatMap((h) => h.claims).sort((x, y) => x - y);
    expect(claimed).toEqual([...ids].sort((x, y) => x - y));
    expect(hosts.every((h) => h.claims.length > 0)).toBe(true);
    const cases = await t.core.database.db
      .selectFrom('judgeCase')
      .select((eb) => ['submitId', eb.fn.countAll<number>().as('n')])
      .where('submitId', 'in', ids)
      .groupBy('submitId')
      .execute();
    expect(cases.map((c) => Number(c.n))).toEqual(ids.map(() => 3));
  }, 240_000);
});
