import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { RatingChangeTable } from '../../db/tables/rating';

export type RatingChangeRow = Selectable<RatingChangeTable>;

export interface RatedContestRow {
  cid: number;
  rated: boolean;
  endTime: number | null;
  ratedAt: number | null;
}

/** A rated contest's place in the chain: by end time, then id. */
export interface ChainKey {
  endTime: number;
  cid: number;
}

export type NewChange = Omit<RatingChangeRow, 'cid'>;

const CHUNK = 500;

const toContest = (r: {
  cid: number | string;
  rated: number;
  endTime: number | string | null;
  ratedAt: number | string | null;
}) => ({
  cid: Number(r.cid),
  rated: r.rated === 1,
  endTime: r.endTime == null ? null : Number(r.endTime),
  ratedAt: r.ratedAt == null ? null : Number(r.ratedAt),
});

/** The rating tables: rated contests, their changes, current ratings. */
export class RatingRepository {
  constructor(private readonly db: Db) {}

  async contest(cid: number): Promise<RatedContestRow | undefined> {
    const row = await this.db.selectFrom('ratingContest').selectAll().where('cid', '=', cid).executeTakeFirst();
    return row ? toContest(row) : undefined;
  }

  async setRated(cid: number, rated: boolean, now: number): Promise<void> {
    await this.db
      .insertInto('ratingContest')
      .values({ cid, rated: rated ? 1 : 0, endTime: null, ratedAt: null, gmtModified: now })
      .onConflict((oc) => oc.column('cid').doUpdateSet({ rated: rated ? 1 : 0, gmtModified: now }))
      .execute();
  }

  /** Rated contests not rated yet (the sweep rates those that ended). */
  async pending(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('ratingContest')
      .select('cid')
      .where('rated', '=', 1)
      .where('ratedAt', 'is', null)
      .orderBy('cid')
      .execute();
    return rows.map((r) => Number(r.cid));
  }

  /** Rated contests already rated that come after `key` in the chain, in chain order. */
  async ratedAfter(key: ChainKey): Promise<ChainKey[]> {
    const rows = await this.db
      .selectFrom('ratingContest')
      .select(['cid', 'endTime'])
      .where('rated', '=', 1)
      .where('ratedAt', 'is not', null)
      .where((eb) => eb.or([eb('endTime', '>', key.endTime), eb.and([eb('endTime', '=', key.endTime), eb('cid', '>', key.cid)])]))
      .orderBy('endTime')
      .orderBy('cid')
      .execute();
    return rows.map((r) => ({ cid: Number(r.cid), endTime: Number(r.endTime) }));
  }

  /** Each user's last change before `key` in the chain (their belief going into it). */
  async lastBefore(uids: readonly string[], key: ChainKey): Promise<Map<string, RatingChangeRow>> {
    const out = new Map<string, RatingChangeRow>();
    for (let i = 0; i < uids.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('ratingChange')
        .innerJoin('ratingContest', 'ratingContest.cid', 'ratingChange.cid')
        .selectAll('ratingChange')
        .where('ratingChange.uid', 'in', uids.slice(i, i + CHUNK))
        .where('ratingContest.rated', '=', 1)
        .where((eb) =>
          eb.or([
            eb('ratingContest.endTime', '<', key.endTime),
            eb.and([eb('ratingContest.endTime', '=', key.endTime), eb('ratingContest.cid', '<', key.cid)]),
          ]),
        )
        .orderBy('ratingContest.endTime', 'desc')
        .orderBy('ratingContest.cid', 'desc')
        .execute();
      for (const r of rows) if (!out.has(r.uid)) out.set(r.uid, r);
    }
    return out;
  }

  /** Users a contest rated. */
  async participants(cid: number): Promise<string[]> {
    return (await this.db.selectFrom('ratingChange').select('uid').where('cid', '=', cid).execute()).map((r) => r.uid);
  }

  async countOf(cid: number): Promise<number> {
    const row = await this.db
      .selectFrom('ratingChange')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cid', '=', cid)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Writes a re-rated chain at once: each contest's changes replaced (an unmarked one's removed),
   * and the current rating of every user touched set to their last change.
   */
  async write(
    contests: { cid: number; endTime: number; changes: NewChange[] }[],
    removed: number[],
    touched: readonly string[],
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const cid of removed) {
        await trx.deleteFrom('ratingChange').where('cid', '=', cid).execute();
        await trx.updateTable('ratingContest').set({ ratedAt: null, gmtModified: now }).where('cid', '=', cid).execute();
      }
      for (const c of contests) {
        await trx.deleteFrom('ratingChange').where('cid', '=', c.cid).execute();
        for (let i = 0; i < c.changes.length; i += CHUNK) {
          const part = c.changes.slice(i, i + CHUNK).map((ch) => ({ ...ch, cid: c.cid }));
          if (part.length) await trx.insertInto('ratingChange').values(part).execute();
        }
        await trx
          .updateTable('ratingContest')
          .set({ endTime: c.endTime, ratedAt: now, gmtModified: now })
          .where('cid', '=', c.cid)
          .execute();
      }
      await this.refresh(trx, touched, now);
    });
  }

  /** user_rating of `uids` follows their last change in the chain (gone when none is left). */
  private async refresh(trx: Transaction<Database>, uids: readonly string[], now: number): Promise<void> {
    const unique = [...new Set(uids)];
    for (let i = 0; i < unique.length; i += CHUNK) {
      const part = unique.slice(i, i + CHUNK);
      const rows = await trx
        .selectFrom('ratingChange')
        .innerJoin('ratingContest', 'ratingContest.cid', 'ratingChange.cid')
        .select(['ratingChange.uid', 'ratingChange.newRating', 'ratingContest.endTime', 'ratingContest.cid'])
        .where('ratingChange.uid', 'in', part)
        .where('ratingContest.rated', '=', 1)
        .orderBy('ratingContest.endTime', 'desc')
        .orderBy('ratingContest.cid', 'desc')
        .execute();
      const last = new Map<string, { rating: number; contests: number }>();
      for (const r of rows) {
        const cur = last.get(r.uid);
        if (cur) cur.contests++;
        else last.set(r.uid, { rating: r.newRating, contests: 1 });
      }
      await trx.deleteFrom('userRating').where('uid', 'in', part).execute();
      const values = [...last].map(([uid, v]) => ({ uid, ...v, gmtModified: now }));
      if (values.length) await trx.insertInto('userRating').values(values).execute();
    }
  }

  async ratings(uids: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const unique = [...new Set(uids)];
    for (let i = 0; i < unique.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('userRating')
        .select(['uid', 'rating'])
        .where('uid', 'in', unique.slice(i, i + CHUNK))
        .execute();
      for (const r of rows) out.set(r.uid, r.rating);
    }
    return out;
  }

  /** A user's changes in chain order, with each contest's end. */
  async history(uid: string): Promise<(RatingChangeRow & { endTime: number })[]> {
    const rows = await this.db
      .selectFrom('ratingChange')
      .innerJoin('ratingContest', 'ratingContest.cid', 'ratingChange.cid')
      .selectAll('ratingChange')
      .select('ratingContest.endTime')
      .where('ratingChange.uid', '=', uid)
      .where('ratingContest.rated', '=', 1)
      .orderBy('ratingContest.endTime')
      .orderBy('ratingContest.cid')
      .execute();
    return rows.map((r) => ({ ...r, cid: Number(r.cid), endTime: Number(r.endTime) }));
  }
}
