/**
 * Every test stage: typecheck, lint (and the web client's build for e2e), unit + integration on SQLite,
 * the server files that touch SQL again on a real PostgreSQL with a real Redis (scaled mode), the API
 * contract (schemathesis against the OpenAPI document), the scale-out fault tests, the e2e suite in
 * Chromium. Scheduled for a 2-core CI machine (see `main`): the checks two at a time as soon as
 * node_modules is there (beside the other installs of scripts/test.mjs), the scale stage alone, then
 * two tracks side by side — the sandbox's tests then e2e, and the contract then the SQLite and
 * PostgreSQL suites.
 * Ends with every stage's seconds (installs included, from scripts/test.mjs), the wall-clock total
 * and "N passed, N failed".
 *   --only <stage>   run one stage (typecheck | lint | unit | postgres | contract | scale | e2e)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { withFreePort } from '../packages/judge/src/testing/ports';
import { startPostgresCluster } from './postgres-cluster';
import { startTestRedis } from './redis-server';
import { startTestServices, type TestServices } from './test-services';

const ROOT = path.resolve(import.meta.dirname, '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
/** When `npm test` started (scripts/test.mjs), so the total counts the installs. */
const STARTED = Number(process.env.VERDICT_TEST_STARTED) || Date.now();

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
/** The summary: one line per stage, with its seconds, in the order the stages start. */
const lines: string[] = [];
/** Reserves a summary line for a stage that runs beside others, filled when it ends. */
function slot(): (line: string) => void {
  const i = lines.push('') - 1;
  return (line) => void (lines[i] = line);
}

interface ShOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * For a stage that runs beside another: 'quiet' holds its output back and prints it whole at the
   * end; a tag prints each line as it comes, tagged (`[postgres] …`), so the stages stay apart.
   */
  output?: 'inherit' | 'quiet' | { tag: string };
}

function sh(
  cmd: string,
  args: string[],
  { env = {}, output = 'inherit' }: ShOptions = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const out: Buffer[] = [];
    let partial = '';
    const take = (d: Buffer) => {
      out.push(d);
      if (typeof output !== 'object') return;
      const text = partial + d.toString();
      const cut = text.lastIndexOf('\n') + 1;
      partial = text.slice(cut);
      for (const line of text.slice(0, cut).split('\n').slice(0, -1)) process.stdout.write(`[${output.tag}] ${line}\n`);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('exit', (code) => {
      const all = Buffer.concat(out);
      if (output === 'quiet') process.stdout.write(all);
      else if (typeof output === 'object' && partial) process.stdout.write(`[${output.tag}] ${partial}\n`);
      resolve({ code: code ?? 1, output: all.toString() });
    });
  });
}

type Check = [name: string, cmd: string, args: string[]];

/** A check that is one pass or one fail (typecheck, lint); `counted: false` for a build, which only counts when it fails. */
async function check([name, cmd, args]: Check, counted = true) {
  const started = Date.now();
  // At a lower CPU priority while the installs run (scripts/test.mjs): the native addons' compiling,
  // which every later stage waits for, takes the cores it can use and the checks the rest (gate 16b:
  // at equal priority the compiling took 154 s beside them instead of ≈ 80 s before them).
  const [c, a] = installing ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  const { code } = await sh(c, a, { output: 'quiet' });
  if (code !== 0) total.failed++;
  else if (counted) total.passed++;
  return `${name}: ${code === 0 ? 'ok' : 'FAILED'} (${secs(started)})`;
}

/**
 * Checks two at a time (tsc and eslint are single-threaded: two keep both CI cores busy), summary
 * lines in the order given; then `builds` the same way (they count only when they fail).
 */
