import { availableParallelism } from 'node:os';
import type { Config } from './config';
import { createCore } from './core';
import { ApiEventRelay, JudgeApiClient, RemoteTaskLoader } from './modules/judge/remote-task';
import { startJudgingRuntime } from './modules/judge/runtime';
import { SwitchService } from './modules/site/switch.service';
import { buildJudging, closeQueue } from './wiring/judging';
import { buildRemoteJudging } from './wiring/remote-judge';

const log = {
  info: (m: string) => console.log(`[judge-host] ${m}`),
  warn: (m: string) => console.warn(`[judge-host] ${m}`),
  error: (m: string) => console.error(`[judge-host] ${m}`),
};

/**
 * `npm run judge`: a judge host. It owns a go-judge (GO_JUDGE_PORT), takes jobs from the shared
 * queue (JUDGE_WORKERS at once), builds each task from the database (the problem's spec, read as the
 * embedded judge reads it) and the test data it fetches by content hash from the API into DATA_DIR,
 * judges, and writes the verdict.
 *
 * Results go straight to the database, not through the API: the write is the same attempt-id
 * compare-and-set transaction (with the counters) the embedded worker uses, so "judged twice,
 * counted once" has one implementation; and a host keeps judging through an API process restart
 * (only test data it has not cached needs the API). The price is a DATABASE_URL on judge hosts.
 */
export async function runJudgeHost(config: Config): Promise<() => Promise<void>> {
  if (!config.databaseUrl)
    throw new Error('npm run judge needs DATABASE_URL (postgres://…): the queue and the verdicts live there');
  if (!config.judgeToken)
    throw new Error('npm run judge needs VERDICT_JUDGE_TOKEN, the secret the API processes were started with');
  if (config.apiUrls.length === 0)
    throw new Error('npm run judge needs VERDICT_API_URL (one or more API addresses, comma-separated)');
  if (config.judgeConcurrency === 0)
    throw new Error('JUDGE_CONCURRENCY=0 on a judge host judges nothing; leave it unset (one per core) or give a number');
  const core = await createCore(config);
  const { apiUrls, judgeToken } = config;
  // Without a shared event bus (REDIS_URL) the API processes hear of this host's verdicts from the host itself.
  // Judging only: the queue, the judge module and the submission and problem services it writes and reads.
  const services = buildJudging(
    core,
    config.redisUrl ? {} : { events: (local) => new ApiEventRelay(local, apiUrls, judgeToken) },
  );
  // Remote problems (issue 25): judged here too, by the sites' adapters with the switch's accounts and REMOTE_JUDGE_*.
  buildRemoteJudging(core, { ...services, switches: new SwitchService(core.siteConfig) });
  const loader = new RemoteTaskLoader({
    api: new JudgeApiClient(config.apiUrls, config.judgeToken),
    verdicts: services.verdicts,
    problems: services.problems,
    store: core.testdata,
  });
  const stopRuntime = await startJudgingRuntime(services.judging, config, core.testdata.root, log, {
    loadTask: loader.load,
    kind: 'host',
  });
  const slots = config.judgeConcurrency ?? availableParallelism();
  log.info(`judging ${services.judging.concurrency} at a time (the sandbox runs ${slots}) for ${config.apiUrls.join(', ')}`);
  return async () => {
    await stopRuntime();
    await closeQueue(services.queue);
    await core.redis?.close();
    await core.database.close();
  };
}
