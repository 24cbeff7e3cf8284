import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Contests (contract §4): the contest, its problems, registrations, announcements, print
 * requests and the AC-info checked marks. A contest's status is never stored: it follows the
 * clock. Contest submissions are judge rows with cid set; the index serves their lists and boards.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());

  await times(
    db.schema
      .createTable('contest')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('author', 'varchar(64)')
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text')
      .addColumn('source', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pwd', 'varchar(64)')
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('duration', 'bigint', (c) => c.notNull())
      .addColumn('seal_rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seal_rank_time', 'bigint')
      .addColumn('auto_real_rank', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('open_print', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('open_account_limit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('account_limit_rule', 'text')
      .addColumn('rank_show_name', 'varchar(16)', (c) => c.notNull().defaultTo('username'))
      .addColumn('star_account', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('open_rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('oi_rank_score_type', 'varchar(16)', (c) => c.notNull().defaultTo('Recent'))
      .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'bigint')
      .addColumn('award_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('award_config', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('allow_end_submit', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('contest_visible_start_idx').on('contest').columns(['visible', 'start_time']).execute();

  await times(
    db.schema
      .createTable('contest_problem')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('pid', 'bigint', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn('display_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('display_title', 'varchar(255)', (c) => c.notNull())
      .addColumn('color', 'varchar(32)')
      .addUniqueConstraint('contest_problem_display_uq', ['cid', 'display_id'])
      .addUniqueConstraint('contest_problem_pid_uq', ['cid', 'pid']),
  ).execute();
  await db.schema.createIndex('contest_problem_pid_idx').on('contest_problem').column('pid').execute();

  await times(
    db.schema
      .createTable('contest_register')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('contest_register_uq', ['cid', 'uid']),
  ).execute();

  await times(
    db.schema
      .createTable('contest_announcement')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('uid', 'varchar(64)')
      .addColumn('username', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('contest_announcement_cid_idx').on('contest_announcement').columns(['cid', 'id']).execute();

  await times(
    db.schema
      .createTable('contest_print')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('realname', 'varchar(64)')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('contest_print_cid_idx').on('contest_print').columns(['cid', 'status', 'id']).execute();

  // One row per accepted submission an admin has ticked in the AC info (balloon handed out).
  await db.schema
    .createTable('contest_ac_check')
    .addColumn('submit_id', 'bigint', (c) => c.primaryKey())
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contest_ac_check_cid_idx').on('contest_ac_check').column('cid').execute();

  await db.schema.createIndex('judge_cid_time_idx').on('judge').columns(['cid', 'submit_time']).execute();
}
