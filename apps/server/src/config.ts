import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Request groups with their own rate limit (infra/rate-limit.ts lists the calls of each). */
export const RATE_LIMIT_GROUPS = ['login', 'register', 'emailCode', 'captcha', 'upload', 'testdata', 'submit'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Per client (IP, or user for calls that need a login); RATE_LIMIT_<GROUP>=max/seconds overrides, e.g. RATE_LIMIT_LOGIN=600/60. */
const DEFAULT_RATE_LIMITS: Record<RateLimitGroup, RateLimit> = {
  // A flood ceiling only (every call counts): a lab of 300 behind one NAT address logs in within a
  // minute. Wrong passwords are counted apart, per account+address (modules/account/login-guard.ts).
  login: { max: 600, windowSeconds: 60 },
  register: { max: 10, windowSeconds: 600 },
  emailCode: { max: 10, windowSeconds: 600 },
  captcha: { max: 60, windowSeconds: 60 },
  upload: { max: 60, windowSeconds: 60 },
  // Test-data zips and problem imports expand on disk (up to 1 GiB each): far fewer than images.
  testdata: { max: 10, windowSeconds: 60 },
  // A burst cap on top of the site's per-user submission interval.
  submit: { max: 30, windowSeconds: 60 },
};

/**
 * How much work one argon2id password hash costs (PASSWORD_HASH_COST). `production` (the default):
 * m=19456 KiB, t=2. `test`: m=1024, t=1 — still argon2id, ~50× cheaper — for the test suites, which
 * create and log in thousands of users; never in production. Hashes of either cost verify under
 * both (the parameters live in the hash). Read at each hash, so a test may switch it (vi.stubEnv).
 */
export type PasswordHashCost = 'production' | 'test';
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  const raw = env.PASSWORD_HASH_COST;
  if (!raw || raw === 'production') return 'production';
  if (raw === 'test') return 'test';
  throw new Error(`PASSWORD_HASH_COST must be production or test (got "${raw}")`);
}

