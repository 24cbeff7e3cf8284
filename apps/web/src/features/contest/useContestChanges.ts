import { sseContestBoard } from '@verdict/shared';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client';
import { type LivePolicy, useLive } from '../../lib/useLive';

/** At most one refetch per this many ms, however busy the contest. */
export const CHANGE_THROTTLE_MS = 2000;
/** A stream that failed is reopened after 5 s, then every 30 s (a refused stream); one the server ended (after 30 min) at once. */
const CONTEST_CHANGES_LIVE: LivePolicy = { retry: { firstMs: 5000, factor: 6, maxMs: 30_000 }, pollMs: null };

/**
 * Calls `onChange` when the contest's board stream says something the viewer may see changed (a
 * new submission or a verdict), so lists show new rows without a reload. The stream never tells a
 * sealed result. It carries the token (`withToken`): a private contest's stream answers only a
 * registered contestant or a contest admin, and EventSource cannot send the header. A reopened
 * stream, or one that ends, refetches once to catch up.
 */
export function useContestChanges(cid: number, onChange: () => void, enabled = true): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useLive({
    key: `contest-changes:${cid}`,
    enabled: enabled && cid > 0,
    policy: CONTEST_CHANGES_LIVE,
    session: () => {
      let last = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        if (timer) return;
        timer = setTimeout(
          () => {
            last = Date.now();
            timer = undefined;
            callback.current();
          },
          Math.max(0, last + CHANGE_THROTTLE_MS - Date.now()),
        );
      };
      return {
        open: () => api.events(sseContestBoard, { query: { cid }, withToken: true }),
        on: { ready: () => undefined, change: schedule },
        reread: schedule,
        close: () => clearTimeout(timer),
      };
    },
  });
}
