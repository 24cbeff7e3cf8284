import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One event to append: `key` is the object's id ('' for a singleton), `hash` of its JSON (null: deleted). */
export interface NewCcsEvent {
  type: string;
  objId: string | null;
  key: string;
  data: string | null;
  hash: string | null;
}

export interface CcsEventRow {
  seq: number;
  type: string;
  objId: string | null;
  data: string | null;
}

/** Rows a statement writes at once (SQLite's bound-parameter limit). */
const CHUNK = 100;

/** The event logs' tables (ccs_feed, ccs_event, ccs_object): the ccs module's only tables. */
export class CcsEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async feeds(cid: number): Promise<Array<{ feed: string; head: number }>> {
    const rows = await this.db.selectFrom('ccsFeed').select(['feed', 'head']).where('cid', '=', cid).execute();
    return rows.map((r) => ({ feed: r.feed, head: Number(r.head) }));
  }

  async head(cid: number, feed: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('ccsFeed')
      .select('head')
      .where('cid', '=', cid)
      .where('feed', '=', feed)
      .executeTakeFirst();
    return row ? Number(row.head) : null;
  }

  /** The hash last logged of every live object of a feed, by type and key. */
  async versions(cid: number, feed: string): Promise<Map<string, Map<string, string>>> {
    const rows = await this.db
      .selectFrom('ccsObject')
      .select(['type', 'objKey', 'hash'])
      .where('cid', '=', cid)
      .where('feed', '=', feed)
      .execute();
    const out = new Map<string, Map<string, string>>();
    for (const r of rows) {
      let m = out.get(r.type);
      if (!m) out.set(r.type, (m = new Map()));
      m.set(r.objKey, r.hash);
    }
    return out;
  }

  /**
   * Appends `events` after `expectedHead` (null: the feed is new) in one transaction, or does
   * nothing and answers false when the head moved meanwhile (another process appended first):
   * the head is advanced only where it still is `expectedHead`, and `(cid, feed, seq)` is unique.
   */
  async append(cid: number, feed: string, expectedHead: number | null, events: NewCcsEvent[], now: number): Promise<boolean> {
    const from = expectedHead ?? 0;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (expectedHead === null) {
          await trx.insertInto('ccsFeed').values({ cid, feed, head: events.length, gmtModified: now }).execute();
        } else {
          const res = await trx
            .updateTable('ccsFeed')
            .set({ head: from + events.length, gmtModified: now })
            .where('cid', '=', cid)
            .where('feed', '=', feed)
            .where('head', '=', from)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw new HeadMoved();
        }
        const rows = events.map((e, i) => ({
          cid,
          feed,
          seq: from + i + 1,
          type: e.type,
          objId: e.objId,
          data: e.data,
          gmtCreate: now,
        }));
        for (let i = 0; i < rows.length; i += CHUNK)
          await trx
            .insertInto('ccsEvent')
            .values(rows.slice(i, i + CHUNK))
            .execute();
        const gone = events.filter((e) => e.hash === null);
        for (const e of gone)
          await trx
            .deleteFrom('ccsObject')
            .where('cid', '=', cid)
            .where('feed', '=', feed)
            .where('type', '=', e.type)
            .where('objKey', '=', e.key)
            .execute();
        // The last version of each object (an object twice in one batch keeps the later one).
        const latest = new Map<string, { type: string; objKey: string; hash: string; seq: number }>();
        events.forEach((e, i) => {
          if (e.hash !== null)
            latest.set(`${e.type}\n${e.key}`, { type: e.type, objKey: e.key, hash: e.hash, seq: from + i + 1 });
        });
        const live = [...latest.values()].map((v) => ({ cid, feed, ...v }));
        for (let i = 0; i < live.length; i += CHUNK)
          await trx
            .insertInto('ccsObject')
            .values(live.slice(i, i + CHUNK))
            .onConflict((oc) =>
              oc
                .columns(['cid', 'feed', 'type', 'objKey'])
                .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash'), seq: eb.ref('excluded.seq') })),
            )
            .execute();
      });
      return true;
    } catch (err) {
      if (err instanceof HeadMoved || isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Events of a feed after `afterSeq`, in order, at most `limit`. */
  async read(cid: number, feed: string, afterSeq: number, limit: number): Promise<CcsEventRow[]> {
    const rows = await this.db
      .selectFrom('ccsEvent')
      .select(['seq', 'type', 'objId', 'data'])
      .where('cid', '=', cid)
      .where('feed', '=', feed)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
  }

  /** Drops a contest's logs (the contest was deleted, or a test starts over). */
  async drop(cid: number): Promise<void> {
    await this.db.deleteFrom('ccsObject').where('cid', '=', cid).execute();
    await this.db.deleteFrom('ccsEvent').where('cid', '=', cid).execute();
    await this.db.deleteFrom('ccsFeed').where('cid', '=', cid).execute();
  }
}

class HeadMoved extends Error {}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(String(e?.message ?? e?.code ?? ''));
}
