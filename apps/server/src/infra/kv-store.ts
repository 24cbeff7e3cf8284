import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Short-lived keys with a time to live: e-mail codes, captchas, login counters, token liveness.
 * Embedded mode keeps them in the database; a Redis implementation serves the scaled mode.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds one and returns the new count; the TTL is set when the key is created. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /**
   * Adds one atomically (concurrent callers each get their own count) and answers the new count
   * with the milliseconds its window has left; an absent or expired key starts a window of
   * `ttlSeconds` at 1. Redis: INCR, then PEXPIRE … NX and PTTL in one MULTI.
   */
  incrementWithTtl(key: string, ttlSeconds: number): Promise<{ count: number; ttlMs: number }>;
  /** Seconds left, -1 without expiry, -2 when absent. */
  ttl(key: string): Promise<number>;
}

export class DatabaseKeyValueStore implements KeyValueStore {
  private lastSweep = 0;
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<string | null> {
    const row = await this.db.selectFrom('kvStore').select(['value', 'expiresAt']).where('key', '=', key).executeTakeFirst();
    if (!row) return null;
    if (row.expiresAt != null && row.expiresAt <= Date.now()) return null;
    return row.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const expiresAt = ttlSeconds ? Date.now() + ttlSeconds * 1000 : null;
    await this.db
      .insertInto('kvStore')
      .values({ key, value, expiresAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expiresAt }))
      .execute();
    await this.sweepSometimes();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('kvStore').where('key', '=', key).execute();
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    return (await this.incrementWithTtl(key, ttlSeconds)).count;
  }

  async incrementWithTtl(key: string, ttlSeconds: number): Promise<{ count: number; ttlMs: number }> {
    const now = Date.now();
    const fresh = now + ttlSeconds * 1000;
    // One upsert: the row lock of the conflict makes the read-add-write atomic on SQLite and PostgreSQL alike.
    const alive = sql<boolean>`kv_store.expires_at is null or kv_store.expires_at > ${now}`;
    const row = await this.db
      .insertInto('kvStore')
      .values({ key, value: '1', expiresAt: fresh })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          value: sql<string>`case when ${alive} then cast(cast(kv_store.value as integer) + 1 as text) else '1' end`,
          expiresAt: sql<number>`case when ${alive} then kv_store.expires_at else ${fresh} end`,
        }),
      )
      .returning(['value', 'expiresAt'])
      .executeTakeFirstOrThrow();
    const expiresAt = row.expiresAt == null ? fresh : Number(row.expiresAt);
    // Left when answered (as Redis's PTTL): a concurrent caller that read the clock a millisecond later may have
    // opened the window, so counting from this call's `now` could report more than the window itself.
    return { count: Number(row.value), ttlMs: Math.max(0, expiresAt - Date.now()) };
  }

  async ttl(key: string): Promise<number> {
    const row = await this.db.selectFrom('kvStore').select('expiresAt').where('key', '=', key).executeTakeFirst();
    if (!row) return -2;
    if (row.expiresAt == null) return -1;
    const left = Math.ceil((row.expiresAt - Date.now()) / 1000);
    return left > 0 ? left : -2;
  }

  private async sweepSometimes(): Promise<void> {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await this.db.deleteFrom('kvStore').where('expiresAt', '<=', Date.now()).execute();
  }
}
