import { describe } from 'vitest';
import { useTestApp } from '../test/test-app';
import { TEST_REDIS_URL, useTestRedis } from '../test/redis';
import { keyValueStoreContract } from './kv-store.contract';
import { DatabaseKeyValueStore } from './kv-store';
import { RedisKeyValueStore } from './redis-kv-store';

describe('DatabaseKeyValueStore', () => {
  const t = useTestApp();
  keyValueStoreContract(() => new DatabaseKeyValueStore(t.core.database.db));
});

describe.skipIf(!TEST_REDIS_URL)('RedisKeyValueStore', () => {
  const redis = useTestRedis();
  keyValueStoreContract(() => new RedisKeyValueStore(redis()));
});
