import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * The site rating (issue 24.3): contests marked rated, every participant's change per rated
 * contest (with the Elo-MMR belief after it, so a re-rating restarts the chain from any contest),
 * and each user's current rating.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .createTable('rating_contest')
    .addColumn('cid', 'bigint', (c) => c.primaryKey().references('contest.id').onDelete('cascade'))
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('end_time', 'bigint')
    .addColumn('rated_at', 'bigint')
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rating_change')
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('old_rating', 'integer')
    .addColumn('new_rating', 'integer', (c) => c.notNull())
    .addColumn('performance', 'integer', (c) => c.notNull())
    .addColumn('mu', 'double precision', (c) => c.notNull())
    .addColumn('sigma', 'double precision', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_change_pk', ['cid', 'uid'])
    .execute();
  await db.schema.createIndex('rating_change_uid_idx').on('rating_change').column('uid').execute();

  await db.schema
    .createTable('user_rating')
    .addColumn('uid', 'varchar(64)', (c) => c.primaryKey().references('user_info.uuid').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('contests', 'integer', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
}
