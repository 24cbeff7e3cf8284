import { useEffect, useRef, useState } from 'react';
import {
  checkContestSubmissionsStatus,
  checkSubmissionsStatus,
  isInProgress,
  sseSubmissions,
  submissionProgress,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import type { JudgeProgress } from './JudgeStatusTag';

export const POLL_INTERVAL_MS = 2000;
export const MAX_POLL_ROUNDS = 300;

/**
 * Live status of submissions still being judged. Listens to the server-sent-events stream
 * (`/api/sse/submissions`), which also carries case progress; when the stream breaks it falls
 * back to polling check-submissions-status every 2 s for at most 300 rounds (spec §4). A failed
 * poll stops polling. `onFinal` runs once per submission when it reaches a verdict.
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

  useEffect(() => {
    if (!key) return;
    const ids = key.split(',').map(Number);
    const waiting = new Set(ids);
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const apply = (submitId: number, next: JudgeProgress) => {
      if (stopped || !waiting.has(submitId)) return;
      setProgress((prev) => ({ ...prev, [submitId]: next }));
      if (!isInProgress(next.status)) {
        waiting.delete(submitId);
        onFinalRef.current?.(submitId, next.status);
      }
    };

    const poll = (round: number) => {
      if (stopped || waiting.size === 0 || round >= MAX_POLL_ROUNDS) return;
      const check = cid
        ? api.call(checkContestSubmissionsStatus, { body: { submitIds: [...waiting], cid }, silent: true })
        : api.call(checkSubmissionsStatus, { body: { submitIds: [...waiting] }, silent: true });
      check
        .then((rows) => {
          for (const [id, row] of Object.entries(rows)) apply(Number(id), { status: row.status, done: 0, total: 0 });
          if (!stopped && waiting.size > 0) timer = setTimeout(() => poll(round + 1), POLL_INTERVAL_MS);
        })
        .catch(() => undefined);
    };

    const fallBack = () => {
      source?.close();
      source = null;
      if (!stopped && waiting.size > 0) poll(0);
    };

    source = cid ? null : api.events(sseSubmissions, { query: { submitIds: key } });
    if (!source) {
      timer = setTimeout(() => poll(0), POLL_INTERVAL_MS);
    } else {
      source.addEventListener('progress', (event: MessageEvent<string>) => {
        try {
          const parsed = submissionProgress.safeParse(JSON.parse(event.data));
          if (parsed.success) apply(parsed.data.submitId, parsed.data);
        } catch {
          // A malformed frame is skipped; the next one or the poller still brings the verdict.
        }
      });
      // 'end' arrives when every listed submission is final, or at the server's stream deadline.
      source.addEventListener('end', fallBack);
      source.onerror = fallBack;
    }

    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [key, cid]);

  return progress;
}