export interface SseLimits {
  perUser: number;
  perAddress: number;
  total: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | null;
  sqliteFile: string;
  redisUrl: string | null;
  /** Start of every Redis key and channel of this site (REDIS_PREFIX, default verdict). */
  redisPrefix: string;
  /** External go-judge; when null the server starts its own child process. */
  goJudgeUrl: string | null;
  /** Programs the sandbox runs at once (go-judge's parallelism); null = one per core, 0 = this process judges nothing (scaled mode API). */
  judgeConcurrency: number | null;
  /** Submissions this process judges at once (JUDGE_WORKERS); null = derived from judgeConcurrency (modules/judge/workers.ts). */
  judgeWorkers: number | null;
  /** How long a claimed job stays leased without a heartbeat before another worker may take it (JUDGE_LEASE_MS). */
  judgeLeaseMs: number;
  rootPassword: string | null;
  webDist: string;
  logLevel: string;
  /** Seconds between two submissions of one user when the site config does not say. */
  trustProxy: boolean;
  /** Megabytes of markdown images and attachments each user may keep; 0 = no limit. */
  uploadQuotaMb: number;
  /** Megabytes of test data (as extracted) the problems and pending uploads of one user may hold; 0 = no limit. */
  testdataQuotaMbUser: number;
  /** The same for one group's problems and the uploads made for it; 0 = no limit. */
  testdataQuotaMbGroup: number;
  rateLimits: Record<RateLimitGroup, RateLimit>;
  /**
   * RATE_LIMIT_LOGIN_FAILURES: failed logins from one address (any accounts) before the address is
   * locked; from a fifth of it every login from there needs the slide puzzle. Against spraying.
   */
  loginFailures: RateLimit;
  /** Wrong contest/training passwords and group codes: per user and object, per address and object (RATE_LIMIT_GUESS, _GUESS_ADDRESS). */
  guessLimits: { perUser: RateLimit; perAddress: RateLimit };
  /** Server-sent event streams this process keeps open: per signed-in user, per anonymous address, in all (SSE_MAX_PER_USER, _PER_ADDRESS, SSE_MAX_TOTAL). */
  sseLimits: SseLimits;
  /** CORS_ORIGINS: origins besides the site's own that may call the API with credentials (comma-separated, e.g. https://oj.example.edu). */
  corsOrigins: string[];
  /** VERDICT_JUDGE_TOKEN: the secret judge hosts and the API share; without it the judge-only calls are off. */
  judgeToken: string | null;
  /** VERDICT_API_URL (comma-separated for several API processes): where a judge host fetches specs and test data. */
  apiUrls: string[];
  /** PASSWORD_HASH_COST (checked at start; password.ts reads it at each hash): `test` only for the test suites. */
  passwordHashCost: PasswordHashCost;
  /** VERDICT_INSTANCE_NAME: this process's name in the heartbeat list (default host name + data folder or port). */
  instanceName?: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    port: intEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : null,
    sqliteFile: path.join(dataDir, 'verdict.db'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'verdict',
    goJudgeUrl: env.GO_JUDGE_URL || null,
    judgeConcurrency: env.JUDGE_CONCURRENCY ? Math.max(0, intEnv(env.JUDGE_CONCURRENCY, 0)) : null,
    judgeWorkers: env.JUDGE_WORKERS ? Math.max(1, intEnv(env.JUDGE_WORKERS, 1)) : null,
    judgeLeaseMs: Math.max(1_000, intEnv(env.JUDGE_LEASE_MS, 60_000)),
    rootPassword: env.VERDICT_ROOT_PASSWORD || null,
    webDist: path.resolve(env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    uploadQuotaMb: Math.max(0, intEnv(env.UPLOAD_QUOTA_MB, 512)),
    testdataQuotaMbUser: Math.max(0, intEnv(env.TESTDATA_QUOTA_MB_USER, 4096)),
    testdataQuotaMbGroup: Math.max(0, intEnv(env.TESTDATA_QUOTA_MB_GROUP, 2048)),
    rateLimits: rateLimitsFrom(env),
    loginFailures: maxPerSeconds(env, 'RATE_LIMIT_LOGIN_FAILURES', { max: 1000, windowSeconds: 1800 }),
    guessLimits: {
      perUser: maxPerSeconds(env, 'RATE_LIMIT_GUESS', { max: 10, windowSeconds: 600 }),
      perAddress: maxPerSeconds(env, 'RATE_LIMIT_GUESS_ADDRESS', { max: 100, windowSeconds: 600 }),
    },
    sseLimits: {
      perUser: Math.max(1, intEnv(env.SSE_MAX_PER_USER, 10)),
      perAddress: Math.max(1, intEnv(env.SSE_MAX_PER_ADDRESS, 20)),
      total: Math.max(1, intEnv(env.SSE_MAX_TOTAL, 5000)),
    },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    judgeToken: env.VERDICT_JUDGE_TOKEN || null,
    apiUrls: (env.VERDICT_API_URL ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    instanceName: env.VERDICT_INSTANCE_NAME || null,
    passwordHashCost: passwordHashCost(env),
  };
}

function rateLimitsFrom(env: NodeJS.ProcessEnv): Record<RateLimitGroup, RateLimit> {
  const out = { ...DEFAULT_RATE_LIMITS };
  for (const group of RATE_LIMIT_GROUPS) {
    out[group] = maxPerSeconds(env, `RATE_LIMIT_${group.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`, out[group]);
  }
  return out;
}

/** A `max/seconds` variable, e.g. RATE_LIMIT_GUESS=10/600. */
function maxPerSeconds(env: NodeJS.ProcessEnv, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name];
  if (!raw) return fallback;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (!m || Number(m[2]) === 0) throw new Error(`${name} must read max/seconds, e.g. 30/60 (got "${raw}")`);
  return { max: Number(m[1]), windowSeconds: Number(m[2]) };
}

function intEnv(value: string | undefined, fallback: number): number {
  const n = value ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) ? n : fallback;
}
