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
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('kvStore').select(['value', 'expiresAt']).where('key', '=', key).executeTakeFirst();
      const alive = row && (row.expiresAt == null || row.expiresAt > Date.now());
      const next = alive ? Number(row.value) + 1 : 1;
      const expiresAt = alive ? row.expiresAt : Date.now() + ttlSeconds * 1000;
      await trx
        .insertInto('kvStore')
        .values({ key, value: String(next), expiresAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(next), expiresAt }))
        .execute();
      return next;
    });
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
