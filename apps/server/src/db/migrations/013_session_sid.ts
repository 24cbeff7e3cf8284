import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * A login row names the token session it started (`sid`, the JWT's sid claim), so an
 * administrator can end that session from /admin/session. Older rows have none.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('session').addColumn('sid', 'varchar(64)').execute();
  await db.schema.createIndex('session_gmt_create_idx').on('session').column('gmt_create').execute();
}
