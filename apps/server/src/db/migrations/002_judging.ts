import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * The durable judge queue of embedded mode: one row per submission that still needs judging.
 * A row is claimable when `lease_until` is null or past and `available_at` has come; the claim
 * writes a fresh attempt id, which the judge row also carries, so results of older attempts
 * are recognised and dropped.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .createTable('judge_job')
    .addColumn('submit_id', 'bigint', (c) => c.primaryKey())
    .addColumn('attempt_id', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .addColumn('available_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('judge_job_claim_idx').on('judge_job').columns(['available_at', 'submit_id']).execute();
  await db.schema.createIndex('user_acproblem_pid_idx').on('user_acproblem').columns(['pid', 'uid']).execute();
}
