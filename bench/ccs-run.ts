/**
 * The run of `npm run bench:ccs` (ccs.bench.ts sets its defaults): one migrated database seeded
 * with the board bench's contest, the real app on a port, and
 *   - the event feed replayed from the start: the first read (which seeds the log), then 20
 *     clients reading the whole feed at once (stream=false);
 *   - the feed streamed live to 20 clients while verdicts arrive, against the board's own live
 *     path (its 20 change streams and the page showing the last verdict);
 *   - the scoreboard endpoint under 20 connections against the board page of all teams.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { JudgeStatus } from '@verdict/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createCore } from '../apps/server/src/core';
import { CID, SUBMISSIONS, USERS, PROBLEMS, generate, int, seed, unseed } from './board-seed';
import { type FeedLine, followBoard, followFeed, readFeed, until } from './ccs-clients';
import { ms } from './kit';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIVE = Number(process.env.BENCH_LIVE ?? 1000);

const now = () => performance.now();
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

interface Cannon {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
async function cannon(url: string, body?: object): Promise<Cannon> {
  const r = await autocannon({
    url,
    method: body ? 'POST' : 'GET',
    connections: CLIENTS,
    duration: SECONDS,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

async function main() {
  console.log(`load average at the start: ${load()} (${cpus().length} cores)`);
  console.log(`bench: ACM contest, ${USERS} teams × ${PROBLEMS} problems × ${SUBMISSIONS} submissions, ${CLIENTS} clients`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdict-bench-ccs-'));
  const core = await createCore(
    loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }),
  );
  const { db } = core.database;
  const rows = Array.from({ length: SUBMISSIONS }, generate);
  await seed(db, rows);
  const app = await buildApp(core);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const feedPath = `/api/ccs/contests/${CID}/event-feed`;
  try {
    // ── the feed replayed from the start ──
    let t0 = now();
    const first = await readFeed(base, `${feedPath}?stream=false`);
    const firstMs = now() - t0;
    t0 = now();
    const replays = await Promise.all(Array.from({ length: CLIENTS }, () => readFeed(base, `${feedPath}?stream=false`)));
    const replayMs = now() - t0;
    const replayed = replays.reduce((n, r) => n + r.events, 0);

    // ── live: 20 feed streams and 20 board streams while LIVE verdicts arrive ──
    const seen = Array.from({ length: CLIENTS }, () => new Set<string>());
    let boardChanges = 0;
    const feeds = await Promise.all(
      seen.map((set) =>
        followFeed(base, `${feedPath}?since_token=${encodeURIComponent(first.last ?? '')}`, (e: FeedLine) => {
          if (e.type === 'judgements' && e.id !== null) set.add(e.id);
        }),
      ),
    );
    const boards = await Promise.all(Array.from({ length: CLIENTS }, () => followBoard(base, CID, () => boardChanges++)));
    const template = await db.selectFrom('judge').selectAll().where('cid', '=', CID).limit(1).executeTakeFirstOrThrow();
    const judgementsBefore = seen[0].size;
    t0 = now();
    const published: number[] = [];
    for (let i = 0; i < LIVE; i++) {
      const g = generate();
      const { submitId: _old, ...rest } = template;
      const row = await db
        .insertInto('judge')
        .values({
          ...rest,
          uid: g.uid,
          status: JudgeStatus.Accepted,
          submitTime: g.submitTime,
          gmtCreate: Date.now(),
          gmtModified: Date.now(),
        })
        .returning('submitId')
        .executeTakeFirstOrThrow();
      published.push(Number(row.submitId));
      app.services.events.publish({ submitId: Number(row.submitId), status: JudgeStatus.Accepted, done: 1, total: 1 });
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, int(3)));
    }
    const publishMs = now() - t0;
    await until(() => seen.every((s) => s.size - judgementsBefore >= LIVE), 600_000, 'the feed clients');
    const feedLiveMs = now() - t0;
    await until(() => boardChanges >= CLIENTS, 60_000, 'the board streams');
    const boardLiveMs = now() - t0;
    for (const c of [...feeds, ...boards]) c.close();

    // ── the scoreboard under 20 connections, and the board's page of every team ──
    // One request each first: the board is built on its first page, not in the measured window.
    await fetch(`${base}/api/ccs/contests/${CID}/scoreboard`);
    await fetch(`${base}/api/get-contest-outside-scoreboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cid: CID, currentPage: 1, limit: USERS }),
    });
    const scoreboard = await cannon(`${base}/api/ccs/contests/${CID}/scoreboard`);
    const board = await cannon(`${base}/api/get-contest-outside-scoreboard`, { cid: CID, currentPage: 1, limit: USERS });

    const rate = (n: number, t: number) => `${Math.round((n * 1000) / t).toLocaleString('en')}`;
    console.log('');
    console.log(
      `feed, first read (seeds the log)  : ${first.events} events in ${ms(firstMs)} = ${rate(first.events, firstMs)} events/s`,
    );
    console.log(
      `feed replayed by ${CLIENTS} clients      : ${replayed} events in ${ms(replayMs)} = ${rate(replayed, replayMs)} events/s`,
    );
    console.log(
      `feed live, ${LIVE} verdicts           : every client had every judgement ${ms(feedLiveMs)} after the first (published over ${ms(publishMs)}) = ${rate(LIVE * CLIENTS, feedLiveMs)} judgements/s delivered`,
    );
    console.log(`board live, same verdicts         : ${CLIENTS} change streams told ${ms(boardLiveMs)} after the first`);
    console.log(
      `scoreboard endpoint (${CLIENTS} conn.)   : ${scoreboard.rps.toFixed(0)} req/s, p50 ${scoreboard.p50} ms, p99 ${scoreboard.p99} ms, ${scoreboard.errors} errors`,
    );
    console.log(
      `board page of all teams (${CLIENTS} conn.): ${board.rps.toFixed(0)} req/s, p50 ${board.p50} ms, p99 ${board.p99} ms, ${board.errors} errors`,
    );
    console.log(
      `ratio scoreboard ÷ board: req/s ${(scoreboard.rps / board.rps).toFixed(2)}×, p99 ${(scoreboard.p99 / Math.max(1, board.p99)).toFixed(2)}×; feed live ÷ board live (time) ${(feedLiveMs / boardLiveMs).toFixed(2)}×`,
    );
    console.log(`load average at the end: ${load()}`);
  } finally {
    await app.close();
    await unseed(db);
    await core.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main().catch((err) => {
  console.error(err);
  process.exit(1);
});
