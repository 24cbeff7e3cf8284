import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Virtual participation (issue 24.1): a user's own window on an ended contest (once per contest),
 * the one window a user may have open at a time (its end, so that two starts at once cannot both
 * win), and which practice submissions were made in a window, to which contest problem.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('contest_virtual')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('contest_virtual_cid_uid_uq', ['cid', 'uid'])
    .execute();
  await db.schema.createIndex('contest_virtual_uid_idx').on('contest_virtual').columns(['uid', 'end_time']).execute();

  await db.schema
    .createTable('contest_virtual_slot')
    .addColumn('uid', 'varchar(64)', (c) => c.primaryKey().references('user_info.uuid').onDelete('cascade'))
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contest_virtual_submission')
    .addColumn('submit_id', 'bigint', (c) => c.primaryKey().references('judge.submit_id').onDelete('cascade'))
    .addColumn('vid', 'bigint', (c) => c.notNull().references('contest_virtual.id').onDelete('cascade'))
    .addColumn('cpid', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contest_virtual_submission_vid_idx').on('contest_virtual_submission').column('vid').execute();
}
