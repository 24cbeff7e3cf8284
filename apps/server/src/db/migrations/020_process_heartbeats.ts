import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Every process heartbeats now (API processes too, judging or not), under a name that stays the
 * same across its restarts (host name + data folder or port), so a restarted process takes its
 * old row. The pid, once part of the name, becomes a column the admin sees. Rows named the old
 * way (host:pid) belong to processes of the previous version: they are dropped.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('judge_host').addColumn('pid', 'integer').execute();
  await db.deleteFrom('judge_host').execute();
}