async function checks(list: Check[], builds: Check[] = []) {
  const jobs = [...list.map((c) => () => check(c)), ...builds.map((c) => () => check(c, false))];
  const results: string[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all([lane(), lane()]);
  lines.push(...results);
}

/** Each failed test's file, name and first line of its error, printed again under the summary. */
const failures: string[] = [];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

/**
 * A vitest run, counted test by test from its JSON report; returns its summary line. Each test gets
 * one retry (a loaded 2-core machine can make a test lose a race once); a test that fails twice fails
 * the stage, and every test that needed its retry is named on the stage's line (scripts/retry-reporter.ts).
 */
async function vitest(name: string, args: string[], opts: ShOptions & { retry?: number } = {}): Promise<string> {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'verdict-vitest-'));
  const out = path.join(dir, 'report.json');
  const retried = path.join(dir, 'retried.txt');
  const { code } = await sh(
    'npx',
    [
      'vitest',
      'run',
      '--passWithNoTests',
      `--retry=${opts.retry ?? 1}`,
      '--reporter=default',
      '--reporter=./scripts/retry-reporter.ts',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...args,
    ],
    { ...opts, env: { ...opts.env, VERDICT_RETRIED: retried } },
  );
  const t: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
    t.passed = r.numPassedTests;
    t.failed = r.numFailedTests + (r.numFailedTests === 0 && code !== 0 ? Math.max(1, r.numFailedTestSuites) : 0);
    t.skipped = r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults) {
      const where = path.relative(ROOT, file.name);
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (!failed.length && file.status === 'failed') failures.push(`${where}: ${firstLine(file.message)}`);
    }
  } else if (code !== 0) {
    t.failed = 1;
    failures.push(`${name}: vitest ended with code ${code} and no report`);
  }
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  const flaky = existsSync(retried) ? readFileSync(retried, 'utf8').trim().split('\n') : [];
  const line = `${name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''} (${secs(started)})`;
  return flaky.length ? `${line}; passed on retry: ${flaky.join('; ')}` : line;
}

const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

/**
 * The API contract (scripts/contract.ts) in a process of its own, its output held back (it runs beside
 * e2e): each operation schemathesis tested counts as one. Returns its summary lines.
 */
async function contract(env: NodeJS.ProcessEnv): Promise<string[]> {
  const started = Date.now();
  const { code, output } = await sh('npx', ['tsx', 'scripts/contract.ts'], { env, output: { tag: 'contract' } });
  const counts = /^(\d+) passed, (\d+) failed$/m.exec(output);
  const stageLines = output.split('\n').filter((l) => l.startsWith('contract ('));
  if (!counts || (code !== 0 && Number(counts[2]) === 0)) {
    total.failed++;
    return [`contract (schemathesis): FAILED (${secs(started)})`];
  }
  total.passed += Number(counts[1]);
  total.failed += Number(counts[2]);
  return stageLines;
}

interface Installs {
  /** [name, seconds] of each install step, for the summary. */
  setupTimes: Array<[string, number]>;
  /** Set when an install besides npm ci failed. */
  failed: string | null;
}
/**
 * scripts/test.mjs starts this file once `npm ci` is done and says over IPC when the other installs
 * (go-judge build, Debian packages, schemathesis) are: the static checks need only node_modules, every
 * later stage needs them. Run directly (`npx tsx scripts/run-tests.ts`), nothing is waited for.
 */
const installsDone: Promise<Installs> = process.send
  ? new Promise((resolve) => {
      process.once('message', (m) => {
        process.channel?.unref();
        resolve(m as Installs);
      });
      process.once('disconnect', () => resolve({ setupTimes: [], failed: 'scripts/test.mjs went away' }));
    })
  : Promise.resolve({ setupTimes: [], failed: null });
let setupTimes: Installs['setupTimes'] = [];
/** True until scripts/test.mjs says the installs are done (the checks run beside them). */
let installing = Boolean(process.send);
void installsDone.then(() => (installing = false));

const secs = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const want = (stage: string) => !only || only === stage;
/**
 * Test files at once in the server suites. vitest's own default is one fewer than the cores, which
 * on the 2-core CI machine is a single file at a time; the files wait on the sandbox, the database
 * and timers often enough that two keep both cores busy. Each file has its own database (and Redis prefix).
 */
