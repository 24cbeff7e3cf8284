import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { JSON_BODY_LIMIT, pickLang } from '@verdict/shared';
import type { Core } from './core';
import { installCors } from './http/cors';
import { StreamSlots } from './http/event-stream';
import { installFormBodyParser, installJsonBodyParser } from './http/json-body';
import { formBodyPaths } from './http/route';
import { securityHeadersOf } from './http/security-headers';
import { installErrorHandler } from './http/error-handler';
import { logSerializers } from './http/log-redaction';
import { OneLineRequestLog } from './http/request-log';
import { serveWebClient } from './http/web-client';
import { databaseHealth } from './infra/health';
import { installRateLimits } from './infra/rate-limit';
import { accountRoutes } from './modules/account/account.routes';
import { adminUserRoutes } from './modules/admin/user-admin.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { clarificationRoutes } from './modules/clarification/clarification.routes';
import { ccsRoutes } from './modules/ccs/ccs.routes';
import { callerOf, sendError } from './modules/ccs/ccs-http';
import { ccsPackageRoutes } from './modules/ccs/ccs-package.routes';
import { eventFeedRoutes } from './modules/ccs/event-feed.routes';
import { contestAdminRoutes } from './modules/contest/contest-admin.routes';
import { teamRoutes } from './modules/team/team.routes';
import { contestRoutes } from './modules/contest/contest.routes';
import { balloonRoutes } from './modules/balloon/balloon.routes';
import { ratingRoutes } from './modules/rating/rating.routes';
import { similarityRoutes } from './modules/similarity/similarity.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { discussionRoutes } from './modules/discussion/discussion.routes';
import { fileRoutes } from './modules/file/file.routes';
import { groupRoutes } from './modules/group/group.routes';
import { groupContentRoutes } from './modules/group-content/group-content.routes';
import { homeRoutes } from './modules/home/home.routes';
import { remoteJudgeRoutes } from './modules/remote-judge/remote-judge.routes';
import { judgeRoutes } from './modules/judge/judge.routes';
import { messageRoutes } from './modules/message/message.routes';
import { problemBankRoutes } from './modules/problem-bank/problem-bank.routes';
import { problemTransferRoutes } from './modules/problem-transfer/problem-transfer.routes';
import { kattisRoutes } from './modules/problem-transfer/kattis.routes';
import { problemRoutes } from './modules/problem/problem.routes';
import { rankRoutes } from './modules/rank/rank.routes';
import { siteRoutes } from './modules/site/site.routes';
import { submissionRoutes } from './modules/submission/submission.routes';
import { siteStatus } from './modules/system/health';
import { systemRoutes } from './modules/system/system.routes';
import { trainingAdminRoutes } from './modules/training/training-admin.routes';
import { trainingRoutes } from './modules/training/training.routes';
import { closeQueue } from './wiring/judging';
import { type ServiceOptions, type Services, buildServices } from './wiring/services';

