import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

describe('DatabaseKeyValueStore.incrementWithTtl', () => {
  const t = useTestApp();

  it('counts concurrent callers without losing one, keeping the window of the first', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => t.core.kv.incrementWithTtl('kv-test:burst', 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const r of results) {
      expect(r.ttlMs).toBeGreaterThan(55_000);
      expect(r.ttlMs).toBeLessThanOrEqual(60_000);
    }
    expect(await t.core.kv.get('kv-test:burst')).toBe('40');
    expect(await t.core.kv.increment('kv-test:burst', 60)).toBe(41);
  });

  it('starts again at 1 with a fresh window once the old one has passed', async () => {
    expect((await t.core.kv.incrementWithTtl('kv-test:short', 1)).count).toBe(1);
    expect((await t.core.kv.incrementWithTtl('kv-test:short', 1)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1100));
    const again = await t.core.kv.incrementWithTtl('kv-test:short', 30);
    expect(again.count).toBe(1);
    expect(again.ttlMs).toBeGreaterThan(29_000);
  });
});
