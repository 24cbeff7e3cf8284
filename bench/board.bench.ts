/**
 * `npm run bench:board` — the contest board kept incrementally from verdicts, against the board
 * recomputed from every submission per request the way HOJ does, in the same run.
 *
 *   BENCH_USERS (5000) · BENCH_PROBLEMS (13) · BENCH_SUBMISSIONS (200000)   the ACM contest
 *   BENCH_VERDICTS (1000) · BENCH_PAGES (1000) · BENCH_RECOMPUTES (5)      samples
 *   BENCH_DATABASE_URL=postgres://…   also on PostgreSQL (SQLite always); `cluster` starts a throw-away one
 *
 * Prints: rebuild of the whole board from the `judge` table of a real migrated database (as the
 * contest service does it; the columnar read also alone), one verdict applied (p50/p99), a page of 50 rows (p50/p99), the HOJ-style recompute per
 * request (from the database and in memory), their ratios, and each target met or missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { type Core, createCore } from '../apps/server/src/core';
import { type PostgresCluster, startPostgresCluster } from '../scripts/postgres-cluster';
import { type BoardSubmission, ContestBoard } from '../apps/server/src/modules/contest/board';
import { BoardSnapshots } from '../apps/server/src/modules/contest/board-snapshot';
import { ContestRecords } from '../apps/server/src/modules/contest/contest-records';
import { SubmissionReads } from '../apps/server/src/modules/submission/scoped-reads';
import { VisibleVerdicts } from '../apps/server/src/modules/submission/visible-verdicts';
import { PAGE_SIZE, hojBoard, readSubmissions } from './board-baseline';
import {
  CID,
  CONTEST,
  DISPLAY_IDS,
  type Generated,
  PROBLEMS,
  STATUSES,
  SUBMISSIONS,
  USERS,
  generate,
  int,
  rand,
  seed,
  touch,
  unseed,
} from './board-seed';
import { ms, percentile } from './kit';
import { type Rebuild, columnsOnly, listing, load, median, rebuildAsService, time } from './board-rebuild';

const VERDICTS = Number(process.env.BENCH_VERDICTS ?? 1000);
const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const RECOMPUTES = Number(process.env.BENCH_RECOMPUTES ?? 5);
const HTTP_PAGES = Number(process.env.BENCH_HTTP_PAGES ?? 500);
/** Submissions judged again between the board snapshot and the rebuilds from it. */
const CHANGED = Number(process.env.BENCH_CHANGED ?? 2000);

interface DbFigures {
  /** The whole rebuild as the service does it; the columnar read timed alone. */
  name: string;
  rebuildRead: number;
  rebuildTotal: number;
  rebuildCpu: number;
  /** The rebuild from the board snapshot's columns and the rows changed since (session 8), in the same run. */
  colsRead: number;
  colsTotal: number;
  colsCpu: number;
  /** The rebuild from the snapshot's cells (engine state) and the rows changed since (issue 27.3), in the same run. */
  fastRead: number;
  fastTotal: number;
  fastCpu: number;
  /** Both snapshot rebuilds gave the full rebuild's board, and the cells were restored, not derived. */
  fastSame: boolean;
  changed: number;
  recompute: number;
  /** The real app: its first board page (the service reads the contest and builds the board), then pages over HTTP. */
  serviceFirst: number;
  httpPages: number[];
}

/**
 * The board page as a browser gets it: the real app (buildApp, every module and plugin) listening
 * on a port, POST /api/get-contest-outside-scoreboard over HTTP with keep-alive, answer parsed.
 * The first request builds the service's board from the judge table (the rebuild the server
 * really does); the rest are pages of 50 — random page, half with five followed users, every
 * tenth with a keyword.
 */
