import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * A wrong answer's details: `judge_case.output_excerpt` keeps the start of the program's output
 * (bounded by the judge, 4 KB) and `output_bytes` the whole output's size, so the case can show
 * what the program printed and say when it was cut. Older rows have neither.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('judge_case').addColumn('output_excerpt', 'text').execute();
  await db.schema.alterTable('judge_case').addColumn('output_bytes', 'integer').execute();
}
