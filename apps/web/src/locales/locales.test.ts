import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const languages = ['zh-CN', 'en'];

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const load = (lang: string, file: string): unknown => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'));

describe('locale catalogues', () => {
  const files = new Set(languages.flatMap((lang) => readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'))));

  it('every namespace exists in every language', () => {
    for (const lang of languages) {
      expect(readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json')).sort()).toEqual([...files].sort());
    }
  });

  for (const file of files) {
    it(`${file}: zh-CN and en have the same keys and no empty texts`, () => {
      const [zh, en] = languages.map((lang) => load(lang, file));
      expect(flatten(en).sort()).toEqual(flatten(zh).sort());
      for (const catalogue of [zh, en]) {
        const empty = flatten(catalogue).filter((key) => {
          const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], catalogue);
          return typeof text !== 'string' || text.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    });
  }
});
