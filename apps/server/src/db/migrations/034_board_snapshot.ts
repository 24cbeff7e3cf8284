import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Contest board snapshots (issue 27.3): a big contest's board columns as read from the judge table
 * (submit id, uid, contest problem, status, score, run time, submit time, gmt_modified), packed
 * and compressed, with the time they were read at. A board is then rebuilt from its snapshot and
 * the judge rows modified since (judge_cid_modified_idx), not from all of its submissions.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('contest_board_snapshot')
    .addColumn('cid', 'bigint', (c) => c.primaryKey())
    // epoch ms the judge rows were read at: rows modified from a margin before it are read again
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    // 1: the score and run time columns are in the payload (an OI board's read)
    .addColumn('with_scores', 'integer', (c) => c.notNull())
    .addColumn('payload', d.name === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('judge_cid_modified_idx').on('judge').columns(['cid', 'gmt_modified']).execute();
}
