import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SimilarityPairTable, SimilarityReportTable } from '../../db/tables/similarity';

export type SimilarityReportRow = Selectable<SimilarityReportTable>;
export type SimilarityPairRow = Selectable<SimilarityPairTable>;
export type NewSimilarityPair = Omit<Insertable<SimilarityPairTable>, 'id' | 'cid'>;

/** Pairs per insert: well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 200;

/** The similarity tables: a contest's latest report and its kept pairs. */
export class SimilarityRepository {
  constructor(private readonly db: Db) {}

  find = (cid: number): Promise<SimilarityReportRow | undefined> =>
    this.db.selectFrom('similarityReport').selectAll().where('cid', '=', cid).executeTakeFirst();

  /**
   * Claims the contest's report for a new run: answers false when a run is going on (its heartbeat
   * is newer than `staleBefore`). One statement decides, so two starts at once never both run.
   * The previous report's pairs go.
   */
  async claim(
    cid: number,
    /** `notes`: JSON. */
    run: { startedBy: string; allowed: string; submissions: number; notes: string; now: number },
    staleBefore: number,
  ): Promise<boolean> {
    const values = {
      status: 'running',
      progress: 0,
      startedBy: run.startedBy,
      allowed: run.allowed,
      submissions: run.submissions,
      notes: run.notes,
      error: null,
      heartbeatAt: run.now,
      gmtCreate: run.now,
      gmtFinished: null,
    };
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('similarityReport')
        .set(values)
        .where('cid', '=', cid)
        .where((eb) => eb.or([eb('status', '<>', 'running'), eb('heartbeatAt', '<', staleBefore)]))
        .executeTakeFirst();
      let claimed = Number(updated.numUpdatedRows) > 0;
      if (!claimed) {
        const inserted = await trx
          .insertInto('similarityReport')
          .values({ cid, ...values })
          .onConflict((oc) => oc.column('cid').doNothing())
          .executeTakeFirst();
        claimed = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      if (claimed) await trx.deleteFrom('similarityPair').where('cid', '=', cid).execute();
      return claimed;
    });
  }

  /** A running report's progress (0…1000) and heartbeat. */
  beat = (cid: number, progress: number, now: number) =>
    this.db
      .updateTable('similarityReport')
      .set({ progress, heartbeatAt: now })
      .where('cid', '=', cid)
      .where('status', '=', 'running')
      .execute();

  /** The run's pairs kept and the report done. */
  async finish(cid: number, pairs: NewSimilarityPair[], notes: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('similarityPair').where('cid', '=', cid).execute();
      for (let i = 0; i < pairs.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('similarityPair')
          .values(pairs.slice(i, i + INSERT_CHUNK).map((p) => ({ ...p, cid })))
          .execute();
      }
      await trx
        .updateTable('similarityReport')
        .set({ status: 'done', progress: 1000, notes, heartbeatAt: now, gmtFinished: now })
        .where('cid', '=', cid)
        .execute();
    });
  }

  /** A running report failed (`onlyStale`: only when its heartbeat is older than that: its process is gone). */
  async fail(cid: number, error: string, now: number, onlyStale?: number): Promise<void> {
    await this.db
      .updateTable('similarityReport')
      .set({ status: 'failed', error, gmtFinished: now })
      .where('cid', '=', cid)
      .where('status', '=', 'running')
      .$if(onlyStale !== undefined, (qb) => qb.where('heartbeatAt', '<', onlyStale!))
      .execute();
  }

  /** The kept pairs, most similar first, without their fragments. */
  pairs = (cid: number) =>
    this.db
      .selectFrom('similarityPair')
      .select(['submitIdA', 'submitIdB', 'usernameA', 'usernameB', 'problemId', 'language', 'similarity', 'longest'])
      .where('cid', '=', cid)
      .orderBy('similarity', 'desc')
      .orderBy('submitIdA')
      .orderBy('submitIdB')
      .execute();

  pair = (cid: number, a: number, b: number): Promise<SimilarityPairRow | undefined> =>
    this.db
      .selectFrom('similarityPair')
      .selectAll()
      .where('cid', '=', cid)
      .where('submitIdA', '=', Math.min(a, b))
      .where('submitIdB', '=', Math.max(a, b))
      .executeTakeFirst();
}
