import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  ContestLimits,
  checkContestAcInfo,
  checkContestPrintStatus,
  getContestAcInfo,
  getContestAccess,
  getContestAnnouncement,
  getContestInfo,
  getContestList,
  getContestNotReadAnnouncement,
  getContestPrint,
  getContestProblem,
  getContestSubmissions,
  getUserProblemStatus,
  registerContest,
  rejudgeContestProblem,
  submitPrintText,
  type EndpointQueryInput,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { toContestListCall, type ContestListQuery } from './contestListQuery';
import { contestKeys } from './queryKeys';

/** The contest as the server sees it, with the server's `now` (the shell's clock follows it, not the browser's). */
export const useContestInfo = (cid: number) =>
  useQuery({
    queryKey: contestKeys.info(cid),
    // The shell shows its own message for 403/404 in place of a toast.
    queryFn: () => api.call(getContestInfo, { query: { cid }, quiet: true }),
    enabled: Number.isInteger(cid) && cid > 0,
    retry: false,
  });

export const useContestList = (q: ContestListQuery) =>
  useQuery({
    queryKey: contestKeys.list(toContestListCall(q)),
    queryFn: () => api.call(getContestList, { query: toContestListCall(q) }),
    placeholderData: keepPreviousData,
  });

/** Whether the viewer passed the password step; asked only for non-public contests. */
export const useContestAccess = (cid: number, enabled: boolean) =>
  useQuery({
    queryKey: contestKeys.access(cid),
    queryFn: () => api.call(getContestAccess, { query: { cid }, silent: true }),
    enabled,
  });

export function useRegisterContest(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (password: string) => api.call(registerContest, { body: { cid, password } }),
    onSuccess: () => void invalidate({ kind: 'contest', cid }),
  });
}

export const useContestProblems = (cid: number, enabled = true) =>
  useQuery({ queryKey: contestKeys.problems(cid), queryFn: () => api.call(getContestProblem, { query: { cid } }), enabled });

/** The viewer's mark per problem (keyed by pid), as the contest shows it (OI hidden past the seal). */
export const useContestProblemStatuses = (cid: number, pids: number[], enabled: boolean) =>
  useQuery({
    queryKey: [...contestKeys.statuses(cid), pids],
    queryFn: () => api.call(getUserProblemStatus, { body: { pidList: pids, isContestProblemList: true, cid }, silent: true }),
    enabled: enabled && pids.length > 0,
  });

export type ContestSubmissionsCall = EndpointQueryInput<typeof getContestSubmissions>;

export const useContestSubmissions = (cid: number, q: Omit<ContestSubmissionsCall, 'contestID'>, enabled = true) =>
  useQuery({
    queryKey: contestKeys.submissions(cid, q),
    queryFn: () => api.call(getContestSubmissions, { query: { ...q, contestID: cid } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useContestAnnouncements = (cid: number, currentPage: number, enabled = true) =>
  useQuery({
    queryKey: [...contestKeys.announcements(cid), currentPage],
    queryFn: () => api.call(getContestAnnouncement, { query: { cid, currentPage, limit: ContestLimits.announcementPageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const ANNOUNCEMENT_POLL_MS = 60_000;

/** Shown announcements not in `read`; polled every 60 s while the contest is open (spec 2 §2). */
export const useUnreadAnnouncements = (cid: number, read: number[], enabled: boolean) =>
  useQuery({
    queryKey: [...contestKeys.unread(cid), read],
    queryFn: () => api.call(getContestNotReadAnnouncement, { body: { cid, readAnnouncementList: read }, silent: true }),
    enabled,
    refetchInterval: ANNOUNCEMENT_POLL_MS,
  });

export const HELPER_POLL_MS = 10_000;

export const useContestAcInfo = (cid: number, currentPage: number) =>
  useQuery({
    queryKey: contestKeys.acInfo(cid, currentPage),
    queryFn: () => api.call(getContestAcInfo, { query: { cid, currentPage, limit: ContestLimits.acInfoPageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: HELPER_POLL_MS,
  });

export function useCheckAcInfo(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number; checked: boolean }) => api.call(checkContestAcInfo, { body: { ...input, cid } }),
    onSuccess: () => void invalidate({ kind: 'contest', cid }),
  });
}

export const useContestPrints = (cid: number, currentPage: number) =>
  useQuery({
    queryKey: contestKeys.prints(cid, currentPage),
    queryFn: () => api.call(getContestPrint, { query: { cid, currentPage, limit: ContestLimits.printPageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: HELPER_POLL_MS,
  });

export function useMarkPrinted(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(checkContestPrintStatus, { query: { id, cid } }),
    onSuccess: () => void invalidate({ kind: 'contest', cid }),
  });
}

export const useSubmitPrint = (cid: number) =>
  useMutation({ mutationFn: (content: string) => api.call(submitPrintText, { body: { cid, content } }) });

export function useRejudgeContestProblem(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (pid: number) => api.call(rejudgeContestProblem, { query: { cid, pid } }),
    onSuccess: () => void invalidate({ kind: 'judgement', cid }),
  });
}
