import { sseContestBoard } from '@verdict/shared';
import { useEffect, useRef, useState } from 'react';
import { api, type EventStreamSource } from '../../../lib/api-client';

/** 'live': the stream is open; 'polling': it is down, the board polls every 30 s; 'off': auto refresh is off. */
export type LiveMode = 'live' | 'polling' | 'off';

/** First reconnect try after a broken stream; later ones wait the poll interval. */
const FIRST_RETRY_MS = 3000;
export const BOARD_POLL_MS = 30_000;

/**
 * Follows `/api/sse/contest-board`: a `change` event means the board this viewer sees may have
 * changed, so `onChange` refetches (within the server's 200 ms coalescing). The stream carries the
 * token (a private contest, an admin's unsealed view). While it is down the caller polls, and the
 * hook keeps trying to reconnect; a reconnect refetches once to catch up on what was missed.
 */
export function useBoardLive(cid: number, enabled: boolean, onChange: () => void): LiveMode {
  const [mode, setMode] = useState<LiveMode>(enabled ? 'polling' : 'off');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (!enabled || !(cid > 0)) {
      setMode('off');
      return;
    }
    let stopped = false;
    let source: EventStreamSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;

    const connect = () => {
      if (stopped) return;
      source = api.events(sseContestBoard, { query: { cid }, withToken: true });
      if (!source) {
        setMode('polling');
        return;
      }
      source.addEventListener('ready', () => {
        if (stopped) return;
        // A reconnect may have missed changes: one refetch brings the board up to date.
        if (opened) onChangeRef.current();
        opened = true;
        failures = 0;
        setMode('live');
      });
      source.addEventListener('change', () => {
        if (!stopped) onChangeRef.current();
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        setMode('polling');
        failures += 1;
        retry = setTimeout(connect, failures === 1 ? FIRST_RETRY_MS : BOARD_POLL_MS);
      };
    };
    setMode('polling');
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
    };
  }, [cid, enabled]);

  return mode;
}
