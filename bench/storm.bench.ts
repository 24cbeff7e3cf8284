/**
 * `npm run bench:storm` — a contest start, compressed. N contestants (accounts by insert-batch-user)
 * arrive within the first minute: sign in, register, open the contest, its problem list and a
 * problem, and follow the board stream; over the next minutes each submits twice (AC, WA, TLE or
 * CE on A+B problems), polls its statuses as the web client does and reads the board every 30 s.
 * Run in the scaled mode (PostgreSQL + Redis, 2 API processes behind a round-robin proxy, 2 judge
 * hosts) and in the embedded default (one process, SQLite). Prints per call p50/p99 and errors,
 * submit → verdict (and its queueing part), the queue over time, the board's freshness after each
 * verdict, every process's RSS and CPU, and bare Fastify at the storm's peak concurrency.
 *
 *   STORM_N (1000) · STORM_MINUTES (5) · STORM_MODES (scaled,embedded)
 *   STORM_REFETCH=1   each change event on the board stream re-reads the board page, as an open board tab does
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Cluster, sleep } from '../scale/cluster';
import { Client, contestant } from './storm/contestant';
import { Observer } from './storm/observer';
import { type RootSpec, startSamplerProcess } from './storm/procstat';
import { serveProxy, startProxy } from './storm/proxy';
import { Recorder } from './storm/recorder';
import {
  type LoopFigure,
  checkOutcome,
  freshness,
  printBackends,
  printCalls,
  printFreshness,
  printLoops,
  printMachine,
  printPagePhases,
  printProcesses,
  printQueue,
  printVerdicts,
} from './storm/report';
import { setUpStorm } from './storm/site';
import { ms, percentile, prng } from './kit';

const N = Number(process.env.STORM_N ?? 1000);
const MINUTES = Number(process.env.STORM_MINUTES ?? 5);
const MODES = (process.env.STORM_MODES ?? 'scaled,embedded').split(',').map((s) => s.trim());
/** Judge hosts of the scaled mode (one sandbox slot each). */
const HOSTS = Number(process.env.STORM_HOSTS ?? 2);
/** STORM_PROXY=inline: the proxy on the bench's own event loop (as before session 16), for comparison. */
const INLINE_PROXY = process.env.STORM_PROXY === 'inline';
const ARRIVAL_MS = 55_000;
const SUBMIT_FROM_MS = 60_000;

// Contestants' accounts are hashed and checked at the production argon2id cost (the cluster's default is the tests').
process.env.PASSWORD_HASH_COST = 'production';
// Every API process and judge host the cluster starts reports its event-loop delay (bench/storm/loop-probe.mjs).
const LOOP_DIR = mkdtempSync(path.join(tmpdir(), 'storm-loops-'));
process.env.STORM_LOOP_DIR = LOOP_DIR;
process.env.NODE_OPTIONS = [
  process.env.NODE_OPTIONS ?? '',
  `--import ${pathToFileURL(path.join(import.meta.dirname, 'storm', 'loop-probe.mjs')).href}`,
]
  .join(' ')
  .trim();

/** The probes' last reports of this mode's processes (the files are removed after reading). */
function readLoops(): LoopFigure[] {
  const out: LoopFigure[] = [];
  for (const f of readdirSync(LOOP_DIR).sort()) {
    if (!f.endsWith('.json')) continue;
    try {
      out.push(JSON.parse(readFileSync(path.join(LOOP_DIR, f), 'utf8')) as LoopFigure);
    } catch {
      /* half written */
    }
    rmSync(path.join(LOOP_DIR, f), { force: true });
  }
  return out;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function waitEmbeddedJudge(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const body = (await (await fetch(`${base}/api/health`)).json()) as { data: { status: string } };
    if (body.data.status === 'ok') return;
    await sleep(500);
  }
  throw new Error('the embedded judge did not start');
}

/** Bare Fastify (bench/api-server.ts bare) under autocannon at `connections`: the framework's floor for the same concurrency. */
async function bare(connections: number): Promise<{ p50: number; p99: number; rps: number }> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'api-server.ts'), ['bare'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((r) => child.once('message', (m) => r((m as { port: number }).port)));
  try {
    const res = await autocannon({ url: `http://127.0.0.1:${port}/bare`, connections, duration: 5 });
    return { p50: res.latency.p50, p99: res.latency.p99, rps: res.requests.average };
  } finally {
    child.kill('SIGINT');
  }
}

