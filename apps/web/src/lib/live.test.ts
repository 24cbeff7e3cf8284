import { describe, expect, it } from 'vitest';
import { LIVE_START, type LiveInput, type LivePolicy, type LiveState, liveStep, retryDelay } from './live';

const BACKOFF: LivePolicy = { retry: { firstMs: 5000, factor: 2, maxMs: 120_000 }, pollMs: null };
const BOARD: LivePolicy = { retry: { firstMs: 3000, factor: 10, maxMs: 30_000 }, pollMs: 30_000 };
const ONCE: LivePolicy = { retry: null, pollMs: 2000, maxPolls: 3 };

/** Runs inputs from the start; returns the last state and every step's effects. */
function run(policy: LivePolicy, inputs: LiveInput[], from: LiveState = LIVE_START) {
  let state = from;
  const effects = inputs.map((input) => {
    const [next, fx] = liveStep(policy, state, input);
    state = next;
    return fx;
  });
  return { state, effects };
}

describe('retryDelay', () => {
  it('doubles from the first wait up to the cap', () => {
    const retry = BACKOFF.retry!;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(retry, n))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000, 120_000,
    ]);
  });

  it('waits briefly once, then the poll interval (board)', () => {
    expect([1, 2, 3].map((n) => retryDelay(BOARD.retry!, n))).toEqual([3000, 30_000, 30_000]);
  });
});

describe('liveStep', () => {
  it('goes live on the first event without a re-read, and re-reads on the first event after a reconnect', () => {
    const first = run(BOARD, [{ type: 'event' }]);
    expect(first.state.mode).toBe('live');
    expect(first.effects[0]!.reread).toBe(false);

    const again = run(BOARD, [{ type: 'event' }, { type: 'broken' }, { type: 'event' }, { type: 'event' }]);
    expect(again.state.mode).toBe('live');
    expect(again.effects.map((fx) => fx.reread)).toEqual([false, false, true, false]);
    expect(again.effects[2]!.stopPolling).toBe(true);
  });

  it('polls at once when the stream breaks, reconnects after a growing pause, and keeps one polling round', () => {
    const { state, effects } = run(BOARD, [{ type: 'event' }, { type: 'broken' }, { type: 'broken' }, { type: 'broken' }]);
    expect(state).toMatchObject({ mode: 'polling', failures: 3, polling: true });
    expect(effects.slice(1).map((fx) => [fx.pollIn, fx.reconnectIn])).toEqual([
      [0, 3000],
      [null, 30_000],
      [null, 30_000],
    ]);
  });

  it('resets the backoff once a stream carries an event', () => {
    const { effects } = run(BACKOFF, [{ type: 'broken' }, { type: 'broken' }, { type: 'event' }, { type: 'broken' }]);
    expect(effects.map((fx) => fx.reconnectIn)).toEqual([5000, 10_000, null, 5000]);
  });

  it('without polling, re-reads once when the stream breaks or ends; an end reopens at once', () => {
    const { effects } = run(BACKOFF, [{ type: 'event' }, { type: 'ended' }, { type: 'event' }, { type: 'broken' }]);
    expect(effects[1]).toEqual({ reread: true, pollIn: null, stopPolling: false, reconnectIn: 0 });
    expect(effects[3]).toEqual({ reread: true, pollIn: null, stopPolling: false, reconnectIn: 5000 });
  });

  it('polls after one interval where no stream can be held', () => {
    const { state, effects } = run(ONCE, [{ type: 'unavailable' }]);
    expect(state).toMatchObject({ mode: 'polling', polling: true });
    expect(effects[0]!.pollIn).toBe(2000);
  });

  it('never reconnects without a retry policy: an end re-reads at once and polls up to the cap', () => {
    const { state, effects } = run(ONCE, [
      { type: 'event' },
      { type: 'ended' },
      { type: 'polled', done: false },
      { type: 'polled', done: false },
      { type: 'polled', done: false },
    ]);
    expect(effects.map((fx) => fx.reconnectIn)).toEqual([null, null, null, null, null]);
    expect(effects.map((fx) => fx.pollIn)).toEqual([null, 0, 2000, 2000, null]);
    expect(state).toMatchObject({ polling: false, polls: 3 });
  });

  it('stops polling when nothing is left to follow, when a poll fails, or once live again', () => {
    expect(run(ONCE, [{ type: 'broken' }, { type: 'polled', done: true }]).effects[1]!.pollIn).toBeNull();
    const failed = run(ONCE, [{ type: 'broken' }, { type: 'poll-failed' }, { type: 'polled', done: false }]);
    expect(failed.state.polling).toBe(false);
    expect(failed.effects[2]!.pollIn).toBeNull();
    const back = run(BOARD, [{ type: 'broken' }, { type: 'event' }, { type: 'polled', done: false }]);
    expect(back.effects[2]!.pollIn).toBeNull();
  });
});
