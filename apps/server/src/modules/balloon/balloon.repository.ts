import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BalloonTable } from '../../db/tables/balloon';

export type BalloonRow = Selectable<BalloonTable>;

/** A team's first AC on a contest problem, as the judge table gives it. */
export interface FirstAc {
  teamId: string;
  cpid: number;
  submitId: number;
  submitTime: number;
}

/** The balloon tables: balloons, the contest's setting, its runners. */
export class BalloonRepository {
  constructor(private readonly db: Db) {}

  /** The contest's balloons in the order they came. */
  list = (cid: number): Promise<BalloonRow[]> =>
    this.db.selectFrom('balloon').selectAll().where('cid', '=', cid).orderBy('submitTime').orderBy('id').execute();

  find = (id: number): Promise<BalloonRow | undefined> =>
    this.db.selectFrom('balloon').selectAll().where('id', '=', id).executeTakeFirst();

  /** Whether a balloon is made of this submission. */
  async hasSubmission(cid: number, submitId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('balloon')
      .select('id')
      .where('cid', '=', cid)
      .where('submitId', '=', submitId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Makes the balloon of (team, problem) follow its first AC: a new one, a moved one (the first
   * AC changed), or — with no AC left — gone unless delivered. Answers the balloon id that changed.
   */
  async reconcile(cid: number, teamId: string, cpid: number, first: FirstAc | null, now: number): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('balloon')
        .selectAll()
        .where('cid', '=', cid)
        .where('teamId', '=', teamId)
        .where('cpid', '=', cpid)
        .executeTakeFirst();
      if (!row && first) {
        const ins = await trx
          .insertInto('balloon')
          .values({ cid, teamId, cpid, submitId: first.submitId, submitTime: first.submitTime, delivered: 0, gmtCreate: now })
          .onConflict((oc) => oc.columns(['cid', 'teamId', 'cpid']).doNothing())
          .returning('id')
          .executeTakeFirst();
        return ins ? Number(ins.id) : null;
      }
      if (!row) return null;
      if (!first) {
        // A delivered balloon stays: it is in the team's hands.
        if (row.delivered) return null;
        await trx.deleteFrom('balloon').where('id', '=', row.id).execute();
        return Number(row.id);
      }
      if (Number(row.submitId) === first.submitId) return null;
      await trx
        .updateTable('balloon')
        .set({ submitId: first.submitId, submitTime: first.submitTime })
        .where('id', '=', row.id)
        .execute();
      return Number(row.id);
    });
  }

  async setDelivered(id: number, by: string | null, at: number | null): Promise<void> {
    await this.db
      .updateTable('balloon')
      .set({ delivered: by ? 1 : 0, deliveredBy: by, deliveredAt: at })
      .where('id', '=', id)
      .execute();
  }

  async duringFreeze(cid: number): Promise<boolean> {
    const row = await this.db.selectFrom('balloonSetting').select('duringFreeze').where('cid', '=', cid).executeTakeFirst();
    return row?.duringFreeze === 1;
  }

  async setDuringFreeze(cid: number, on: boolean, now: number): Promise<void> {
    await this.db
      .insertInto('balloonSetting')
      .values({ cid, duringFreeze: on ? 1 : 0, gmtModified: now })
      .onConflict((oc) => oc.column('cid').doUpdateSet({ duringFreeze: on ? 1 : 0, gmtModified: now }))
      .execute();
  }

  runners = async (cid: number): Promise<string[]> =>
    (await this.db.selectFrom('balloonRunner').select('uid').where('cid', '=', cid).orderBy('gmtCreate').execute()).map(
      (r) => r.uid,
    );

  async isRunner(cid: number, uid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('balloonRunner')
      .select('uid')
      .where('cid', '=', cid)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** False when the account runs the contest's balloons already. */
  async addRunner(cid: number, uid: string, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('balloonRunner')
      .values({ cid, uid, gmtCreate: now })
      .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async removeRunner(cid: number, uid: string): Promise<boolean> {
    const res = await this.db.deleteFrom('balloonRunner').where('cid', '=', cid).where('uid', '=', uid).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
