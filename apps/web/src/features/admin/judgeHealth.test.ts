import { describe, expect, it } from 'vitest';
import { judgeHealthView } from './judgeHealth';

describe('judge tile of the dashboard', () => {
  it('says the judge works, with its workers', () => {
    expect(judgeHealthView({ status: 'ok', reason: null, workers: 4, active: 1 }, false)).toEqual({
      state: 'ok',
      workers: 4,
      active: 1,
    });
  });

  it('says submissions wait for a judge, and why', () => {
    const health = { status: 'unavailable' as const, reason: 'go-judge exited with SIGKILL', workers: 2, active: 0 };
    expect(judgeHealthView(health, false)).toEqual({ state: 'waiting', reason: 'go-judge exited with SIGKILL' });
    // A refetch that fails keeps showing the last known state.
    expect(judgeHealthView(health, true)).toEqual({ state: 'waiting', reason: 'go-judge exited with SIGKILL' });
  });

  it('tells loading apart from a health call that failed', () => {
    expect(judgeHealthView(undefined, false)).toEqual({ state: 'loading' });
    expect(judgeHealthView(undefined, true)).toEqual({ state: 'unknown' });
  });
});
