import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Config } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { TokenService } from './http/token';
import { type EventBus, RedisEventBus } from './infra/event-bus';
import { DatabaseKeyValueStore, type KeyValueStore } from './infra/kv-store';
import { RedisConnections } from './infra/redis';
import { RedisKeyValueStore } from './infra/redis-kv-store';
import { SiteConfigStore } from './infra/site-config-store';
import { TestdataStore } from './infra/testdata-store';

/** The infrastructure every module is built on; wiring/ builds the modules' services from it. */
export interface Core {
  config: Config;
  database: DatabaseHandle;
  kv: KeyValueStore;
  /** Scaled mode (REDIS_URL): the connections, and the bus that carries live events between processes. */
  redis: RedisConnections | null;
  bus: EventBus | null;
  tokens: TokenService;
  siteConfig: SiteConfigStore;
  testdata: TestdataStore;
  paths: { publicImg: string; publicFile: string; testcases: string; tmp: string };
}

export async function createCore(config: Config): Promise<Core> {
  const database = openDatabase(config);
  await migrateToLatest(database);
  const { db } = database;
  const redis = config.redisUrl ? new RedisConnections(config.redisUrl, config.redisPrefix) : null;
  const kv = redis ? new RedisKeyValueStore(redis) : new DatabaseKeyValueStore(db);
  const siteConfig = new SiteConfigStore(db);
  const tokens = new TokenService(await jwtSecret(siteConfig), kv);
  const paths = {
    publicImg: path.join(config.dataDir, 'public/img'),
    publicFile: path.join(config.dataDir, 'public/file'),
    testcases: path.join(config.dataDir, 'testcases'),
    tmp: path.join(config.dataDir, 'tmp'),
  };
  for (const p of Object.values(paths)) mkdirSync(p, { recursive: true });
  const bus = redis ? new RedisEventBus(redis) : null;
  return { config, database, kv, redis, bus, tokens, siteConfig, testdata: new TestdataStore(paths.testcases), paths };
}

/** VERDICT_JWT_SECRET, or one generated on first start and kept in the database. */
async function jwtSecret(siteConfig: SiteConfigStore): Promise<string> {
  if (process.env.VERDICT_JWT_SECRET) return process.env.VERDICT_JWT_SECRET;
  const stored = await siteConfig.getRaw('jwtSecret');
  if (stored) return JSON.parse(stored) as string;
  const secret = randomBytes(48).toString('base64url');
  await siteConfig.setRaw('jwtSecret', JSON.stringify(secret));
  return secret;
}
