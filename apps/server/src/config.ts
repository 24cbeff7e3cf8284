import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | null;
  sqliteFile: string;
  redisUrl: string | null;
  /** External go-judge; when null the server starts its own child process. */
  goJudgeUrl: string | null;
  judgeConcurrency: number;
  rootPassword: string | null;
  webDist: string;
  logLevel: string;
  /** Seconds between two submissions of one user when the site config does not say. */
  trustProxy: boolean;
  /** Megabytes of markdown images and attachments each user may keep; 0 = no limit. */
  uploadQuotaMb: number;
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
    goJudgeUrl: env.GO_JUDGE_URL || null,
    judgeConcurrency: intEnv(env.JUDGE_CONCURRENCY, 0),
    rootPassword: env.VERDICT_ROOT_PASSWORD || null,
    webDist: path.resolve(env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    uploadQuotaMb: Math.max(0, intEnv(env.UPLOAD_QUOTA_MB, 512)),
  };
}

function intEnv(value: string | undefined, fallback: number): number {
  const n = value ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) ? n : fallback;
}
