import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { RedisConnections } from '../infra/redis';

/** The Redis of the test run (`npm test` starts one beside PostgreSQL); Redis suites are skipped without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? '';

/** A prefix no other test file uses: files run in parallel on the one Redis. */
export const freshRedisPrefix = () => `vt${randomBytes(5).toString('hex')}`;

const quiet = { info: () => undefined, error: () => undefined };

/**
 * Connections under a fresh prefix, opened lazily (call inside a test or beforeAll); closed and
 * their keys deleted after the file.
 */
export function useTestRedis(): () => RedisConnections {
  let conn: RedisConnections | null = null;
  afterAll(async () => {
    if (!conn) return;
    const keys = await conn.client.keys(`${conn.prefix}:*`);
    if (keys.length) await conn.client.del(...keys);
    await conn.close();
  });
  return () => (conn ??= new RedisConnections(TEST_REDIS_URL, freshRedisPrefix(), quiet));
}
