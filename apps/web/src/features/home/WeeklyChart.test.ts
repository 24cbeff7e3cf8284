import { describe, expect, it } from 'vitest';
import { niceStep } from './WeeklyChart';

describe('niceStep (the week chart’s y axis: 4 intervals of a round step)', () => {
  it('never goes below 1, so an empty week still has an axis of 0..4', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
  });
  it('picks 1, 2 or 5 × 10^k covering the largest value', () => {
    expect(niceStep(4)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(37)).toBe(10);
    expect(niceStep(120)).toBe(50);
    expect(niceStep(2001)).toBe(1000);
  });
});
