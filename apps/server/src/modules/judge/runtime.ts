import path from 'node:path';
import { Judge, SandboxClient, startGoJudge } from '@verdict/judge';
import type { FastifyInstance } from 'fastify';
import { Role } from '@verdict/shared';
import type { Core } from '../../core';
import { makeActor } from '../../http/actor';
import { seedDemoProblems } from '../problem/seed';
import type { Logger } from './worker-pool';

/**
 * `verdict serve` wiring: demo problems on a fresh site, go-judge as a child process (unless
 * GO_JUDGE_URL points at one), then the worker pool. Without a sandbox the site still
 * serves; submissions wait in Pending and /api/health says why.
 */
export async function startJudgingRuntime(app: FastifyInstance, core: Core, log: Logger = app.log): Promise<() => Promise<void>> {
  const judging = app.judging;
  const seeded = await seedDemoProblems(core.database.db, judging.problemAdmin, makeActor('1', 'root', Role.Root));
  if (seeded) log.info(`judge: added ${seeded} demo problems (A+B Problem is 1000)`);

  let url = core.config.goJudgeUrl;
  let stopSandbox: (() => Promise<void>) | null = null;
  if (!url) {
    try {
      const sandbox = await startGoJudge({
        port: Number(process.env.GO_JUDGE_PORT ?? 5050),
        workDir: path.join(core.config.dataDir, 'go-judge'),
        srcPrefixes: [judging.store.root],
        parallelism: core.config.judgeConcurrency || undefined,
      });
      url = sandbox.url;
      stopSandbox = () => sandbox.stop();
      log.info(`judge: go-judge started at ${url}`);
    } catch (err) {
      const reason = `go-judge could not be started: ${(err as Error).message}`;
      judging.setUnavailable(reason);
      log.error(`judge: ${reason}; submissions will wait in Pending`);
      return async () => {};
    }
  }
  const client = new SandboxClient(url);
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  // Workers start only against a sandbox that answers; until then submissions wait in Pending.
  const tryStart = async (): Promise<boolean> => {
    try {
      await client.version();
    } catch (err) {
      judging.setUnavailable(`go-judge at ${url} does not answer: ${(err as Error).message}`);
      return false;
    }
    if (stopped) return true;
    await judging.startWorkers(new Judge(client), log);
    log.info(`judge: workers started against ${url}`);
    return true;
  };
  if (!(await tryStart())) {
    log.error(`judge: go-judge at ${url} does not answer; submissions wait in Pending, retrying every 15 s`);
    retry = setInterval(() => {
      void tryStart().then((ok) => {
        if (ok && retry) clearInterval(retry);
      });
    }, 15_000);
  }
  return async () => {
    stopped = true;
    if (retry) clearInterval(retry);
    await judging.stopWorkers();
    await stopSandbox?.();
  };
}
