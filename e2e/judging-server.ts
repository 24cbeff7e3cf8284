import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A server of its own for the judging flows. The shared e2e server (global-setup.ts) keeps its
 * data in a temp folder outside GO_JUDGE_SRC_PREFIX, so under `npm test` the shared go-judge may
 * not read its test cases; and run alone it would start go-judge on the default port 5050.
 * Here the data folder sits under GO_JUDGE_SRC_PREFIX when the shared sandbox is given,
 * otherwise the server starts its own go-judge on a port of 19550–19599.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const JUDGING_ROOT_PASSWORD = 'e2e-judge-Pa55';

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

export interface JudgingServer {
  baseUrl: string;
  rootPassword: string;
  log: () => string;
  stop: () => Promise<void>;
}

async function waitForJudge(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const body = (await res.json()) as { data?: { judge?: { status?: string } } };
      // Ready once the worker pool runs against an answering sandbox.
      if (body.data?.judge?.status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the judge did not become ready at ${baseUrl}:\n${log()}`);
}

export async function startJudgingServer(): Promise<JudgingServer> {
  const shared = process.env.GO_JUDGE_URL && process.env.GO_JUDGE_SRC_PREFIX ? process.env.GO_JUDGE_SRC_PREFIX : null;
  const tmp = mkdtempSync(path.join(shared ?? os.tmpdir(), 'verdict-e2e-judging-'));
  const port = await freePort(19500, 19549);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tmp,
    VERDICT_ROOT_PASSWORD: JUDGING_ROOT_PASSWORD,
    JUDGE_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (!shared) {
    delete env.GO_JUDGE_URL;
    env.GO_JUDGE_PORT = String(await freePort(19550, 19599));
  }
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForJudge(baseUrl, server, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, rootPassword: JUDGING_ROOT_PASSWORD, log: () => output, stop };
}
