/**
 * The contract stage: schemathesis (from PyPI, pinned, in a venv under .tools that ensure.mjs makes
 * on first use) sends generated calls — valid and malformed — to every call of the OpenAPI document
 * of the real server (`main.ts serve`, embedded SQLite, a fresh data folder, a random 127.0.0.1
 * port). Checks: no server error (HTTP 5xx), every answer's status code documented, its body and
 * headers as the document says.
 *
 * Two passes: anonymous over the public calls, then a signed-in normal user over the public calls
 * and those that need a session. Calls that need a role are left out: a user gets 403 before
 * anything is read, and root could delete users, problems and contests while other calls use them,
 * so a run would depend on the order of the generated cases; their hostile payloads are sent as
 * root by apps/server/src/modules/system/bad-input.test.ts. The server's rate limits are lifted
 * (as for the e2e suite), so no answer depends on how fast the machine is.
 *
 * Deterministic: derandomised generation (the same cases every run) and a bounded number of
 * examples per call; the stage takes about two minutes. Bounded: a pass still running past its
 * share of BUDGET_SECONDS (a slow machine) is stopped and counts the calls it tested.
 *   npx tsx scripts/contract.ts   (what `npm test -- --only contract` runs, without the setup)
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startVerdictServer, type VerdictServer } from '../e2e/server';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROOT_PASSWORD = 'contract-Root-Pa55';
const USER = { username: 'contractuser', password: 'contract-Pa55' };

/** Calls that would end the pass's own session, or hold a connection open for minutes. */
// /api/ccs answers the ICPC Contest API's own JSON (no house envelope); its tests check each answer against the spec's schemas.
const EXCLUDED = /^\/api\/(sse\/|ccs\/|ccs$|logout$|admin\/logout$)/;
/** The passes' time together (CONTRACT_BUDGET_SECONDS overrides): about two and a half minutes on an idle 2-core machine, its cap leaves room for a run beside the other stages. */
const BUDGET_SECONDS = Number(process.env.CONTRACT_BUDGET_SECONDS) || 400;

export interface ContractResult {
  passed: number;
  failed: number;
  lines: string[];
}

/** schemathesis's path, from ensure.mjs (plain Node, like every installer: it makes the venv on first use). */
function ensureSchemathesis(): string {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "const m = await import('./scripts/ensure.mjs'); console.log(m.ensureSchemathesis());"],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  );
  const bin = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !existsSync(bin)) throw new Error(`schemathesis could not be installed:\n${r.stdout}`);
  return bin;
}

async function call<T>(
  server: VerdictServer,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ data: T; token: string | null }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { status: number; msg: string; data: T };
  if (env.status !== 200) throw new Error(`${method} ${url}: ${env.status} ${env.msg}`);
  return { data: env.data, token: res.headers.get('authorization') };
}

async function login(server: VerdictServer, username: string, password: string): Promise<string> {
  const { token } = await call(server, null, 'POST', '/api/login', { username, password });
  if (!token) throw new Error(`login of ${username} gave no token`);
  return token;
}

interface Pass {
  name: string;
  token: string | null;
  paths: string[];
  examples: number;
  /** The pass's share of the stage's time: past it the pass is stopped and counts what it tested. */
  seconds: number;
}
interface PassResult {
  passed: number;
  failed: number;
  cut: boolean;
}

/**
 * One schemathesis pass over `paths`; its JUnit report counts the operations that passed and failed.
 * Its own --max-time would keep fuzzing until the time is spent (a different set of cases on every
 * machine): the pass runs its fixed cases instead, and is interrupted (SIGINT: it stops and writes
 * its report) only when a slow machine would take it past its share.
 */
