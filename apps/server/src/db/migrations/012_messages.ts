import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * The message centre (contract §4): reminders caused by other users (comments, replies, likes),
 * the admins' system notices, and each recipient's copy of a notice (fanned out on push).
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());

  await times(
    db.schema
      .createTable('msg_remind')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('sender_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('recipient_id', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addColumn('source_id', 'bigint', (c) => c.notNull())
      .addColumn('source_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('source_title', 'varchar(255)')
      .addColumn('source_content', 'text')
      .addColumn('quote_id', 'bigint')
      .addColumn('quote_type', 'varchar(32)')
      .addColumn('quote_content', 'text')
      .addColumn('url', 'varchar(512)')
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
      // Likes only: sender, action, source and quote; unique among unread rows (index below).
      .addColumn('dedupe_key', 'varchar(255)'),
  ).execute();
  await db.schema.createIndex('msg_remind_recipient_idx').on('msg_remind').columns(['recipient_id', 'action', 'state']).execute();
  await db.schema
    .createIndex('msg_remind_unread_like_uq')
    .on('msg_remind')
    .columns(['recipient_id', 'dedupe_key'])
    .unique()
    .where(sql.ref('state'), '=', 0)
    .execute();

  await times(
    db.schema
      .createTable('admin_sys_notice')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      // 1 once fanned out into user_sys_notice.
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('recipient_id', 'varchar(64)')
      // JSON list of uids of a Single notice sent to several users.
      .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
      // null: written by the system for one user (a "mine" notice), not on the admin list.
      .addColumn('admin_id', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('admin_sys_notice_admin_idx').on('admin_sys_notice').columns(['admin_id', 'type']).execute();

  await times(
    db.schema
      .createTable('user_sys_notice')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('sys_notice_id', 'bigint', (c) => c.notNull().references('admin_sys_notice.id').onDelete('cascade'))
      .addColumn('recipient_id', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('user_sys_notice_uq', ['sys_notice_id', 'recipient_id']),
  ).execute();
  await db.schema
    .createIndex('user_sys_notice_recipient_idx')
    .on('user_sys_notice')
    .columns(['recipient_id', 'type', 'state'])
    .execute();
}
