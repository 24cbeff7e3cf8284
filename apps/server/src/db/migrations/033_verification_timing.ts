import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * A Kattis package without a time limit (issue 26): its limit comes from the slowest accepted
 * bundled submission × `ac_to_time_limit` (legacy `time_multiplier`), rounded up to
 * `time_resolution`; time-limit-exceeded submissions must still be too slow at the limit ×
 * `time_limit_to_tle` (legacy `time_safety_margin`). Verification keeps these per problem.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_timing')
    .addColumn('pid', 'bigint', (c) => c.primaryKey().references('problem.id').onDelete('cascade'))
    .addColumn('ac_to_time_limit', 'double precision', (c) => c.notNull())
    .addColumn('time_limit_to_tle', 'double precision', (c) => c.notNull())
    .addColumn('resolution_ms', 'integer', (c) => c.notNull())
    // The slowest accepted time (ms) the last run measured, and the limit it gave (null until measured).
    .addColumn('slowest_ms', 'integer')
    .addColumn('derived_ms', 'integer')
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
}
