import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Trainings (contract §4): the training with its category, its problems in display order,
 * registrations to private trainings and the training records the training rank reads (§5.5).
 * A training has one category, kept on the training row (HOJ's mapping table held one row per training).
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());

  await times(
    db.schema
      .createTable('training_category')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('color', 'varchar(32)')
      .addColumn('gid', 'bigint'),
  ).execute();

  await times(
    db.schema
      .createTable('training')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('author', 'varchar(64)')
      .addColumn('uid', 'varchar(64)')
      .addColumn('auth', 'varchar(16)', (c) => c.notNull().defaultTo('Public'))
      .addColumn('private_pwd', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('rank', 'bigint', (c) => c.notNull().defaultTo(1000))
      .addColumn('category_id', 'bigint', (c) => c.references('training_category.id').onDelete('set null'))
      .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'bigint'),
  ).execute();
  await db.schema.createIndex('training_list_idx').on('training').columns(['status', 'rank']).execute();

  await times(
    db.schema
      .createTable('training_problem')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('tid', 'bigint', (c) => c.notNull().references('training.id').onDelete('cascade'))
      .addColumn('pid', 'bigint', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn('display_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('rank', 'bigint', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('training_problem_pid_uq', ['tid', 'pid']),
  ).execute();
  await db.schema.createIndex('training_problem_pid_idx').on('training_problem').column('pid').execute();

  await times(
    db.schema
      .createTable('training_register')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('tid', 'bigint', (c) => c.notNull().references('training.id').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('training_register_uq', ['tid', 'uid']),
  ).execute();
  await db.schema.createIndex('training_register_uid_idx').on('training_register').column('uid').execute();

  await times(
    db.schema
      .createTable('training_record')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('tid', 'bigint', (c) => c.notNull().references('training.id').onDelete('cascade'))
      .addColumn('tpid', 'bigint', (c) => c.notNull().references('training_problem.id').onDelete('cascade'))
      .addColumn('pid', 'bigint', (c) => c.notNull())
      .addColumn('uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('submit_id', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('training_record_submit_uq', ['tid', 'submit_id']),
  ).execute();
}
