import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import {
  getContestInfo,
  getContestProblemDetails,
  getContestSubmissions,
  getFullScreenProblemList,
  getLastAcCode,
  getProblemDetail,
  getProblemLanguages,
  getTestJudgeResult,
  getUserProblemStatus,
  submitProblemJudge,
  submitProblemTestJudge,
  type ContestProblemInfo,
  type EndpointBodyInput,
  type EndpointQueryInput,
  getVirtualParticipation,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { problemKeys } from '../keys';

/**
 * What the problem page shows: a practice ProblemInfo, or a contest problem's (display title, no
 * difficulty while the contest runs). A practice ProblemInfo fits this type as it is.
 */
export type ProblemPageInfo = ContestProblemInfo;

/** The problem page inside a contest: its display id addresses the problem, `cid` scopes every call. */
type ContestSubmissionsQuery = Omit<NonNullable<EndpointQueryInput<typeof getContestSubmissions>>, 'contestID'>;

export interface ContestProblemScope {
  cid: number;
  displayId: string;
}

/**
 * The statement of a practice problem, or of a contest problem (by display id, scoped to `cid`) when `contest` is given.
 * Inside a group (`gid`) the problem is asked for with the group's id, which lets members read its private problems.
 */
export const problemPageOptions = (problemId: string, contest?: ContestProblemScope, gid?: number) =>
  contest
    ? queryOptions<ProblemPageInfo>({
        queryKey: problemKeys.contestDetail(contest.cid, contest.displayId),
        // The page shows 403/404 in place (contest not started, private problem): no toast on top.
        queryFn: () =>
          api.call(getContestProblemDetails, { query: { cid: contest.cid, displayId: contest.displayId }, quiet: true }),
        retry: false,
      })
    : gid
      ? queryOptions<ProblemPageInfo>({
          queryKey: [...problemKeys.detail(problemId), { gid }],
          queryFn: () => api.call(getProblemDetail, { query: { problemId, gid }, quiet: true }),
          retry: false,
        })
      : queryOptions<ProblemPageInfo>({
          queryKey: problemKeys.detail(problemId),
          queryFn: () => api.call(getProblemDetail, { query: { problemId } }),
        });

/** Inside a contest: the contest's times (with the server's now, read when the answer arrived) for the page's clock. */
export const contestClockOptions = (cid: number | undefined, loggedIn: boolean) =>
  queryOptions({
    queryKey: [...problemKeys.contestClock(cid ?? -1), loggedIn],
    queryFn: async () => ({
      contest: await api.call(getContestInfo, { query: { cid: cid ?? 0 }, silent: true }),
      // A running virtual participation (issue 24.1) puts the contest in the caller's own window.
      virtual: loggedIn
        ? await api.call(getVirtualParticipation, { query: { cid: cid ?? 0 }, silent: true }).catch(() => null)
        : null,
      at: Date.now(),
    }),
    enabled: cid !== undefined,
    staleTime: 60_000,
  });

/** Language rows carry each language's default template, used when the problem sets none. */
export const problemLanguagesOptions = (pid: number | undefined) =>
  queryOptions({
    queryKey: problemKeys.languages(pid ?? -1),
    queryFn: () => api.call(getProblemLanguages, { query: { pid: pid ?? 0 }, silent: true }),
    enabled: pid !== undefined,
    staleTime: 10 * 60_000,
  });

/** The viewer's verdict on this problem (-10 when never submitted); decides the recent-AC button. In a contest, the contest's mark. */
export const myProblemStatusOptions = (pid: number | undefined, isLoggedIn: boolean, cid?: number) =>
  queryOptions({
    queryKey: cid ? problemKeys.contestStatus(cid, pid ?? -1) : problemKeys.myStatus(pid ?? -1),
    queryFn: async () => {
      const body = cid ? { pidList: [pid ?? 0], isContestProblemList: true, cid } : { pidList: [pid ?? 0] };
      const data = await api.call(getUserProblemStatus, { body, silent: true });
      return data[String(pid)]?.status ?? -10;
    },
    enabled: pid !== undefined && isLoggedIn,
  });

/** Inside a contest: the viewer's submissions to this contest problem, as the contest shows them. */
export const myContestSubmissionsOptions = (cid: number, query: ContestSubmissionsQuery) =>
  queryOptions({
    queryKey: problemKeys.contestSubmissionList(cid, query),
    queryFn: () => api.call(getContestSubmissions, { query: { ...query, contestID: cid } }),
    placeholderData: keepPreviousData,
  });

/** Focus mode's problem list (get-full-screen-problem-list) of a training (`tid`) or a contest (`cid`). */
export const focusProblemsOptions = (query: { tid?: number; cid?: number }) =>
  queryOptions({
    queryKey: problemKeys.focusList(query),
    queryFn: () => api.call(getFullScreenProblemList, { query, silent: true }),
  });

export const fetchLastAcCode = (pid: number) => api.call(getLastAcCode, { query: { pid } });

export function useSubmitJudge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof submitProblemJudge>) => api.call(submitProblemJudge, { body }),
    onSuccess: (row) => void invalidate({ kind: 'judgement', submitId: row.submitId, cid: row.cid || undefined }),
  });
}

export const startCustomTest = (body: EndpointBodyInput<typeof submitProblemTestJudge>) =>
  api.call(submitProblemTestJudge, { body });
export const fetchCustomTestResult = (testJudgeKey: string) =>
  api.call(getTestJudgeResult, { query: { testJudgeKey }, silent: true });
