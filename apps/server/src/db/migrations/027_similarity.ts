import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Similarity reports (issue 24.4): one report per contest (the latest: its state, progress and
 * heartbeat, the allowed snippets it left out) and the pairs it kept, with their matching fragments.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('similarity_report')
    .addColumn('cid', 'bigint', (c) => c.primaryKey().references('contest.id').onDelete('cascade'))
    // 'running' | 'done' | 'failed'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // 0…1000
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_by', 'varchar(64)')
    .addColumn('allowed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submissions', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: a list of notes (languages compared by characters, ...)
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    // A running report's process writes this while it works; an old one means the process is gone.
    .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_finished', 'bigint')
    .execute();

  await db.schema
    .createTable('similarity_pair')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('cid', 'bigint', (c) => c.notNull().references('contest.id').onDelete('cascade'))
    .addColumn('submit_id_a', 'bigint', (c) => c.notNull())
    .addColumn('submit_id_b', 'bigint', (c) => c.notNull())
    .addColumn('username_a', 'varchar(255)', (c) => c.notNull())
    .addColumn('username_b', 'varchar(255)', (c) => c.notNull())
    .addColumn('pid', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(64)', (c) => c.notNull())
    .addColumn('similarity', 'double precision', (c) => c.notNull())
    .addColumn('longest', 'integer', (c) => c.notNull())
    // JSON: [{a: region, b: region}]
    .addColumn('fragments', 'text', (c) => c.notNull())
    .addUniqueConstraint('similarity_pair_uq', ['cid', 'submit_id_a', 'submit_id_b'])
    .execute();
  await db.schema.createIndex('similarity_pair_cid_idx').on('similarity_pair').columns(['cid', 'similarity']).execute();
}
