/**
 * `npm run bench:rank` — the global ACM rank page (§5.5) over a big site: pages served from the
 * key-value cache, the cost of one new AC (the cache's generation moves on), and the uncached
 * query every page paid before, in the same run.
 *
 *   BENCH_USERS (100000) · BENCH_SUBMISSIONS (2000000) · BENCH_PROBLEMS (2000)   the site
 *   BENCH_PAGES (2000) · BENCH_ACS (200) · BENCH_UNCACHED (3)                    samples
 *   BENCH_DATABASE_URL=postgres://…/postgres   also on PostgreSQL, in a database of its own made on that server (SQLite always)
 *
 * Prints: seeding time; the uncached page (the two grouped counts over every submission, page 1
 * and a deep page); a warm page p50/p99 (kv read + JSON, then the same over HTTP-like
 * serialisation); one new AC (row + AC record + the verdict event reaching the rank service);
 * the first page after an AC; and each target met or missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { JudgeStatus, type RankListQuery } from '@verdict/shared';
import { loadConfig } from '../apps/server/src/config';
import { createCore } from '../apps/server/src/core';
import { InProcessSubmissionEvents } from '../apps/server/src/infra/submission-events';
import { RankUserDirectory } from '../apps/server/src/modules/account/user-directory';
import { ContestSealSource } from '../apps/server/src/modules/contest/contest-seals';
import { ContestRepository } from '../apps/server/src/modules/contest/contest.repository';
import { RankFigures } from '../apps/server/src/modules/rank/rank-figures';
import { GENERATION_MIN_MS, RankService } from '../apps/server/src/modules/rank/rank.service';
import { SubmissionReads } from '../apps/server/src/modules/submission/scoped-reads';
import { VisibleVerdicts } from '../apps/server/src/modules/submission/visible-verdicts';
import { intFrom, ms, percentile, prng, withThrowawayDatabase } from './kit';
import { RANK_SITE, seedRankSite, sqliteRankSite, uidOf } from './rank-seed';

const { users: USERS, submissions: SUBMISSIONS, problems: PROBLEMS } = RANK_SITE;
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const ACS = Number(process.env.BENCH_ACS ?? 200);
/** Pause between ACs, so some start a generation at once and the rest fall into a window. */
const AC_GAP_MS = Number(process.env.BENCH_AC_GAP_MS ?? 50);
const UNCACHED = Number(process.env.BENCH_UNCACHED ?? 3);
const LIMIT = 30;
/** Judge columns the rank never reads. */
const FIXED = { share: 0, cpid: 0, version: 0, isManual: 0 };
const WARM_PAGES = 50;

const rand = prng(20261122);
const int = intFrom(rand);

const time = async <T>(fn: () => Promise<T> | T): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

interface Figures {
  name: string;
  /** Seconds, or null when the seeded site came from the cache. */
  seedS: number | null;
  /** The whole board in one query: what a new generation costs now. */
  standings: number;
  uncachedFirst: number;
  uncachedDeep: number;
  warmP50: number;
  warmP99: number;
  /** This process's CPU per warm page: on a shared machine the wall time also holds the wait. */
  warmCpu: number;
  acP50: number;
  acP99: number;
  afterAc: number;
  /** Another page's first read in the same generation: a slice of the standings and its users' cards. */
  otherAfterAc: number;
}

