import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ClarificationTable } from '../../db/tables/clarification';

export type ClarificationRow = Selectable<ClarificationTable>;
export type NewClarification = Omit<Insertable<ClarificationTable>, 'id' | 'gmtCreate' | 'gmtModified' | 'answered'>;

/** Rows of the clarification desk: ids and contest ids as numbers on both databases. */
const normal = (r: ClarificationRow): ClarificationRow => ({
  ...r,
  id: Number(r.id),
  cid: Number(r.cid),
  pid: r.pid == null ? null : Number(r.pid),
  replyToId: r.replyToId == null ? null : Number(r.replyToId),
  answered: Number(r.answered),
  gmtCreate: Number(r.gmtCreate),
  gmtModified: Number(r.gmtModified),
});

export class ClarificationRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewClarification): Promise<ClarificationRow> {
    const now = Date.now();
    const row = await this.db
      .insertInto('clarification')
      .values({ ...values, answered: 0, gmtCreate: now, gmtModified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return normal(row);
  }

  async byId(id: number): Promise<ClarificationRow | null> {
    const row = await this.db.selectFrom('clarification').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? normal(row) : null;
  }

  /** Every clarification of a contest, oldest first. */
  async ofContest(cid: number): Promise<ClarificationRow[]> {
    const rows = await this.db.selectFrom('clarification').selectAll().where('cid', '=', cid).orderBy('id').execute();
    return rows.map(normal);
  }

  async markAnswered(id: number): Promise<void> {
    await this.db.updateTable('clarification').set({ answered: 1, gmtModified: Date.now() }).where('id', '=', id).execute();
  }

  async readIds(uid: string, cid: number): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('clarificationRead')
      .select('clarificationId')
      .where('uid', '=', uid)
      .where('cid', '=', cid)
      .execute();
    return new Set(rows.map((r) => Number(r.clarificationId)));
  }

  async markRead(uid: string, cid: number, ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    const now = Date.now();
    await this.db
      .insertInto('clarificationRead')
      .values(ids.map((clarificationId) => ({ clarificationId, uid, cid, gmtCreate: now })))
      .onConflict((oc) => oc.columns(['clarificationId', 'uid']).doNothing())
      .execute();
  }
}
