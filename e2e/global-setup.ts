import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_PASSWORD = 'e2e-root-Pa55';

/** First free port in 19200–19299 (the range this suite may use), skipping `taken`. */
async function freePort(taken: number[] = []): Promise<number> {
  for (let port = 19200; port <= 19299; port++) {
    if (taken.includes(port)) continue;
    const ok = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 19200–19299');
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} in time:\n${log()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    rootPassword: string;
  }
}

/** Once per run: build the client if stale, start an SMTP receiver and the real server. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ensure = (await import(path.join(ROOT, 'scripts/ensure.mjs'))) as { ensureWebBuild: () => void };
  ensure.ensureWebBuild();

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'verdict-e2e-'));
  const mailDir = path.join(tmp, 'mail');
  const smtpPort = await freePort();
  const mailbox = await startMailbox(mailDir, smtpPort);
  const port = await freePort([smtpPort]);

  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    VERDICT_ROOT_PASSWORD: ROOT_PASSWORD,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    SMTP_PASS: '',
    SMTP_FROM: 'judge@verdict.test',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/api/get-website-config`, server, () => output);
  } catch (err) {
    server.kill('SIGKILL');
    await mailbox.close();
    throw err;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('rootPassword', ROOT_PASSWORD);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await mailbox.close();
    rmSync(tmp, { recursive: true, force: true });
  };
}
