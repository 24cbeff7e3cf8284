import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Discussions (contract §4): categories, discussions, comments (on a discussion or a contest),
 * replies, likes and reports. A like is one row under a unique (target, user) key, so a repeated
 * or concurrent like inserts nothing and the counter moves only when a row really came or went.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());

  await times(
    db.schema
      .createTable('category')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('name', 'varchar(64)', (c) => c.notNull()),
  ).execute();

  await times(
    db.schema
      .createTable('discussion')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('category_id', 'bigint')
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('pid', 'varchar(64)')
      .addColumn('uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('author', 'varchar(64)')
      .addColumn('view_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('like_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('top_priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'bigint'),
  ).execute();
  await db.schema.createIndex('discussion_list_idx').on('discussion').columns(['top_priority', 'id']).execute();
  await db.schema.createIndex('discussion_uid_idx').on('discussion').columns(['uid', 'gmt_create']).execute();

  await times(
    db.schema
      .createTable('comment')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint')
      .addColumn('did', 'bigint')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('from_uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('like_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('comment_did_idx').on('comment').columns(['did', 'id']).execute();
  await db.schema.createIndex('comment_cid_idx').on('comment').columns(['cid', 'id']).execute();

  await times(
    db.schema
      .createTable('reply')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('comment_id', 'bigint', (c) => c.notNull())
      .addColumn('from_uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('to_uid', 'varchar(64)')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('reply_comment_idx').on('reply').columns(['comment_id', 'id']).execute();

  await db.schema
    .createTable('discussion_like')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('did', 'bigint', (c) => c.notNull())
    .addColumn('uid', 'varchar(64)', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('discussion_like_uq', ['did', 'uid'])
    .execute();
  await db.schema
    .createTable('comment_like')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('cid', 'bigint', (c) => c.notNull())
    .addColumn('uid', 'varchar(64)', (c) => c.notNull())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('comment_like_uq', ['cid', 'uid'])
    .execute();

  await times(
    db.schema
      .createTable('discussion_report')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('did', 'bigint', (c) => c.notNull())
      .addColumn('reporter', 'varchar(64)', (c) => c.notNull())
      .addColumn('content', 'varchar(512)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
}
