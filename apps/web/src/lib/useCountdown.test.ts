import { describe, expect, it } from 'vitest';
import { delayToNextMoment } from './useCountdown';

describe('delayToNextMoment (a page re-rendered at a contest’s start, seal and end only)', () => {
  const start = 1_000_000;
  const seal = 2_000_000;
  const end = 3_000_000;

  it('waits until just past the next moment ahead', () => {
    expect(delayToNextMoment(start - 5_000, [start, seal, end])).toBe(5_020);
    expect(delayToNextMoment(start + 1, [start, seal, end])).toBe(seal - start - 1 + 20);
    expect(delayToNextMoment(seal, [end, start, seal])).toBe(end - seal + 20);
  });

  it('has nothing to wait for once every moment is behind, or when there are none', () => {
    expect(delayToNextMoment(end, [start, seal, end])).toBeNull();
    expect(delayToNextMoment(end + 1, [start, end])).toBeNull();
    expect(delayToNextMoment(0, [])).toBeNull();
  });

  it('ignores moments that are not numbers (no seal time, times not arrived)', () => {
    expect(delayToNextMoment(start - 10, [Number.NaN, start])).toBe(30);
    expect(delayToNextMoment(0, [Number.NaN, Number.NaN])).toBeNull();
  });

  it('caps a moment weeks away at setTimeout’s longest delay', () => {
    expect(delayToNextMoment(0, [60 * 86_400_000])).toBe(2 ** 31 - 1);
  });
});
