import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * `kattis_interactive` (issue 26) is 18 characters; problem.judge_mode was varchar(16). PostgreSQL
 * refused the Kattis import with it; SQLite never checks a varchar's length, so only PostgreSQL changes.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  if (d.name !== 'postgres') return;
  await sql`alter table problem alter column judge_mode type varchar(32)`.execute(db);
}
