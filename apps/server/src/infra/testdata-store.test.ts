import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestdataStore } from './testdata-store';

describe('TestdataStore.writer (test data written piece by piece)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'verdict-store-'));
  const store = new TestdataStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const temps = () => readdirSync(root).filter((f) => f.endsWith('.tmp'));

  it('gives the address putText gives the whole, CRLF split between pieces included', () => {
    const whole = 'a\r\nb\rc\r\n\r\nd\n中文\r';
    const w = store.writer();
    for (const piece of ['a\r', '\nb\r', 'c\r', '\n', '\r\nd\n', Buffer.from('中文\r')]) w.write(piece);
    const blob = w.finish();
    expect(blob).toEqual(store.putText(whole));
    expect(readFileSync(store.pathOf(blob.hash), 'utf8')).toBe('a\nb\nc\n\nd\n中文\n');
    expect(temps()).toEqual([]);
  });

  it('keeps one file per content and drops the temp file when aborted', () => {
    const first = store.writer();
    first.write('same\n');
    const second = store.writer();
    second.write('same\r\n');
    expect(second.finish()).toEqual(first.finish());
    const dropped = store.writer();
    dropped.write('half');
    dropped.abort();
    expect(temps()).toEqual([]);
    expect(existsSync(store.pathOf(store.putText('same\n').hash))).toBe(true);
  });
});
