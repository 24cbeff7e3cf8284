import { describe } from 'vitest';
import { RedisConnections } from '../../infra/redis';
import { useTestApp } from '../../test/test-app';
import { TEST_REDIS_URL, freshRedisPrefix } from '../../test/redis';
import { judgeQueueContract } from './queue.contract';
import { DatabaseJudgeQueue } from './queue';
import { RedisJudgeQueue } from './redis-queue';

describe('DatabaseJudgeQueue', () => {
  const t = useTestApp();
  judgeQueueContract(async () => {
    const db = t.core.database.db;
    await db.deleteFrom('judgeJob').execute();
    return { a: new DatabaseJudgeQueue(db), b: new DatabaseJudgeQueue(db), close: async () => undefined };
  });
});

describe.skipIf(!TEST_REDIS_URL)('RedisJudgeQueue (BullMQ)', () => {
  const quiet = { info: () => undefined, error: () => undefined };
  judgeQueueContract(async () => {
    const prefix = freshRedisPrefix();
    const ca = new RedisConnections(TEST_REDIS_URL, prefix, quiet);
    const cb = new RedisConnections(TEST_REDIS_URL, prefix, quiet);
    const a = new RedisJudgeQueue(ca, { stalledIntervalMs: 500 });
    const b = new RedisJudgeQueue(cb, { stalledIntervalMs: 500 });
    return {
      a,
      b,
      close: async () => {
        await a.close();
        await b.close();
        const keys = await ca.client.keys(`${prefix}:*`);
        if (keys.length) await ca.client.del(...keys);
        await ca.close();
        await cb.close();
      },
    };
  });
});