async function servePages(core: Core, uids: readonly string[]): Promise<{ first: number; pages: number[] }> {
  const app = await buildApp(core);
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/get-contest-outside-scoreboard`;
    const post = async (body: object) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { status: number; msg: string; data: { records: unknown[] } };
      if (answer.status !== 200 || answer.data.records.length === 0)
        throw new Error(`board page failed: ${answer.status} ${answer.msg}`);
    };
    const [, first] = await time(() => post({ cid: CID, currentPage: 1, limit: PAGE_SIZE }));
    const pages: number[] = [];
    for (let i = 0; i < HTTP_PAGES; i++) {
      const body = {
        cid: CID,
        currentPage: 1 + int(Math.floor(USERS / PAGE_SIZE) - 1),
        limit: PAGE_SIZE,
        concernedList: i % 2 === 0 ? Array.from({ length: 5 }, () => uids[int(uids.length)]) : [],
        keyword: i % 10 === 0 ? 'school 1' : undefined,
      };
      if (body.keyword) body.currentPage = 1;
      pages.push((await time(() => post(body)))[1]);
    }
    return { first, pages };
  } finally {
    await app.close();
  }
}

async function onDatabase(
  name: string,
  databaseUrl: string | null,
  rows: Generated[],
): Promise<{ figures: DbFigures; board: ContestBoard; records: BoardSubmission[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdict-bench-board-'));
  const core = await createCore(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }));
  const { db, dialect } = core.database;
  try {
    const [, seedMs] = await time(() => seed(db, rows));
    console.log(
      `${name}: ${USERS} users and ${rows.length} submissions inserted into a migrated database in ${(seedMs / 1000).toFixed(1)} s`,
    );
    // The snapshot as a board's first build leaves it (columns and cells), then rows judged again since: what a restart finds.
    const snapshots = new BoardSnapshots(db, new ContestRecords(new SubmissionReads(db, new VisibleVerdicts(null))));
    const { restored: firstRestored } = await rebuildAsService(db, dialect, snapshots);
    await snapshots.settled();
    const changed = await touch(db, CHANGED);
    // Full and snapshot rebuilds taken in turn, so that all see the same load; the median of three each.
    // Each board is compared with the first full one, then let go (only the last full one is kept).
    const rebuilds: Rebuild[] = [];
    const cols: Rebuild[] = [];
    const fasts: Rebuild[] = [];
    let board: ContestBoard | null = null;
    let reference = '';
    const run = async (into: Rebuild[], snapshotsUsed?: Pick<BoardSnapshots, 'read'>) => {
      const { board: built, ...figures } = await rebuildAsService(db, dialect, snapshotsUsed);
      if (!snapshotsUsed) board = built;
      reference ||= listing(built);
      into.push({ ...figures, same: listing(built) === reference });
    };
    for (let i = 0; i < 3; i++) {
      await run(rebuilds);
      await run(cols, columnsOnly(snapshots));
      await run(fasts, snapshots);
    }
    const read = await snapshots.read(CID, false);
    if (firstRestored || read.source !== 'snapshot' || !read.state || !fasts.every((f) => f.restored))
      throw new Error('board snapshot: the bench did not take and use one');
    const best = median(rebuilds);
    const col = median(cols);
    const fast = median(fasts);
    const recomputes: number[] = [];
    let records: BoardSubmission[] = [];
    for (let i = 0; i < RECOMPUTES; i++) {
      const [, took] = await time(async () => {
        records = await readSubmissions(db, true);
        return hojBoard(records, 1 + int(Math.ceil(USERS / PAGE_SIZE))).page;
      });
      recomputes.push(took);
    }
    const http = await servePages(core, [...new Set(records.map((r) => r.uid))]);
    return {
      figures: {
        name,
        rebuildRead: best.read,
        rebuildTotal: best.total,
        rebuildCpu: best.cpu,
        colsRead: col.read,
        colsTotal: col.total,
        colsCpu: col.cpu,
        fastRead: fast.read,
        fastTotal: fast.total,
        fastCpu: fast.cpu,
        fastSame: [...cols, ...fasts].every((f) => f.same),
        changed,
        recompute: percentile(recomputes, 50),
        serviceFirst: http.first,
        httpPages: http.pages,
      },
      board: board!,
      records,
    };
  } finally {
    await unseed(db);
    await core.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The engine's board equals the baseline's: same rank, ac and penalty for every user. */
function agree(board: ContestBoard, records: readonly BoardSubmission[]): boolean {
  const baseline = new Map(hojBoard(records, 1).list.map((r) => [r.uid, `${r.rank}/${r.ac}/${r.totalTime}/${r.award}`]));
  const rows = board.list();
  return (
    rows.length === baseline.size &&
    rows.every((r) => baseline.get(r.uid) === `${r.rank}/${'ac' in r ? r.ac : -1}/${r.totalTime}/${r.awardName}`)
  );
}

async function main() {
  console.log(`load average at the start: ${load()} (${cpus().length} cores)`);
  console.log(
    `bench: ACM contest, ${USERS} users × ${PROBLEMS} problems × ${SUBMISSIONS} submissions, sealed for the last hour, ${CONTEST.starUids.length} star users, awards by percentage`,
  );
  const rows = Array.from({ length: SUBMISSIONS }, generate);
  const databases: Array<[string, string | null]> = [['SQLite', null]];
  let cluster: PostgresCluster | null = null;
  if (process.env.BENCH_DATABASE_URL === 'cluster') cluster = startPostgresCluster(55439);
  const pgUrl = cluster?.url ?? process.env.BENCH_DATABASE_URL;
  if (pgUrl) databases.push(['PostgreSQL', pgUrl]);
  else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… or BENCH_DATABASE_URL=cluster to include it)');

  const results: DbFigures[] = [];
  let engineBoard: ContestBoard | null = null;
  let records: BoardSubmission[] = [];
  try {
    for (const [name, url] of databases) {
      const run = await onDatabase(name, url, rows);
      results.push(run.figures);
      if (!engineBoard) [engineBoard, records] = [run.board, run.records];
    }
  } finally {
    cluster?.stop();
  }
  const board = engineBoard!;
  console.log(
    `engine board equals the HOJ-style recompute (rank, ac, penalty, award of all ${board.size} rows): ${agree(board, records) ? 'yes' : 'NO'}`,
  );

  // In-memory baseline: the same recompute without the database read (records already sorted).
  const inMemory: number[] = [];
  for (let i = 0; i < RECOMPUTES; i++) inMemory.push((await time(() => JSON.stringify(hojBoard(records, 1 + int(100)).page)))[1]);

  // One verdict: mostly new submissions, some rejudges of existing ones.
  let nextId = records.reduce((max, r) => Math.max(max, r.submitId), 0) + 1;
  const profile = new Map(records.map((r) => [r.uid, r]));
  const verdict = (): BoardSubmission => {
    if (rand() < 0.1) {
      const old = records[int(records.length)];
      return { ...old, status: STATUSES[int(STATUSES.length)] };
    }
    const g = generate();
    const p = profile.get(g.uid);
    return {
      submitId: nextId++,
      uid: g.uid,
      username: p?.username ?? g.uid,
      nickname: p?.nickname,
      school: p?.school,
      displayId: DISPLAY_IDS[g.cpid - 1],
      status: g.status,
      score: null,
      time: g.time,
      submitTime: g.submitTime,
    };
  };
  const applies: number[] = [];
  for (let i = 0; i < VERDICTS; i++) {
    const v = verdict();
    applies.push((await time(() => board.apply(v)))[1]);
  }

  // A page of 50: each after a fresh verdict, so ranks and awards are redone for every page.
  const uids = [...profile.keys()];
  const pages: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    board.apply(verdict());
    const query = {
      sealed: i % 2 === 0,
      viewerUid: uids[int(uids.length)],
      concernedUids: Array.from({ length: 5 }, () => uids[int(uids.length)]),
      currentPage: 1 + int(Math.ceil(board.size / PAGE_SIZE)),
      limit: PAGE_SIZE,
      keyword: i % 10 === 0 ? 'school 1' : undefined,
    };
    pages.push((await time(() => JSON.stringify(board.page(query))))[1]);
  }

  const applyP50 = percentile(applies, 50);
  const pageP50 = percentile(pages, 50);
  console.log('');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} rebuild of the whole board : ${ms(r.rebuildTotal)} (the columnar read alone ${ms(r.rebuildRead)}; this process's CPU ${ms(r.rebuildCpu)})`,
    );
    console.log(
      `${r.name.padEnd(10)} rebuild from the snapshot's columns: ${ms(r.colsTotal)} (snapshot + ${r.changed} rows changed since, read alone ${ms(r.colsRead)}; this process's CPU ${ms(r.colsCpu)})`,
    );
    console.log(
      `${r.name.padEnd(10)} rebuild from the snapshot's cells  : ${ms(r.fastTotal)} (snapshot + ${r.changed} rows changed since, read alone ${ms(r.fastRead)}; this process's CPU ${ms(r.fastCpu)}); the same board as the full rebuild: ${r.fastSame ? 'yes' : 'NO'}`,
    );
    console.log(
      `${r.name.padEnd(10)} rebuild ratio full ÷ cells: ${(r.rebuildTotal / r.fastTotal).toFixed(1)}× wall, ${(r.rebuildCpu / r.fastCpu).toFixed(1)}× CPU (full ÷ columns: ${(r.rebuildTotal / r.colsTotal).toFixed(1)}× wall)`,
    );
    console.log(`${r.name.padEnd(10)} HOJ-style recompute/request: ${ms(r.recompute)} p50 (read every submission + rank + page)`);
  }
  console.log(`in memory  HOJ-style recompute/request: ${ms(percentile(inMemory, 50))} p50 (rank + page only, no read)`);
  console.log(
    `one verdict applied incrementally    : p50 ${ms(applyP50)}, p99 ${ms(percentile(applies, 99))} (${VERDICTS} verdicts, 10% rejudges)`,
  );
  console.log(
    `page of ${PAGE_SIZE} rows from the engine       : p50 ${ms(pageP50)}, p99 ${ms(percentile(pages, 99))} (${PAGES} pages, each after a verdict, JSON included)`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} first page of the real app : ${ms(r.serviceFirst)} (the service reads the contest's submissions and builds its board)`,
    );
    console.log(
      `${r.name.padEnd(10)} page of ${PAGE_SIZE} rows over HTTP : p50 ${ms(percentile(r.httpPages, 50))}, p99 ${ms(percentile(r.httpPages, 99))} (${r.httpPages.length} pages, POST get-contest-outside-scoreboard to the real app)`,
    );
  }
  for (const r of results) {
    console.log(
      `ratio ${r.name}: recompute/request ÷ (verdict + page) p50 = ${(r.recompute / (applyP50 + pageP50)).toFixed(0)}×`,
    );
  }
  console.log(
    `ratio in memory: recompute/request ÷ (verdict + page) p50 = ${(percentile(inMemory, 50) / (applyP50 + pageP50)).toFixed(0)}×`,
  );

  const worstRebuild = Math.max(...results.map((r) => r.rebuildTotal));
  const worstRatio = Math.min(...results.map((r) => r.recompute / (applyP50 + pageP50)));
  console.log(`load average at the end: ${load()}`);
  const check = (label: string, ok: boolean) => console.log(`target ${label}: ${ok ? 'met' : 'MISSED'}`);
  console.log('');
  check('page ≤ 50 ms p99 (engine)', percentile(pages, 99) <= 50);
  check(
    'page ≤ 50 ms p99 (HTTP, every database)',
    results.every((r) => percentile(r.httpPages, 99) <= 50),
  );
  check('rebuild ≤ 1 s (full read)', worstRebuild <= 1000);
  check('rebuild ≤ 300 ms (from the snapshot cells, every database)', Math.max(...results.map((r) => r.fastTotal)) <= 300);
  check(
    'the snapshot rebuild equals the full one (every database)',
    results.every((r) => r.fastSame),
  );
  check('one verdict ≤ 10 ms p99', percentile(applies, 99) <= 10);
  check('incremental ≥ 100× faster than the per-request recompute', worstRatio >= 100);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
