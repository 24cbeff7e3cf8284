import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { RoleId } from '@verdict/shared';
import type { Config } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { type Actor, makeActor } from './http/actor';
import { TokenService } from './http/token';
import { DatabaseKeyValueStore, type KeyValueStore } from './infra/kv-store';
import { SiteConfigService } from './modules/admin/site-config.service';

/** What every module is built from. */
export interface Core {
  config: Config;
  database: DatabaseHandle;
  kv: KeyValueStore;
  tokens: TokenService;
  siteConfig: SiteConfigService;
  paths: { publicImg: string; publicFile: string; testcases: string; tmp: string };
  loadActor: (uid: string) => Promise<Actor | null>;
}

export async function createCore(config: Config): Promise<Core> {
  const database = openDatabase(config);
  await migrateToLatest(database);
  const { db } = database;
  const kv = new DatabaseKeyValueStore(db);
  const siteConfig = new SiteConfigService(db);
  const tokens = new TokenService(await jwtSecret(siteConfig), kv);
  const paths = {
    publicImg: path.join(config.dataDir, 'public/img'),
    publicFile: path.join(config.dataDir, 'public/file'),
    testcases: path.join(config.dataDir, 'testcases'),
    tmp: path.join(config.dataDir, 'tmp'),
  };
  for (const p of Object.values(paths)) mkdirSync(p, { recursive: true });

  const loadActor = async (uid: string): Promise<Actor | null> => {
    const row = await db
      .selectFrom('userInfo')
      .innerJoin('userRole', 'userRole.uid', 'userInfo.uuid')
      .select(['userInfo.uuid', 'userInfo.username', 'userInfo.status', 'userRole.roleId'])
      .where('userInfo.uuid', '=', uid)
      .executeTakeFirst();
    if (!row || row.status !== 0) return null;
    return makeActor(row.uuid, row.username, row.roleId as RoleId);
  };

  return { config, database, kv, tokens, siteConfig, paths, loadActor };
}

/** VERDICT_JWT_SECRET, or one generated on first start and kept in the database. */
async function jwtSecret(siteConfig: SiteConfigService): Promise<string> {
  if (process.env.VERDICT_JWT_SECRET) return process.env.VERDICT_JWT_SECRET;
  const stored = await siteConfig.getRaw('jwtSecret');
  if (stored) return JSON.parse(stored) as string;
  const secret = randomBytes(48).toString('base64url');
  await siteConfig.setRaw('jwtSecret', JSON.stringify(secret));
  return secret;
}
