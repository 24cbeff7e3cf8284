import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContestVirtualTables } from '../../db/tables/contest-virtual';

export type VirtualRow = Selectable<ContestVirtualTables['contestVirtual']>;

/** The tables of virtual participation (migration 025): windows, the open window per user, submissions made in them. */
export class VirtualRepository {
  /** `soleWriter`: this process opens every window (SQLite, one server process), so it knows when the last one ends. */
  constructor(
    private readonly db: Db,
    private readonly soleWriter = false,
  ) {}

  /** The latest end of any window (soleWriter only): read once, then moved by `open`. */
  private latestEnd: Promise<number> | null = null;

  /**
   * Whether a window may be running at `now` — false lets the lists skip reading the windows of
   * their rows (every list page did, though windows are rare). Always true where other processes
   * open windows too (PostgreSQL): there only the read tells.
   */
  async mayRun(now: number): Promise<boolean> {
    if (!this.soleWriter) return true;
    this.latestEnd ??= this.db
      .selectFrom('contestVirtual')
      .select((eb) => eb.fn.max('endTime').as('end'))
      .executeTakeFirst()
      .then((r) => Number(r?.end ?? 0));
    return now < (await this.latestEnd);
  }

  /** The user's participation in the contest (once per contest), or undefined. */
  of = (cid: number, uid: string): Promise<VirtualRow | undefined> =>
    this.db.selectFrom('contestVirtual').selectAll().where('cid', '=', cid).where('uid', '=', uid).executeTakeFirst();

  /** Whether the user has a window open at `now`. */
  async openWindow(uid: string, now: number): Promise<boolean> {
    const slot = await this.db.selectFrom('contestVirtualSlot').select('endTime').where('uid', '=', uid).executeTakeFirst();
    return slot !== undefined && Number(slot.endTime) > now;
  }

  /** The contest's virtual participants (never its real participants: their submissions are practice ones). */
  async uidsOf(cid: number): Promise<string[]> {
    const rows = await this.db.selectFrom('contestVirtual').select('uid').where('cid', '=', cid).execute();
    return rows.map((r) => r.uid);
  }

  /**
   * Opens a window when the user has none open: the slot row is taken only if its window is over,
   * so of two starts at once one wins. Returns the new row, or null when a window is still open.
   */
  async open(v: { cid: number; uid: string; startTime: number; endTime: number }): Promise<VirtualRow | null> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .insertInto('contestVirtualSlot')
        .values({ uid: v.uid, endTime: v.endTime })
        .onConflict((oc) =>
          oc.column('uid').doUpdateSet({ endTime: v.endTime }).where('contestVirtualSlot.endTime', '<=', v.startTime),
        )
        .executeTakeFirst();
      if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      await trx
        .insertInto('contestVirtual')
        .values({ ...v, gmtCreate: v.startTime })
        .execute();
      // A read of the latest end begun before this transaction did not see the window: moved here.
      if (this.latestEnd) this.latestEnd = this.latestEnd.then((end) => Math.max(end, v.endTime));
      return (await trx
        .selectFrom('contestVirtual')
        .selectAll()
        .where('cid', '=', v.cid)
        .where('uid', '=', v.uid)
        .executeTakeFirstOrThrow()) as VirtualRow;
    });
  }

  link = async (submitId: number, vid: number, cpid: number): Promise<void> => {
    await this.db.insertInto('contestVirtualSubmission').values({ submitId, vid, cpid }).execute();
  };

  /**
   * ContestScope.practiceLinkSql: over the list statement's `judge` row, the window its submission is
   * linked to (the link's key is the submission's id), null for nearly every row. None where this
   * process opens every window: there `mayRun` skips the read while no window runs.
   */
  get linkSql(): string | undefined {
    if (this.soleWriter) return undefined;
    return '(select vid from contest_virtual_submission where contest_virtual_submission.submit_id = judge.submit_id)';
  }

  /** The windows the listed submissions were made in (practice submissions of no window are left out). */
  async windowsOf(submitIds: number[]): Promise<Array<{ submitId: number; row: VirtualRow }>> {
    if (submitIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('contestVirtualSubmission')
      .innerJoin('contestVirtual', 'contestVirtual.id', 'contestVirtualSubmission.vid')
      .selectAll('contestVirtual')
      .select('contestVirtualSubmission.submitId as linkedSubmitId')
      .where('contestVirtualSubmission.submitId', 'in', submitIds)
      .execute();
    return rows.map(({ linkedSubmitId, ...row }) => ({ submitId: Number(linkedSubmitId), row: row as VirtualRow }));
  }

  /** The submissions of a window with their contest problems, oldest first. */
  async submissions(vid: number): Promise<{ submitId: number; cpid: number }[]> {
    const rows = await this.db
      .selectFrom('contestVirtualSubmission')
      .select(['submitId', 'cpid'])
      .where('vid', '=', vid)
      .orderBy('submitId')
      .execute();
    return rows.map((r) => ({ submitId: Number(r.submitId), cpid: Number(r.cpid) }));
  }
}
