/**
 * `npm run bench:judge` — judging throughput and latency, end to end through the HTTP API,
 * against the same compile-and-run work sent straight to go-judge, in the same run.
 *
 *   BENCH_N (default 40)   submissions per pass, C++ and Python alternating, each source unique
 *
 * Prints: submissions/s of both, their ratio, median and p95 submit-to-verdict latency, and the
 * rejudge pass (same sources: the compile cache should make it faster than the first pass).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { findLanguage, SandboxClient, startGoJudge, type SandboxCmd } from '@verdict/judge';
import { isInProgress } from '@verdict/shared';
import { withFreePort } from '../packages/judge/src/testing/ports';
import { percentile } from './kit';

const N = Number(process.env.BENCH_N ?? 40);
const CONCURRENCY = cpus().length;
const ROOT = path.resolve(import.meta.dirname, '..');
const ROOT_PASSWORD = 'bench-root-1';

// The demo 'A+B Problem' (1000) test data, so both sides do the same work.
const CASES: Array<[string, string]> = [[1, 2], [0, 0], [-5, 12], [1e9, 1e9], [-1e9, 999_999_999], [123_456, 654_321]].map(
  ([a, b]) => [`${a} ${b}\n`, `${a + b}\n`],
);

interface Submission { language: string; code: string }

function submissions(tag: string): Submission[] {
  return Array.from({ length: N }, (_, i) =>
    i % 2 === 0
      ? { language: 'C++ With O2', code: `#include <cstdio>\n// ${tag} ${i}\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n` }
      : { language: 'Python3', code: `# ${tag} ${i}\na, b = map(int, input().split())\nprint(a + b)\n` },
  );
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}


/** Baseline: compile and run each submission with raw go-judge /run calls, cases in parallel. */
async function directPass(sandbox: SandboxClient, subs: Submission[]): Promise<{ seconds: number; accepted: number }> {
  let accepted = 0;
  const started = performance.now();
  await pool(subs, CONCURRENCY, async (s) => {
    const lang = findLanguage(s.language)!;
    const compile: SandboxCmd = {
      args: lang.compile.args, env: lang.compile.env,
      files: [{ content: '' }, { name: 'stdout', max: 1 << 20 }, { name: 'stderr', max: 1 << 20 }],
      cpuLimit: lang.compile.cpuLimitMs * 1e6, clockLimit: lang.compile.clockLimitMs * 1e6,
      memoryLimit: lang.compile.memoryLimitMb << 20, procLimit: 128,
      copyIn: { [lang.sourceName]: { content: s.code } }, copyOutCached: [lang.executableName],
    };
    const [c] = await sandbox.run({ cmd: [compile] });
    const exe = c.fileIds?.[lang.executableName];
    if (c.status !== 'Accepted' || !exe) return;
    const results = await Promise.all(CASES.map(([input]) => sandbox.run({
      cmd: [{
        args: lang.run.args, env: lang.run.env,
        files: [{ content: input }, { name: 'stdout', max: 32 << 20 }, { name: 'stderr', max: 16 << 20 }],
        cpuLimit: 2_200e6, clockLimit: 6_600e6, memoryLimit: 612 << 20, procLimit: 128,
        copyIn: { [lang.executableName]: { fileId: exe } },
      }],
    })));
    await sandbox.deleteFile(exe);
    if (results.every(([r], i) => r.status === 'Accepted' && r.files?.stdout?.trim() === CASES[i][1].trim())) accepted++;
  });
  return { seconds: (performance.now() - started) / 1000, accepted };
}

