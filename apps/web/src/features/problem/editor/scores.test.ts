import { describe, expect, it } from 'vitest';
import { newCase } from './model';
import { addScoredCase, evenScores, isEvenSplit, redistribute, removeScoredCase, totalScore } from './scores';

const cases = (scores: Array<number | null>) => scores.map((s, i) => newCase(`${i + 1}.in`, `${i + 1}.out`, s));

describe('score redistribution', () => {
  it('splits 100 evenly and gives the remainder to the last cases, one point each', () => {
    expect(evenScores(10)).toEqual(Array(10).fill(10));
    expect(evenScores(3)).toEqual([33, 33, 34]);
    expect(evenScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(evenScores(1)).toEqual([100]);
    expect(evenScores(0)).toEqual([]);
    for (const n of [1, 3, 6, 7, 9, 11, 30, 99, 100, 150]) expect(evenScores(n).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('more than 100 cases: zeros first, ones on the last 100', () => {
    const s = evenScores(150);
    expect(s.slice(0, 50).every((x) => x === 0)).toBe(true);
    expect(s.slice(50).every((x) => x === 1)).toBe(true);
  });

  it('redistribute overwrites every score and keeps the rest of the case', () => {
    const before = cases([5, null, 90]);
    const after = redistribute(before);
    expect(after.map((c) => c.score)).toEqual([33, 33, 34]);
    expect(after.map((c) => c.input)).toEqual(['1.in', '2.in', '3.in']);
    expect(totalScore(after)).toBe(100);
  });

  it('adding to an untouched split re-splits; adding to hand-set scores starts the new case at 0', () => {
    const even = redistribute(cases([null, null]));
    expect(isEvenSplit(even)).toBe(true);
    expect(addScoredCase(even, newCase()).map((c) => c.score)).toEqual([33, 33, 34]);
    const custom = cases([70, 30]);
    expect(addScoredCase(custom, newCase()).map((c) => c.score)).toEqual([70, 30, 0]);
  });

  it('removing from an even split stays even; hand-set scores stay as they are', () => {
    const even = redistribute(cases([null, null, null]));
    expect(removeScoredCase(even, even[0].key).map((c) => c.score)).toEqual([50, 50]);
    const custom = cases([70, 20, 10]);
    expect(removeScoredCase(custom, custom[2].key).map((c) => c.score)).toEqual([70, 20]);
  });
});
