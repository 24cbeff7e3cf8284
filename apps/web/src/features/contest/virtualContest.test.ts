import { ContestStatus, type ContestVo, msToWireDate, parseWireDate } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { virtualContest } from './virtualContest';

const HOUR = 3600_000;
const at = (ms: number) => msToWireDate(ms)!;

describe('virtualContest', () => {
  const start = Date.UTC(2026, 0, 1, 8);
  const contest = {
    id: 1,
    title: 'Past',
    startTime: at(start),
    endTime: at(start + 2 * HOUR),
    sealRankTime: at(start + HOUR + 30 * 60_000),
    sealRank: true,
    status: ContestStatus.Ended,
    now: at(start + 10 * HOUR),
  } as unknown as ContestVo;

  it('moves the contest into the window, seal included, and keeps the server clock', () => {
    const windowStart = start + 9 * HOUR;
    const v = virtualContest(contest, { startTime: windowStart, endTime: windowStart + 2 * HOUR, running: true });
    expect(parseWireDate(v.startTime)).toBe(windowStart);
    expect(parseWireDate(v.endTime)).toBe(windowStart + 2 * HOUR);
    expect(parseWireDate(v.sealRankTime)).toBe(windowStart + HOUR + 30 * 60_000);
    expect(v.status).toBe(ContestStatus.Running);
    expect(v.now).toBe(contest.now);
  });

  it('an unsealed contest stays unsealed; a window over is ended', () => {
    const v = virtualContest({ ...contest, sealRankTime: null }, { startTime: start, endTime: start + 1, running: false });
    expect(v.sealRankTime).toBeNull();
    expect(v.status).toBe(ContestStatus.Ended);
  });
});
