/**
 * `npm run bench:api` — the list calls, a problem page, a contest board and /api/health of the real
 * server (SQLite; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set) under autocannon, beside a bare Fastify
 * route answering a constant, in the same run, on a site of 10,000 problems, 50,000 users and
 * 2,000,000 submissions (bench/api-seed.ts; the SQLite file is cached by a hash of the seeding code).
 *
 *   BENCH_SECONDS (10) · BENCH_CONNECTIONS (20)   per target
 *   BENCH_ONLY=problems,submissions,…             a subset of the targets (names below)
 *   BENCH_PROF=1                                  the server runs with --cpu-prof (profiles in bench/.cache/prof)
 *   BENCH_SKIP_SQLITE=1                           only PostgreSQL (with DATABASE_URL)
 *   BENCH_PG_KEEP=1                               the seeded PostgreSQL database kept and reused (named by the seed's hash)
 *
 * Prints, per target: req/s, latency p50/p99, the ratio to bare Fastify; the server's RSS idle and
 * the highest seen under load; the load average (the machine may be shared).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { createCore } from '../apps/server/src/core';
import { SITE, seedKey, seedSite } from './api-seed';
import { withThrowawayDatabase } from './kit';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CACHE = path.join(HERE, '.cache');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const PROF = process.env.BENCH_PROF === '1';

interface Target {
  name: string;
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
  /** Every request preceded by a verdict's change notice (api-server.ts): the kept page is never there. */
  defeat?: boolean;
}

const publicPages = Math.floor((SITE.problems * 0.97) / 20);
const TARGETS: Target[] = [
  { name: 'health', label: 'GET /api/health', path: '/api/health' },
  { name: 'problems', label: 'problem list, page 1 (20 rows)', path: '/api/get-problem-list?currentPage=1&limit=20' },
  {
    name: 'problems-deep',
    label: `problem list, page ${publicPages}`,
    path: `/api/get-problem-list?currentPage=${publicPages}&limit=20`,
  },
  {
    name: 'problems-filter',
    label: 'problem list, difficulty + tag filter',
    path: '/api/get-problem-list?currentPage=1&limit=20&difficulty=1&tagId=3',
  },
  { name: 'submissions', label: 'submission list, page 1 (20 rows)', path: '/api/get-submission-list?currentPage=1&limit=20' },
  {
    name: 'submissions-uncached',
    label: 'submission list, page 1, cache defeated',
    path: '/api/get-submission-list?currentPage=1&limit=20',
    defeat: true,
  },
  { name: 'submissions-deep', label: 'submission list, page 5,000', path: '/api/get-submission-list?currentPage=5000&limit=20' },
  {
    name: 'submissions-filter',
    label: 'submission list, status AC + problem',
    path: `/api/get-submission-list?currentPage=1&limit=20&status=0&problemID=${SITE.firstProblemId + 1}&completeProblemID=true`,
  },
  {
    name: 'submissions-user',
    label: 'submission list, one user',
    path: '/api/get-submission-list?currentPage=1&limit=20&username=bench_3',
  },
  {
    name: 'submissions-user-uncached',
    label: 'submission list, one user, cache defeated',
    path: '/api/get-submission-list?currentPage=1&limit=20&username=bench_3',
    defeat: true,
  },
  {
    name: 'problems-uncached',
    label: 'problem list, page 1, cache defeated',
    path: '/api/get-problem-list?currentPage=1&limit=20',
    defeat: true,
  },
  { name: 'problem', label: 'problem page', path: `/api/get-problem-detail?problemId=${SITE.firstProblemId + 1}` },
  {
    name: 'board',
    label: `contest board (outside, ${SITE.contestUsers} teams, 50 rows)`,
    path: '/api/get-contest-outside-scoreboard',
    method: 'POST',
    body: { cid: SITE.contestId, currentPage: 3, limit: 50 },
  },
];

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** The seeded SQLite data directory, from the cache or made now. */
async function sqliteSite(): Promise<string> {
  const dir = path.join(CACHE, `api-${seedKey()}`);
  if (existsSync(path.join(dir, 'verdict.db'))) {
    console.log(`SQLite site from the cache: ${path.relative(process.cwd(), dir)}`);
    return dir;
  }
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  console.log(`seeding the SQLite site (${SITE.problems} problems, ${SITE.users} users, ${SITE.submissions} submissions) …`);
  const t0 = performance.now();
  const core = await createCore(loadConfig({ ...process.env, DATA_DIR: tmp, DATABASE_URL: '' }));
  await seedSite(core.database.db, 'sqlite', console.log);
  await core.database.close();
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  renameSync(tmp, dir);
  return dir;
}

/**
 * A PostgreSQL database of its own on the server of DATABASE_URL, seeded as the site: thrown away
 * afterwards, or with BENCH_PG_KEEP=1 kept under a name holding the seed's hash and reused by the
 * next run (the seeding takes minutes; profiling runs one target at a time).
 */
