import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type EndpointDef,
  adminLogin,
  applyResetPassword,
  captcha,
  getChangeEmailCode,
  getRegisterCode,
  importFpsProblem,
  importHydroProblem,
  importProblem,
  importQdojProblem,
  login,
  register,
  submitProblemJudge,
  submitProblemTestJudge,
  uploadAvatar,
  uploadMdFile,
  uploadMdImg,
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
export async function installRateLimits(
  app: FastifyInstance,
  kv: KeyValueStore,
  limits: Record<RateLimitGroup, RateLimit>,
): Promise<void> {
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
        groupId: group,
        max,
        timeWindow: windowSeconds * 1000,
        keyGenerator: PER_USER.has(group) ? (req) => userOrAddress(app, req, def) : (req) => `ip:${req.ip}`,
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    store: kvStore(kv),
    // A broken store must not lock everybody out.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(400, 'errors.rateLimited', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }, 429),
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
    constructor(
      _options: unknown,
      private readonly scope = 'all',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
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

/** How long a claim of "attempt in progress" lives if its process dies before releasing it. */
const BUSY_SECONDS = 5;
const tooMany = (ttl: number, limit: RateLimit) =>
  new AppError(400, 'errors.tooManyGuesses', { seconds: ttl > 0 ? ttl : limit.windowSeconds }, 429);

/** What a guess is aimed at and who makes it: `object` names one secret, e.g. `contest:12`. */
export interface GuessScope {
  object: string;
  uid: string;
  ip: string;
}

/**
 * Wrong guesses of a secret a user types (contest and training passwords, group codes), counted per
 * user and per address for each object in the key-value store: over either limit the attempt is
 * refused with HTTP 429 and Retry-After before the secret is compared, so guessing cannot go on.
 * Only wrong guesses count; a right one leaves the counters (they run out with their window).
 */
export class GuessLimiter {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limits: { perUser: RateLimit; perAddress: RateLimit },
  ) {}

  /**
   * Runs `attempt` unless the caller is over a limit for `scope.object`; a refusal of `attempt`
   * whose key is `wrongKey` (the service's "wrong password" answer) counts as a wrong guess.
   */
  async guard<T>(scope: GuessScope, wrongKey: string, attempt: () => Promise<T>): Promise<T> {
    const counters = this.counters(scope);
    for (const { key, limit } of counters) {
      if (Number((await this.kv.get(key)) ?? 0) >= limit.max) throw tooMany(await this.kv.ttl(key), limit);
    }
    // One attempt at a time per user and object (every process sees the claim): parallel tries
    // would all be compared before the first one is counted.
    const busy = `guess:busy:${scope.object}:${scope.uid}`;
    if ((await this.kv.increment(busy, BUSY_SECONDS)) !== 1)
      throw new AppError(400, 'errors.tooManyGuesses', { seconds: BUSY_SECONDS }, 429);
    try {
      return await attempt();
    } catch (err) {
      if (err instanceof AppError && err.key === wrongKey) {
        for (const { key, limit } of counters) await this.kv.incrementWithTtl(key, limit.windowSeconds);
      }
      throw err;
    } finally {
      await this.kv.delete(busy);
    }
  }

  private counters({ object, uid, ip }: GuessScope) {
    return [
      { key: `guess:user:${object}:${uid}`, limit: this.limits.perUser },
      { key: `guess:ip:${object}:${ip}`, limit: this.limits.perAddress },
    ];
  }
}
