/**
 * A scaled Verdict on this machine for the fault tests and `npm run bench:scale`: one PostgreSQL,
 * API processes (`main.ts serve`, JUDGE_CONCURRENCY=0) and judge hosts (`main.ts judge`), each a
 * real child process that can be killed with SIGKILL and started again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EndpointDef } from '@verdict/shared';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { type PostgresCluster, startPostgresCluster } from '../scripts/postgres-cluster';
import { type TestRedis, startTestRedis } from '../scripts/redis-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
export const ROOT_PASSWORD = 'scale-Root-Pa55';
export const JUDGE_TOKEN = 'scale-judge-token-0123456789';

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Output kept for a failure report. */
  log: string[];
  exited: Promise<void>;
}

function launch(name: string, command: 'serve' | 'judge', env: NodeJS.ProcessEnv, quiet: boolean): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, command], {
    cwd: ROOT,
    // Cheap argon2id, as in every test server (apps/server/src/config.ts).
    env: { PASSWORD_HASH_COST: 'test', ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      log.push(line);
      if (log.length > 400) log.shift();
      if (!quiet) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { name, child, log, exited };
}

async function waitHttp(url: string, timeoutMs: number, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.log.slice(-30).join('\n')}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${proc ? `:\n${proc.log.slice(-30).join('\n')}` : ''}`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface ProcessHealth {
  name: string;
  kind: string;
  status: string;
  pid: number | null;
  active: number;
  judged: number;
  startedAt: number;
}

export interface AdminHealth {
  status: string;
  judgeHosts: ProcessHealth[];
  apiProcesses: ProcessHealth[];
}

export interface ClusterOptions {
  apis: number;
  hosts: number;
  /** Programs each judge host's go-judge runs at once (JUDGE_CONCURRENCY, default 1: one core each). */
  hostConcurrency?: number;
  /** Jobs each judge host holds at once (JUDGE_WORKERS); default the host's own: 2 per sandbox slot on PostgreSQL. */
  hostWorkers?: number;
  /** Print the children's logs (bench: no). */
  quiet?: boolean;
  leaseMs?: number;
  /** Redis (persistence on) for the queue, shared state and events; without it the queue is PostgreSQL's. */
  redis?: boolean;
  /** The embedded default instead: one process on SQLite judging in-process (apis and hosts ignored). */
  embedded?: boolean;
}

export class Cluster {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'verdict-scale-'));
  pg!: PostgresCluster;
  redis: TestRedis | null = null;
  apis: Array<{ port: number; proc: Proc }> = [];
  hosts: Array<{ index: number; dataDir: string; proc: Proc }> = [];

  constructor(private readonly opts: ClusterOptions) {}

  get apiUrls(): string[] {
    return this.apis.map((a) => `http://127.0.0.1:${a.port}`);
  }

  async start(): Promise<void> {
    if (this.opts.embedded) {
      const port = await candidatePort();
      this.apis.push({
        port,
        proc: launch(
          'embedded',
          'serve',
          {
            ...this.apiEnv(port),
            DATABASE_URL: '',
            JUDGE_CONCURRENCY: '',
            // The default's own worker count, whatever JUDGE_WORKERS a bench gives the judge hosts.
            JUDGE_WORKERS: '',
            GO_JUDGE_PORT: String(await candidatePort()),
          },
          this.opts.quiet ?? false,
        ),
      });
      await waitHttp(`http://127.0.0.1:${port}/api/health`, 120_000, this.apis[0]!.proc);
      return;
    }
    this.pg = await withFreePort(async (port) => startPostgresCluster(port), 3);
    if (this.opts.redis) this.redis = await withFreePort(async (port) => startTestRedis(port), 3);
    mkdirSync(path.join(this.dir, 'api-data'), { recursive: true });
    for (let i = 0; i < this.opts.apis; i++) this.apis.push({ port: await candidatePort(), proc: null as unknown as Proc });
    // One at a time: the first runs the migrations and creates root.
    for (let i = 0; i < this.apis.length; i++) await this.startApi(i);
    for (let i = 0; i < this.opts.hosts; i++) await this.startHost(i);
  }

  private apiEnv(port: number): NodeJS.ProcessEnv {
    return {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: this.pg?.url ?? '',
      REDIS_URL: this.redis?.url ?? '',
      DATA_DIR: path.join(this.dir, 'api-data'),
      JUDGE_CONCURRENCY: '0',
      VERDICT_JUDGE_TOKEN: JUDGE_TOKEN,
      VERDICT_ROOT_PASSWORD: ROOT_PASSWORD,
      VERDICT_JWT_SECRET: 'scale-jwt-secret-shared-by-every-api-process',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(this.dir, 'no-web'),
      RATE_LIMIT_SUBMIT: '100000/60',
      RATE_LIMIT_LOGIN: '100000/60',
      GO_JUDGE_URL: '',
    };
  }

  async startApi(i: number): Promise<void> {
    const a = this.apis[i]!;
    a.proc = launch(`api${i + 1}`, 'serve', this.apiEnv(a.port), this.opts.quiet ?? false);
    await waitHttp(`http://127.0.0.1:${a.port}/api/health`, 120_000, a.proc);
  }

  /** Each host's go-judge port, the same at every start, as on a real machine. */
  private readonly goJudgePorts: number[] = [];

  async startHost(i: number): Promise<void> {
    const dataDir = path.join(this.dir, `host${i + 1}`);
    this.goJudgePorts[i] ??= await candidatePort();
    const proc = launch(
      `judge${i + 1}`,
      'judge',
      {
        DATABASE_URL: this.pg.url,
        REDIS_URL: this.redis?.url ?? '',
        DATA_DIR: dataDir,
        VERDICT_API_URL: this.apiUrls.join(','),
        VERDICT_JUDGE_TOKEN: JUDGE_TOKEN,
        GO_JUDGE_PORT: String(this.goJudgePorts[i]),
        JUDGE_CONCURRENCY: String(this.opts.hostConcurrency ?? 1),
        JUDGE_WORKERS: this.opts.hostWorkers ? String(this.opts.hostWorkers) : (process.env.JUDGE_WORKERS ?? ''),
        JUDGE_LEASE_MS: String(this.opts.leaseMs ?? 60_000),
        GO_JUDGE_URL: '',
        LOG_LEVEL: 'warn',
      },
      this.opts.quiet ?? false,
    );
    this.hosts[i] = { index: i, dataDir, proc };
  }

  /** Resolves when `n` judge hosts report 'ok' in /api/health. */
  async hostsReady(n: number, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const health = await this.health().catch(() => null);
      if ((health?.judgeHosts ?? []).filter((h) => h.status === 'ok' && h.kind === 'host').length >= n) return;
      for (const h of this.hosts)
        if (h.proc.child.exitCode !== null) throw new Error(`${h.proc.name} exited:\n${h.proc.log.slice(-30).join('\n')}`);
      await sleep(500);
    }
    throw new Error(
      `fewer than ${n} judge hosts became ready:\n${this.hosts.map((h) => h.proc.log.slice(-15).join('\n')).join('\n')}`,
    );
  }

  private rootToken: string | null = null;

  /** The admin's view of /api/health on API process `i` (anyone else gets the status only). */
  async health(i = 0): Promise<AdminHealth> {
    const base = this.apiUrls[i]!;
    this.rootToken ??= (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
        signal: AbortSignal.timeout(5_000),
      })
    ).headers.get('authorization');
    const res = await fetch(`${base}/api/health`, {
      headers: this.rootToken ? { authorization: this.rootToken } : {},
      signal: AbortSignal.timeout(5_000),
    });
    const data = ((await res.json()) as { data: AdminHealth }).data;
    // A session lost with its store (or never made): sign in again next time.
    if (!data.judgeHosts) this.rootToken = null;
    return { ...data, judgeHosts: data.judgeHosts ?? [], apiProcesses: data.apiProcesses ?? [] };
  }

  kill(proc: Proc): Promise<void> {
    proc.child.kill('SIGKILL');
    return proc.exited;
  }

  /** The go-judge processes started for this data folder (a judge host's child, or one it orphaned). */
  goJudgePids(dataDir: string): number[] {
    const out: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        if (path.basename(cmd[0] ?? '') === 'go-judge' && cmd.some((a) => a.startsWith(dataDir))) out.push(Number(entry));
      } catch {
        /* gone meanwhile */
      }
    }
    return out;
  }

  /** Starts PostgreSQL again after a crash; its backends may need a moment to notice and go. */
  async restartPostgres(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        this.pg.start();
        return;
      } catch (err) {
        if (attempt >= 20) throw err;
        await sleep(500);
      }
    }
  }

  async stop(): Promise<void> {
    for (const p of [...this.hosts.map((h) => h.proc), ...this.apis.map((a) => a.proc)]) {
      if (p && p.child.exitCode === null) {
        p.child.kill('SIGTERM');
        await Promise.race([p.exited, sleep(10_000)]);
        if (p.child.exitCode === null) await this.kill(p);
      }
    }
    for (const h of this.hosts) for (const pid of this.goJudgePids(h.dataDir)) process.kill(pid, 'SIGKILL');
    await this.redis?.stop();
    try {
      this.pg?.stop();
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/** A contract call over HTTP to one API process. */
export async function call<T = unknown>(
  base: string,
  def: EndpointDef,
  opts: { token?: string; query?: Record<string, string | number>; body?: unknown } = {},
): Promise<{ status: number; msg: string; data: T; token: string | null }> {
  const method = (Array.isArray(def.method) ? def.method[0] : def.method) as string;
  const url = new URL(def.path, base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(opts.token ? { authorization: opts.token } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { status: number; msg: string; data: T };
  return { ...body, token: res.headers.get('authorization') };
}