async function storm(mode: 'scaled' | 'embedded'): Promise<string> {
  const scaled = mode === 'scaled';
  const cluster = scaled
    ? new Cluster({ apis: 2, hosts: HOSTS, quiet: true, redis: true })
    : new Cluster({ embedded: true, apis: 1, hosts: 0, quiet: true });
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  let observer: Observer | null = null;
  try {
    await cluster.start();
    if (scaled) await cluster.hostsReady(HOSTS);
    else await waitEmbeddedJudge(cluster.apiUrls[0]!);
    proxy = scaled ? await (INLINE_PROXY ? serveProxy : startProxy)(cluster.apiUrls) : null;
    const base = proxy?.url ?? cluster.apiUrls[0]!;
    const setupStart = Date.now();
    const site = await setUpStorm(base, N);
    console.log(
      `\n== ${mode}: ${N} contestants, ${MINUTES} min${scaled ? `, ${HOSTS} judge hosts, proxy ${INLINE_PROXY ? 'in the bench' : 'in its own process'}` : ''} (set-up ${((Date.now() - setupStart) / 1000).toFixed(1)} s; load ${load()})`,
    );
    observer = await Observer.open(
      scaled ? { pgUrl: cluster.pg.url } : { sqliteFile: path.join(cluster.dir, 'api-data', 'verdict.db') },
      site.contest.cid,
    );
    const pgPort = scaled ? new URL(cluster.pg.url).port : '';
    const roots: RootSpec[] = [
      ...cluster.apis.map((a, i) => ({ name: scaled ? `api${i + 1}` : 'verdict (embedded)', pid: a.proc.child.pid })),
      ...cluster.hosts.map((h, i) => ({ name: `judge host ${i + 1}`, pid: h.proc.child.pid })),
      ...(scaled
        ? [
            { name: 'postgresql', cmd: ['bin/postgres', `-p ${pgPort} `] },
            { name: 'redis', cmd: ['redis-server', String(cluster.redis!.port)] },
          ]
        : []),
      ...(proxy?.pid ? [{ name: 'proxy', pid: proxy.pid }] : []),
      { name: INLINE_PROXY ? 'bench (clients, proxy)' : 'bench (clients)', pid: process.pid },
    ];
    const rec = new Recorder();
    const rand = prng(27);
    const endAt = SUBMIT_FROM_MS + MINUTES * 60_000;
    const stop = new AbortController();
    const t0 = Date.now() + 1000;
    const sampler = startSamplerProcess(roots);
    observer.start(t0);
    writeFileSync(path.join(LOOP_DIR, 'start'), String(t0));
    const ownLoop = monitorEventLoopDelay({ resolution: 10 });
    ownLoop.enable();
    const runs = site.users.map((user, i) =>
      contestant(
        i,
        new Client(base, rec),
        rec,
        user,
        site.contest,
        {
          arriveAt: rand() * ARRIVAL_MS,
          submitAt: [SUBMIT_FROM_MS + rand() * (endAt - SUBMIT_FROM_MS), SUBMIT_FROM_MS + rand() * (endAt - SUBMIT_FROM_MS)],
          boardPhase: ARRIVAL_MS + rand() * 30_000,
          endAt,
        },
        t0,
        stop.signal,
      ),
    );
    // The contestants are done when their submissions are judged; then the streams close.
    await sleep(Math.max(0, t0 + endAt - Date.now()));
    for (
      let i = 0;
      i < 1200 && (rec.submits.length < 2 * N - (rec.calls.get('submit')?.errors ?? 0) || (await observer.inProgress()) > 0);
      i++
    )
      await sleep(500);
    await sleep(2000);
    stop.abort();
    await Promise.all(runs);
    const seconds = (Date.now() - t0) / 1000;
    const { groups: figures, machine, own } = await sampler.stop();
    ownLoop.disable();
    await sleep(2100);
    const loops = readLoops();
    const rows = await observer.final();

    const page = printCalls(rec);
    printPagePhases(rec, t0, SUBMIT_FROM_MS);
    printVerdicts(rec, rows, observer.startedAt);
    printQueue(observer.queue);
    const fresh = freshness(rec, rows);
    printFreshness(fresh);
    printProcesses(figures, seconds);
    printMachine(machine, own);
    printBackends(observer.backends);
    const msOf = (ns: number) => ns / 1e6;
    printLoops([
      ...loops,
      {
        role: INLINE_PROXY ? 'bench (clients, proxy)' : 'bench (clients)',
        pid: process.pid,
        p50: msOf(ownLoop.percentile(50)),
        p99: msOf(ownLoop.percentile(99)),
        max: msOf(ownLoop.max),
        worst: { p99: NaN, max: NaN },
        slow: NaN,
        slices: NaN,
      },
    ]);
    const outcome = checkOutcome(rec, rows, 3);
    console.log(
      `  database: ${rows.length} submissions, ${outcome.lost} lost, ${outcome.doubleJudged} double-judged, ${outcome.wrongVerdict} with a verdict unlike their code`,
    );
    const b = await bare(Math.max(1, rec.peakInFlight));
    const pageP99 = page.length ? percentile(page, 99) : NaN;
    console.log(
      `  bare Fastify at the storm's peak concurrency (${rec.peakInFlight} in flight): ${b.rps.toFixed(0)} req/s, p50 ${ms(b.p50)}, p99 ${ms(b.p99)} (storm page p99 ${ms(pageP99)} = ×${(pageP99 / Math.max(b.p99, 1)).toFixed(1)})`,
    );
    console.log(`  load average after: ${load()}`);
    const boardP99 = fresh.values.length ? percentile(fresh.values, 99) : NaN;
    return `storm: ${N} contestants, ${rec.errors} errors, ${outcome.lost} lost, page p99 ${pageP99.toFixed(0)} ms, board p99 ${boardP99.toFixed(0)} ms (${mode})`;
  } finally {
    await observer?.stop().catch(() => undefined);
    await proxy?.close();
    await cluster.stop();
  }
}

console.log(`storm: N=${N}, ${MINUTES} min of submissions, modes ${MODES.join(', ')}; load average ${load()}`);
const lines: string[] = [];
for (const mode of MODES) lines.push(await storm(mode as 'scaled' | 'embedded'));
console.log('');
for (const l of lines) console.log(l);
process.exit(0);
