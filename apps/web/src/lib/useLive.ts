import { useEffect, useRef, useState } from 'react';
import type { EventStreamSource } from './api-client';
import { LIVE_START, type LiveInput, type LiveMode, type LivePolicy, liveStep } from './live';

export type { LiveMode, LivePolicy } from './live';

/** What one followed stream needs: made afresh for each `key`, so it may hold state of its own. */
export interface LiveSession {
  /** Opens the stream (a ticket may be fetched first); null where no stream can be held here. */
  open(): EventStreamSource | null | Promise<EventStreamSource | null>;
  /** Handlers of the stream's named events, given the event's data. */
  on: Record<string, (data: string) => void>;
  /** Re-reads the followed state: after a reconnect, when the stream ends or breaks, and on each polling round. Resolving `true` means nothing is left to follow. */
  reread?(): unknown;
  /** Runs when the session ends (a new key, disabled, unmounted). */
  close?(): void;
}

export interface LiveOptions {
  /** What is followed; a new key opens a new session. */
  key: string;
  enabled: boolean;
  policy: LivePolicy;
  session: () => LiveSession;
}

/**
 * Follows a server-sent-events stream: reopens it with a growing pause when it breaks, polls
 * through `reread` while it is down, and re-reads once when it ends or comes back, so that the
 * last state is never missed. The server's `end` event closes a stream on purpose.
 */
export function useLive({ key, enabled, policy, session }: LiveOptions): LiveMode {
  const [mode, setMode] = useState<LiveMode>(enabled ? 'polling' : 'off');
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  });

  useEffect(() => {
    if (!enabled) {
      setMode('off');
      return;
    }
    const live = sessionRef.current();
    let stopped = false;
    let state = LIVE_START;
    let source: EventStreamSource | null = null;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const reread = () => Promise.resolve().then(() => live.reread?.());
    const poll = () => {
      reread().then(
        (done) => apply({ type: 'polled', done: done === true }),
        () => apply({ type: 'poll-failed' }),
      );
    };
    const apply = (input: LiveInput) => {
      if (stopped) return;
      const [next, effects] = liveStep(policy, state, input);
      state = next;
      setMode(next.mode);
      if (effects.stopPolling) clearTimeout(pollTimer);
      if (effects.reread) reread().catch(() => undefined);
      if (effects.pollIn !== null) {
        clearTimeout(pollTimer);
        pollTimer = setTimeout(poll, effects.pollIn);
      }
      if (effects.reconnectIn !== null) retryTimer = setTimeout(connect, effects.reconnectIn);
    };
    const drop = (input: LiveInput) => {
      source?.close();
      source = null;
      apply(input);
    };
    const connect = () => {
      Promise.resolve()
        .then(() => live.open())
        .then(
          (opened) => {
            if (stopped) return opened?.close();
            if (!opened) return apply({ type: 'unavailable' });
            source = opened;
            const current = (run: () => void) => () => {
              if (!stopped && source === opened) run();
            };
            for (const [name, handler] of Object.entries(live.on)) {
              opened.addEventListener(name, (event) =>
                current(() => {
                  apply({ type: 'event' });
                  handler(event.data);
                })(),
              );
            }
            opened.addEventListener(
              'end',
              current(() => drop({ type: 'ended' })),
            );
            opened.onerror = current(() => drop({ type: 'broken' }));
          },
          () => apply({ type: 'broken' }),
        );
    };
    setMode('polling');
    connect();
    return () => {
      stopped = true;
      source?.close();
      live.close?.();
      clearTimeout(pollTimer);
      clearTimeout(retryTimer);
    };
  }, [key, enabled, policy]);

  return mode;
}
