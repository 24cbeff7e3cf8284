import { describe } from 'vitest';
import { startStandin } from '../../../../../../tools/remote-standins/hdu';
import { adapter } from './hdu';
import { siteSuite } from './site-test-kit';

describe('HDU adapter against its stand-in', () => {
  siteSuite({
    adapter,
    start: startStandin,
    problem: { id: '1000', title: 'A + B Problem', timeLimitMs: 1000, memoryLimitMb: 32, sample: { input: '1 1', output: '2' } },
    statementHas: ['Calculate **A + B**', 'Process to end of file', 'output A + B'],
    hasImage: true,
    brokenId: '5000',
    slowId: '5001',
  });
});
