/**
 * The state machine behind `useLive`, kept free of React and the DOM so that it can be tested
 * alone. A followed stream is 'live' once it has carried an event, 'polling' while it is being
 * opened or is down, 'off' when the caller does not follow it.
 */
export type LiveMode = 'live' | 'polling' | 'off';

export interface LivePolicy {
  /** Reopening a broken stream: the first wait, then `factor` times longer each time, never over `maxMs`. Null: never reopen. */
  readonly retry: { readonly firstMs: number; readonly factor: number; readonly maxMs: number } | null;
  /** Re-read every `pollMs` while the stream is down; null when the caller's own query polls (or nothing need). */
  readonly pollMs: number | null;
  /** Polling stops after this many re-reads. */
  readonly maxPolls?: number;
}

/** The wait before reconnect number `failures` (1 for the first). */
export function retryDelay(retry: NonNullable<LivePolicy['retry']>, failures: number): number {
  return Math.min(retry.firstMs * retry.factor ** Math.max(0, failures - 1), retry.maxMs);
}

export interface LiveState {
  readonly mode: LiveMode;
  /** Broken streams since the last event. */
  readonly failures: number;
  /** Some stream has carried an event before: the next one to do so is a reconnect that may have missed changes. */
  readonly opened: boolean;
  /** The current stream has carried an event. */
  readonly heard: boolean;
  /** A polling round is scheduled or running, and how many rounds it has made. */
  readonly polling: boolean;
  readonly polls: number;
}

export type LiveInput =
  | { readonly type: 'unavailable' } // no stream can be held here
  | { readonly type: 'event' } // the stream carried an event
  | { readonly type: 'broken' } // the stream failed, or could not be opened
  | { readonly type: 'ended' } // the server closed the stream on purpose
  | { readonly type: 'polled'; readonly done: boolean } // a polling re-read settled; `done`: nothing left to follow
  | { readonly type: 'poll-failed' };

export interface LiveEffects {
  /** One catch-up re-read now, outside polling. */
  readonly reread: boolean;
  /** The next polling re-read in this many ms (replacing any scheduled one). */
  readonly pollIn: number | null;
  /** Cancel the scheduled polling re-read. */
  readonly stopPolling: boolean;
  /** Open a new stream in this many ms. */
  readonly reconnectIn: number | null;
}

export const LIVE_START: LiveState = { mode: 'polling', failures: 0, opened: false, heard: false, polling: false, polls: 0 };

const NONE: LiveEffects = { reread: false, pollIn: null, stopPolling: false, reconnectIn: null };

/** The stream is down: poll at once (the final re-read) unless a polling round already runs, else one catch-up re-read. */
function down(policy: LivePolicy, state: LiveState, failures: number, reconnectIn: number | null): [LiveState, LiveEffects] {
  const next: LiveState = { ...state, mode: 'polling', heard: false, failures };
  if (policy.pollMs === null) return [next, { ...NONE, reread: true, reconnectIn }];
  if (state.polling) return [next, { ...NONE, reconnectIn }];
  return [
    { ...next, polling: true, polls: 0 },
    { ...NONE, pollIn: 0, reconnectIn },
  ];
}

export function liveStep(policy: LivePolicy, state: LiveState, input: LiveInput): [LiveState, LiveEffects] {
  switch (input.type) {
    case 'unavailable':
      if (policy.pollMs === null || state.polling) return [{ ...state, mode: 'polling' }, NONE];
      return [
        { ...state, mode: 'polling', polling: true, polls: 0 },
        { ...NONE, pollIn: policy.pollMs },
      ];
    case 'event':
      if (state.heard) return [state, NONE];
      return [
        { ...state, mode: 'live', heard: true, opened: true, failures: 0, polling: false },
        { ...NONE, reread: state.opened, stopPolling: state.polling },
      ];
    case 'broken': {
      const failures = state.failures + 1;
      return down(policy, state, failures, policy.retry ? retryDelay(policy.retry, failures) : null);
    }
    case 'ended':
      return down(policy, state, state.failures, policy.retry ? 0 : null);
    case 'polled': {
      if (!state.polling) return [state, NONE];
      const polls = state.polls + 1;
      const more = !input.done && state.mode === 'polling' && policy.pollMs !== null && polls < (policy.maxPolls ?? Infinity);
      return more
        ? [
            { ...state, polls },
            { ...NONE, pollIn: policy.pollMs },
          ]
        : [{ ...state, polls, polling: false }, NONE];
    }
    case 'poll-failed':
      return [{ ...state, polling: false }, NONE];
  }
}
