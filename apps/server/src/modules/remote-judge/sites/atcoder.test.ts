import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { startStandin } from '../../../../../../tools/remote-standins/atcoder';
import { HttpSession } from '../http-session';
import { adapter } from './atcoder';
import { siteSuite } from './site-test-kit';

describe('AtCoder adapter against its stand-in', () => {
  siteSuite({
    adapter,
    start: startStandin,
    problem: { id: 'abc001_a', title: 'A - Sum', timeLimitMs: 2000, memoryLimitMb: 1024, sample: { input: '1 2', output: '3' } },
    statementHas: ['Print $A+B$.', '$1 \\leq A, B \\leq 100$', 'Print the sum.'],
    hasImage: true,
    brokenId: 'abc500_a',
    slowId: 'abc501_a',
    // AtCoder has no presentation error word: the stand-in answers WA, as the site would.
    verdicts: { PE: JudgeStatus.WrongAnswer },
  });

  it('reads the upcoming contests', async () => {
    const stand = await startStandin({ port: 0 });
    try {
      const contests = await adapter.recentContests!(new HttpSession({ username: 'a', password: 'b' }, stand.url));
      expect(contests).toHaveLength(1);
      expect(contests[0]).toMatchObject({ title: 'AtCoder Beginner Contest 999', durationSeconds: 6000 });
      expect(contests[0].url).toBe(`${stand.url}/contests/abc999`);
      expect(Date.parse(contests[0].startTime)).toBeGreaterThan(Date.now());
    } finally {
      await stand.close();
    }
  });
});
