import { describe, expect, it } from 'vitest';
import { acRate, formatMemoryKb, oiRankScore } from './stats';

describe('acRate', () => {
  it('is 0 when nothing was submitted', () => expect(acRate(0, 0)).toBe(0));
  it('keeps two decimals', () => expect(acRate(1, 3)).toBe(33.33));
});

describe('oiRankScore', () => {
  it('uses io score when every case passed', () =>
    expect(oiRankScore({ score: 100, ioScore: 100, difficulty: 2, allAccepted: true })).toBe(14));
  it('scales difficulty by the fraction of the score', () =>
    expect(oiRankScore({ score: 50, ioScore: 100, difficulty: 2, allAccepted: false })).toBe(7));
  it('is 0 with no io score', () => expect(oiRankScore({ score: 0, ioScore: 0, difficulty: 1, allAccepted: false })).toBe(0));
});

describe('formatMemoryKb', () => {
  it('scales by 1024', () => expect(formatMemoryKb(2048)).toBe('2MB'));
  it('shows -- for nothing', () => expect(formatMemoryKb(null)).toBe('--'));
});
