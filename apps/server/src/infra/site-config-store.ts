import type { Db } from '../db/database';

/**
 * Site-wide settings stored as JSON documents per key ('web', 'email', 'switch', …).
 * Reads are cached in memory: config changes go through this service on the one process
 * that owns the database in embedded mode; scaled mode re-reads after a short TTL.
 */
export class SiteConfigStore {
  private cache = new Map<string, { value: unknown; at: number }>();
  constructor(
    private readonly db: Db,
    private readonly cacheMs = 5_000,
  ) {}

  async get<T extends object>(key: string, defaults: T): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.cacheMs) return { ...defaults, ...(hit.value as Partial<T>) };
    const row = await this.db.selectFrom('siteConfig').select('value').where('key', '=', key).executeTakeFirst();
    const stored = row ? (JSON.parse(row.value) as Partial<T>) : {};
    this.cache.set(key, { value: stored, at: Date.now() });
    return { ...defaults, ...stored };
  }

  async set<T extends object>(key: string, patch: Partial<T>): Promise<void> {
    const current = await this.get<Partial<T>>(key, {});
    const value = JSON.stringify({ ...current, ...patch });
    await this.db
      .insertInto('siteConfig')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    this.cache.delete(key);
  }

  async getRaw(key: string): Promise<string | null> {
    const row = await this.db.selectFrom('siteConfig').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value ?? null;
  }

  async setRaw(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('siteConfig')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    this.cache.delete(key);
  }
}
