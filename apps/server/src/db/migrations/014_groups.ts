import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Groups (contract §4 `group`, `group_member`). The owner is also a level-5 member row, so
 * "which groups is this user in" is one index read. Content tables already carry their `gid`.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());

  await times(
    db.schema
      .createTable('group')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('avatar', 'varchar(255)')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      // Kept as typed; unique regardless of case (checked by the service, and by short_name_key here).
      .addColumn('short_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('short_name_key', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('brief', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('owner', 'varchar(64)', (c) => c.notNull())
      .addColumn('uid', 'varchar(64)', (c) => c.notNull())
      .addColumn('auth', 'integer', (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code', 'varchar(16)'),
  ).execute();
  // The list (visible, newest first) and the creation limits (groups a user made, by day).
  await db.schema.createIndex('group_list_idx').on('group').columns(['status', 'visible', 'id']).execute();
  await db.schema.createIndex('group_uid_idx').on('group').columns(['uid', 'gmt_create']).execute();

  await times(
    db.schema
      .createTable('group_member')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('gid', 'bigint', (c) => c.notNull().references('group.id').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('reason', 'varchar(255)')
      .addUniqueConstraint('group_member_uq', ['gid', 'uid']),
  ).execute();
  // A user's groups by level (memberGids, onlyMine), and a group's members or applications by level.
  await db.schema.createIndex('group_member_uid_idx').on('group_member').columns(['uid', 'auth', 'gid']).execute();
  await db.schema.createIndex('group_member_list_idx').on('group_member').columns(['gid', 'auth', 'gmt_create']).execute();
}
