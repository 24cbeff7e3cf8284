import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());

  await times(
    db.schema
      .createTable('user_info')
      .addColumn('uuid', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)')
      .addColumn('school', 'varchar(255)')
      .addColumn('course', 'varchar(255)')
      .addColumn('number', 'varchar(64)')
      .addColumn('gender', 'varchar(16)', (c) => c.notNull().defaultTo('secrecy'))
      .addColumn('realname', 'varchar(64)')
      .addColumn('cf_username', 'varchar(64)')
      .addColumn('github', 'varchar(255)')
      .addColumn('blog', 'varchar(255)')
      .addColumn('email', 'varchar(320)', (c) => c.unique())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('signature', 'text')
      .addColumn('title_name', 'varchar(64)')
      .addColumn('title_color', 'varchar(32)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('user_role')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().unique().references('user_info.uuid').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_record')
    .addColumn('uid', 'varchar(64)', (c) => c.primaryKey().references('user_info.uuid').onDelete('cascade'))
    .addColumn('rating', 'integer')
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_uid_idx').on('session').columns(['uid', 'gmt_create']).execute();

  await db.schema
    .createTable('kv_store')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();

  await db.schema
    .createTable('site_config')
    .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('file')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('uid', 'varchar(64)')
    .addColumn('gid', 'bigint')
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('suffix', 'varchar(32)')
    .addColumn('folder_path', 'varchar(512)')
    .addColumn('file_path', 'varchar(512)', (c) => c.notNull())
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('language')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('compile_command', 'text')
    .addColumn('template', 'text')
    .addColumn('code_template', 'text')
    .addColumn('is_spj', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('oj', 'varchar(16)', (c) => c.notNull().defaultTo('ME'))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('language_oj_name_uq', ['oj', 'name'])
    .execute();

  await times(
    db.schema
      .createTable('problem')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('problem_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('author', 'varchar(64)')
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('judge_mode', 'varchar(16)', (c) => c.notNull().defaultTo('default'))
      .addColumn('judge_case_mode', 'varchar(32)', (c) => c.notNull().defaultTo('default'))
      .addColumn('time_limit', 'integer', (c) => c.notNull().defaultTo(1000))
      .addColumn('memory_limit', 'integer', (c) => c.notNull().defaultTo(256))
      .addColumn('stack_limit', 'integer', (c) => c.notNull().defaultTo(128))
      .addColumn('description', 'text')
      .addColumn('input', 'text')
      .addColumn('output', 'text')
      .addColumn('examples', 'text')
      .addColumn('is_remote', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source', 'text')
      .addColumn('difficulty', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hint', 'text')
      .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('io_score', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('code_share', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('spj_code', 'text')
      .addColumn('spj_language', 'varchar(64)')
      .addColumn('user_extra_file', 'text')
      .addColumn('judge_extra_file', 'text')
      .addColumn('is_remove_end_blank', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('open_case_result', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_upload_case', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('case_version', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
      .addColumn('modified_user', 'varchar(64)')
      .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'bigint')
      .addColumn('apply_public_progress', 'integer')
      .addColumn('is_file_io', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('io_read_file_name', 'varchar(64)')
      .addColumn('io_write_file_name', 'varchar(64)'),
  ).execute();

  await db.schema
    .createTable('problem_case')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('pid', 'bigint', (c) => c.notNull().references('problem.id').onDelete('cascade'))
    .addColumn('input', 'varchar(255)', (c) => c.notNull())
    .addColumn('output', 'varchar(255)', (c) => c.notNull())
    .addColumn('input_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('output_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('input_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('output_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_num', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('problem_case_pid_idx').on('problem_case').columns(['pid', 'seq']).execute();

  for (const [table, col] of [
    ['problem_language', 'lid'],
    ['problem_tag', 'tid'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('pid', 'bigint', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn(col, 'bigint', (c) => c.notNull())
      .addUniqueConstraint(`${table}_uq`, ['pid', col])
      .execute();
  }

  await db.schema
    .createTable('code_template')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('pid', 'bigint', (c) => c.notNull().references('problem.id').onDelete('cascade'))
    .addColumn('lid', 'bigint', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await times(
    db.schema
      .createTable('tag')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('color', 'varchar(32)')
      .addColumn('oj', 'varchar(16)', (c) => c.notNull().defaultTo('ME'))
      .addColumn('gid', 'bigint')
      .addColumn('tcid', 'bigint'),
  ).execute();

  await times(
    db.schema
      .createTable('tag_classification')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('oj', 'varchar(16)', (c) => c.notNull().defaultTo('ME'))
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await times(
    db.schema
      .createTable('judge')
      .addColumn('submit_id', d.idType, d.idColumn)
      .addColumn('pid', 'bigint', (c) => c.notNull())
      .addColumn('display_pid', 'varchar(64)', (c) => c.notNull())
      .addColumn('uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('submit_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('share', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error_message', 'text')
      .addColumn('time', 'integer')
      .addColumn('memory', 'integer')
      .addColumn('score', 'integer')
      .addColumn('length', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('language', 'varchar(64)', (c) => c.notNull())
      .addColumn('cid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cpid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'bigint')
      .addColumn('judger', 'varchar(64)')
      .addColumn('ip', 'varchar(64)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('oi_rank_score', 'integer')
      .addColumn('is_manual', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempt_id', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('judge_uid_time_idx').on('judge').columns(['uid', 'submit_time']).execute();
  await db.schema.createIndex('judge_pid_idx').on('judge').columns(['pid', 'status']).execute();
  await db.schema.createIndex('judge_status_idx').on('judge').column('status').execute();

  await db.schema
    .createTable('judge_case')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('submit_id', 'bigint', (c) => c.notNull())
    .addColumn('uid', 'varchar(64)', (c) => c.notNull())
    .addColumn('pid', 'bigint', (c) => c.notNull())
    .addColumn('case_id', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('time', 'integer')
    .addColumn('memory', 'integer')
    .addColumn('score', 'integer')
    .addColumn('group_num', 'integer')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(32)', (c) => c.notNull())
    .addColumn('input_data', 'varchar(255)')
    .addColumn('output_data', 'varchar(255)')
    .addColumn('user_output', 'text')
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('judge_case_submit_idx').on('judge_case').column('submit_id').execute();

  await db.schema
    .createTable('user_acproblem')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('uid', 'varchar(64)', (c) => c.notNull())
    .addColumn('pid', 'bigint', (c) => c.notNull())
    .addColumn('submit_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_acproblem_uid_idx').on('user_acproblem').columns(['uid', 'pid']).execute();
}
