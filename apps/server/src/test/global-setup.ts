import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../db/database';
import { withPgClient } from './pg-client';

export interface TestDbTemplate {
  /** A migrated SQLite file: a test app copies it instead of migrating a new one. */
  sqliteFile: string;
  /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, the TEMPLATE of each test app's database. */
  postgresDatabase: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
  }
}

/**
 * Once per vitest run: the schema migrated once, so each of the suite's test apps (test-app.ts)
 * starts from a copy instead of running every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdict-template-'));
  const sqliteFile = path.join(dir, 'template.db');
  const sqlite = openDatabase({ databaseUrl: null, sqliteFile });
  await migrateToLatest(sqlite);
  // Closing the last connection checkpoints the WAL into the file: the copy is whole.
  await sqlite.close();

  let postgresDatabase: string | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    postgresDatabase = `verdict_tpl_${randomBytes(6).toString('hex')}`;
    await withPgClient(adminUrl, (c) => c.query(`create database ${postgresDatabase}`));
    const url = new URL(adminUrl);
    url.pathname = `/${postgresDatabase}`;
    const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
    await migrateToLatest(handle);
    // A template with an open connection cannot be copied.
    await handle.close();
  }

  project.provide('testDbTemplate', { sqliteFile, postgresDatabase });
  return async () => {
    if (adminUrl && postgresDatabase)
      await withPgClient(adminUrl, (c) => c.query(`drop database if exists ${postgresDatabase} with (force)`));
    rmSync(dir, { recursive: true, force: true });
  };
}