async function withPostgresSite<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const seeded = async (url: string) => {
    console.log(`seeding the PostgreSQL site …`);
    const t0 = performance.now();
    const dataDir = path.join(CACHE, `pg-seed-${Date.now().toString(36)}-data`);
    const core = await createCore(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: url }));
    await seedSite(core.database.db, 'postgres', console.log);
    await core.database.close();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  if (process.env.BENCH_PG_KEEP !== '1')
    return withThrowawayDatabase(adminUrl, 'verdict_bench_api', async (url) => (await seeded(url), fn(url)));
  const name = `verdict_bench_api_keep_${seedKey()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) console.log(`PostgreSQL site kept from an earlier run: ${name}`);
    else {
      // Seeded under a temporary name and renamed once complete: an interrupted seeding is never reused.
      await admin.query(`drop database if exists ${name}_tmp with (force)`);
      await admin.query(`create database ${name}_tmp`);
      const tmp = new URL(url);
      tmp.pathname = `/${name}_tmp`;
      await seeded(tmp.toString());
      await admin.query(`alter database ${name}_tmp rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return fn(url.toString());
}

interface Server {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
}

/** Starts api-server.ts in a process of its own; its log lines go to a file, as a service's would. */
async function startServer(mode: 'verdict' | 'bare', env: Record<string, string>): Promise<Server> {
  mkdirSync(CACHE, { recursive: true });
  const log = openSync(path.join(CACHE, `server-${mode}.log`), 'w');
  const profDir = path.join(CACHE, 'prof');
  const child = spawn(
    process.execPath,
    [
      ...(PROF && mode === 'verdict' ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
      '--import',
      'tsx',
      path.join(HERE, 'api-server.ts'),
      mode,
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', log, 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

interface Figure {
  label: string;
  /** The target's path and whether the cache was defeated: a cached and a defeated twin share the path. */
  path?: string;
  defeat?: boolean;
  /** Bare Fastify measured right before this target: the load of others falls on both alike. */
  bare?: number;
  /** The server's CPU time per answered request, in µs (user + system; what the load of others does not change much). */
  cpuUs?: number;
  bareCpuUs?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const headersOf = (t: Pick<Target, 'body' | 'defeat'>): Record<string, string> => ({
  ...(t.body ? { 'content-type': 'application/json' } : {}),
  ...(t.defeat ? { 'x-bench-verdict': '1' } : {}),
});

async function cannon(
  base: string,
  t: Pick<Target, 'path' | 'method' | 'body' | 'label' | 'defeat'>,
  pid?: number,
): Promise<Figure> {
  const cpu0 = pid ? cpuOf(pid) : 0;
  const r = await autocannon({
    url: base + t.path,
    method: t.method ?? 'GET',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: headersOf(t),
    body: t.body ? JSON.stringify(t.body) : undefined,
  });
  const cpuUs = pid && r.requests.total > 0 ? ((cpuOf(pid) - cpu0) * 1e6) / r.requests.total : undefined;
  return {
    label: t.label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    cpuUs,
  };
}

/** One answer checked before measuring: a 200 envelope, so the figure is not of an error page. */
async function check(base: string, t: Target): Promise<void> {
  const res = await fetch(base + t.path, {
    method: t.method ?? 'GET',
    headers: headersOf(t),
    body: t.body ? JSON.stringify(t.body) : undefined,
  });
  const answer = (await res.json()) as { status: number; msg: string; data: { records?: unknown[] } };
  if (answer.status !== 200) throw new Error(`${t.label}: ${answer.status} ${answer.msg}`);
}

async function onDatabase(name: string, env: Record<string, string>): Promise<void> {
  const bare = await startServer('bare', {});
  const server = await startServer('verdict', env);
  const rows: Figure[] = [];
  try {
    const targets = TARGETS.filter((t) => !ONLY || ONLY.includes(t.name));
    for (const t of targets) await check(server.base, t);
    const idle = rssOf(server.child.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid!))), 250);
    const bareBefore = await cannon(bare.base, { label: 'bare Fastify, constant', path: '/bare' }, bare.child.pid);
    let bareLast = bareBefore;
    for (const t of targets) {
      // A short warm-up (JIT, caches a first request fills), then the measure.
      await autocannon({
        url: server.base + t.path,
        method: t.method ?? 'GET',
        connections: CONNECTIONS,
        duration: 1,
        headers: headersOf(t),
        body: t.body ? JSON.stringify(t.body) : undefined,
      });
      // The bare route again right before each target: on a shared machine the others' load moves by
      // the minute, and a ratio against a figure taken minutes earlier says more about them than about us.
      if (t !== targets[0])
        bareLast = await cannon(bare.base, { label: 'bare Fastify, constant', path: '/bare' }, bare.child.pid);
      rows.push({
        ...(await cannon(server.base, t, server.child.pid)),
        path: t.path,
        defeat: t.defeat,
        bare: bareLast.rps,
        bareCpuUs: bareLast.cpuUs,
      });
      console.log(`  ${name}: ${t.label} done (bare ${bareLast.rps.toFixed(0)} req/s just before)`);
    }
    const bareAfter = await cannon(bare.base, { label: 'bare Fastify, constant', path: '/bare' }, bare.child.pid);
    clearInterval(sampler);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    console.log('');
    console.log(
      `${name} — ${CONNECTIONS} connections, ${SECONDS} s a target; bare Fastify ${bareBefore.rps.toFixed(0)} req/s before, ${bareAfter.rps.toFixed(0)} after (p50 ${bareBefore.p50} ms, p99 ${bareBefore.p99} ms)`,
    );
    console.log(
      `${'target'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  ${'bare just before'.padStart(16)}  ratio to it  (to the mean of first and last bare)  CPU µs/request (bare's)  CPU ratio`,
    );
    for (const r of rows) {
      const adjacent = r.bare ?? bareRps;
      const cpu =
        r.cpuUs !== undefined && r.bareCpuUs !== undefined
          ? `  ${r.cpuUs.toFixed(0).padStart(6)} (${r.bareCpuUs.toFixed(0)})  ${((100 * r.bareCpuUs) / r.cpuUs).toFixed(1)} %`
          : '';
      console.log(
        `${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} ${`${r.p50} ms`.padStart(7)} ${`${r.p99} ms`.padStart(7)}  ${adjacent.toFixed(0).padStart(16)}  ${`${((100 * r.rps) / adjacent).toFixed(1)} %`.padStart(11)}  (${((100 * r.rps) / bareRps).toFixed(1)} %)${cpu}${r.errors ? `  (${r.errors} errors/non-2xx)` : ''}`,
      );
    }
    printTwins(name, rows);
    printGoals(name, rows);
    console.log(`server RSS: idle ${mb(idle)}, under load up to ${mb(peak)}`);
  } finally {
    await server.stop();
    await bare.stop();
  }
}

/** Each page measured kept and with its cache defeated, on one line: what a live contest sees beside the best case. */
function printTwins(name: string, rows: Figure[]): void {
  const pct = (r: Figure) => (r.bare ? ` (${((100 * r.rps) / r.bare).toFixed(1)} % of bare)` : '');
  for (const d of rows.filter((r) => r.defeat)) {
    const kept = rows.find((r) => !r.defeat && r.path === d.path);
    console.log(
      `${name}: ${d.label.replace(/, cache defeated$/, '')}: kept ${kept ? `${kept.rps.toFixed(0)} req/s${pct(kept)}` : '—'}, cache defeated ${d.rps.toFixed(0)} req/s${pct(d)}, p99 ${d.p99} ms`,
    );
  }
}

/**
 * Issue 27's goal lines: health ≥ 0.7 and the kept lists ≥ 0.5 of bare Fastify (27.5), each as req/s
 * against the bare run right before it and as CPU per request (the steadier figure on a shared
 * machine); a submission list page with its cache defeated ≥ 1,000 req/s (27.2).
 */
function printGoals(name: string, rows: Figure[]): void {
  const byLabel = (label: string) => rows.find((r) => r.label === TARGETS.find((t) => t.name === label)?.label);
  const ratio = (r: Figure) => (r.bare ? r.rps / r.bare : NaN);
  const cpuRatio = (r: Figure) => (r.cpuUs && r.bareCpuUs ? r.bareCpuUs / r.cpuUs : NaN);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const [target, goal] of [
    ['health', 0.7],
    ['problems', 0.5],
    ['submissions', 0.5],
  ] as const) {
    const r = byLabel(target);
    if (!r) continue;
    console.log(
      `goal 27.5 ${name}: ${r.label}: ${ratio(r).toFixed(2)} of bare Fastify in req/s, ${cpuRatio(r).toFixed(2)} in CPU per request (goal ≥ ${goal}): ${verdict(ratio(r) >= goal)}`,
    );
  }
  const defeated = byLabel('submissions-uncached');
  if (defeated)
    console.log(
      `goal 27.2 ${name}: submission list page 1, cache defeated: ${defeated.rps.toFixed(0)} req/s, ${defeated.cpuUs?.toFixed(0)} µs CPU a request (goal ≥ 1,000 req/s): ${verdict(defeated.rps >= 1000)} (load ${load()})`,
    );
}

async function main() {
  console.log(`load average at the start: ${load()} (${cpus().length} cores)`);
  if (process.env.BENCH_SKIP_SQLITE === '1') console.log('(SQLite skipped: BENCH_SKIP_SQLITE=1)');
  else await onDatabase('SQLite', { DATA_DIR: await sqliteSite(), DATABASE_URL: '' });
  // `source /work/devsvc/env.sh` (TEST_DATABASE_URL) is enough to include PostgreSQL.
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl?.startsWith('postgres')) {
    await withPostgresSite(pgUrl, (url) =>
      onDatabase('PostgreSQL', { DATA_DIR: path.join(CACHE, 'pg-data'), DATABASE_URL: url }),
    );
  } else {
    console.log(
      '(PostgreSQL skipped: set DATABASE_URL (or TEST_DATABASE_URL) = postgres://…/postgres to include it; the bench makes a database of its own there)',
    );
  }
  console.log(`load average at the end: ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
