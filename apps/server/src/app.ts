import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { pickLang } from '@verdict/shared';
import type { Core } from './core';
import { installCors } from './http/cors';
import { installErrorHandler } from './http/error-handler';
import { installRateLimits } from './infra/rate-limit';
import { systemRoutes } from './modules/system/system.routes';
import { registerJudging } from './modules/judge/judging.module';
import { accountRoutes } from './modules/account/account.routes';
import { adminConfigRoutes } from './modules/admin/config.routes';
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
    logger: opts.logger ?? false,
    bodyLimit: 32 * 1024 * 1024,
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
  await app.register(helmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY }, crossOriginEmbedderPolicy: false });
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(fastifyStatic, { root: path.join(core.config.dataDir, 'public'), prefix: '/api/public/', decorateReply: true });
  await installRateLimits(app, core.kv, core.config.rateLimits);

  // Before any route: Fastify binds a route to the error handler current when it is added.
  installErrorHandler(app);

  // ── modules ────────────────────────────────────────────────────────────────
  const judging = await registerJudging(app, core);
  systemRoutes(app, async () => ({ database: core.database.dialect.name, ...judging.health() }));
  accountRoutes(app, core);
  adminConfigRoutes(app, core);
  problemBankRoutes(app, core, judging);
  // ───────────────────────────────────────────────────────────────────────────

  await serveWebClient(app, core.config.webDist);
  return app;
}

/**
 * What the React client needs and no more: antd, CodeMirror and KaTeX write inline styles;
 * statements show data:/blob: and external https images; KaTeX fonts may be inlined; the API
 * and the submissions SSE stream are same-origin; PDF attachments open in a same-origin frame.
 * No upgrade-insecure-requests: many judges run on plain http inside a school network.
 * The attachment route sets its own stricter policy (default-src 'none'; sandbox).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

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
