import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface VerdictServer {
  baseUrl: string;
  log: () => string;
  stop: () => Promise<void>;
  /** The server's data folder (its SQLite file), for suites that must set up what no call offers. */
  dataDir: string;
}

/**
 * The real server (`main.ts serve`) on a fresh data folder, ready once its judge workers run.
 * Under `npm test` it judges on the shared go-judge, which reads test data only below
 * GO_JUDGE_SRC_PREFIX — so the data folder goes there; run alone, the server starts its own
 * go-judge on a port of the suite's range.
 */
export async function startVerdictServer(opts: {
  port: number;
  goJudgePort: number;
  rootPassword: string;
  env?: NodeJS.ProcessEnv;
}): Promise<VerdictServer> {
  const shared = process.env.GO_JUDGE_URL && process.env.GO_JUDGE_SRC_PREFIX ? process.env.GO_JUDGE_SRC_PREFIX : null;
  const dataDir = mkdtempSync(path.join(shared ?? os.tmpdir(), 'verdict-e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    // Cheap argon2id: every suite registers and logs in many users (apps/server/src/config.ts).
    PASSWORD_HASH_COST: 'test',
    ...process.env,
    ...opts.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    VERDICT_ROOT_PASSWORD: opts.rootPassword,
    LOG_LEVEL: 'warn',
    // Every suite registers, logs in and uploads from 127.0.0.1 against this one server.
    ...Object.fromEntries(
      ['LOGIN', 'REGISTER', 'EMAIL_CODE', 'CAPTCHA', 'UPLOAD', 'SUBMIT'].map((g) => [`RATE_LIMIT_${g}`, '100000/60']),
    ),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (!shared) {
    delete env.GO_JUDGE_URL;
    env.GO_JUDGE_PORT = String(opts.goJudgePort);
  }
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForJudge(baseUrl, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, log: () => output, stop, dataDir };
}

async function waitForJudge(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const body = (await (await fetch(`${baseUrl}/api/health`)).json()) as { data?: { status?: string } };
      // Ready once the site is whole: on this one-process site, the worker pool runs against an answering sandbox.
      if (body.data?.status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server at ${baseUrl} did not become ready:\n${log()}`);
}
