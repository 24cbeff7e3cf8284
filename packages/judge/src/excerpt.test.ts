import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { finalResult } from './aggregate';
import { outputExcerpt } from './case-runner';
import type { CaseOutcome, JudgeProblem } from './types';

describe('case output excerpt', () => {
  it('keeps short output whole and cuts long output on a character boundary', () => {
    expect(outputExcerpt('abc\n')).toEqual({ text: 'abc\n', bytes: 4 });
    const long = outputExcerpt('é'.repeat(10), 5); // 2 bytes each: the third is cut in half
    expect(long).toEqual({ text: 'éé', bytes: 20 });
  });
});

describe('summary time', () => {
  it('a TLE reports the measured time, not the limit', () => {
    const problem = { type: 0, ioScore: 0, difficulty: 1 } as JudgeProblem;
    const c = (status: number, time: number): CaseOutcome => ({
      caseId: 1,
      seq: 1,
      status: status as CaseOutcome['status'],
      time,
      memory: 10,
      score: 0,
      groupNum: 1,
      message: null,
      inputName: '1.in',
      outputName: '1.out',
    });
    const r = finalResult(problem, 'default', [c(JudgeStatus.Accepted, 5), c(JudgeStatus.TimeLimitExceeded, 1437)], {
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 128,
    });
    expect(r.status).toBe(JudgeStatus.TimeLimitExceeded);
    expect(r.time).toBe(1437);
  });
});
