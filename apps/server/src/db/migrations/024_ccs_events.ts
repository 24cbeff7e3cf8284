import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * The ICPC Contest API event feed (module ccs): one ordered log per contest and audience
 * (`feed`: admin, public, or one team member), its head, and the last logged version of every
 * object so that only differences are appended. `(cid, feed, seq)` is unique: of two processes
 * appending the same change, one wins and the other retries against the new head.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .createTable('ccs_feed')
    .addColumn('cid', 'bigint', (c) => c.notNull())
    .addColumn('feed', 'varchar(160)', (c) => c.notNull())
    .addColumn('head', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ccs_feed_pk', ['cid', 'feed'])
    .execute();
  await db.schema
    .createTable('ccs_event')
    .addColumn('cid', 'bigint', (c) => c.notNull())
    .addColumn('feed', 'varchar(160)', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('obj_id', 'varchar(160)')
    .addColumn('data', 'text')
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ccs_event_pk', ['cid', 'feed', 'seq'])
    .execute();
  await db.schema
    .createTable('ccs_object')
    .addColumn('cid', 'bigint', (c) => c.notNull())
    .addColumn('feed', 'varchar(160)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('obj_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ccs_object_pk', ['cid', 'feed', 'type', 'obj_key'])
    .execute();
}
