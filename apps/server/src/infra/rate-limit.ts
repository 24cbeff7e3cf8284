import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type EndpointDef, adminLogin, applyResetPassword, captcha, getChangeEmailCode, getRegisterCode, importFpsProblem, importHydroProblem,
  importProblem, importQdojProblem, login, register, submitProblemJudge, submitProblemTestJudge, uploadAvatar, uploadMdFile, uploadMdImg,
  uploadTestcaseZip,
} from '@verdict/shared';
import type { RateLimit, RateLimitGroup } from '../config';
import { AppError } from '../http/app-error';
import { readToken } from '../http/route';
import { cookieToken } from '../http/session-cookie';
import type { KeyValueStore } from './kv-store';

/** The calls each group limits; a group shares one counter per client across its calls. */
export const RATE_LIMITED: Record<RateLimitGroup, EndpointDef[]> = {
  login: [login, adminLogin],
  register: [register],
  emailCode: [getRegisterCode, getChangeEmailCode, applyResetPassword],
  captcha: [captcha],
  upload: [uploadAvatar, uploadMdImg, uploadMdFile],
  testdata: [uploadTestcaseZip, importProblem, importQdojProblem, importHydroProblem, importFpsProblem],
  submit: [submitProblemJudge, submitProblemTestJudge],
};

/** Groups whose calls need a login: counted per user, so users behind one address do not share a budget. */
const PER_USER: ReadonlySet<RateLimitGroup> = new Set(['upload', 'testdata', 'submit']);

/**
 * @fastify/rate-limit on the calls above, counting in the key-value store so every server of a
 * scaled deployment sees the same counts. Runs on onRequest: an upload over the limit is refused
 * before its body is read. Must be installed before the routes are added.
 */
export async function installRateLimits(app: FastifyInstance, kv: KeyValueStore, limits: Record<RateLimitGroup, RateLimit>): Promise<void> {
  const byPath = new Map<string, { group: RateLimitGroup; def: EndpointDef }>();
  for (const [group, defs] of Object.entries(RATE_LIMITED) as Array<[RateLimitGroup, EndpointDef[]]>) {
    for (const def of defs) byPath.set(def.path, { group, def });
  }
  // Runs before the plugin's own onRoute hook (added next), which reads config.rateLimit.
  app.addHook('onRoute', (routeOptions) => {
    const limited = byPath.get(routeOptions.url ?? '');
    if (!limited) return;
    const { group, def } = limited;
    const { max, windowSeconds } = limits[group];
    routeOptions.config = {
      ...routeOptions.config,
      rateLimit: {
        groupId: group, max, timeWindow: windowSeconds * 1000,
        keyGenerator: PER_USER.has(group) ? (req) => userOrAddress(app, req, def) : (req) => `ip:${req.ip}`,
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    store: kvStore(kv),
    // A broken store must not lock everybody out.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => new AppError(400, 'errors.rateLimited', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }, 429),
  });
}

/** The user of the request's token (header, or the session cookie where the call accepts it), else the address. */
async function userOrAddress(app: FastifyInstance, req: FastifyRequest, def: EndpointDef): Promise<string> {
  const token = readToken(req) ?? cookieToken(req, def);
  const session = token ? await app.authDeps.tokens.verify(token) : null;
  return session ? `user:${session.uid}` : `ip:${req.ip}`;
}

/** A store class over our KeyValueStore; each group counts under its own key prefix. */
function kvStore(kv: KeyValueStore) {
  return class KvRateLimitStore implements FastifyRateLimitStore {
    constructor(_options: unknown, private readonly scope = 'all') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      kv.incrementWithTtl(`ratelimit:${this.scope}:${key}`, Math.max(1, Math.ceil(timeWindow / 1000))).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged rate-limit settings, where our groupId names the group.
      const scope = 'groupId' in routeOptions && typeof routeOptions.groupId === 'string' ? routeOptions.groupId : 'route';
      return new KvRateLimitStore(undefined, scope);
    }
  };
}
