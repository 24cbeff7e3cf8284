import { describe, expect, it } from 'vitest';
import { allCatalogues } from './index';

describe('server message catalogues', () => {
  it('have the same keys in zh-CN and en, none empty, none defined twice', () => {
    const seen = new Set<string>();
    for (const c of allCatalogues()) {
      expect(Object.keys(c['zh-CN']).sort()).toEqual(Object.keys(c.en).sort());
      for (const [key, text] of [...Object.entries(c['zh-CN']), ...Object.entries(c.en)]) expect(text, key).not.toBe('');
      for (const key of Object.keys(c.en)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});
