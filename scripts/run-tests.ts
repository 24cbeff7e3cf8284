/**
 * Every test stage, in order: typecheck, lint, unit + integration on SQLite, the server suite
 * again on a real PostgreSQL with a real Redis (scaled mode), the API contract (schemathesis against the
 * OpenAPI document), the scale-out fault tests, then the e2e suite in Chromium.
 * Ends with "N passed, N failed".
 *   --only <stage>   run one stage (typecheck | lint | unit | postgres | contract | scale | e2e)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { withFreePort } from '../packages/judge/src/testing/ports';
import { runContract } from './contract';
import { startPostgresCluster } from './postgres-cluster';
import { startTestRedis } from './redis-server';
import { startTestServices, type TestServices } from './test-services';

const ROOT = path.resolve(import.meta.dirname, '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The same with its output held back and printed whole at the end, for checks that run side by side. */
function shQuiet(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => out.push(d));
    child.on('exit', (code) => {
      process.stdout.write(Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

/** A check that is one pass or one fail (typecheck, lint). */
async function check(name: string, cmd: string, args: string[]) {
  const started = Date.now();
  const code = await shQuiet(cmd, args);
  if (code === 0) total.passed++;
  else total.failed++;
  return `${name}: ${code === 0 ? 'ok' : 'FAILED'} (${secs(started)})`;
}

/**
 * Checks two at a time (tsc and eslint are single-threaded: two keep both CI cores busy), summary
 * lines in the order given.
 */
async function checks(list: Array<[name: string, cmd: string, args: string[]]>) {
  const results: string[] = new Array(list.length);
  let next = 0;
  const lane = async () => {
    while (next < list.length) {
      const i = next++;
      results[i] = await check(...list[i]);
    }
  };
  await Promise.all([lane(), lane()]);
  lines.push(...results);
}

/** A vitest run, counted test by test from its JSON report. */
async function vitest(name: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'verdict-vitest-')), 'report.json');
  const code = await sh(
    'npx',
    ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  const t: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    t.passed = r.numPassedTests;
    t.failed = r.numFailedTests + (r.numFailedTests === 0 && code !== 0 ? Math.max(1, r.numFailedTestSuites) : 0);
    t.skipped = r.numPendingTests + r.numTodoTests;
  } else if (code !== 0) {
    t.failed = 1;
  }
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  lines.push(`${name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''} (${secs(started)})`);
}

/** The API contract (scripts/contract.ts): each operation schemathesis tested counts as one. */
async function contract(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  try {
    const r = await runContract(env);
    total.passed += r.passed;
    total.failed += r.failed;
    lines.push(...r.lines);
  } catch (err) {
    console.error(err);
    total.failed++;
    lines.push(`contract (schemathesis): FAILED (${secs(started)})`);
  }
}

const secs = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const want = (stage: string) => !only || only === stage;
/**
 * Test files at once in the server suites. vitest's own default is one fewer than the cores, which
 * on the 2-core CI machine is a single file at a time; the files wait on the sandbox, the database
 * and timers often enough that two keep both cores busy. Each file has its own database (and Redis prefix).
 */
const SUITE_WORKERS = Number(process.env.VERDICT_TEST_WORKERS) || Math.max(2, availableParallelism());
const workers = [`--maxWorkers=${SUITE_WORKERS}`, `--minWorkers=${SUITE_WORKERS}`];

async function main() {
  const services: TestServices = await startTestServices();
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
      // The web client's floors (.dependency-cruiser-web.cjs): features through their index.ts, nothing upward, no cycles.
      staticChecks.push([
        'web architecture',
        'npx',
        ['depcruise', '--config', '.dependency-cruiser-web.cjs', '--output-type', 'err', 'apps/web/src/**/*.{ts,tsx}'],
      ]);
    }
    await checks(staticChecks);
    if (want('unit')) {
      // The sandbox's own tests measure CPU time against limits (busy loops, compile limits): they run alone, one
      // file at a time, as they always did, so a second worker never takes their core.
      await vitest('judge sandbox (one file at a time)', ['--maxWorkers=1', '--minWorkers=1', 'packages/judge'], services.env);
      await vitest('unit + integration (SQLite)', [...workers, '--exclude', 'packages/judge/**'], services.env);
    }
    if (want('postgres')) {
      const cluster = await withFreePort(async (port) => startPostgresCluster(port), 3);
      // Redis tests (TEST_REDIS_URL) are skipped on the SQLite stage and run here, beside PostgreSQL.
      const redis = await withFreePort(async (port) => startTestRedis(port), 3);
      try {
        await vitest('server integration (PostgreSQL + Redis)', [...workers, 'apps/server'], {
          ...services.env,
          TEST_DATABASE_URL: cluster.url,
          TEST_REDIS_URL: redis.url,
        });
      } finally {
        cluster.stop();
        await redis.stop();
      }
    }
    if (want('contract')) await contract(services.env);
    // Scaled mode under faults: API processes and judge hosts as children, killed and restarted (scale/fault.test.ts).
    if (want('scale'))
      await vitest('scale-out faults (PostgreSQL + Redis, separate processes)', ['--config', 'scale/vitest.config.ts']);
    if (want('e2e')) {
      await sh('node', ['-e', "import('./scripts/ensure.mjs').then(m => m.ensureWebBuild())"]);
      await vitest('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts'], services.env);
    }
  } finally {
    await services.stop();
  }
  console.log('\n── summary ──');
  for (const l of lines) console.log(l);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
