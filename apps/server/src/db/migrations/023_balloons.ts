import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Balloons (issue 23.3): one row per team's first AC on a contest problem, the contest's balloon
 * setting (balloons during the freeze) and its runners (staff accounts a contest admin gave the
 * contest's balloon role).
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('balloon')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    // The team's CCS id (the team row's id, or the contestant's uid in an individual contest).
    .addColumn('team_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('cpid', 'bigint', (c) => c.notNull())
    .addColumn('submit_id', 'bigint', (c) => c.notNull())
    .addColumn('submit_time', 'bigint', (c) => c.notNull())
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_by', 'varchar(64)')
    .addColumn('delivered_at', 'bigint')
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('balloon_team_problem_uq', ['cid', 'team_id', 'cpid'])
    .execute();
  await db.schema.createIndex('balloon_cid_time_idx').on('balloon').columns(['cid', 'submit_time']).execute();

  await db.schema
    .createTable('balloon_setting')
    .addColumn('cid', 'bigint', (c) => c.primaryKey().references('contest.id').onDelete('cascade'))
    .addColumn('during_freeze', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('balloon_runner')
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('balloon_runner_pk', ['cid', 'uid'])
    .execute();
  await db.schema.createIndex('balloon_runner_uid_idx').on('balloon_runner').column('uid').execute();
}
