import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { registerArrayReader } from './array-rows';
import { type Dialect, postgresDialect, sqliteDialect } from './dialect';
import { migrationProvider } from './migrations';
import { keptIdSets, keptStatements } from './sqlite-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
}

// int8 and numeric come back as strings from node-postgres; our ids and epoch-ms times fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDatabase(opts: { databaseUrl: string | null; sqliteFile: string }): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (opts.databaseUrl) {
    // Custom plans for named statements too (unnamed ones always get one): a generic plan of the
    // list's page statement does not see its limit and offset (19–94 ms for page 1 instead of 0.3).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c plan_cache_mode=force_custom_plan' });
    // An idle pooled connection the server ends (restart, admin command) must not crash the process;
    // the pool drops it and the next query opens a fresh one.
    pool.on('error', (err) => console.warn(`postgres: idle connection lost: ${err.message}`));
    // A connection checked out between two queries (a transaction) gets the same error on the client itself,
    // which with no listener would end the process when PostgreSQL restarts; the query in flight fails instead.
    pool.on('connect', (client) => client.on('error', (err) => console.warn(`postgres: connection lost: ${err.message}`)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    const name = statementNames();
    registerArrayReader(
      db,
      async (text, values) =>
        (await pool.query({ name: name(text), text, values: [...values], rowMode: 'array' })).rows as unknown[][],
      'postgres',
    );
    return { db, dialect: postgresDialect, close: () => db.destroy() };
  }
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Kysely prepares every query again; the statements are kept by SQL text instead.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keptStatements(sqlite) }), plugins });
  // Kept apart from Kysely's: every statement here is in raw (array) mode.
  const rawStatements = keptStatements(sqlite);
  const syncIdSet = keptIdSets(sqlite);
  // Through db.connection(): Kysely's lock on the one SQLite connection, so no transaction is half done while we read
  // (and none sees a temporary id table rewritten under it).
  registerArrayReader(
    db,
    (text, values, idSets) =>
      db.connection().execute(async () => {
        if (idSets) for (const set of idSets) syncIdSet(set);
        return (rawStatements.prepare(text) as unknown as SQLite.Statement).raw(true).all(...values) as unknown[][];
      }),
    'sqlite',
  );
  return { db, dialect: sqliteDialect, close: () => db.destroy() };
}

/** Distinct SQL texts the array reader prepares by name on PostgreSQL; past it, texts run unnamed. */
const MAX_NAMED_STATEMENTS = 200;

/**
 * Names for readArrays' statements on PostgreSQL (made once per shape, db/array-rows.ts): a named
 * statement is parsed once per connection instead of on every run (node-pg prepares it on first use).
 * Its plan stays custom (the pool's `plan_cache_mode`).
 */
function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) names.set(text, (name = `verdict_arrays_${names.size + 1}`));
    return name;
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  // The migrator must see raw snake_case names, so it gets a plugin-free instance over the same connection.
  const migrator = new Migrator({ db: handle.db.withoutPlugins(), provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
