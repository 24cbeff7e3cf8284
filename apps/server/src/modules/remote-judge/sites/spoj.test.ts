import { describe } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { startStandin } from '../../../../../../tools/remote-standins/spoj';
import { adapter } from './spoj';
import { siteSuite } from './site-test-kit';

describe('SPOJ adapter against its stand-in', () => {
  siteSuite({
    adapter,
    start: startStandin,
    problem: {
      id: 'TEST',
      title: 'Life, the Universe, and Everything',
      timeLimitMs: 1000,
      memoryLimitMb: 1536,
      sample: { input: '1\n2\n88\n42\n99', output: '1\n2\n88' },
    },
    statementHas: ['brute-force approach', 'Integers, one per line.', 'Stop after reading in the number 42.'],
    hasImage: true,
    brokenId: 'BROKEN',
    slowId: 'SLOW',
    // SPOJ has no memory-limit or presentation word: it shows SIGKILL and wrong answer, as the stand-in does.
    verdicts: { MLE: JudgeStatus.RuntimeError, PE: JudgeStatus.WrongAnswer },
  });
});
