import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CannedAnswer,
  announceClarification,
  answerClarification,
  askClarification,
  getClarifications,
  getContestProblem,
  readClarifications,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { clarificationKeys } from '../keys';

/** The polling fallback while the stream is down (the stream invalidates the desk at once otherwise). */
export const DESK_POLL_MS = 60_000;

/** The contest's clarifications the viewer may read, with the unread count; background reads are silent. */
export const deskOptions = (cid: number, enabled = true) =>
  queryOptions({
    queryKey: clarificationKeys.desk(cid),
    queryFn: () => api.call(getClarifications, { query: { cid }, silent: true }),
    enabled: enabled && cid > 0,
    refetchInterval: DESK_POLL_MS,
  });
export const useDesk = (cid: number, enabled = true) => useQuery(deskOptions(cid, enabled));

/** The contest's problems, for the ask form's select. */
export const problemsOptions = (cid: number) =>
  queryOptions({
    queryKey: clarificationKeys.problems(cid),
    queryFn: () => api.call(getContestProblem, { query: { cid }, quiet: true }),
  });
export const useProblems = (cid: number) => useQuery(problemsOptions(cid));

export function useAsk(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (b: { pid?: number; text: string }) => api.call(askClarification, { body: { cid, ...b } }),
    onSuccess: () => void invalidate({ kind: 'clarification', cid }),
  });
}

export function useAnswer(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (b: { id: number; canned?: CannedAnswer; text?: string; toAll: boolean }) =>
      api.call(answerClarification, { body: { cid, ...b } }),
    onSuccess: () => void invalidate({ kind: 'clarification', cid }),
  });
}

export function useAnnounce(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (b: { pid?: number; text: string }) => api.call(announceClarification, { body: { cid, ...b } }),
    onSuccess: () => void invalidate({ kind: 'clarification', cid }),
  });
}

export function useMarkRead(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(readClarifications, { body: { cid }, silent: true }),
    onSuccess: () => void invalidate({ kind: 'clarification', cid }),
  });
}