export interface BuildOptions extends ServiceOptions {
  logger?: boolean | Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The whole HTTP application: plugins, the services, then every module's routes in the
 * order below — this file is the map of the server.
 */
export async function buildApp(core: Core, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines and errors never carry e-mail addresses or mailed codes (log-redaction.ts).
    logger: opts.logger ? { ...(opts.logger === true ? {} : opts.logger), serializers: logSerializers } : false,
    // JSON only: multipart uploads have their own limits, a few calls raise this (EndpointDef.bodyLimit).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: core.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    logController: new OneLineRequestLog(),
  });
  const s = buildServices(core, opts);
  // The language table follows the judge package's languages on every start.
  await s.problemAdmin.syncLanguages();
  app.decorate('services', s);
  app.decorate('streamSlots', new StreamSlots(core.config.sseLimits));
  app.decorate('authDeps', { tokens: core.tokens, loadActor: (uid: string) => s.account.loadActor(uid) });
  app.decorateRequest('lang', 'zh-CN');
  const cors = installCors(app, core.config.corsOrigins);
  // Helmet's headers, the same for every answer: worked out once (http/security-headers.ts).
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  // What every request starts with, in one callback hook (each hook is a step of Fastify's chain on
  // every request): the language, CORS (which answers OPTIONS itself), then the security headers —
  // a route may still replace one, e.g. its own CSP.
  app.addHook('onRequest', (req, reply, done) => {
    const q = req.query as Record<string, unknown> | undefined;
    req.lang = pickLang(typeof q?.l === 'string' ? q.l : undefined, req.headers['accept-language']);
    if (cors(req, reply)) return;
    reply.headers(securityHeaders);
    done();
  });
  // Abandoned test-data uploads and test data no case uses: swept once started, then every 10 minutes.
  app.addHook('onReady', async () => s.testdataUploads.startSweeping(app.log));
  // Rated contests that ended are rated within a minute (issue 24.3).
  app.addHook('onReady', async () => s.ratings.start());
  app.addHook('onClose', async () => {
    s.ccsEvents.close();
    s.ratings.stop();
    await s.testdataUploads.stopSweeping();
    await s.judging.stopWorkers();
    await closeQueue(s.queue);
    await core.redis?.close();
  });
  installJsonBodyParser(app);
  installFormBodyParser(app, formBodyPaths);
  // Brotli or gzip as the browser asks, for JSON and the client's files alike. Server-sent events are
  // not compressed: the default types leave text/event-stream out, and that route hijacks its reply.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(fastifyStatic, {
    root: path.join(core.config.dataDir, 'public'),
    prefix: '/api/public/',
    decorateReply: true,
  });
  await installRateLimits(app, core.kv, core.config.rateLimits);

  // Before any route: Fastify binds a route to the error handler current when it is added.
  installErrorHandler(app);

  // ── modules ────────────────────────────────────────────────────────────────
  systemRoutes(app, async () => {
    const [databaseStatus, redis] = await Promise.all([databaseHealth(core.database.db), core.redis?.health()]);
    // The heartbeats live in the database: while it is down the lists are empty, health still answers.
    const processes = await s.judging.hosts().catch(() => []);
    const { judge } = s.judging.health();
    return {
      status: siteStatus({ database: databaseStatus, redis, judge, judgesHere: core.config.judgeConcurrency !== 0, processes }),
      database: core.database.dialect.name,
      databaseStatus,
      ...(redis ? { redis } : {}),
      judge,
      judgeHosts: processes.filter((p) => p.kind === 'host'),
      // API processes, this one and its siblings (a dead one is 'down'); those judging in-process show their load.
      apiProcesses: processes.filter((p) => p.kind === 'api'),
    };
  });
  siteRoutes(app, s);
  accountRoutes(app, s);
  adminUserRoutes(app, s);
  adminRoutes(app, {
    ...s,
    system: {
      database: core.database.dialect.name,
      judge: () => s.judging.health().judge,
      goJudgeUrl: core.config.goJudgeUrl,
      databaseUrl: core.config.databaseUrl,
      sqliteFile: core.config.sqliteFile,
      redisUrl: core.config.redisUrl,
      judgeHosts: () => s.judging.hosts(),
    },
  });
  fileRoutes(app, s);
  problemRoutes(app, { ...s, store: core.testdata, tmpRoot: core.paths.tmp });
  problemBankRoutes(app, s);
  problemTransferRoutes(app, { ...s, tmpRoot: core.paths.tmp, store: core.testdata });
  kattisRoutes(app, { ...s, tmpRoot: core.paths.tmp, store: core.testdata });
  submissionRoutes(app, s);
  judgeRoutes(app, { ...s, store: core.testdata, judgeToken: core.config.judgeToken });
  contestRoutes(app, s);
  contestAdminRoutes(app, s);
  balloonRoutes(app, s);
  ratingRoutes(app, s);
  similarityRoutes(app, s);
  verificationRoutes(app, s);
  teamRoutes(app, s);
  messageRoutes(app, s);
  trainingRoutes(app, s);
  trainingAdminRoutes(app, s);
  discussionRoutes(app, s);
  rankRoutes(app, s);
  homeRoutes(app, s);
  remoteJudgeRoutes(app, s);
  groupRoutes(app, s);
  groupContentRoutes(app, s);
  clarificationRoutes(app, s);
  ccsRoutes(app, s);
  eventFeedRoutes(app, {
    ccsEvents: s.ccsEvents,
    ccsViewer: async (req, cid) => s.ccs.viewer(await callerOf(req, s.account), cid),
    sendError: (reply, err, req) => sendError(reply, err, req.lang),
    keepAliveMs: s.ccsKeepAliveMs,
  });
  ccsPackageRoutes(app, { ccsPackage: s.ccsPackage, contestAdmin: (actor, cid) => s.contestAccess.admin(actor, cid) });
  // ───────────────────────────────────────────────────────────────────────────

  await serveWebClient(app, core.config.webDist, () => s.config.websiteConfig());
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
