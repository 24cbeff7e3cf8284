import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Judge hosts (`npm run judge`, and an API process that judges itself) announce themselves here
 * every few seconds; the admin's judge service info and /api/health list them with their load.
 * A row whose heartbeat stopped is shown as down, then forgotten.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .createTable('judge_host')
    .addColumn('name', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('concurrency', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('cpu_cores', 'integer', (c) => c.notNull())
    .addColumn('load_avg', 'double precision', (c) => c.notNull())
    .addColumn('mem_load', 'double precision', (c) => c.notNull())
    .addColumn('judged', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .execute();
}