function schemathesis(bin: string, server: VerdictServer, pass: Pass, reportDir: string): Promise<PassResult> {
  const junit = path.join(reportDir, `${pass.name}.xml`);
  const args = [
    'run',
    `${server.baseUrl}/api/openapi.json`,
    '--checks',
    'not_a_server_error,status_code_conformance,response_schema_conformance,response_headers_conformance',
    '--phases',
    'coverage,fuzzing',
    '--mode',
    'all',
    '--generation-deterministic',
    '--max-examples',
    String(pass.examples),
    '--workers',
    '1',
    '--request-timeout',
    '20',
    '--suppress-health-check',
    'all',
    '--no-color',
    '--report',
    'junit',
    '--report-junit-path',
    junit,
    ...pass.paths.flatMap((p) => ['--include-path', p]),
    ...(pass.token ? ['--header', `Authorization: ${pass.token}`] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: reportDir, stdio: 'inherit' });
    let cut = false;
    const watchdog = setTimeout(() => {
      cut = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
    }, pass.seconds * 1000);
    child.on('exit', (code) => {
      clearTimeout(watchdog);
      const xml = existsSync(junit) ? readFileSync(junit, 'utf8') : '';
      const attr = (n: string) => Number(new RegExp(`<testsuite [^>]*\\b${n}="(\\d+)"`).exec(xml)?.[1] ?? 0);
      const failed = attr('failures') + attr('errors');
      const passed = Math.max(0, attr('tests') - failed - attr('skipped'));
      resolve({ passed, failed: failed || (code === 0 || (cut && passed > 0) ? 0 : 1), cut });
    });
  });
}

/**
 * The paths of each pass, from the document itself: anonymous callers try the public calls, the
 * signed-in user the calls that need a session and no role (calls that need a role answer a user
 * 403 before reading anything). Streams and the calls that end the session are left out.
 */
async function passPaths(server: VerdictServer): Promise<{ public: string[]; session: string[] }> {
  const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const out = { public: [] as string[], session: [] as string[] };
  for (const [p, ops] of Object.entries(doc.paths)) {
    if (EXCLUDED.test(p)) continue;
    const list = Object.values(ops);
    if (list.some((op) => op['x-roles'] || op['x-permission'])) continue;
    if (list.every((op) => op['x-auth'] !== 'login')) out.public.push(p);
    else out.session.push(p);
  }
  return out;
}

/**
 * The stage: a fresh server, a normal user made by root, then the passes one after the other.
 * `env` carries the shared go-judge of `npm test` (GO_JUDGE_URL, GO_JUDGE_SRC_PREFIX); without it
 * the server starts its own.
 */
export async function runContract(env: NodeJS.ProcessEnv = {}): Promise<ContractResult> {
  const bin = ensureSchemathesis();
  // startVerdictServer reads the shared sandbox from the environment.
  Object.assign(process.env, env);
  const goJudgePort = await candidatePort();
  const server = await withFreePort(
    (port) => startVerdictServer({ port, goJudgePort, rootPassword: ROOT_PASSWORD, env: { JUDGE_CONCURRENCY: '1' } }),
    3,
  );
  const reportDir = mkdtempSync(path.join(tmpdir(), 'verdict-contract-'));
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  try {
    const root = await login(server, 'root', ROOT_PASSWORD);
    await call(server, root, 'POST', '/api/admin/user/insert-batch-user', { users: [[USER.username, USER.password]] });
    const user = await login(server, USER.username, USER.password);
    const paths = await passPaths(server);
    const passes: Pass[] = [
      { name: 'anonymous', token: null, paths: paths.public, examples: 10, seconds: BUDGET_SECONDS / 3 },
      // Whatever the first pass left of the budget.
      { name: 'user', token: user, paths: [...paths.public, ...paths.session], examples: 5, seconds: 0 },
    ];
    const budgetEnd = Date.now() + BUDGET_SECONDS * 1000;
    for (const pass of passes) {
      const started = Date.now();
      pass.seconds ||= Math.max(30, (budgetEnd - started) / 1000);
      const r = await schemathesis(bin, server, pass, reportDir);
      passed += r.passed;
      failed += r.failed;
      const took = `${Math.round((Date.now() - started) / 1000)} s${r.cut ? `, stopped at its ${Math.round(pass.seconds)} s share` : ''}`;
      lines.push(
        `contract (schemathesis, ${pass.name}, ${pass.paths.length} paths): ${r.passed} operations passed, ${r.failed} failed (${took})`,
      );
    }
  } finally {
    await server.stop();
    if (!process.env.CONTRACT_KEEP_REPORTS) rmSync(reportDir, { recursive: true, force: true });
    else console.log(`[contract] reports kept in ${reportDir}`);
  }
  return { passed, failed, lines };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runContract().then(
    (r) => {
      for (const l of r.lines) console.log(l);
      console.log(`${r.passed} passed, ${r.failed} failed`);
      process.exit(r.failed === 0 ? 0 : 1);
    },
    (err: unknown) => {
      console.error(err);
      console.log('0 passed, 1 failed');
      process.exit(1);
    },
  );
}