const SUITE_WORKERS = Number(process.env.VERDICT_TEST_WORKERS) || Math.max(2, availableParallelism());
/**
 * The server suites also run without isolation: a worker process takes file after file instead of a fresh
 * process per file importing the whole server again (measured on 28 server files: 101 CPU-s isolated, 36 not;
 * the import was 150 of the isolated run's summed file seconds). Each file still builds its own app, database
 * and Redis prefix; the judge sandbox's tests keep their isolated processes.
 */
const workers = [`--maxWorkers=${SUITE_WORKERS}`, `--minWorkers=${SUITE_WORKERS}`, '--no-isolate'];

/**
 * Which server test files the PostgreSQL + Redis stage runs, decided from each file's source:
 * - it touches SQL or Redis: it opens a test app (`useTestApp`, which builds its database), a
 *   database (`openDatabase`) or a core (`createCore`), or names TEST_DATABASE_URL / TEST_REDIS_URL.
 *   The rest (board arithmetic, archive parsing, the module map, …) gives the same answer on any
 *   database and runs on the SQLite stage only. A fixture that opens an app for its files keeps
 *   working if they still call `useTestApp` themselves (or the fixture's name joins this pattern).
 * - it judges real programs in the sandbox (`useSandbox`): compiling and running them is the cost,
 *   not the database, so it runs once — here, where the judging queue's PostgreSQL statements
 *   (claims, leases, the attempt-conditioned writes) are; embedded SQLite judging is what every e2e
 *   server does. The SQLite stage leaves these files out.
 */
