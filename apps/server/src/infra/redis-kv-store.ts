import type { KeyValueStore } from './kv-store';
import type { RedisConnections } from './redis';

/**
 * The key-value store of scaled mode: every API process sees the same keys; Redis expires them
 * itself. While Redis is away every call fails within 1.5 s as a 503 (RedisConnections.run).
 */
export class RedisKeyValueStore implements KeyValueStore {
  constructor(private readonly redis: RedisConnections) {}

  private k(key: string): string {
    return this.redis.key('kv', key);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.run((c) => c.get(this.k(key)));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.redis.run((c) =>
      ttlSeconds ? c.set(this.k(key), value, 'EX', Math.max(1, Math.ceil(ttlSeconds))) : c.set(this.k(key), value),
    );
  }

  async delete(key: string): Promise<void> {
    await this.redis.run((c) => c.del(this.k(key)));
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    return (await this.incrementWithTtl(key, ttlSeconds)).count;
  }

  async incrementWithTtl(key: string, ttlSeconds: number): Promise<{ count: number; ttlMs: number }> {
    const k = this.k(key);
    // NX: only a key without expiry (just created by INCR) gets the window; later counts keep it.
    const res = await this.redis.run((c) =>
      c
        .multi()
        .incr(k)
        .pexpire(k, Math.round(ttlSeconds * 1000), 'NX')
        .pttl(k)
        .exec(),
    );
    if (!res) throw new Error('redis: increment transaction aborted');
    for (const [err] of res) if (err) throw err;
    const count = Number(res[0][1]);
    const ttlMs = Number(res[2][1]);
    return { count, ttlMs: Math.max(0, ttlMs) };
  }

  async ttl(key: string): Promise<number> {
    return this.redis.run((c) => c.ttl(this.k(key)));
  }
}
