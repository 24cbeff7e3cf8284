import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, readableOn, textOn } from './contrast';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#fff', '#19be6b')).toBeCloseTo(2.43, 1);
  });

  it('puts dark text on light verdict colours and keeps white on dark ones', () => {
    expect(textOn('#19be6b')).toBe('#1f1f1f');
    expect(textOn('#00784f')).toBe('#ffffff');
    expect(contrastRatio(textOn('#f90'), '#ff9900')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens or lightens a text colour just enough for its surface', () => {
    const light = readableOn('#19be6b', blend('#19be6b', 0.08, '#ffffff'));
    expect(contrastRatio(light, blend('#19be6b', 0.08, '#ffffff'))).toBeGreaterThanOrEqual(4.5);
    const dark = readableOn('#0060a8', '#141414');
    expect(contrastRatio(dark, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });
});
