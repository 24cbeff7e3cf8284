/**
 * Fault tests of the scaled mode: 2 API processes (JUDGE_CONCURRENCY=0) and 2 judge hosts on one
 * PostgreSQL and one Redis judge 200 A+B submissions in C while, in turn, a judge host, an API
 * process, the go-judge under a judge host, PostgreSQL and Redis are killed with SIGKILL (and
 * started again); live progress streams follow the submissions through it all.
 * Afterwards every submission has its one verdict, its cases once, and every counter is exact;
 * the killed host's go-judge died with it (no restart loop), the dead processes showed in health
 * within 5 s and came back in place, and the killed host's submission was judged within lease + 10 s.
 */
import { hostname } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcmContestRankVo, JudgeStatus, getContestRank, getProblemDetail, isInProgress } from '@verdict/shared';
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

  /** Submissions the judge process `pid` is compiling or judging right now (its worker pool writes hostname-pid as judger). */
  const claimsOf = async (pid: number): Promise<number[]> =>
    (
      await db.query<{ submit_id: number }>('select submit_id from judge where status in ($1, $2) and judger = $3', [
        JudgeStatus.Compiling,
        JudgeStatus.Judging,
        `${hostname()}-${pid}`.slice(0, 64),
      ])
    ).rows.map((r) => Number(r.submit_id));
  /** Resolves with the time at which every one of `ids` has its final verdict. */
  const whenFinal = async (ids: number[]): Promise<number> => {
    for (;;) {
      try {
        const r = await db.query<{ status: number }>('select status from judge where submit_id = any($1)', [ids]);
        if (r.rows.every((x) => !isInProgress(Number(x.status)))) return Date.now();
      } catch {
        /* PostgreSQL is down right now */
      }
      await sleep(200);
    }
  };
  /** Polls `cond` until it holds and answers the ms it took; fails after `withinMs` (plus the last poll). */
  const until = async (cond: () => boolean | Promise<boolean>, withinMs: number, what: string): Promise<number> => {
    const started = Date.now();
    for (;;) {
      if (await Promise.resolve(cond()).catch(() => false)) return Date.now() - started;
      if (Date.now() - started > withinMs) throw new Error(`waited ${withinMs} ms for ${what}`);
      await sleep(100);
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
    /** Streams over the public submissions of items[from, to), 30 a stream, alternating between the API processes (or all on `on`). */
    const watch = (from: number, to: number, on?: number): ProgressWatcher[] => {
      const publicIds = ids.slice(from, to).filter((_, i) => items[from + i]!.where === 'public');
      const opened: ProgressWatcher[] = [];
      for (let i = 0; i < publicIds.length; i += 30)
        opened.push(new ProgressWatcher(cluster.apiUrls, site.rootToken, publicIds.slice(i, i + 30), on ?? watchers.length));
      watchers.push(...opened);
      return opened;
    };
    watch(0, half);

    // 1. A judge host is killed mid-run under a backlog. Its go-judge dies with it (nothing holds
    // its port), the host shows down within 5 s, the submission it was judging is judged again from
    // the head of the queue within lease + 10 s, and the host started again on the same go-judge
    // port takes its old place in health with one go-judge start, no restart loop.
    await waitJudged(15);
    const host1 = cluster.hosts[0]!;
    let victims: number[] = [];
    await until(async () => (victims = await claimsOf(host1.proc.child.pid!)).length > 0, 30_000, 'the host to be judging');
    await cluster.kill(host1.proc);
    const killedAt = Date.now();
    const victimsJudged = whenFinal(victims);
    await until(() => cluster.goJudgePids(host1.dataDir).length === 0, 2_000, 'the go-judge of the killed host to die with it');
    await until(
      async () => (await cluster.health(1)).judgeHosts.some((h) => h.name.endsWith(host1.dataDir) && h.status === 'down'),
      5_000,
      'the killed host to show down',
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(5_000);
    await cluster.startHost(0);
    await cluster.hostsReady(2);

    // 2. An API process is killed while the second half is being submitted through both: its sibling shows it down within 5 s.
    await waitJudged(35);
    const api1 = `port ${cluster.apis[0]!.port}`;
    // The second half's first 40 (20 contest, then 20 public ones) go in through the sibling, and the public ones'
    // progress streams are opened on the process about to die: queued behind the others, they are still being judged
    // at the kill, so their streams are cut and must come back through the sibling (gate 13: judging the first half
    // had outrun the faults, no stream was open).
    const early = 40;
    ids.push(...(await submitAll([cluster.apiUrls[1]!], site, items.slice(half, half + early))));
    const onVictim = watch(half, half + early, 0);
    expect(onVictim.length).toBeGreaterThan(0);
    await until(() => onVictim.every((w) => w.opened), 10_000, 'the streams on the API process about to die to open');
    const cut = onVictim.filter((w) => !w.ended);
    await cluster.kill(cluster.apis[0]!.proc);
    const apiKilledAt = Date.now();
    const second = submitAll(cluster.apiUrls, site, items.slice(half + early));
    await until(
      async () => (await cluster.health(1)).apiProcesses.some((p) => p.name.endsWith(api1) && p.status === 'down'),
      5_000,
      'the killed API process to show down',
    );
    expect(Date.now() - apiKilledAt).toBeLessThanOrEqual(5_000);
    await cluster.startApi(0);
    const victimsAfter = await victimsJudged;
    // The lease is 8 s: the victims' verdicts came within lease + 10 s of the kill, not behind the backlog.
    expect(victimsAfter - killedAt).toBeLessThanOrEqual(8_000 + 10_000);
    ids.push(...(await second));
    watch(half + early, items.length);

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
    // The streams open on the killed API process at the kill came back through its sibling and told their end.
    console.log(`streams open on the killed API process: ${cut.length}`);
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.map((w) => w.reconnects > 0 && w.ended)).toEqual(cut.map(() => true));

    // Every submission has the verdict its code deserves, and its cases were written once.
    const rows = (
      await db.query<{ submit_id: number; status: number; cases: string }>(
        'select j.submit_id, j.status, (select count(*) from judge_case c where c.submit_id = j.submit_id) as cases from judge j where j.submit_id = any($1)',
        [ids],
      )
    ).rows;
    const byId = new Map(rows.map((r) => [Number(r.submit_id), r]));
    expect(new Set(ids).size).toBe(200);
    const wrong = ids.filter(
      (id, i) => Number(byId.get(id)?.status) !== expectedStatus(items[i]!) || Number(byId.get(id)?.cases) !== 3,
    );
    expect(wrong.map((id) => ({ id, ...byId.get(id) }))).toEqual([]);

    // User AC records: one per accepted public submission, 4 per user, none twice.
    const ac = (
      await db.query<{ uid: string; n: string; d: string }>(
        'select uid, count(*) as n, count(distinct submit_id) as d from user_acproblem group by uid',
      )
    ).rows;
    expect(ac).toHaveLength(USERS);
    for (const r of ac) expect([Number(r.n), Number(r.d)]).toEqual([4, 4]);

    // Redis and PostgreSQL came back moments ago: while a process has not reconnected it answers 503
    // at once (finding 12), so the exact figures are read once every API process reports itself healthy.
    for (let i = 0; i < cluster.apiUrls.length; i++) {
      await until(async () => (await cluster.health(i)).status === 'ok', 30_000, `API process ${i} to be healthy again`);
    }
    for (const base of cluster.apiUrls) {
      // Problem counts: 6 public submissions per user, 4 right, 2 wrong.
      const detail = await call<{ problemCount: { total: number; ac: number; wa: number } }>(base, getProblemDetail, {
        query: { problemId: site.publicProblem.problemId },
      });
      expect({ status: detail.status, msg: detail.msg }).toEqual({ status: 200, msg: expect.any(String) });
      expect(detail.data.problemCount).toMatchObject({ total: 6 * USERS, ac: 4 * USERS, wa: 2 * USERS });
      // The contest board: every user solved A on the second try (one wrong answer before).
      const board = await call<{ records: AcmContestRankVo[]; total: number }>(base, getContestRank, {
        token: site.rootToken,
        body: { cid: site.cid, currentPage: 1, limit: 50, forceRefresh: true },
      });
      expect({ status: board.status, msg: board.msg }).toEqual({ status: 200, msg: expect.any(String) });
      expect(board.data.total).toBe(USERS);
      for (const row of board.data.records) {
        expect([row.ac, row.submissionInfo.A?.isAC, row.submissionInfo.A?.errorNum]).toEqual([1, true, 1]);
      }
    }

    // Both hosts and both API processes are listed healthy, each once: the restarted ones took their old rows.
    const health = await cluster.health(1);
    expect(health.status).toBe('ok');
    expect(health.judgeHosts.map((h) => h.status)).toEqual(['ok', 'ok']);
    expect(health.apiProcesses.map((p) => p.status)).toEqual(['ok', 'ok']);
    // Anyone else reads the status only.
    expect(((await (await fetch(`${cluster.apiUrls[0]}/api/health`)).json()) as { data: unknown }).data).toEqual({
      status: 'ok',
    });
    // The restarted host started its go-judge once (its port was free: the old one had died with its host), never in a loop.
    const restarted = cluster.hosts[0]!.proc.log;
    expect(restarted.filter((l) => /go-judge (started|restarted) at/.test(l))).toHaveLength(1);
    expect(restarted.filter((l) => /restarting it|could not be (re)?started/.test(l))).toEqual([]);
    // And an outage was logged once, not in a loop.
    for (const h of cluster.hosts) {
      const queueFailures = h.proc.log.filter((l) => /taking jobs from the queue failed/.test(l)).length;
      // At most once per outage of what the queue needs (PostgreSQL, Redis).
      expect(queueFailures).toBeLessThanOrEqual(2);
    }
  });
});
