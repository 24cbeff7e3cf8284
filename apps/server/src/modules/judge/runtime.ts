import path from 'node:path';
import { Judge, SandboxClient, startGoJudge } from '@verdict/judge';
import type { Config } from '../../config';
import type { Judging } from './judging';
import type { Logger } from './worker-pool';

/**
 * `verdict serve` wiring: go-judge as a child process (unless GO_JUDGE_URL points at one),
 * then the worker pool. Without a sandbox the site still serves; submissions wait in Pending
 * and /api/health says why.
 */
export async function startJudgingRuntime(
  judging: Judging, config: Config, testdataRoot: string, log: Logger,
): Promise<() => Promise<void>> {

  let url = config.goJudgeUrl;
  let stopSandbox: (() => Promise<void>) | null = null;
  if (!url) {
    try {
      const sandbox = await startGoJudge({
        port: Number(process.env.GO_JUDGE_PORT ?? 5050),
        workDir: path.join(config.dataDir, 'go-judge'),
        srcPrefixes: [testdataRoot],
        parallelism: config.judgeConcurrency || undefined,
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
