import { Role } from '@verdict/shared';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createCore } from './core';
import { makeActor } from './http/actor';
import { runJudgeHost } from './judge-host';
import { serverLogger } from './http/request-log';
import { ROOT_UID } from './modules/account/root-user';
import { processName } from './modules/judge/hosts';
import { startJudgingRuntime } from './modules/judge/runtime';
import { seedDemoProblems } from './modules/problem/seed';

/** `verdict serve` (default): API, web client and, in embedded mode, the judge. */
async function serve(): Promise<void> {
  const config = loadConfig();
  const core = await createCore(config);
  const logger = serverLogger(config.logLevel);
  const app = await buildApp(core, { logger: logger.options });
  const { account, problemAdmin, judging } = app.services;
  await account.ensureRoot(config.rootPassword, { info: (m) => console.log(m), warn: (m) => console.warn(m) });
  // A fresh site gets demo problems, so a newcomer can submit A+B within a minute.
  const seeded = await seedDemoProblems(problemAdmin, makeActor(ROOT_UID, 'root', Role.Root));
  if (seeded) app.log.info(`added ${seeded} demo problems (A+B Problem is 1000)`);
  // …and a discussion category, so the forum takes posts from the first day.
  if (await app.services.discussions.seedDefaultCategory()) app.log.info('added the default discussion category');
  const stops: Array<() => Promise<void>> = [];

  await app.listen({ port: config.port, host: config.host });
  // Every API process heartbeats, judging or not: health lists its siblings, a dead one within seconds.
  stops.push(judging.heartbeat({ kind: 'api', name: processName('api', config), log: app.log }));
  // JUDGE_CONCURRENCY=0: an API process of the scaled mode; judge hosts take the jobs.
  if (config.judgeConcurrency === 0) {
    judging.setUnavailable('JUDGE_CONCURRENCY=0: this process judges nothing, judge processes take the jobs');
    app.log.info('judge: JUDGE_CONCURRENCY=0, this process judges nothing');
  } else stops.push(await startJudgingRuntime(judging, config, core.testdata.root, app.log));
  app.log.info(`Verdict is serving on http://localhost:${config.port} (database: ${core.database.dialect.name})`);
  // Boards of live contests are rebuilt now, in the background, not by their first viewer.
  app.services.contestBoards
    .warmRunning()
    .then((cids) => cids.length && app.log.info(`contest boards ready: ${cids.join(', ')}`))
    .catch((err) => app.log.warn(`contest boards not prepared at start: ${String(err)}`));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    for (const s of stops.reverse()) await s().catch((err) => app.log.error(err));
    await app.close();
    await core.database.close();
    logger.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

const command = process.argv[2] ?? 'serve';
if (command === 'serve') {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else if (command === 'judge') {
  // `npm run judge`: a separate judge host (judge-host.ts); SIGINT/SIGTERM hand its running jobs back.
  runJudgeHost(loadConfig()).then(
    (stop) => {
      let stopping = false;
      const onSignal = () => {
        if (stopping) return;
        stopping = true;
        void stop().finally(() => process.exit(0));
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
    },
    (err: Error) => {
      console.error(`[judge-host] ${err.message}`);
      process.exit(1);
    },
  );
} else {
  console.error(`unknown command: ${command} (expected: serve | judge)`);
  process.exit(2);
}
