import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * The clarification desk (issue 23.2): a contest's questions from teams, the jury's answers
 * (to the asking team or to everyone) and announcements, and who has read which.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('clarification')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    // The contest problem's pid; null: the contest in general.
    .addColumn('pid', 'bigint')
    // Questions: the asking team (its CCS id) and the user who asked; null for the jury's messages.
    .addColumn('from_team_id', 'varchar(64)')
    .addColumn('asker_uid', 'varchar(64)')
    // The jury's messages: the one team addressed, or null for everyone (a question: null).
    .addColumn('to_team_id', 'varchar(64)')
    .addColumn('reply_to_id', 'bigint', (c) => c.references('clarification.id').onDelete('cascade'))
    .addColumn('jury_uid', 'varchar(64)')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('canned', 'varchar(32)')
    // Questions: 1 once the jury answered.
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clarification_cid_idx').on('clarification').columns(['cid', 'id']).execute();

  await db.schema
    .createTable('clarification_read')
    .addColumn('clarification_id', 'bigint', (c) => c.notNull().references('clarification.id').onDelete('cascade'))
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
    .addColumn('cid', 'bigint', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('clarification_read_pk', ['clarification_id', 'uid'])
    .execute();
  await db.schema.createIndex('clarification_read_uid_idx').on('clarification_read').columns(['uid', 'cid']).execute();
}
