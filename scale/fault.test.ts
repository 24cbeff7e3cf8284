/**
 * Fault tests of the scaled mode: 2 API processes (JUDGE_CONCURRENCY=0) and 2 judge hosts on one
 * PostgreSQL and one Redis judge 200 A+B submissions in C while, in turn, a judge host, an API
 * process, the go-judge under a judge host, PostgreSQL and Redis are killed with SIGKILL (and
 * started again); live progress streams follow the submissions through it all.
 * Afterwards every submission has its one verdict, its cases once, and every counter is exact.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcmContestRankVo, getContestRank, getProblemDetail, isInProgress } from '@verdict/shared';
import { Cluster, call, sleep } from './cluster';
import { ProgressWatcher } from './sse';
import { type Planned, type Site, expectedStatus, plan, setUpSite, submitAll } from './workload';

const USERS = 20;

describe('scaled mode (PostgreSQL + Redis) survives kill -9 of any part', () => {
  const cluster = new Cluster({ apis: 2, hosts: 2, hostConcurrency: 1, leaseMs: 8_000, redis: true });
  let db: pg.Pool;

  beforeAll(async () => {
    await cluster.start();
    db = new pg.Pool({ connectionString: cluster.pg.url, max: 2 });
    db.on('error', () => undefined);
    await cluster.hostsReady(2);
  });
  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await cluster.stop();
  });

  const finalCount = async (): Promise<number> => {
    try {
      const r = await db.query<{ status: number; n: string }>('select status, count(*) as n from judge group by status');
      return r.rows.filter((x) => !isInProgress(Number(x.status))).reduce((sum, x) => sum + Number(x.n), 0);
    } catch {
      return -1; // PostgreSQL is down right now
    }
  };
  const waitJudged = async (n: number, timeoutMs = 240_000) => {
    const deadline = Date.now() + timeoutMs;
    while ((await finalCount()) < n) {
      if (Date.now() > deadline) throw new Error(`fewer than ${n} submissions judged within ${timeoutMs} ms`);
      await sleep(300);
    }
  };

  it('judges every submission exactly once, with exact counters', async () => {
    const site: Site = await setUpSite(cluster.apiUrls[0]!, USERS);
    const items: Planned[] = plan(USERS);
    const half = items.length / 2;
    const started = Date.now();
    const ids = await submitAll(cluster.apiUrls, site, items.slice(0, half));
    // Live progress streams on both API processes (public submissions; contest ones have their board's stream).
    const watchers: ProgressWatcher[] = [];
    const watch = (from: number, to: number) => {
      const publicIds = ids.slice(from, to).filter((_, i) => items[from + i]!.where === 'public');
      for (let i = 0; i < publicIds.length; i += 30) watchers.push(new ProgressWatcher(cluster.apiUrls, site.rootToken, publicIds.slice(i, i + 30), watchers.length));
    };
    watch(0, half);

    // 1. A judge host dies mid-run (its go-judge with it, as when a machine goes); another takes its place.
    await waitJudged(15);
    await cluster.kill(cluster.hosts[0]!.proc);
    for (const pid of cluster.goJudgePids(cluster.hosts[0]!.dataDir)) process.kill(pid, 'SIGKILL');
    await cluster.startHost(0);

    // 2. An API process dies while the second half is being submitted through both.
    await waitJudged(35);
    await cluster.kill(cluster.apis[0]!.proc);
    const second = submitAll(cluster.apiUrls, site, items.slice(half));
    await sleep(1_000);
    await cluster.startApi(0);
    ids.push(...(await second));
    watch(half, items.length);

    // 3. The go-judge under a judge host dies; the host starts a new one and resumes.
    await waitJudged(90);
    const sandboxes = cluster.goJudgePids(cluster.hosts[1]!.dataDir);
    expect(sandboxes.length).toBe(1);
    process.kill(sandboxes[0]!, 'SIGKILL');

    // 4. PostgreSQL dies and comes back.
    await waitJudged(130);
    cluster.pg.crash();
    await sleep(2_000);
    await cluster.restartPostgres();

    // 5. Redis dies (persistence on: the queue survives in its append-only file) and comes back.
    await waitJudged(165);
    cluster.redis!.kill();
    await sleep(2_000);
    await cluster.redis!.restart();

    await waitJudged(items.length, 300_000);
    console.log(`200 submissions judged through 5 faults in ${Math.round((Date.now() - started) / 1000)} s`);

    // No stream is left behind: each ended, and told every one of its submissions' final status.
    await Promise.race([Promise.all(watchers.map((w) => w.done)), sleep(30_000)]);
    for (const w of watchers) w.stop();
    expect(watchers.map((w) => w.ended)).toEqual(watchers.map(() => true));
    const told = watchers.flatMap((w) => [...w.last]);
    expect(told).toHaveLength(120);
    const toldWrong = told.filter(([id, status]) => status !== expectedStatus(items[ids.indexOf(id)]!));
    expect(toldWrong).toEqual([]);
    expect(watchers.some((w) => w.reconnects > 0)).toBe(true);

    // Every submission has the verdict its code deserves, and its cases were written once.
    const rows = (await db.query<{ submit_id: number; status: number; cases: string }>(
      'select j.submit_id, j.status, (select count(*) from judge_case c where c.submit_id = j.submit_id) as cases from judge j where j.submit_id = any($1)', [ids],
    )).rows;
    const byId = new Map(rows.map((r) => [Number(r.submit_id), r]));
    expect(new Set(ids).size).toBe(200);
    const wrong = ids.filter((id, i) => Number(byId.get(id)?.status) !== expectedStatus(items[i]!) || Number(byId.get(id)?.cases) !== 3);
    expect(wrong.map((id) => ({ id, ...byId.get(id) }))).toEqual([]);

    // User AC records: one per accepted public submission, 4 per user, none twice.
    const ac = (await db.query<{ uid: string; n: string; d: string }>(
      'select uid, count(*) as n, count(distinct submit_id) as d from user_acproblem group by uid',
    )).rows;
    expect(ac).toHaveLength(USERS);
    for (const r of ac) expect([Number(r.n), Number(r.d)]).toEqual([4, 4]);

    for (const base of cluster.apiUrls) {
      // Problem counts: 6 public submissions per user, 4 right, 2 wrong.
      const detail = await call<{ problemCount: { total: number; ac: number; wa: number } }>(base, getProblemDetail, { query: { problemId: site.publicProblem.problemId } });
      expect(detail.data.problemCount).toMatchObject({ total: 6 * USERS, ac: 4 * USERS, wa: 2 * USERS });
      // The contest board: every user solved A on the second try (one wrong answer before).
      const board = await call<{ records: AcmContestRankVo[]; total: number }>(base, getContestRank, {
        token: site.rootToken, body: { cid: site.cid, currentPage: 1, limit: 50, forceRefresh: true },
      });
      expect(board.data.total).toBe(USERS);
      for (const row of board.data.records) {
        expect([row.ac, row.submissionInfo.A?.isAC, row.submissionInfo.A?.errorNum]).toEqual([1, true, 1]);
      }
    }

    // Both hosts are listed healthy, and an outage was logged once, not in a loop.
    const health = await cluster.health(1);
    expect(health.judgeHosts.filter((h) => h.kind === 'host' && h.status === 'ok')).toHaveLength(2);
    for (const h of cluster.hosts) {
      const queueFailures = h.proc.log.filter((l) => /taking jobs from the queue failed/.test(l)).length;
      // At most once per outage of what the queue needs (PostgreSQL, Redis).
      expect(queueFailures).toBeLessThanOrEqual(2);
    }
  });
});
