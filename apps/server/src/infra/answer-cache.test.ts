import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { AnswerCache, SHARED_GENERATION_MEMO_MS } from './answer-cache';
import { DatabaseKeyValueStore } from './kv-store';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('AnswerCache', () => {
  it('keeps an answer per key until a bump, serialised once', async () => {
    const cache = new AnswerCache('t');
    let computed = 0;
    const page = (n: number) => async () => ({ page: n, computed: ++computed });
    expect((await cache.json('a', page(1))).json).toBe('{"page":1,"computed":1}');
    expect((await cache.json('a', page(1))).json).toBe('{"page":1,"computed":1}');
    expect((await cache.json('b', page(2))).json).toBe('{"page":2,"computed":2}');
    cache.bump();
    expect((await cache.json('a', page(1))).json).toBe('{"page":1,"computed":3}');
    expect((await cache.json('b', page(2))).json).toBe('{"page":2,"computed":4}');
  });

  it('concurrent readers of one key wait for one computation', async () => {
    const cache = new AnswerCache('t');
    const gate = deferred<number>();
    let computed = 0;
    const compute = async () => {
      computed++;
      return gate.promise;
    };
    const readers = [cache.json('k', compute), cache.json('k', compute), cache.json('k', compute)];
    await new Promise((r) => setTimeout(r, 5));
    gate.resolve(7);
    expect((await Promise.all(readers)).map((r) => r.json)).toEqual(['7', '7', '7']);
    expect(computed).toBe(1);
  });

  it('an answer computed across a bump is handed out but not kept; a reader after the bump does not join it', async () => {
    const cache = new AnswerCache('t');
    const gate = deferred<string>();
    const first = cache.json('k', () => gate.promise);
    await new Promise((r) => setTimeout(r, 5));
    cache.bump();
    // A reader after the change computes afresh instead of waiting for the answer read before it.
    const second = await cache.json('k', async () => 'after');
    expect(second.json).toBe('"after"');
    gate.resolve('before');
    expect((await first).json).toBe('"before"');
    expect((await cache.json('k', async () => 'recomputed')).json).toBe('"after"');
  });

  it('a failed computation is not kept', async () => {
    const cache = new AnswerCache('t');
    await expect(cache.json('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.json('k', async () => 1)).json).toBe('1');
  });

  describe('several processes sharing the generation through the key-value store', () => {
    const t = useTestApp();

    it('a bump in one process shows in another within the memo time', async () => {
      const kv = new DatabaseKeyValueStore(t.core.database.db);
      let now = 1_000_000;
      const a = new AnswerCache('shared', { kv, now: () => now });
      const b = new AnswerCache('shared', { kv, now: () => now });
      let rows = 'old';
      expect((await b.json('page', async () => rows)).json).toBe('"old"');
      rows = 'new';
      a.bump();
      // Let the store's increment land.
      for (let i = 0; i < 50 && (await kv.get('answers:shared:generation')) === null; i++)
        await new Promise((r) => setTimeout(r, 10));
      // Within the memo time b still trusts the generation it read…
      expect((await b.json('page', async () => rows)).json).toBe('"old"');
      // …and reads it again after.
      now += SHARED_GENERATION_MEMO_MS;
      expect((await b.json('page', async () => rows)).json).toBe('"new"');
      // The bumping process itself sees its change at once.
      expect((await a.json('page', async () => rows)).json).toBe('"new"');
    });

    it('bumps during an increment share one increment sent after it, and the last change still shows elsewhere', async () => {
      const store = new DatabaseKeyValueStore(t.core.database.db);
      const gates: Array<() => void> = [];
      let increments = 0;
      // The store as seen through a slow network: each increment waits until the test lets it through.
      const kv = Object.assign(Object.create(store) as DatabaseKeyValueStore, {
        increment: async (key: string, ttl: number) => {
          increments += 1;
          await new Promise<void>((r) => gates.push(r));
          return store.increment(key, ttl);
        },
      });
      let now = 2_000_000;
      const a = new AnswerCache('storm', { kv, now: () => now });
      const b = new AnswerCache('storm', { kv: store, now: () => now });
      let rows = 'v0';
      expect((await b.json('page', async () => rows)).json).toBe('"v0"');
      rows = 'v1';
      a.bump();
      rows = 'v2';
      a.bump();
      rows = 'v3';
      a.bump();
      // One increment on its way; the two later bumps wait for it and then share one.
      expect(increments).toBe(1);
      const settle = async (n: number) => {
        for (let i = 0; i < 100 && gates.length < n; i++) await new Promise((r) => setTimeout(r, 5));
      };
      gates.shift()!();
      await settle(1);
      expect(increments).toBe(2);
      gates.shift()!();
      for (let i = 0; i < 100 && (await store.get('answers:storm:generation')) !== '2'; i++)
        await new Promise((r) => setTimeout(r, 5));
      expect(increments).toBe(2);
      // The other process, past its memo time, sees the last change.
      now += SHARED_GENERATION_MEMO_MS;
      expect((await b.json('page', async () => rows)).json).toBe('"v3"');
    });
  });
});
