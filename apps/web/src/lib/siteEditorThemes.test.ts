import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { DARK_PALETTE, LIGHT_PALETTE } from './siteEditorThemes';

describe('site editor themes', () => {
  for (const [name, p] of [
    ['light', LIGHT_PALETTE],
    ['dark', DARK_PALETTE],
  ] as const) {
    it(`keeps every token at 4.5:1 on the background and the active line (${name})`, () => {
      for (const color of [p.foreground, p.gutter, ...Object.values(p.tokens)]) {
        expect(contrastRatio(color, p.background), color).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(color, p.activeLine), color).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
