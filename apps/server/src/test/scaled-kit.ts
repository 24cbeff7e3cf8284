import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { candidatePort } from '../../../../packages/judge/src/testing/ports';

/** Test helpers of the scaled mode: real server processes (`main.ts serve`) on one PostgreSQL + Redis. */

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  log: () => string;
  /** kill -9: no shutdown, no handing back of jobs. */
  crash: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts `main.ts serve` with `env` on a free port and waits until it answers /api/health (and,
 * with `judges`, until its judge workers run).
 */
export async function startServerProcess(
  name: string,
  env: NodeJS.ProcessEnv,
  opts: { judges: boolean },
): Promise<ServerProcess> {
  const port = await candidatePort();
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts'), 'serve'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    name,
    url,
    pid: child.pid ?? 0,
    log: () => output,
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))]);
      if (child.exitCode === null && child.signalCode === null) await proc.crash();
    },
  };
  const deadline = Date.now() + 120_000;
  let token: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      if (!opts.judges) {
        if ((await fetch(`${url}/api/health`)).ok) return proc;
      } else {
        // This process's own judge is in the admin's view of health only.
        token ??= await rootToken(url, env.VERDICT_ROOT_PASSWORD ?? '');
        const body = (await (await fetch(`${url}/api/health`, { headers: { authorization: token } })).json()) as {
          data?: { judge?: { status?: string } };
        };
        if (body.data?.judge?.status === 'ok') return proc;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await proc.crash();
      throw new Error(`${name} did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** An open server-sent event stream: the events so far, and a wait for one that matches. */
export interface SseReader {
  events: SseEvent[];
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`SSE ${url}: HTTP ${res.status}`);
  const events: SseEvent[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    close: () => abort.abort(),
    waitFor: async (match, timeoutMs = 60_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > end) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Signs in as root and answers the token (for the admin's view of /api/health). */
export async function rootToken(url: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`root login on ${url} failed: ${res.status} ${await res.text()}`);
  return token;
}
