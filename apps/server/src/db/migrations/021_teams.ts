import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Teams (issue 23.1), all per contest: organisations (schools, with an optional uploaded logo),
 * groups (categories with separate rankings, some hidden), teams (name, organisation, group,
 * location for balloons, star = unranked) and their 1–3 members. A user is a member of at most one
 * team per contest (team_member_uq). The contest gets its "team contest" switch.
 */
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const times = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t.addColumn('gmt_create', 'bigint', (c: any) => c.notNull()).addColumn('gmt_modified', 'bigint', (c: any) => c.notNull());
  const cid = (c: any) => c.notNull().references('contest.id').onDelete('cascade');

  await db.schema
    .alterTable('contest')
    .addColumn('team_contest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await times(
    db.schema
      .createTable('team_organization')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', cid)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('formal_name', 'varchar(255)')
      // ISO 3166-1 alpha-3, as the ICPC Contest API gives it.
      .addColumn('country', 'varchar(3)')
      .addColumn('logo', 'varchar(255)')
      .addUniqueConstraint('team_organization_name_uq', ['cid', 'name']),
  ).execute();

  await times(
    db.schema
      .createTable('team_group')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', cid)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('team_group_name_uq', ['cid', 'name']),
  ).execute();

  await times(
    db.schema
      .createTable('team')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', cid)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('organization_id', 'bigint', (c) => c.references('team_organization.id').onDelete('set null'))
      .addColumn('group_id', 'bigint', (c) => c.references('team_group.id').onDelete('set null'))
      .addColumn('location', 'varchar(64)')
      .addColumn('star', 'integer', (c) => c.notNull().defaultTo(0))
      // Who registered it (null: made by the contest's admins).
      .addColumn('uid', 'varchar(64)')
      .addUniqueConstraint('team_name_uq', ['cid', 'name']),
  ).execute();

  await times(
    db.schema
      .createTable('team_member')
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('cid', 'bigint', cid)
      .addColumn('team_id', 'bigint', (c) => c.notNull().references('team.id').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addUniqueConstraint('team_member_uq', ['cid', 'uid']),
  ).execute();
  await db.schema.createIndex('team_member_team_idx').on('team_member').column('team_id').execute();
}
