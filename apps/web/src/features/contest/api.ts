import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  ContestLimits,
  adminCcsScrollBoard,
  checkContestAcInfo,
  checkContestPrintStatus,
  getContestAcInfo,
  getContestAccess,
  getContestAnnouncement,
  getContestInfo,
  getContestList,
  getContestNotReadAnnouncement,
  getContestPrint,
  getContestOutsizeInfo,
  getContestOutsideScoreboard,
  getContestProblem,
  getContestRank,
  getContestUpsolve,
  getContestScrollBoardInfo,
  getContestScrollBoardSubmission,
  getContestSubmissions,
  getUserProblemStatus,
  registerContest,
  rejudgeContestProblem,
  scrollBoardFromCcs,
  startVirtualParticipation,
  getVirtualParticipation,
  submitPrintText,
  type EndpointBodyInput,
  type EndpointQueryInput,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { toContestListCall, type ContestListQuery } from './contestListQuery';
import { contestKeys } from '../keys';

/** The contest as the server sees it, with the server's `now` (the shell's clock follows it, not the browser's). */
export const contestInfoOptions = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.info(cid),
    // The shell shows its own message for 403/404 in place of a toast.
    queryFn: () => api.call(getContestInfo, { query: { cid }, quiet: true }),
    enabled: Number.isInteger(cid) && cid > 0,
    retry: false,
  });
export const useContestInfo = (cid: number) => useQuery(contestInfoOptions(cid));

export const contestListOptions = (q: ContestListQuery) =>
  queryOptions({
    queryKey: contestKeys.list(toContestListCall(q)),
    queryFn: () => api.call(getContestList, { query: toContestListCall(q) }),
    placeholderData: keepPreviousData,
  });
export const useContestList = (q: ContestListQuery) => useQuery(contestListOptions(q));

/** Whether the viewer passed the password step; asked only for non-public contests. */
export const contestAccessOptions = (cid: number, enabled: boolean) =>
  queryOptions({
    queryKey: contestKeys.access(cid),
    queryFn: () => api.call(getContestAccess, { query: { cid }, silent: true }),
    enabled,
  });
export const useContestAccess = (cid: number, enabled: boolean) => useQuery(contestAccessOptions(cid, enabled));

export function useRegisterContest(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (password: string) => api.call(registerContest, { body: { cid, password } }),
    onSuccess: () => void invalidate({ kind: 'contest', cid }),
  });
}

/** The contest's problems with their counts; `quiet` when the screen shows a failure in place (the board). */
export const contestProblemsOptions = (cid: number, enabled = true, quiet = false) =>
  queryOptions({
    queryKey: contestKeys.problems(cid),
    queryFn: () => api.call(getContestProblem, { query: { cid }, quiet }),
    enabled,
  });
export const useContestProblems = (cid: number, enabled = true) => useQuery(contestProblemsOptions(cid, enabled));

/** The viewer's mark per problem (keyed by pid), as the contest shows it (OI hidden past the seal). */
export const contestProblemStatusesOptions = (cid: number, pids: number[], enabled: boolean) =>
  queryOptions({
    queryKey: [...contestKeys.statuses(cid), pids],
    queryFn: () => api.call(getUserProblemStatus, { body: { pidList: pids, isContestProblemList: true, cid }, silent: true }),
    enabled: enabled && pids.length > 0,
  });
export const useContestProblemStatuses = (cid: number, pids: number[], enabled: boolean) =>
  useQuery(contestProblemStatusesOptions(cid, pids, enabled));

/** After the end: the viewer's problems solved after the contest only, and per problem its participants who did (issue 24.2). */
export const contestUpsolveOptions = (cid: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...contestKeys.problems(cid), 'upsolve'],
    queryFn: () => api.call(getContestUpsolve, { query: { cid }, silent: true }),
    enabled,
  });

export type ContestSubmissionsCall = EndpointQueryInput<typeof getContestSubmissions>;

