import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExpectedOutputCache } from './expected-output-cache';

describe('ExpectedOutputCache', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdict-answers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it('reads an answer with a content hash once; without a hash every time', async () => {
    const cache = new ExpectedOutputCache();
    const p = file('a.out', '3\n');
    expect(await cache.read(p, 'hash-a')).toBe('3\n');
    unlinkSync(p);
    // Gone from the disk, still answered from memory.
    expect(await cache.read(p, 'hash-a')).toBe('3\n');
    const q = file('b.out', 'old\n');
    expect(await cache.read(q, undefined)).toBe('old\n');
    writeFileSync(q, 'new\n');
    expect(await cache.read(q, undefined)).toBe('new\n');
    expect(cache.bytes).toBe(4);
    await expect(cache.read(path.join(dir, 'missing'), 'hash-m')).rejects.toThrow(/ENOENT/);
  });

  it('keeps at most maxBytes (least recently used out) and never an answer past maxEntryBytes', async () => {
    // 10 characters = 20 bytes each; room for two.
    const cache = new ExpectedOutputCache(40, 30);
    const paths = ['x', 'y', 'z'].map((n) => file(`${n}.out`, n.repeat(10)));
    await cache.read(paths[0], 'x');
    await cache.read(paths[1], 'y');
    await cache.read(paths[0], 'x'); // x is now the most recent
    await cache.read(paths[2], 'z'); // y goes
    expect(cache.bytes).toBe(40);
    for (const p of paths) unlinkSync(p);
    expect(await cache.read(paths[0], 'x')).toBe('x'.repeat(10));
    expect(await cache.read(paths[2], 'z')).toBe('z'.repeat(10));
    await expect(cache.read(paths[1], 'y')).rejects.toThrow(/ENOENT/);
    const big = file('big.out', 'b'.repeat(16));
    expect(await cache.read(big, 'big')).toBe('b'.repeat(16));
    unlinkSync(big);
    await expect(cache.read(big, 'big')).rejects.toThrow(/ENOENT/);
    expect(cache.bytes).toBe(40);
  });
});
