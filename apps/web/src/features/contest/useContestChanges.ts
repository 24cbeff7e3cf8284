import { sseContestBoard } from '@verdict/shared';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client';

/** At most one refetch per this many ms, however busy the contest. */
export const CHANGE_THROTTLE_MS = 2000;

/**
 * Calls `onChange` when the contest's board stream says something the viewer may see changed (a
 * new submission or a verdict), so lists show new rows without a reload. The stream never tells a
 * sealed result; where it cannot be opened (no EventSource, a private contest needs the token
 * EventSource cannot send) the lists keep their own refresh.
 */
export function useContestChanges(cid: number, onChange: () => void, enabled = true): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (!enabled) return;
    const source = api.events(sseContestBoard, { query: { cid } });
    if (!source) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      last = Date.now();
      timer = undefined;
      callback.current();
    };
    source.addEventListener('change', () => {
      if (timer) return;
      const wait = Math.max(0, last + CHANGE_THROTTLE_MS - Date.now());
      timer = setTimeout(fire, wait);
    });
    // A refused stream (403 answered as JSON) closes for good; nothing else to do.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) clearTimeout(timer);
    };
    return () => {
      source.close();
      clearTimeout(timer);
    };
  }, [cid, enabled]);
}
