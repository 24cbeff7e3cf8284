import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { VerificationSubmissionTable, VerificationTimingTable } from '../../db/tables/verification';

export type VerificationRow = Selectable<VerificationSubmissionTable>;
export type TimingRow = Selectable<VerificationTimingTable>;
export type NewVerificationRow = Omit<Insertable<VerificationSubmissionTable>, 'id'>;

/** The verification table: a problem's bundled submissions and their last judging. */
export class VerificationRepository {
  constructor(private readonly db: Db) {}

  list = (pid: number): Promise<VerificationRow[]> =>
    this.db.selectFrom('verificationSubmission').selectAll().where('pid', '=', pid).orderBy('id').execute();

  async insert(rows: NewVerificationRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 100) {
      await this.db
        .insertInto('verificationSubmission')
        .values(rows.slice(i, i + 100))
        .execute();
    }
  }

  async update(id: number, values: Updateable<VerificationSubmissionTable>): Promise<void> {
    await this.db.updateTable('verificationSubmission').set(values).where('id', '=', id).execute();
  }

  timing = (pid: number): Promise<TimingRow | undefined> =>
    this.db.selectFrom('verificationTiming').selectAll().where('pid', '=', pid).executeTakeFirst();

  async insertTiming(row: TimingRow): Promise<void> {
    await this.db.insertInto('verificationTiming').values(row).execute();
  }

  async updateTiming(pid: number, values: Updateable<VerificationTimingTable>): Promise<void> {
    await this.db.updateTable('verificationTiming').set(values).where('pid', '=', pid).execute();
  }

  /** Every row of the problem back to pending (skipped ones stay skipped). */
  async reset(pid: number, now: number): Promise<void> {
    await this.db
      .updateTable('verificationSubmission')
      .set({ state: 'pending', gotStatus: null, gotScore: null, timeMs: null, message: null, gmtModified: now })
      .where('pid', '=', pid)
      .where('state', '!=', 'skipped')
      .execute();
  }

  /** Problems (of `pids`) with a row that did not pass: the admin list marks them unverified. */
  async unverified(pids: number[]): Promise<Set<number>> {
    if (pids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('verificationSubmission')
      .select('pid')
      .distinct()
      .where('pid', 'in', pids)
      .where('state', 'in', ['pending', 'running', 'failed'])
      .execute();
    return new Set(rows.map((r) => Number(r.pid)));
  }
}
