/**
 * The server side of `npm run bench:judge` (judge.bench.ts): the embedded server started as a
 * child process, its HTTP API as a client sees it, and what /proc and the server's
 * JUDGE_TRACE_FILE tell about its memory, CPU time and phases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { isInProgress } from '@verdict/shared';

/** One judge worker per core, on the server's side and the baseline's. */
export const CONCURRENCY = cpus().length;
const ROOT = path.resolve(import.meta.dirname, '..');
export const ROOT_PASSWORD = 'bench-root-1';

export class Api {
  token = '';
  constructor(readonly base: string) {}
  async call<T>(method: string, url: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
    const res = await fetch(this.base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: this.token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { status: number; msg: string; data: T };
    if (json.status !== 200) throw new Error(`${method} ${url}: ${json.status} ${json.msg}`);
    return { data: json.data, headers: res.headers };
  }

  /**
   * Follows the submissions' progress stream (what the browser does, `GET /api/sse/submissions`)
   * until every one is final; answers when each was first seen final and with which status.
   */
  async untilFinal(ids: number[]): Promise<Map<number, { at: number; status: number }>> {
    const done = new Map<number, { at: number; status: number }>();
    while (done.size < ids.length) {
      const waiting = ids.filter((id) => !done.has(id));
      const res = await fetch(`${this.base}/api/sse/submissions?submitIds=${waiting.join(',')}`, {
        headers: { authorization: this.token },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data:'));
          if (!block.includes('event: progress') || !data) continue;
          const e = JSON.parse(data.slice(5)) as { submitId: number; status: number };
          if (!isInProgress(e.status) && !done.has(e.submitId)) done.set(e.submitId, { at: performance.now(), status: e.status });
        }
      }
    }
    return done;
  }
}

/** Resident set of a process, bytes (0 once it is gone). */
export function rss(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time a process used so far (user + system), ms; less sensitive to others' load than wall time. */
export function cpuMs(pid: number): number {
  try {
    const fields = /^\d+ \(.*\) (.*)$/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8').trim())![1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The go-judge the server started (its child). */
export function childGoJudge(serverPid: number): number | null {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/.exec(stat.trim()) ?? [];
      if (comm === 'go-judge' && Number(rest.split(' ')[1]) === serverPid) return Number(d);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

interface Trace {
  submitId: number;
  claim: number;
  begin: number;
  load: number;
  compile: number;
  judgingWrite: number;
  cases: number[];
  wrapUp: number;
  finish: number;
  total: number;
}

/** The server's phase traces so far (one JSON line per verdict). */
export function traces(file: string): Trace[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Trace);
  } catch {
    return [];
  }
}

/** Mean ms per phase of the traces of `ids` among `all`. */
export function phases(all: Trace[], label: string, ids: number[]): string {
  const wanted = new Set(ids);
  const xs = all.filter((x) => wanted.has(x.submitId));
  if (xs.length === 0) return `  ${label}: no trace`;
  const mean = (f: (x: Trace) => number) => (xs.reduce((s, x) => s + f(x), 0) / xs.length).toFixed(1);
  const cases = xs.flatMap((x) => x.cases);
  const caseMean = cases.length ? (cases.reduce((s, c) => s + c, 0) / cases.length).toFixed(1) : '—';
  const server = (x: Trace) => x.claim + x.begin + x.load + x.judgingWrite + x.finish;
  return (
    `  ${label.padEnd(22)}: claim ${mean((x) => x.claim)}, begin ${mean((x) => x.begin)}, load ${mean((x) => x.load)}, compile ${mean((x) => x.compile)}, ` +
    `Judging write ${mean((x) => x.judgingWrite)}, per case ${caseMean}, engine wrap-up ${mean((x) => x.wrapUp)}, verdict write ${mean((x) => x.finish)}; server's own ${mean(server)} of ${mean((x) => x.total)} ms (${xs.length})`
  );
}

export async function startServer(dataDir: string, port: number, goJudgePort: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(ROOT, 'apps/server/src/main.ts'),
      'serve',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        GO_JUDGE_URL: '',
        GO_JUDGE_PORT: String(goJudgePort),
        VERDICT_ROOT_PASSWORD: ROOT_PASSWORD,
        JUDGE_CONCURRENCY: String(CONCURRENCY),
        LOG_LEVEL: 'warn',
        JUDGE_TRACE_FILE: path.join(dataDir, '..', 'trace.jsonl'),
        // The bench submits its whole batch at once, past the per-user burst limit.
        RATE_LIMIT_SUBMIT: '100000/60',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    // Status 'ok' on this one-process site: its worker pool runs against an answering sandbox.
    const health = await fetch(`${base}/api/health`)
      .then((r) => r.json() as Promise<{ data: { status?: string } }>)
      .catch(() => null);
    if (health?.data.status === 'ok') {
      return {
        base,
        pid: child.pid!,
        goJudgeUrl: `http://127.0.0.1:${goJudgePort}`,
        stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGINT'))),
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not come up with judge workers within 60 s (exit ${String(child.exitCode)})`);
}
