import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { startVerdictServer } from './server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_PASSWORD = 'e2e-root-Pa55';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    rootPassword: string;
    dataDir: string;
  }
}

/** Once per run: build the client if stale, start an SMTP receiver and the real server. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ensure = (await import(path.join(ROOT, 'scripts/ensure.mjs'))) as { ensureWebBuild: () => void };
  ensure.ensureWebBuild();

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'verdict-e2e-'));
  const mailDir = path.join(tmp, 'mail');
  const mailbox = await startMailbox(mailDir);
  let server;
  try {
    // A start that lost its ports to another process is retried on new ones.
    server = await withFreePort(async (port) => startVerdictServer({
      port,
      goJudgePort: await candidatePort(),
      rootPassword: ROOT_PASSWORD,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port), SMTP_SECURE: 'false', SMTP_USER: '', SMTP_PASS: '', SMTP_FROM: 'judge@verdict.test' },
    }), 3);
  } catch (err) {
    await mailbox.close();
    throw err;
  }
  const baseUrl = server.baseUrl;

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('rootPassword', ROOT_PASSWORD);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await server.stop();
    await mailbox.close();
    rmSync(tmp, { recursive: true, force: true });
  };
}
