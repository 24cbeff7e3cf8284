import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Package verification (issue 26.3): an imported problem's bundled submissions, the outcome
 * each one promises, and what judging it last gave. A problem with rows is verified when
 * every row that ran passed.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('verification_submission')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('pid', 'bigint', (c) => c.notNull().references('problem.id').onDelete('cascade'))
    .addColumn('origin', 'varchar(512)', (c) => c.notNull())
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    // JSON: the judge status codes any of which passes
    .addColumn('expected', 'varchar(255)', (c) => c.notNull())
    .addColumn('score_min', 'double precision')
    .addColumn('score_max', 'double precision')
    // 'pending' | 'running' | 'passed' | 'failed' | 'skipped'
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('got_status', 'integer')
    .addColumn('got_score', 'double precision')
    .addColumn('time_ms', 'integer')
    .addColumn('message', 'text')
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_submission_pid_idx').on('verification_submission').column('pid').execute();
}
