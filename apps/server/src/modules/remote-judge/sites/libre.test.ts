import { describe } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { startStandin } from '../../../../../../tools/remote-standins/libre';
import { adapter } from './libre';
import { siteSuite } from './site-test-kit';

describe('LibreOJ adapter against its stand-in', () => {
  siteSuite({
    adapter,
    start: startStandin,
    problem: { id: '1', title: 'A + B Problem', timeLimitMs: 1000, memoryLimitMb: 256, sample: { input: '1 2', output: '3' } },
    statementHas: ['输入两个整数 $a, b$', '一行两个整数', '$a + b$ 的值'],
    hasImage: true,
    brokenId: '500',
    slowId: '501',
    // LibreOJ has no presentation error status: the stand-in answers WrongAnswer, as the site would.
    verdicts: { PE: JudgeStatus.WrongAnswer },
  });
});
