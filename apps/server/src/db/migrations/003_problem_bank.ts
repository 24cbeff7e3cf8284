import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Problem bank lookups: problems by tag (the AND-of-tags filter, tag deletion), tags by name
 * within an OJ (duplicate check), the bank's verdict counts (pid with cid) and recent updates.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.createIndex('problem_tag_tid_idx').on('problem_tag').columns(['tid', 'pid']).execute();
  await db.schema.createIndex('tag_oj_name_idx').on('tag').columns(['oj', 'name']).execute();
  await db.schema.createIndex('judge_pid_cid_idx').on('judge').columns(['pid', 'cid', 'status']).execute();
  await db.schema.createIndex('problem_gmt_modified_idx').on('problem').column('gmt_modified').execute();
  await db.schema.createIndex('file_type_path_idx').on('file').columns(['type', 'file_path']).execute();
}