function serverFiles(): { sql: string[]; judging: string[] } {
  const dir = path.join(ROOT, 'apps/server/src');
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.posix.join('apps/server/src', f.split(path.sep).join('/')))
    .sort();
  const source = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
  const touchesSql = /\buseTestApp\(|\bopenDatabase\(|\bcreateCore\(|\bTEST_DATABASE_URL\b|\bTEST_REDIS_URL\b/;
  const judgesReal = /\buseSandbox\(|\bstartGoJudge\(/;
  return {
    sql: files.filter((f) => touchesSql.test(source(f))),
    judging: files.filter((f) => judgesReal.test(source(f))),
  };
}

async function main() {
  // The sandbox once the installs are done, meanwhile the checks (they need only node_modules).
  const servicesReady = installsDone.then(async (installs) => {
    setupTimes = installs.setupTimes;
    if (installs.failed) throw new Error(`an install step failed: ${installs.failed}`);
    const started = Date.now();
    const services = await startTestServices();
    return { services, line: `sandbox for the tests (go-judge start, Go cache warm-up on a fresh clone): ok (${secs(started)})` };
  });
  servicesReady.catch(() => {}); // awaited after the checks
  let services: TestServices | null = null;
  try {
    const staticChecks: Array<[string, string, string[]]> = [];
    if (want('typecheck')) {
      staticChecks.push(['typecheck (server, packages)', 'npx', ['tsc', '-p', 'tsconfig.json']]);
      staticChecks.push(['typecheck (web)', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']]);
    }
    if (want('lint')) {
      staticChecks.push(['lint', 'npx', ['eslint', '.', '--max-warnings=0']]);
      staticChecks.push(['format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']]);
      // Module boundaries of the server (.dependency-cruiser.cjs): the allowed-dependency DAG, no cycles.
      staticChecks.push([
        'architecture',
        'npx',
        ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'apps/server/src/**/*.ts'],
      ]);
      // Every key of the server message catalogue is named by some source (a misspelt one is already a type error).
      staticChecks.push(['message keys', 'npx', ['tsx', 'scripts/check-message-keys.ts']]);
      // The web client's floors (.dependency-cruiser-web.cjs): features through their index.ts, nothing upward, no cycles.
      staticChecks.push([
        'web architecture',
        'npx',
        ['depcruise', '--config', '.dependency-cruiser-web.cjs', '--output-type', 'err', 'apps/web/src/**/*.{ts,tsx}'],
      ]);
    }
    // The e2e stage's client bundle, built in the checks' lanes rather than on its own later.
    const builds: Check[] = want('e2e')
      ? [['web client build (for e2e)', 'node', ['-e', "import('./scripts/ensure.mjs').then(m => m.ensureWebBuild())"]]]
      : [];
    await checks(staticChecks, builds);
    const ready = await servicesReady;
    services = ready.services;
    lines.push(ready.line);
    const env = services.env;

    // Scaled mode under faults: API processes and judge hosts as children, killed and restarted (scale/fault.test.ts).
    // Alone: it times how soon health shows a killed process and how soon a lease expires.
    if (want('scale'))
      lines.push(
        // No retry: the test is one long run through a cluster it has just killed parts of (gate 13: the retry
        // began with Redis still away).
        await vitest('scale-out faults (PostgreSQL + Redis, separate processes)', ['--config', 'scale/vitest.config.ts'], {
          retry: 0,
        }),
      );

    // From here two tracks share the cores, each a row of stages:
    //   A: the sandbox's own tests, then the e2e suite;
    //   B: the API contract, then the SQLite suite, then the PostgreSQL + Redis suite.
    // The sandbox's tests measure CPU time against limits (busy loops, compile limits): one file at a time, with
    // only the contract's server and schemathesis (about one core) beside them. The e2e suite is the longest stage
    // and its browser flows wait on their server, the judge and polls: the contract ends and the server suites
    // fill the cores meanwhile (their output tagged [contract], [sqlite], [postgres]).
    const slots = { sandbox: slot(), contract: slot(), sqlite: slot(), postgres: slot(), e2e: slot() };
    const sandboxTests = async () => {
      if (want('unit'))
        slots.sandbox(
          await vitest('judge sandbox (one file at a time)', ['--maxWorkers=1', '--minWorkers=1', 'packages/judge'], {
            env,
          }),
        );
    };
    const sandboxDone = sandboxTests();
    const trackB = async () => {
      if (want('contract')) slots.contract((await contract(env)).join('\n'));
      // Never beside the sandbox's tests (with `--only unit` there is no contract before).
      await sandboxDone;
      const tagged = (tag: string): ShOptions['output'] => (want('e2e') ? { tag } : 'inherit');
      const { sql, judging } = serverFiles();
      if (want('unit'))
        slots.sqlite(
          await vitest(
            `unit + integration (SQLite; the ${judging.length} judging files run on PostgreSQL only)`,
            [...workers, '--exclude', 'packages/judge/**', ...judging.flatMap((f) => ['--exclude', f])],
            { env, output: tagged('sqlite') },
          ),
        );
      if (want('postgres')) {
        const cluster = await withFreePort(async (port) => startPostgresCluster(port), 3);
        // Redis tests (TEST_REDIS_URL) are skipped on the SQLite stage and run here, beside PostgreSQL.
        const redis = await withFreePort(async (port) => startTestRedis(port), 3);
        try {
          slots.postgres(
            await vitest(
              `server integration (PostgreSQL + Redis; the ${sql.length} files that touch SQL or Redis)`,
              [...workers, ...sql],
              {
                env: { ...env, TEST_DATABASE_URL: cluster.url, TEST_REDIS_URL: redis.url },
                output: tagged('postgres'),
              },
            ),
          );
        } finally {
          cluster.stop();
          await redis.stop();
        }
      }
    };
    const trackA = async () => {
      await sandboxDone;
      if (!want('e2e')) return;
      slots.e2e(await vitest('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts'], { env }));
    };
    await Promise.all([trackA(), trackB()]);
  } finally {
    await services?.stop();
  }
  console.log('\n── summary (seconds per stage; stages run side by side overlap) ──');
  for (const l of setupLines()) console.log(l);
  for (const l of lines) if (l) console.log(l);
  console.log(`total: ${secs(STARTED)} wall clock${process.env.VERDICT_TEST_STARTED ? ', installs included' : ''}`);
  if (failures.length) console.log(`failed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed === 0 ? 0 : 1);
}

/** The install steps' lines (from scripts/test.mjs, `installsDone`). */
const setupLines = (): string[] => setupTimes.map(([name, s]) => `setup, ${name}: ${s} s`);

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
