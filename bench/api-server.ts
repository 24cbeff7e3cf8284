/**
 * A server process for `npm run bench:api`, started by the bench (node --import tsx):
 *   api-server.ts verdict   the real app as `verdict serve` builds it (every module, plugin and hook,
 *                           request logging at info level to this process's stdout), without the judge
 *   api-server.ts bare      a bare Fastify route answering a constant: the ceiling of the framework
 * Tells its parent the port over IPC once listening.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createCore } from '../apps/server/src/core';
import { serverLogger } from '../apps/server/src/http/request-log';
import type { JudgeChange } from '../apps/server/src/modules/submission/judge-changes';

async function main(mode: string) {
  if (mode === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ status: 200, msg: 'success', data: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.send?.({ port: (app.server.address() as { port: number }).port });
    return;
  }
  const config = loadConfig();
  const core = await createCore(config);
  // The logger as main.ts sets it (stdout is not a terminal here, so no pretty transport).
  const app = await buildApp(core, { logger: serverLogger(config.logLevel).options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  defeatCacheOnAsk(app);
  process.send?.({ port: (app.server.address() as { port: number }).port });
}

/**
 * A request carrying `x-bench-verdict` is preceded by the change notice a verdict sends (the
 * judge's verdict transaction tells the submission repository's listeners: the kept list pages and
 * problem pages are dropped, the totals filtered by status too): the page is computed as it is
 * in a live contest where every verdict defeats the cache. The notice is all that is emulated —
 * no row is written, so every answer stays the seeded site's.
 */
function defeatCacheOnAsk(app: FastifyInstance) {
  const repo = app.services.submissionRepo as unknown as { changed(change: JudgeChange): void };
  // On the HTTP server's request event, ahead of Fastify's handler: not a hook of the app, so the
  // targets that do not ask (health, the kept pages) run the hook chain `verdict serve` runs.
  app.server.prependListener('request', (req: { headers: Record<string, unknown> }) => {
    if (req.headers['x-bench-verdict']) repo.changed({ kind: 'status', pids: [1], verdict: true });
  });
}

// The bench stops servers with SIGINT: exit normally, so that --cpu-prof writes its profile.
process.on('SIGINT', () => process.exit(0));

main(process.argv[2] ?? 'verdict').catch((err) => {
  console.error(err);
  process.exit(1);
});