class Api {
  token = '';
  constructor(private readonly base: string) {}
  async call<T>(method: string, url: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
    const res = await fetch(this.base + url, {
      method, headers: { 'content-type': 'application/json', ...(this.token ? { authorization: this.token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { status: number; msg: string; data: T };
    if (json.status !== 200) throw new Error(`${method} ${url}: ${json.status} ${json.msg}`);
    return { data: json.data, headers: res.headers };
  }
}

/** Waits until every id is final; returns when each one was first seen final. */
async function waitFinal(api: Api, ids: number[]): Promise<Map<number, { at: number; status: number }>> {
  const done = new Map<number, { at: number; status: number }>();
  while (done.size < ids.length) {
    const pending = ids.filter((id) => !done.has(id));
    const { data } = await api.call<Record<string, { status: number }>>('POST', '/api/check-submissions-status', { submitIds: pending, cid: 0 });
    const now = performance.now();
    for (const [id, row] of Object.entries(data)) if (!isInProgress(row.status)) done.set(Number(id), { at: now, status: row.status });
    if (done.size < ids.length) await new Promise((r) => setTimeout(r, 50));
  }
  return done;
}

async function serverPass(api: Api, subs: Submission[]) {
  const submittedAt = new Map<number, number>();
  const started = performance.now();
  await pool(subs, 8, async (s) => {
    const t0 = performance.now();
    const { data } = await api.call<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: '1000', language: s.language, code: s.code, cid: 0 });
    submittedAt.set(data.submitId, t0);
  });
  const ids = [...submittedAt.keys()];
  const verdicts = await waitFinal(api, ids);
  const end = Math.max(...[...verdicts.values()].map((v) => v.at));
  const latencies = ids.map((id) => (verdicts.get(id)!.at - submittedAt.get(id)!) / 1000);
  return { ids, seconds: (end - started) / 1000, latencies, accepted: [...verdicts.values()].filter((v) => v.status === 0).length };
}

async function startServer(dataDir: string, goJudgeUrl: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts'), 'serve'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', GO_JUDGE_URL: goJudgeUrl, VERDICT_ROOT_PASSWORD: ROOT_PASSWORD, JUDGE_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'warn',
      // The bench submits its whole batch at once, past the per-user burst limit.
      RATE_LIMIT_SUBMIT: '100000/60' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const health = await fetch(`${base}/api/health`).then((r) => r.json() as Promise<{ data: { judge?: { workers?: number } } }>).catch(() => null);
    if ((health?.data.judge?.workers ?? 0) > 0) return { base, stop: () => child.kill('SIGINT') };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not come up with judge workers within 60 s (exit ${String(child.exitCode)})`);
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'verdict-bench-'));
  const dataDir = path.join(work, 'data');
  const gj = await withFreePort((port) => startGoJudge({ port, workDir: path.join(work, 'go-judge'), srcPrefixes: [dataDir] }));
  let server: { base: string; stop: () => void } | null = null;
  try {
    const sandbox = new SandboxClient(gj.url);
    console.log(`bench: ${N} A+B submissions per pass (C++ With O2 and Python3 alternating), ${CONCURRENCY} workers, 6 cases each`);
    await directPass(sandbox, submissions('warm-up').slice(0, 2));

    const direct = await directPass(sandbox, submissions('direct'));
    server = await withFreePort((port) => startServer(dataDir, gj.url, port), 3);
    const api = new Api(server.base);
    const login = await api.call('POST', '/api/login', { username: 'root', password: ROOT_PASSWORD });
    api.token = login.headers.get('authorization') ?? '';
    await api.call('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
    await serverPass(api, submissions('warm-up').slice(0, 2));

    const e2e = await serverPass(api, submissions('server'));
    const rejudgeStart = performance.now();
    await pool(e2e.ids, 8, async (id) => void (await api.call('GET', `/api/admin/judge/rejudge?submitId=${id}`)));
    const rejudged = await waitFinal(api, e2e.ids);
    const rejudgeSeconds = (Math.max(...[...rejudged.values()].map((v) => v.at)) - rejudgeStart) / 1000;

    const directRate = N / direct.seconds;
    const e2eRate = N / e2e.seconds;
    const rejudgeRate = N / rejudgeSeconds;
    const fmt = (x: number) => x.toFixed(2);
    console.log(`direct go-judge      : ${fmt(directRate)} submissions/s (${direct.accepted}/${N} accepted, ${fmt(direct.seconds)} s)`);
    console.log(`Verdict HTTP end-to-end: ${fmt(e2eRate)} submissions/s (${e2e.accepted}/${N} accepted, ${fmt(e2e.seconds)} s)`);
    console.log(`ratio (Verdict / direct): ${fmt(e2eRate / directRate)}`);
    console.log(`submit-to-verdict latency: median ${fmt(percentile(e2e.latencies, 50))} s, p95 ${fmt(percentile(e2e.latencies, 95))} s`);
    console.log(`rejudge of the same ${N} (compile cache): ${fmt(rejudgeRate)} submissions/s, ${fmt(rejudgeRate / e2eRate)}× the first pass`);
  } finally {
    server?.stop();
    await new Promise((r) => setTimeout(r, 1500));
    await gj.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
