import { describe, expect, it } from 'vitest';
import { clockOffset, contestPhase, durationParts, formatSpan, hasRealTimePermission } from './contestTime';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('clockOffset', () => {
  it('is server minus browser: a browser three hours slow gets +3 h', () => {
    expect(clockOffset('2026-11-22T12:00:00.000+0000', T0 - 3 * 3600_000)).toBe(3 * 3600_000);
  });
  it('a browser two days fast gets -2 d', () => {
    expect(clockOffset('2026-11-22T12:00:00.000+0000', T0 + 2 * 86_400_000)).toBe(-2 * 86_400_000);
  });
  it('is 0 when the server sent no time', () => {
    expect(clockOffset(null, T0)).toBe(0);
  });
});

describe('contestPhase', () => {
  const start = T0;
  const end = T0 + 2 * 3600_000;
  it('scheduled: 0 %, time to the start', () => {
    expect(contestPhase(start, end, start - 90_000)).toEqual({ status: -1, percent: 0, remainingMs: 90_000 });
  });
  it('running: elapsed share of the duration, time to the end', () => {
    expect(contestPhase(start, end, start + 30 * 60_000)).toEqual({ status: 0, percent: 25, remainingMs: 90 * 60_000 });
    expect(contestPhase(start, end, start)).toEqual({ status: 0, percent: 0, remainingMs: 2 * 3600_000 });
  });
  it('flips at the exact end to ended, 100 %', () => {
    expect(contestPhase(start, end, end - 1).status).toBe(0);
    expect(contestPhase(start, end, end)).toEqual({ status: 1, percent: 100, remainingMs: 0 });
  });
  it('rounds the percent down to two decimals', () => {
    expect(contestPhase(0, 3000, 1000).percent).toBe(33.33);
  });
});

describe('formatSpan and durationParts', () => {
  it('formats hours, minutes and seconds, days in front', () => {
    expect(formatSpan(0)).toBe('00:00:00');
    expect(formatSpan(3_723_000)).toBe('01:02:03');
    expect(formatSpan(999)).toBe('00:00:00');
    expect(formatSpan(2 * 86_400_000 + 3 * 3600_000 + 4 * 60_000 + 5000)).toBe('2d 03:04:05');
    expect(formatSpan(-5000)).toBe('00:00:00');
  });
  it('splits a duration in seconds', () => {
    expect(durationParts(5 * 3600)).toEqual({ days: 0, hours: 5, minutes: 0 });
    expect(durationParts(86_400 + 90 * 60 + 59)).toEqual({ days: 1, hours: 1, minutes: 30 });
  });
});

describe('hasRealTimePermission', () => {
  const c = { sealRank: true, sealRankTime: '2026-11-22T13:00:00.000+0000', endTime: '2026-11-22T14:00:00.000+0000' };
  it('before the seal: yes; from the seal to the end: no; after the end: yes', () => {
    expect(hasRealTimePermission(c, T0 + 59 * 60_000, false)).toBe(true);
    expect(hasRealTimePermission(c, T0 + 60 * 60_000, false)).toBe(false);
    expect(hasRealTimePermission(c, T0 + 119 * 60_000, false)).toBe(false);
    expect(hasRealTimePermission(c, T0 + 120 * 60_000, false)).toBe(true);
  });
  it('contest admins and unsealed contests: always', () => {
    expect(hasRealTimePermission(c, T0 + 90 * 60_000, true)).toBe(true);
    expect(hasRealTimePermission({ ...c, sealRank: false }, T0 + 90 * 60_000, false)).toBe(true);
  });
});
