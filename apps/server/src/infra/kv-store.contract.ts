import { expect, it } from 'vitest';
import type { KeyValueStore } from './kv-store';

/** What every KeyValueStore does (database and Redis alike); `store` is called inside each test. */
export function keyValueStoreContract(store: () => KeyValueStore): void {
  it('stores, reads and deletes a value; an absent key reads as null', async () => {
    const kv = store();
    expect(await kv.get('c:absent')).toBeNull();
    await kv.set('c:a', 'one');
    expect(await kv.get('c:a')).toBe('one');
    await kv.set('c:a', 'two');
    expect(await kv.get('c:a')).toBe('two');
    await kv.delete('c:a');
    expect(await kv.get('c:a')).toBeNull();
  });

  it('reports the seconds left: -1 without expiry, -2 when absent; an expired key is gone', async () => {
    const kv = store();
    await kv.set('c:forever', 'x');
    expect(await kv.ttl('c:forever')).toBe(-1);
    expect(await kv.ttl('c:none')).toBe(-2);
    await kv.set('c:minute', 'x', 60);
    const left = await kv.ttl('c:minute');
    expect(left).toBeGreaterThanOrEqual(59);
    expect(left).toBeLessThanOrEqual(60);
    await kv.set('c:brief', 'x', 1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await kv.get('c:brief')).toBeNull();
    expect(await kv.ttl('c:brief')).toBe(-2);
  });

  it('counts concurrent callers without losing one, keeping the window of the first', async () => {
    const kv = store();
    const results = await Promise.all(Array.from({ length: 40 }, () => kv.incrementWithTtl('c:burst', 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const r of results) {
      expect(r.ttlMs).toBeGreaterThan(55_000);
      expect(r.ttlMs).toBeLessThanOrEqual(60_000);
    }
    expect(await kv.get('c:burst')).toBe('40');
    expect(await kv.increment('c:burst', 60)).toBe(41);
  });

  it('starts again at 1 with a fresh window once the old one has passed', async () => {
    const kv = store();
    expect((await kv.incrementWithTtl('c:short', 1)).count).toBe(1);
    expect((await kv.incrementWithTtl('c:short', 1)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1_100));
    const again = await kv.incrementWithTtl('c:short', 30);
    expect(again.count).toBe(1);
    expect(again.ttlMs).toBeGreaterThan(29_000);
  });
}
