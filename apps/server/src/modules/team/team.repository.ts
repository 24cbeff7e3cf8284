import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, TeamGroupTable, TeamOrganizationTable, TeamTable } from '../../db/schema';

export type TeamRow = Selectable<TeamTable>;
export type TeamOrganizationRow = Selectable<TeamOrganizationTable>;
export type TeamGroupRow = Selectable<TeamGroupTable>;
export type TeamValues = Omit<Insertable<TeamTable>, 'id' | 'cid' | 'gmtCreate' | 'gmtModified'>;
type Tx = Transaction<Database> | Db;

/** A team with its members' uids in the order they were added. */
export interface TeamWithMembers extends TeamRow {
  memberUids: string[];
}

/** The team tables: teams, members (one team per user and contest), organisations, groups. */
export class TeamRepository {
  constructor(private readonly db: Db) {}

  transaction = <T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> => this.db.transaction().execute(fn);

  // ── teams ────────────────────────────────────────────────────────────────

  async teams(cid: number): Promise<TeamWithMembers[]> {
    const [teams, members] = await Promise.all([
      this.db.selectFrom('team').selectAll().where('cid', '=', cid).orderBy('id').execute(),
      this.db.selectFrom('teamMember').select(['teamId', 'uid']).where('cid', '=', cid).orderBy('id').execute(),
    ]);
    const byTeam = new Map<number, string[]>();
    for (const m of members) byTeam.set(Number(m.teamId), [...(byTeam.get(Number(m.teamId)) ?? []), m.uid]);
    return teams.map((t) => ({ ...t, memberUids: byTeam.get(Number(t.id)) ?? [] }));
  }

  async team(cid: number, id: number): Promise<TeamWithMembers | undefined> {
    const row = await this.db.selectFrom('team').selectAll().where('cid', '=', cid).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const members = await this.db.selectFrom('teamMember').select('uid').where('teamId', '=', id).orderBy('id').execute();
    return { ...row, memberUids: members.map((m) => m.uid) };
  }

  /** The team a user plays for in a contest. */
  async teamIdOf(cid: number, uid: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('teamMember')
      .select('teamId')
      .where('cid', '=', cid)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row ? Number(row.teamId) : undefined;
  }

  /** Members of other teams of the contest among `uids` (uid → team id). */
  async takenUids(cid: number, uids: string[], exceptTeam: number | null, trx: Tx = this.db): Promise<Map<string, number>> {
    if (uids.length === 0) return new Map();
    const rows = await trx
      .selectFrom('teamMember')
      .select(['uid', 'teamId'])
      .where('cid', '=', cid)
      .where('uid', 'in', uids)
      .$if(exceptTeam !== null, (qb) => qb.where('teamId', '!=', exceptTeam!))
      .execute();
    return new Map(rows.map((r) => [r.uid, Number(r.teamId)]));
  }

  async teamByName(cid: number, name: string, trx: Tx = this.db): Promise<TeamRow | undefined> {
    return trx.selectFrom('team').selectAll().where('cid', '=', cid).where('name', '=', name).executeTakeFirst();
  }

  async insertTeam(trx: Tx, cid: number, values: TeamValues, memberUids: string[]): Promise<number> {
    const now = Date.now();
    const row = await trx
      .insertInto('team')
      .values({ ...values, cid, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await this.setMembers(trx, cid, id, memberUids);
    return id;
  }

  async updateTeam(trx: Tx, cid: number, id: number, values: TeamValues, memberUids: string[]): Promise<void> {
    await trx
      .updateTable('team')
      .set({ ...values, gmtModified: Date.now() })
      .where('cid', '=', cid)
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('teamMember').where('teamId', '=', id).execute();
    await this.setMembers(trx, cid, id, memberUids);
  }

  private async setMembers(trx: Tx, cid: number, teamId: number, uids: string[]): Promise<void> {
    if (uids.length === 0) return;
    const now = Date.now();
    await trx
      .insertInto('teamMember')
      .values(uids.map((uid) => ({ cid, teamId, uid, gmtCreate: now, gmtModified: now })))
      .execute();
  }

  async deleteTeam(cid: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('team').where('cid', '=', cid).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // ── organisations ────────────────────────────────────────────────────────

  organizations = (cid: number): Promise<TeamOrganizationRow[]> =>
    this.db.selectFrom('teamOrganization').selectAll().where('cid', '=', cid).orderBy('id').execute();

  organization = (cid: number, id: number): Promise<TeamOrganizationRow | undefined> =>
    this.db.selectFrom('teamOrganization').selectAll().where('cid', '=', cid).where('id', '=', id).executeTakeFirst();

  organizationByName = (cid: number, name: string, trx: Tx = this.db): Promise<TeamOrganizationRow | undefined> =>
    trx.selectFrom('teamOrganization').selectAll().where('cid', '=', cid).where('name', '=', name).executeTakeFirst();

  async insertOrganization(
    cid: number,
    v: { name: string; formalName: string | null; country: string | null },
    trx: Tx = this.db,
  ): Promise<number> {
    const now = Date.now();
    const row = await trx
      .insertInto('teamOrganization')
      .values({ ...v, cid, logo: null, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateOrganization(
    cid: number,
    id: number,
    v: Partial<{ name: string; formalName: string | null; country: string | null; logo: string | null }>,
  ): Promise<void> {
    await this.db
      .updateTable('teamOrganization')
      .set({ ...v, gmtModified: Date.now() })
      .where('cid', '=', cid)
      .where('id', '=', id)
      .execute();
  }

  async deleteOrganization(cid: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('teamOrganization').where('cid', '=', cid).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // ── groups ───────────────────────────────────────────────────────────────

  groups = (cid: number): Promise<TeamGroupRow[]> =>
    this.db.selectFrom('teamGroup').selectAll().where('cid', '=', cid).orderBy('id').execute();

  group = (cid: number, id: number): Promise<TeamGroupRow | undefined> =>
    this.db.selectFrom('teamGroup').selectAll().where('cid', '=', cid).where('id', '=', id).executeTakeFirst();

  groupByName = (cid: number, name: string, trx: Tx = this.db): Promise<TeamGroupRow | undefined> =>
    trx.selectFrom('teamGroup').selectAll().where('cid', '=', cid).where('name', '=', name).executeTakeFirst();

  async insertGroup(cid: number, v: { name: string; hidden: number }, trx: Tx = this.db): Promise<number> {
    const now = Date.now();
    const row = await trx
      .insertInto('teamGroup')
      .values({ ...v, cid, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateGroup(cid: number, id: number, v: { name: string; hidden: number }): Promise<void> {
    await this.db
      .updateTable('teamGroup')
      .set({ ...v, gmtModified: Date.now() })
      .where('cid', '=', cid)
      .where('id', '=', id)
      .execute();
  }

  async deleteGroup(cid: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('teamGroup').where('cid', '=', cid).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
