import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Indexes for every filter of the public lists, checked with the query plans on SQLite and
 * PostgreSQL (bench/README.md, `npm run bench:api`).
 *
 * Submission list (non-contest rows of one scope, newest first): each index starts with the
 * filter's equality columns, then submit_id for the order, then pid for the hidden-problem
 * filter, so the page's ids come from the index alone (a deep page skips index entries, not
 * table rows) and its count never reads the table. `gid IS NULL` is an equality for both
 * databases' b-trees.
 *
 * Problem counts (ac/total per problem in the problem list and page): pid, cid, gid, status,
 * all in the index, so the grouped count reads no table row.
 *
 * Problem list: public non-group problems in display order (length of the id, then the id),
 * so a page is an index range and its offset skips index entries.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.createIndex('judge_list_idx').on('judge').columns(['cid', 'gid', 'submit_id', 'pid']).execute();
  await db.schema
    .createIndex('judge_list_status_idx')
    .on('judge')
    .columns(['cid', 'gid', 'status', 'submit_id', 'pid'])
    .execute();
  await db.schema.createIndex('judge_list_uid_idx').on('judge').columns(['uid', 'cid', 'gid', 'submit_id', 'pid']).execute();
  await db.schema
    .createIndex('judge_list_username_idx')
    .on('judge')
    .columns(['username', 'cid', 'gid', 'submit_id', 'pid'])
    .execute();
  await sql`create index judge_list_display_pid_idx on judge (cid, gid, upper(display_pid), submit_id, pid)`.execute(db);
  await db.schema.createIndex('judge_problem_counts_idx').on('judge').columns(['pid', 'cid', 'gid', 'status']).execute();
  await sql`create index problem_public_list_idx on problem (auth, is_group, length(problem_id), problem_id)`.execute(db);
}
