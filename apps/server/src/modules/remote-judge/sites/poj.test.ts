import { describe } from 'vitest';
import { startStandin } from '../../../../../../tools/remote-standins/poj';
import { adapter } from './poj';
import { siteSuite } from './site-test-kit';

describe('POJ adapter against its stand-in', () => {
  siteSuite({
    adapter,
    start: startStandin,
    problem: { id: '1000', title: 'A+B Problem', timeLimitMs: 1000, memoryLimitMb: 9, sample: { input: '1 2', output: '3' } },
    statementHas: ['Calculate a+b', 'Two integer a,b (0<=a,b<=10)', 'Output a+b'],
    hasImage: true,
    brokenId: '5000',
    slowId: '5001',
  });
});
