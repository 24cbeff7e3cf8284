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
const textOf = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], catalogue);
/** English has plural forms (key_one, key_other); Chinese has one form, and i18next falls back to the bare key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (catalogue: unknown) => [...new Set(flatten(catalogue).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();

describe('locale catalogues', () => {
  const files = new Set(languages.flatMap((lang) => readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'))));

  it('every namespace exists in every language', () => {
    for (const lang of languages) {
      expect(
        readdirSync(path.join(dir, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...files].sort());
    }
  });

  for (const file of files) {
    it(`${file}: zh-CN and en have the same keys and no empty texts`, () => {
      const [zh, en] = languages.map((lang) => load(lang, file));
      expect(baseKeys(en)).toEqual(baseKeys(zh));
      for (const catalogue of [zh, en]) {
        const empty = flatten(catalogue).filter((key) => {
          const text = textOf(catalogue, key);
          return typeof text !== 'string' || text.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    });

    it(`${file}: punctuation fits the language, English counts have plural forms`, () => {
      const [zh, en] = languages.map((lang) => load(lang, file));
      // Full-width marks in Chinese, ASCII ones in English.
      expect(flatten(en).filter((k) => /[，。：；（）！？、“”]/.test(String(textOf(en, k))))).toEqual([]);
      expect(flatten(zh).filter((k) => /[\u4e00-\u9fff][,;:!?()]|[,;:!?()][\u4e00-\u9fff]/.test(String(textOf(zh, k))))).toEqual(
        [],
      );
      // '{{count}} problems' needs its '1 problem' form.
      const enKeys = flatten(en);
      const countTexts = enKeys.filter((k) => /\{\{count\}\}\s+(unread\s+)?(?!as\b)[a-z]+s\b/i.test(String(textOf(en, k))));
      expect(countTexts.filter((k) => !PLURAL_SUFFIX.test(k))).toEqual([]);
      for (const k of enKeys.filter((key) => key.endsWith('_one'))) expect(enKeys).toContain(k.replace(/_one$/, '_other'));
    });
  }
});

describe('the two chunks of a language (lib/i18n.ts)', () => {
  it('the first page’s namespaces and the rest hold every namespace once, the same in both languages', async () => {
    const chunks = await Promise.all([
      import('./catalogue.zh-CN'),
      import('./catalogue.zh-CN.rest'),
      import('./catalogue.en'),
      import('./catalogue.en.rest'),
    ]);
    const [zhFirst, zhRest, enFirst, enRest] = chunks.map((m) => Object.keys(m.default).sort());
    expect(zhFirst).toEqual(['common', 'home', 'problemBank', 'remoteJudge']);
    expect(enFirst).toEqual(zhFirst);
    expect(enRest).toEqual(zhRest);
    const every = readdirSync(path.join(dir, 'zh-CN'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect([...zhFirst, ...zhRest].sort()).toEqual(every);
  });
});
