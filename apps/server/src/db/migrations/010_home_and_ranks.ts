import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Site announcements (contract §4 `announcement`; gid stays null until groups exist), and the
 * indexes the global ranks and the home page's figures read through: per-user counts of
 * non-contest submissions and best OI scores (covering, in uid order), the last 7 days of ACs and of submissions.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('announcement')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('uid', 'varchar(64)')
    .addColumn('username', 'varchar(64)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gid', 'bigint')
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('announcement_list_idx').on('announcement').columns(['gid', 'status', 'id']).execute();

  await db.schema.createIndex('judge_rank_idx').on('judge').columns(['cid', 'gid', 'uid', 'pid', 'oi_rank_score']).execute();
  await db.schema.createIndex('judge_submit_time_idx').on('judge').columns(['submit_time', 'status']).execute();
  await db.schema.createIndex('user_acproblem_time_idx').on('user_acproblem').columns(['gmt_create', 'uid', 'pid']).execute();
}
