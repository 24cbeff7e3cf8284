import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startBrowserServer } from './browser';
import { startMailbox } from './mailbox';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { E2E_WORKERS } from './parallel';
import { startVerdictServer, type VerdictServer } from './server';
import { startRemoteStandins } from './remote-standins';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_PASSWORD = 'e2e-root-Pa55';

/** One server of the run with its own mailbox; a test file talks to the one of its worker (harness `server()`). */
export interface E2eServer {
  baseUrl: string;
  mailDir: string;
  /** The server's data folder (its SQLite file), for suites that must set up what no call offers. */
  dataDir: string;
  /** The worker's Chromium (e2e/browser.ts), which its files connect to; none when it could not start. */
  browserEndpoint?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Index i serves the files of worker VITEST_POOL_ID = i + 1: never two files at once on one server. */
    e2eServers: E2eServer[];
    rootPassword: string;
  }
}

/**
 * Once per run: build the client if stale, then one real server (and SMTP receiver) per worker,
 * started side by side — as many as there are workers, fewer when fewer files run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ensure = (await import(path.join(ROOT, 'scripts/ensure.mjs'))) as { ensureWebBuild: () => void };
  ensure.ensureWebBuild();

  const count = Math.max(1, Math.min(E2E_WORKERS, await fileCount(project)));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'verdict-e2e-'));
  const started: Array<{ server: VerdictServer | null; browser?: BrowserServer; closeMailbox: () => Promise<void> }> = [];
  const remote = await startRemoteStandins();
  const stopAll = async () => {
    await Promise.all(
      started.map(async (s) => {
        await s.server?.stop();
        await s.browser?.close().catch(() => undefined);
        await s.closeMailbox();
      }),
    );
    await remote.close();
    rmSync(tmp, { recursive: true, force: true });
  };

  const servers: E2eServer[] = [];
  try {
    const results = await Promise.allSettled(
      Array.from({ length: count }, async (_, i) => {
        const mailDir = path.join(tmp, `mail-${i + 1}`);
        const mailbox = await startMailbox(mailDir);
        const entry: (typeof started)[number] = { server: null, closeMailbox: mailbox.close };
        started.push(entry);
        // The worker's browser starts beside its server; one that does not start leaves the files to launch their own.
        const browserStarting = startBrowserServer().then(
          (b) => (entry.browser = b),
          () => undefined,
        );
        // A start that lost its ports to another process is retried on new ones.
        entry.server = await withFreePort(
          async (port) =>
            startVerdictServer({
              port,
              goJudgePort: await candidatePort(),
              rootPassword: ROOT_PASSWORD,
              env: {
                SMTP_HOST: '127.0.0.1',
                SMTP_PORT: String(mailbox.port),
                SMTP_SECURE: 'false',
                SMTP_USER: '',
                SMTP_PASS: '',
                SMTP_FROM: 'judge@verdict.test',
                ...remote.env,
              },
            }),
          3,
        );
        await browserStarting;
        servers[i] = {
          baseUrl: entry.server.baseUrl,
          mailDir,
          dataDir: entry.server.dataDir,
          browserEndpoint: entry.browser?.wsEndpoint(),
        };
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await stopAll();
    throw err;
  }

  project.provide('e2eServers', servers);
  project.provide('rootPassword', ROOT_PASSWORD);
  return stopAll;
}

/** How many e2e files this run holds (after the command line's filters): no server for a worker that gets none. */
async function fileCount(project: TestProject): Promise<number> {
  // The CLI's file filters are not public API; without them every file counts, which only costs a spare server.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  try {
    return (await project.globTestFiles(filters)).testFiles.length;
  } catch {
    return E2E_WORKERS;
  }
}