export const contestSubmissionsOptions = (cid: number, q: Omit<ContestSubmissionsCall, 'contestID'>, enabled = true) =>
  queryOptions({
    queryKey: contestKeys.submissions(cid, q),
    queryFn: () => api.call(getContestSubmissions, { query: { ...q, contestID: cid } }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useContestSubmissions = (cid: number, q: Omit<ContestSubmissionsCall, 'contestID'>, enabled = true) =>
  useQuery(contestSubmissionsOptions(cid, q, enabled));

export const contestAnnouncementsOptions = (cid: number, currentPage: number, enabled = true) =>
  queryOptions({
    queryKey: [...contestKeys.announcements(cid), currentPage],
    queryFn: () => api.call(getContestAnnouncement, { query: { cid, currentPage, limit: ContestLimits.announcementPageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useContestAnnouncements = (cid: number, currentPage: number, enabled = true) =>
  useQuery(contestAnnouncementsOptions(cid, currentPage, enabled));

export const ANNOUNCEMENT_POLL_MS = 60_000;

/** Shown announcements not in `read`; polled every 60 s while the contest is open (spec 2 §2). */
export const unreadAnnouncementsOptions = (cid: number, read: number[], enabled: boolean) =>
  queryOptions({
    queryKey: [...contestKeys.unread(cid), read],
    queryFn: () => api.call(getContestNotReadAnnouncement, { body: { cid, readAnnouncementList: read }, silent: true }),
    enabled,
    refetchInterval: ANNOUNCEMENT_POLL_MS,
  });
export const useUnreadAnnouncements = (cid: number, read: number[], enabled: boolean) =>
  useQuery(unreadAnnouncementsOptions(cid, read, enabled));

export const HELPER_POLL_MS = 10_000;

export const contestAcInfoOptions = (cid: number, currentPage: number) =>
  queryOptions({
    queryKey: contestKeys.acInfo(cid, currentPage),
    queryFn: () => api.call(getContestAcInfo, { query: { cid, currentPage, limit: ContestLimits.acInfoPageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: HELPER_POLL_MS,
  });
export const useContestAcInfo = (cid: number, currentPage: number) => useQuery(contestAcInfoOptions(cid, currentPage));

export function useCheckAcInfo(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number; checked: boolean }) => api.call(checkContestAcInfo, { body: { ...input, cid } }),
    onSuccess: () => void invalidate({ kind: 'contest', cid }),
  });
}

export const contestPrintsOptions = (cid: number, currentPage: number) =>
  queryOptions({
    queryKey: contestKeys.prints(cid, currentPage),
    queryFn: () => api.call(getContestPrint, { query: { cid, currentPage, limit: ContestLimits.printPageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: HELPER_POLL_MS,
  });
export const useContestPrints = (cid: number, currentPage: number) => useQuery(contestPrintsOptions(cid, currentPage));

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

// ── boards ──────────────────────────────────────────────────────────────────
const validCid = (cid: number) => Number.isInteger(cid) && cid > 0;

/** The outside board's contest and problems; failures show in place. */
export const outsideInfoOptions = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.outsideInfo(cid),
    queryFn: () => api.call(getContestOutsizeInfo, { query: { cid }, quiet: true }),
    enabled: validCid(cid),
    retry: false,
  });

/**
 * A page of a board (the outside board's when `outside`). `onError` runs when a fetch fails, before
 * the error shows in place: the board turns its auto refresh off then (spec 2 §4).
 */
export const boardPageOptions = (
  dto: EndpointBodyInput<typeof getContestRank> & { cid: number },
  outside: boolean,
  onError: () => void,
) =>
  queryOptions({
    queryKey: contestKeys.board(dto.cid, { outside, ...dto }),
    queryFn: async () => {
      try {
        return await api.call(outside ? getContestOutsideScoreboard : getContestRank, { body: dto, quiet: true });
      } catch (err) {
        onError();
        throw err;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The scroll board's ranked count: the real board's total without star users. */
export const rankedCountOptions = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.board(cid, { rankedCount: true }),
    queryFn: () =>
      api.call(getContestRank, { body: { cid, currentPage: 1, limit: 1, removeStar: true, forceRefresh: true }, quiet: true }),
    enabled: validCid(cid),
  });

/** The scroll board's contest facts and submissions, read once (the board replays them). */
/** The scroll board's data: Verdict's own calls, or (`ccs`) the contest package's files read into the same shape. */
export const scrollBoardOptions = (cid: number, removeStar: boolean, source: 'verdict' | 'ccs' = 'verdict') =>
  queryOptions({
    queryKey: [...contestKeys.scrollBoard(cid, removeStar), source] as const,
    queryFn: async () => {
      if (source === 'ccs') return scrollBoardFromCcs(await api.call(adminCcsScrollBoard, { query: { cid }, quiet: true }));
      const [info, subs] = await Promise.all([
        api.call(getContestScrollBoardInfo, { query: { cid }, quiet: true }),
        api.call(getContestScrollBoardSubmission, { query: { cid, removeStar }, quiet: true }),
      ]);
      return { info, subs };
    },
    enabled: validCid(cid),
    staleTime: Infinity,
    retry: false,
  });

/** The viewer's virtual participation (issue 24.1): asked once the contest has ended, for logged-in viewers. */
export const virtualStateOptions = (cid: number, enabled: boolean) =>
  queryOptions({
    queryKey: contestKeys.virtual(cid),
    queryFn: () => api.call(getVirtualParticipation, { query: { cid }, quiet: true }),
    enabled: enabled && validCid(cid),
    retry: false,
  });

/** Starts a virtual participation; everything of the contest is re-read in its window. */
export function useStartVirtual(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(startVirtualParticipation, { body: { cid } }),
    onSuccess: () => void invalidate({ kind: 'contest', cid }),
  });
}
