import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * A contest board is rebuilt from every submission of the contest (on first use and after a
 * change of the contest). That read went through judge(cid, submit_time) and then fetched each
 * row from the table — rows that also hold the code, so 200,000 of them meant most of the
 * rebuild's time. This index carries every column the board reads, in the board's order
 * (submit_time, submit_id), so the read is one index range scan. It replaces the narrower index,
 * whose columns it starts with.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .createIndex('judge_cid_board_idx')
    .on('judge')
    .columns([
      'cid',
      'submit_time',
      'submit_id',
      'uid',
      'username',
      'pid',
      'cpid',
      'display_pid',
      'status',
      'score',
      'time',
      'memory',
      'gmt_modified',
    ])
    .execute();
  await db.schema.dropIndex('judge_cid_time_idx').execute();
}
