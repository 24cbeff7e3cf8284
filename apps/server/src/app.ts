import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { JSON_BODY_LIMIT, pickLang } from '@verdict/shared';
import type { Core } from './core';
import { installCors } from './http/cors';
import { installErrorHandler } from './http/error-handler';
import { logSerializers } from './http/log-redaction';
import { systemRoutes } from './modules/system/system.routes';
import { registerJudging } from './modules/judge/judging.module';
import { accountRoutes } from './modules/account/account.routes';
import { adminConfigRoutes } from './modules/admin/config.routes';
import { adminUserRoutes } from './modules/admin/user-admin.routes';
import { problemBankRoutes } from './modules/problem/problem-bank.routes';

export interface BuildOptions {
  logger?: boolean | Record<string, unknown>;
}

/**
 * The whole HTTP application. Modules are registered by hand below so that this file
 * reads as the map of the server.
 */
export async function buildApp(core: Core, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines and errors never carry e-mail addresses or mailed codes (log-redaction.ts).
    logger: opts.logger ? { ...(opts.logger === true ? {} : opts.logger), serializers: logSerializers } : false,
    // JSON only: multipart uploads have their own limits, a few calls raise this (EndpointDef.bodyLimit).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: core.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.decorate('authDeps', { tokens: core.tokens, loadActor: core.loadActor });
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (req) => {
    const q = req.query as Record<string, unknown> | undefined;
    req.lang = pickLang(typeof q?.l === 'string' ? q.l : undefined, req.headers['accept-language']);
  });
  installCors(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(fastifyStatic, { root: path.join(core.config.dataDir, 'public'), prefix: '/api/public/', decorateReply: true });

  // Before any route: Fastify binds a route to the error handler current when it is added.
  installErrorHandler(app);

  // ── modules ────────────────────────────────────────────────────────────────
  const judging = await registerJudging(app, core);
  systemRoutes(app, async () => ({ database: core.database.dialect.name, ...judging.health() }));
  accountRoutes(app, core);
  adminConfigRoutes(app, core);
  adminUserRoutes(app, core);
  problemBankRoutes(app, core, judging);
  // ───────────────────────────────────────────────────────────────────────────

  await serveWebClient(app, core.config.webDist);
  return app;
}

/** The built React client, with index.html for every non-API path (history-mode routes). */
async function serveWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: webDist, prefix: '/', decorateReply: false, wildcard: false, index: false });
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(req.url.split('?')[0]).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(webDist + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(webDist, file), webDist);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
  });
}
