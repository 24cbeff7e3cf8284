import { sseContestBoard } from '@verdict/shared';
import { useEffect, useRef } from 'react';
import { api, type EventStreamSource } from '../../lib/api-client';

/** At most one refetch per this many ms, however busy the contest. */
export const CHANGE_THROTTLE_MS = 2000;
/** Wait before reopening a stream that ended or failed (the server ends streams after 30 min). */
export const CHANGE_RECONNECT_MS = 5000;
/** Later tries after failures in a row (a refused stream) wait longer. */
const CHANGE_RETRY_MAX_MS = 30_000;

/**
 * Calls `onChange` when the contest's board stream says something the viewer may see changed (a
 * new submission or a verdict), so lists show new rows without a reload. The stream never tells a
 * sealed result. It carries the token (`withToken`): a private contest's stream answers only a
 * registered contestant or a contest admin, and EventSource cannot send the header. A stream that
 * ends or fails is reopened after a pause; a reopened one refetches once to catch up.
 */
export function useContestChanges(cid: number, onChange: () => void, enabled = true): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (!enabled || !(cid > 0)) return;
    let stopped = false;
    let source: EventStreamSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    let opened = false;
    let failures = 0;
    const fire = () => {
      last = Date.now();
      timer = undefined;
      if (!stopped) callback.current();
    };
    const schedule = () => {
      if (timer || stopped) return;
      timer = setTimeout(fire, Math.max(0, last + CHANGE_THROTTLE_MS - Date.now()));
    };
    const connect = () => {
      if (stopped) return;
      source = api.events(sseContestBoard, { query: { cid }, withToken: true });
      if (!source) return;
      source.addEventListener('ready', () => {
        if (opened) schedule();
        opened = true;
        failures = 0;
      });
      source.addEventListener('change', schedule);
      source.onerror = () => {
        source?.close();
        source = null;
        failures += 1;
        if (!stopped) retry = setTimeout(connect, failures === 1 ? CHANGE_RECONNECT_MS : CHANGE_RETRY_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
      clearTimeout(retry);
    };
  }, [cid, enabled]);
}
