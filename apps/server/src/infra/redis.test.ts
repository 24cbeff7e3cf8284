import { describe, expect, it } from 'vitest';
import { withFreePort } from '../../../../packages/judge/src/testing/ports';
import { startTestRedis } from '../../../../scripts/redis-server';
import { TEST_REDIS_URL } from '../test/redis';
import { RedisConnections } from './redis';
import { RedisKeyValueStore } from './redis-kv-store';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Needs redis-server, as the Redis stage of `npm test` does; this file kills and restarts its own.
describe.skipIf(!TEST_REDIS_URL)('losing Redis', () => {
  it('reconnects with backoff, logging one line when lost and one when back; data written before survives (append-only file)', async () => {
    const redis = await withFreePort((port) => startTestRedis(port), 3);
    const lines: string[] = [];
    const conn = new RedisConnections(redis.url, 'loss', {
      info: (m) => lines.push(`info ${m}`),
      error: (m) => lines.push(`error ${m}`),
    });
    try {
      const kv = new RedisKeyValueStore(conn);
      await kv.set('kept', 'yes');
      await sleep(1_200); // appendfsync everysec
      expect(await conn.health()).toEqual({ status: 'ok', reason: null });

      redis.kill();
      await sleep(3_000);
      expect((await conn.health()).status).toBe('unavailable');
      const lost = lines.filter((l) => l.startsWith('error'));
      // One line per connection (commands, events), however many reconnects were tried meanwhile.
      expect(lost.filter((l) => l.includes('(commands)'))).toHaveLength(1);
      expect(lost.filter((l) => l.includes('(events)'))).toHaveLength(1);

      await redis.restart();
      const until = Date.now() + 15_000;
      while ((await conn.health()).status !== 'ok' && Date.now() < until) await sleep(200);
      expect(await conn.health()).toEqual({ status: 'ok', reason: null });
      expect(lines.filter((l) => l.includes('(commands): connected again'))).toHaveLength(1);
      expect(await kv.get('kept')).toBe('yes');
    } finally {
      await conn.close();
      await redis.stop();
    }
  }, 40_000);
});
