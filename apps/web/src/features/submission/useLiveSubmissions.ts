import { useEffect, useRef, useState } from 'react';
import {
  checkContestSubmissionsStatus,
  checkSubmissionsStatus,
  isInProgress,
  sseSubmissions,
  submissionProgress,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { type LivePolicy, useLive } from '../../lib/useLive';
import type { JudgeProgress } from './JudgeStatusTag';

/** Never reopened: once the stream is gone, check-submissions-status every 2 s for at most 300 rounds (spec §4). */
const SUBMISSIONS_LIVE: LivePolicy = { retry: null, pollMs: 2000, maxPolls: 300 };

/**
 * Live status of submissions still being judged. Listens to the server-sent-events stream
 * (`/api/sse/submissions`), which also carries case progress; when the stream breaks or ends it
 * polls instead. A failed poll stops polling. `onFinal` runs once per submission when it reaches a verdict.
 * Contest submissions (`cid`) are never on that stream (the seal decides what each viewer sees):
 * they are polled through check-contest-submissions-status from the start.
 */
export function useLiveSubmissions(
  submitIds: readonly number[],
  onFinal?: (submitId: number, status: number) => void,
  cid?: number,
): Record<number, JudgeProgress> {
  const key = [...new Set(submitIds)].sort((a, b) => a - b).join(',');
  const [progress, setProgress] = useState<Record<number, JudgeProgress>>({});
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });

  useLive({
    key: `${cid ?? ''}:${key}`,
    enabled: key !== '',
    policy: SUBMISSIONS_LIVE,
    session: () => {
      const waiting = new Set(key.split(',').map(Number));
      // A resubmitted row is followed again: its last session's verdict must not show over Pending.
      setProgress((prev) => (Object.keys(prev).some((id) => waiting.has(Number(id))) ? dropIds(prev, waiting) : prev));
      const apply = (submitId: number, next: JudgeProgress) => {
        if (!waiting.has(submitId)) return;
        setProgress((prev) => ({ ...prev, [submitId]: next }));
        if (!isInProgress(next.status)) {
          waiting.delete(submitId);
          onFinalRef.current?.(submitId, next.status);
        }
      };
      return {
        open: () => (cid ? null : api.events(sseSubmissions, { query: { submitIds: key } })),
        on: {
          progress: (data) => {
            try {
              const parsed = submissionProgress.safeParse(JSON.parse(data));
              if (parsed.success) apply(parsed.data.submitId, parsed.data);
            } catch {
              // A malformed frame is skipped; the next one or the poller still brings the verdict.
            }
          },
        },
        reread: async () => {
          if (waiting.size === 0) return true;
          const rows = await (cid
            ? api.call(checkContestSubmissionsStatus, { body: { submitIds: [...waiting], cid }, silent: true })
            : api.call(checkSubmissionsStatus, { body: { submitIds: [...waiting] }, silent: true }));
          for (const [id, row] of Object.entries(rows)) apply(Number(id), { status: row.status, done: 0, total: 0 });
          return waiting.size === 0;
        },
      };
    },
  });

  return progress;
}

function dropIds(prev: Record<number, JudgeProgress>, ids: Set<number>): Record<number, JudgeProgress> {
  return Object.fromEntries(Object.entries(prev).filter(([id]) => !ids.has(Number(id))));
}
