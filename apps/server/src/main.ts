import { buildApp } from './app';
import { loadConfig } from './config';
import { createCore } from './core';
import { startJudgingRuntime } from './modules/judge/runtime';
import { ensureRootUser } from './modules/account/root-user';

/** `verdict serve` (default): API, web client and, in embedded mode, the judge. */
async function serve(): Promise<void> {
  const config = loadConfig();
  const core = await createCore(config);
  await ensureRootUser(core, { info: (m) => console.log(m), warn: (m) => console.warn(m) });
  const app = await buildApp(core, {
    logger: { level: config.logLevel, transport: process.stdout.isTTY ? { target: 'pino-pretty' } : undefined },
  });
  const stops: Array<() => Promise<void>> = [];

  await app.listen({ port: config.port, host: config.host });
  stops.push(await startJudgingRuntime(app, core));
  app.log.info(`Verdict is serving on http://localhost:${config.port} (database: ${core.database.dialect.name})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    for (const s of stops.reverse()) await s().catch((err) => app.log.error(err));
    await app.close();
    await core.database.close();
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
} else {
  console.error(`unknown command: ${command} (expected: serve | judge)`);
  process.exit(2);
}
