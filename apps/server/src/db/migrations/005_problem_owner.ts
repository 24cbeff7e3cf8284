import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Problem ownership, case-insensitive problem ids and upload sizes.
 * - `problem.owner_uid`: the user who created (or imported) the problem; the free-text `author`
 *   is only shown. Older rows get null: their owner is unknown, so only admins reach their data.
 * - One problem id per spelling, as HOJ's case-insensitive MySQL collation has it: a unique index
 *   on upper(problem_id), which lookups by display id also use. The server always stored ids
 *   upper-cased, so clashes should not exist; any there are keep the oldest row's id, the others
 *   get their row id appended.
 * - `file.size`: bytes of an upload, for the per-user quota; older rows are not counted.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('problem').addColumn('owner_uid', 'varchar(64)').execute();
  await db.schema.alterTable('file').addColumn('size', 'bigint').execute();

  const clashes = await sql<{ id: number; problem_id: string }>`
    select p.id, p.problem_id from problem p
    where exists (select 1 from problem q where upper(q.problem_id) = upper(p.problem_id) and q.id < p.id)`.execute(db);
  for (const { id, problem_id: problemId } of clashes.rows) {
    const renamed = `${problemId.slice(0, 40)}_${id}`;
    await db.updateTable('problem').set({ problem_id: renamed }).where('id', '=', id).execute();
    await db.updateTable('judge').set({ display_pid: renamed }).where('pid', '=', id).execute();
  }
  await db.schema
    .createIndex('problem_problem_id_upper_idx')
    .on('problem')
    .unique()
    .expression(sql`upper(problem_id)`)
    .execute();
}