async function onDatabase(name: string, databaseUrl: string | null): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdict-bench-rank-'));
  let seedS: number | null = null;
  if (!databaseUrl) seedS = (await sqliteRankSite(dataDir, console.log)).seededS;
  const core = await createCore(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }));
  const { db, dialect } = core.database;
  const events = new InProcessSubmissionEvents();
  const visible = new VisibleVerdicts(new ContestSealSource(new ContestRepository(db, dialect)));
  const figures = new RankFigures(new SubmissionReads(db, visible));
  const ranks = new RankService({ figures, users: new RankUserDirectory(db, dialect), kv: core.kv, events });
  try {
    if (databaseUrl) {
      const [, seedMs] = await time(() => seedRankSite(db, 'postgres', console.log));
      seedS = seedMs / 1000;
    }
    console.log(
      `${name}: ${USERS} users, ${SUBMISSIONS} submissions (10% in contests)${seedS === null ? ' (seeded earlier, from the cache)' : ` seeded in ${seedS.toFixed(1)} s`}`,
    );
    const pagesOnBoard = Math.ceil((await figures.acmRank({ offset: 0, limit: 1 })).total / LIMIT);
    const q = (currentPage: number): RankListQuery => ({ type: 0, currentPage, limit: LIMIT, searchUser: undefined });

    // Baseline: what every page costs without the cache (HOJ's query per request, §5.5 counting).
    const firsts: number[] = [];
    const deeps: number[] = [];
    for (let i = 0; i < UNCACHED; i++) {
      firsts.push((await time(() => figures.acmRank({ offset: 0, limit: LIMIT })))[1]);
      deeps.push((await time(() => figures.acmRank({ offset: (1 + int(pagesOnBoard - 1)) * LIMIT, limit: LIMIT })))[1]);
    }

    // What a new generation costs now: the whole board in one query (every page of it is a slice).
    const standings: number[] = [];
    for (let i = 0; i < UNCACHED; i++) standings.push((await time(() => figures.acmStandings()))[1]);

    // Warm: the most read pages cached once (one standings read for all of them), then served (JSON of the answer included, as the route sends it).
    const warmSet = Array.from({ length: WARM_PAGES }, (_, i) => (i < 10 ? i + 1 : 1 + int(pagesOnBoard)));
    for (const p of warmSet) await ranks.list(q(p));
    const warm: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < PAGES; i++) {
      const p = warmSet[int(warmSet.length)];
      warm.push((await time(async () => JSON.stringify(await ranks.list(q(p)))))[1]);
    }
    const cpu = process.cpuUsage(cpu0);
    const warmCpu = (cpu.user + cpu.system) / 1000 / PAGES;

    // One new AC: the judge's row and AC record, then the verdict event the rank service follows.
    const acs: number[] = [];
    let nextUser = 0;
    const now = Date.now();
    for (let i = 0; i < ACS; i++) {
      const uid = uidOf(USERS - 1 - nextUser++);
      const pid = 1 + int(PROBLEMS);
      const row = await db
        .insertInto('judge')
        .values({
          pid,
          displayPid: String(pid),
          uid,
          username: uid,
          submitTime: now,
          status: JudgeStatus.Accepted,
          length: 100,
          code: 'x',
          language: 'C++',
          ...FIXED,
          cid: 0,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning('submitId')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('userAcproblem')
        .values({ uid, pid, submitId: Number(row.submitId), gmtCreate: now })
        .execute();
      acs.push((await time(() => ranks.onVerdict(Number(row.submitId), JudgeStatus.Accepted)))[1]);
      await new Promise((r) => setTimeout(r, AC_GAP_MS));
    }
    // ACs in a burst start one new generation per window: wait for the last one, then the next
    // reader of page 1 pays the query once; readers after it are warm again.
    await new Promise((r) => setTimeout(r, GENERATION_MIN_MS + 200));
    const [, afterAc] = await time(async () => JSON.stringify(await ranks.list(q(1))));
    const [, warmAgain] = await time(async () => JSON.stringify(await ranks.list(q(1))));
    const [, otherAfterAc] = await time(async () => JSON.stringify(await ranks.list(q(2 + int(pagesOnBoard - 1)))));
    console.log(
      `${name}: page 1 right after an AC ${ms(afterAc)}, the next read ${ms(warmAgain)}, another page's first read ${ms(otherAfterAc)}`,
    );
    return {
      name,
      seedS,
      standings: percentile(standings, 50),
      uncachedFirst: percentile(firsts, 50),
      uncachedDeep: percentile(deeps, 50),
      warmP50: percentile(warm, 50),
      warmP99: percentile(warm, 99),
      warmCpu,
      acP50: percentile(acs, 50),
      acP99: percentile(acs, 99),
      afterAc,
      otherAfterAc,
    };
  } finally {
    await core.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the given PostgreSQL server, dropped afterwards. */
const withPostgresDatabase = <T>(adminUrl: string, fn: (url: string) => Promise<T>) =>
  withThrowawayDatabase(adminUrl, 'verdict_bench_rank', fn);

async function main() {
  console.log(`load average at the start: ${load()} (${cpus().length} cores)`);
  console.log(`bench: global ACM rank, ${USERS} users, ${SUBMISSIONS} submissions over ${PROBLEMS} problems, pages of ${LIMIT}`);
  const results: Figures[] = [await onDatabase('SQLite', null)];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) results.push(await withPostgresDatabase(pgUrl, (url) => onDatabase('PostgreSQL', url)));
  else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://…/postgres to include it)');

  console.log('');
  for (const r of results) {
    const n = r.name.padEnd(10);
    console.log(
      `${n} uncached page (the query per request): page 1 ${ms(r.uncachedFirst)}, a deep page ${ms(r.uncachedDeep)} (p50 of ${UNCACHED})`,
    );
    console.log(`${n} seeding                             : ${r.seedS === null ? 'from the cache' : `${r.seedS.toFixed(1)} s`}`);
    console.log(`${n} whole board in one query (a new generation): ${ms(r.standings)} (p50 of ${UNCACHED})`);
    console.log(
      `${n} warm page from the kv cache         : p50 ${ms(r.warmP50)}, p99 ${ms(r.warmP99)} (${PAGES} reads of ${WARM_PAGES} pages, JSON included; CPU ${ms(r.warmCpu)} a page)`,
    );
    console.log(`${n} one new AC (event → generation/window): p50 ${ms(r.acP50)}, p99 ${ms(r.acP99)} (${ACS} ACs)`);
    console.log(
      `${n} first page read after an AC         : ${ms(r.afterAc)} (the standings once per generation), another page then ${ms(r.otherAfterAc)}`,
    );
    console.log(`${n} ratio uncached page 1 ÷ warm p50    : ${(r.uncachedFirst / r.warmP50).toFixed(0)}×`);
  }
  console.log(`load average at the end: ${load()}`);
  console.log('');
  for (const r of results) console.log(`target ${r.name} warm page ≤ 20 ms p99: ${r.warmP99 <= 20 ? 'met' : 'MISSED'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
