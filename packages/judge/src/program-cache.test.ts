import { describe, expect, it } from 'vitest';
import { ProgramCache } from './program-cache';
import type { SandboxClient } from './sandbox/client';

function fakeSandbox() {
  const deleted: string[] = [];
  return { deleted, client: { deleteFile: async (id: string) => (deleted.push(id), true) } as unknown as SandboxClient };
}

describe('ProgramCache', () => {
  it('evicts the least recently used unpinned entry and deletes its file', async () => {
    const { deleted, client } = fakeSandbox();
    const cache = new ProgramCache(client, 2);
    let builds = 0;
    const build = (id: string) => async () => (builds++, { ok: true as const, fileId: id });
    await cache.acquire('a', build('A'));
    cache.release('a');
    await cache.acquire('b', build('B'));
    cache.release('b');
    await cache.acquire('a', build('A2')); // hit, a becomes most recent
    cache.release('a');
    await cache.acquire('c', build('C'));
    cache.release('c');
    await new Promise((r) => setTimeout(r, 0));
    expect(builds).toBe(3);
    expect(deleted).toEqual(['B']);
  });

  it('never deletes a pinned program, shares one build between concurrent callers, does not cache failures', async () => {
    const { deleted, client } = fakeSandbox();
    const cache = new ProgramCache(client, 1);
    let builds = 0;
    const slow = async () => (builds++, await new Promise((r) => setTimeout(r, 20)), { ok: true as const, fileId: 'X' });
    const [r1, r2] = await Promise.all([cache.acquire('x', slow), cache.acquire('x', slow)]);
    expect(builds).toBe(1);
    expect([r1.cached, r2.cached].sort()).toEqual([false, true]);
    await cache.acquire('y', async () => ({ ok: true, fileId: 'Y' }));
    expect(deleted).toEqual([]);
    cache.release('x');
    cache.release('x');
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual(['X']);
    const fail = await cache.acquire('z', async () => ({ ok: false, message: 'CE' }));
    expect(fail).toMatchObject({ ok: false, message: 'CE' });
    expect(cache.size).toBe(1);
    expect(cache.failureCount).toBe(0);
  });

  it('keeps final refusals (message only, bounded, least recently used out), not failures cut by limits', async () => {
    const { deleted, client } = fakeSandbox();
    const cache = new ProgramCache(client, 4, 60_000, 2);
    let builds = 0;
    const refuse = (message: string, final: boolean) => async () => (builds++, { ok: false as const, message, final });
    expect(await cache.acquire('tle', refuse('too slow', false))).toMatchObject({ ok: false, cached: false });
    expect(await cache.acquire('tle', refuse('too slow', false))).toMatchObject({ ok: false, cached: false });
    expect(builds).toBe(2);
    expect(await cache.acquire('a', refuse('error A', true))).toEqual({
      ok: false,
      message: 'error A',
      final: true,
      cached: false,
    });
    expect(await cache.acquire('a', refuse('other', true))).toEqual({ ok: false, message: 'error A', final: true, cached: true });
    expect(builds).toBe(3);
    await cache.acquire('b', refuse('error B', true));
    await cache.acquire('a', refuse('x', true)); // hit: a becomes the most recent
    await cache.acquire('c', refuse('error C', true)); // past 2: b (least recent) goes
    expect(builds).toBe(5);
    expect(cache.failureCount).toBe(2);
    expect(await cache.acquire('a', refuse('x', true))).toMatchObject({ message: 'error A', cached: true });
    expect(await cache.acquire('b', refuse('error B again', true))).toMatchObject({ message: 'error B again', cached: false });
    expect(cache.size).toBe(0);
    expect(deleted).toEqual([]);
    await cache.clear();
    expect(cache.failureCount).toBe(0);
  });
});
