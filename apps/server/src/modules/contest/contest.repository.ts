import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { ContestStatus } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { ContestAnnouncementTable, ContestPrintTable, ContestProblemTable, ContestTable } from '../../db/schema';

export type ContestRow = Selectable<ContestTable>;
export type ContestValues = Omit<Insertable<ContestTable>, 'id'>;
export type ContestProblemRow = Selectable<ContestProblemTable>;
export type ContestAnnouncementRow = Selectable<ContestAnnouncementTable>;
export type ContestPrintRow = Selectable<ContestPrintTable>;

export interface ContestListFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  status?: number;
  type?: number;
  /** One group's contests instead of the site's. */
  gid?: number;
  /** Hidden ones too (a group's admins). */
  withHidden?: boolean;
}

const page = (currentPage: number, limit: number) => ({ limit, offset: (currentPage - 1) * limit });

/** Display ids in the order contestants expect: A…Z before AA, 2 before 10. */
export const byDisplayId = (a: { displayId: string }, b: { displayId: string }) =>
  a.displayId.length - b.displayId.length || (a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : 0);

/** The contest tables: contests, their problems, registrations, announcements, prints and AC checks. */
export class ContestRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  // ── contests ─────────────────────────────────────────────────────────────

  findById = (cid: number): Promise<ContestRow | undefined> =>
    this.db.selectFrom('contest').selectAll().where('id', '=', cid).executeTakeFirst();

  /** Visible non-group contests; status follows the clock, so it filters by times. Scheduled first, then running, then ended. */
  async listVisible(f: ContestListFilter, now: number): Promise<{ records: ContestRow[]; total: number }> {
    const base = this.db
      .selectFrom('contest')
      .$if(!f.withHidden, (qb) => qb.where('visible', '=', 1))
      .$if(f.gid === undefined, (qb) => qb.where('isGroup', '=', 0))
      .$if(f.gid !== undefined, (qb) => qb.where('isGroup', '=', 1).where('gid', '=', f.gid!))
      .$if(f.type !== undefined, (qb) => qb.where('type', '=', f.type!))
      .$if(!!f.keyword, (qb) => qb.where(this.dialect.containsText('title', f.keyword!)))
      .$if(f.status === ContestStatus.Scheduled, (qb) => qb.where('startTime', '>', now))
      .$if(f.status === ContestStatus.Running, (qb) => qb.where('startTime', '<=', now).where('endTime', '>', now))
      .$if(f.status === ContestStatus.Ended, (qb) => qb.where('endTime', '<=', now));
    const status = sql`case when ${sql.ref('start_time')} > ${now} then -1 when ${sql.ref('end_time')} > ${now} then 0 else 1 end`;
    const { limit, offset } = page(f.currentPage, f.limit);
    const [records, count] = await Promise.all([
      base.selectAll().orderBy(status).orderBy('startTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** Visible contests (site and groups) running at `now`, latest start first. */
  running = (now: number, limit: number): Promise<ContestRow[]> =>
    this.db
      .selectFrom('contest')
      .selectAll()
      .where('visible', '=', 1)
      .where('startTime', '<=', now)
      .where('endTime', '>', now)
      .orderBy('startTime', 'desc')
      .limit(limit)
      .execute();

  /**
   * Seal settings of the contests whose seal holds at `now` or may hold later: seal on, and not
   * ended with the real board turned on. A superset: the seal rule itself (sealedFrom) decides.
   */
  sealCandidates = (now: number) =>
    this.db
      .selectFrom('contest')
      .select(['id', 'sealRank', 'sealRankTime', 'endTime', 'autoRealRank'])
      .where('sealRank', '=', 1)
      .where('sealRankTime', 'is not', null)
      .where((eb) => eb.or([eb('endTime', '>', now), eb('autoRealRank', '=', 0)]))
      .execute();

  /** Whether a problem belongs to a contest that has not ended (running or scheduled), hidden and group ones too. */
  async problemInLiveContest(pid: number, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('contestProblem')
      .innerJoin('contest', 'contest.id', 'contestProblem.cid')
      .select('contest.id')
      .where('contestProblem.pid', '=', pid)
      .where('contest.endTime', '>', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every non-group contest (or every one of a group), latest start first. */
  async listAdmin(f: {
    currentPage: number;
    limit: number;
    keyword?: string;
    gid?: number;
  }): Promise<{ records: ContestRow[]; total: number }> {
    const base = this.db
      .selectFrom('contest')
      .$if(f.gid === undefined, (qb) => qb.where('isGroup', '=', 0))
      .$if(f.gid !== undefined, (qb) => qb.where('isGroup', '=', 1).where('gid', '=', f.gid!))
      .$if(!!f.keyword, (qb) => qb.where(this.dialect.containsText('title', f.keyword!)));
    const { limit, offset } = page(f.currentPage, f.limit);
    const [records, count] = await Promise.all([
      base.selectAll().orderBy('startTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  async insert(values: ContestValues): Promise<number> {
    const row = await this.db.insertInto('contest').values(values).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async hideGroup(gid: number): Promise<void> {
    await this.db
      .updateTable('contest')
      .set({ visible: 0, gmtModified: Date.now() })
      .where('gid', '=', gid)
      .where('isGroup', '=', 1)
      .execute();
  }

  async update(cid: number, values: Updateable<ContestTable>): Promise<void> {
    await this.db
      .updateTable('contest')
      .set({ ...values, gmtModified: Date.now() })
      .where('id', '=', cid)
      .execute();
  }

  /** Children go with it (foreign keys cascade). */
  async delete(cid: number): Promise<void> {
    await this.db.deleteFrom('contest').where('id', '=', cid).execute();
  }

  async registrationCounts(cids: number[]): Promise<Map<number, number>> {
    if (cids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('contestRegister')
      .select(['cid', (eb) => eb.fn.countAll<number>().as('n')])
      .where('cid', 'in', cids)
      .groupBy('cid')
      .execute();
    return new Map(rows.map((r) => [Number(r.cid), Number(r.n)]));
  }

  // ── contest problems ─────────────────────────────────────────────────────

  async problems(cid: number): Promise<ContestProblemRow[]> {
    const rows = await this.db.selectFrom('contestProblem').selectAll().where('cid', '=', cid).execute();
    return rows.sort(byDisplayId);
  }

  problemByDisplayId = (cid: number, displayId: string) =>
    this.db.selectFrom('contestProblem').selectAll().where('cid', '=', cid).where('displayId', '=', displayId).executeTakeFirst();

  problemByPid = (cid: number, pid: number) =>
    this.db.selectFrom('contestProblem').selectAll().where('cid', '=', cid).where('pid', '=', pid).executeTakeFirst();

  /** Contests a problem is in. */
  async contestsOfProblem(pid: number): Promise<number[]> {
    return (await this.db.selectFrom('contestProblem').select('cid').where('pid', '=', pid).execute()).map((r) => Number(r.cid));
  }

  async insertProblem(
    values: Omit<Insertable<ContestProblemTable>, 'id' | 'gmtCreate' | 'gmtModified'>,
  ): Promise<ContestProblemRow> {
    const now = Date.now();
    return this.db
      .insertInto('contestProblem')
      .values({ ...values, gmtCreate: now, gmtModified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateProblem(
    id: number,
    values: { displayId: string; displayTitle: string; color: string | null },
  ): Promise<ContestProblemRow> {
    return this.db
      .updateTable('contestProblem')
      .set({ ...values, gmtModified: Date.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteProblem(cid: number, pid: number): Promise<boolean> {
    const res = await this.db.deleteFrom('contestProblem').where('cid', '=', cid).where('pid', '=', pid).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // ── registrations ────────────────────────────────────────────────────────

  async isRegistered(cid: number, uid: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('contestRegister')
        .select('id')
        .where('cid', '=', cid)
        .where('uid', '=', uid)
        .executeTakeFirst()) !== undefined
    );
  }

  /** Uids of the contest's registered users. */
  async registeredUids(cid: number): Promise<string[]> {
    const rows = await this.db.selectFrom('contestRegister').select('uid').where('cid', '=', cid).execute();
    return rows.map((r) => r.uid);
  }

  /** False when the user was registered already (the unique key decides races). */
  async register(cid: number, uid: string): Promise<boolean> {
    const now = Date.now();
    const res = await this.db
      .insertInto('contestRegister')
      .values({ cid, uid, status: 0, gmtCreate: now, gmtModified: now })
      .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // ── announcements ────────────────────────────────────────────────────────

  async announcements(cid: number, p: { currentPage: number; limit: number; visibleOnly: boolean }) {
    const base = this.db
      .selectFrom('contestAnnouncement')
      .where('cid', '=', cid)
      .$if(p.visibleOnly, (qb) => qb.where('status', '=', 0));
    const { limit, offset } = page(p.currentPage, p.limit);
    const [records, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** Shown announcements whose ids are not in `seen`, newest first. */
  unseenAnnouncements = (cid: number, seen: number[]) =>
    this.db
      .selectFrom('contestAnnouncement')
      .selectAll()
      .where('cid', '=', cid)
      .where('status', '=', 0)
      .$if(seen.length > 0, (qb) => qb.where('id', 'not in', seen))
      .orderBy('id', 'desc')
      .execute();

  findAnnouncement = (id: number) =>
    this.db.selectFrom('contestAnnouncement').selectAll().where('id', '=', id).executeTakeFirst();

  async insertAnnouncement(values: Omit<Insertable<ContestAnnouncementTable>, 'id'>): Promise<void> {
    await this.db.insertInto('contestAnnouncement').values(values).execute();
  }

  async updateAnnouncement(id: number, values: { title: string; content: string; status: number }): Promise<void> {
    await this.db
      .updateTable('contestAnnouncement')
      .set({ ...values, gmtModified: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  async deleteAnnouncement(id: number): Promise<void> {
    await this.db.deleteFrom('contestAnnouncement').where('id', '=', id).execute();
  }

  // ── prints ───────────────────────────────────────────────────────────────

  async insertPrint(values: Omit<Insertable<ContestPrintTable>, 'id'>): Promise<void> {
    await this.db.insertInto('contestPrint').values(values).execute();
  }

  /** Waiting requests first, then by arrival. */
  async prints(cid: number, p: { currentPage: number; limit: number }) {
    const base = this.db.selectFrom('contestPrint').where('cid', '=', cid);
    const { limit, offset } = page(p.currentPage, p.limit);
    const [records, count] = await Promise.all([
      base.selectAll().orderBy('status').orderBy('id').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  findPrint = (id: number) => this.db.selectFrom('contestPrint').selectAll().where('id', '=', id).executeTakeFirst();

  async markPrinted(id: number): Promise<void> {
    await this.db.updateTable('contestPrint').set({ status: 1, gmtModified: Date.now() }).where('id', '=', id).execute();
  }

  // ── AC info checked marks ────────────────────────────────────────────────

  async checkedSubmissions(cid: number): Promise<Set<number>> {
    const rows = await this.db.selectFrom('contestAcCheck').select('submitId').where('cid', '=', cid).execute();
    return new Set(rows.map((r) => Number(r.submitId)));
  }

  async setChecked(cid: number, submitId: number, checked: boolean): Promise<void> {
    if (!checked) {
      await this.db.deleteFrom('contestAcCheck').where('submitId', '=', submitId).execute();
      return;
    }
    await this.db
      .insertInto('contestAcCheck')
      .values({ submitId, cid, gmtCreate: Date.now() })
      .onConflict((oc) => oc.column('submitId').doNothing())
      .execute();
  }
}
