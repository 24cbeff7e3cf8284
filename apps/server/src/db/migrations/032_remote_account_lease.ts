import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Remote judging's account leases (issue 25): one row per site account in use, held by one
 * judging process until the verdict; a holder that stops renewing (a crashed process) loses it
 * at `expires_at`, so two processes never use one account at once and none stays locked.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .createTable('remote_account_lease')
    .addColumn('account_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
