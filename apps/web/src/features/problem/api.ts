import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  getContestProblemDetails,
  getLastAcCode,
  getProblemDetail,
  getProblemLanguages,
  getTestJudgeResult,
  getUserProblemStatus,
  submitProblemJudge,
  submitProblemTestJudge,
  type ContestProblemInfo,
  type EndpointBodyInput,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { contestKeys } from '../contest/queryKeys';
import { useInvalidate } from '../invalidation';
import { problemKeys } from './queryKeys';

/**
 * What the problem page shows: a practice ProblemInfo, or a contest problem's (display title, no
 * difficulty while the contest runs). A practice ProblemInfo fits this type as it is.
 */
export type ProblemPageInfo = ContestProblemInfo;

/** The problem page inside a contest: its display id addresses the problem, `cid` scopes every call. */
export interface ContestProblemScope {
  cid: number;
  displayId: string;
}

export const problemDetailOptions = (problemId: string) =>
  queryOptions({ queryKey: problemKeys.detail(problemId), queryFn: () => api.call(getProblemDetail, { query: { problemId } }) });

/**
 * The statement of a practice problem, or of a contest problem (by display id, scoped to `cid`) when `contest` is given.
 * Inside a group (`gid`) the problem is asked for with the group's id, which lets members read its private problems.
 */
export const useProblemDetail = (problemId: string, contest?: ContestProblemScope, gid?: number) =>
  useQuery<ProblemPageInfo>(
    contest
      ? {
          queryKey: contestKeys.problem(contest.cid, contest.displayId),
          // The page shows 403/404 in place (contest not started, private problem): no toast on top.
          queryFn: () =>
            api.call(getContestProblemDetails, { query: { cid: contest.cid, displayId: contest.displayId }, quiet: true }),
          retry: false,
        }
      : gid
        ? {
            queryKey: [...problemKeys.detail(problemId), { gid }],
            queryFn: () => api.call(getProblemDetail, { query: { problemId, gid }, quiet: true }),
            retry: false,
          }
        : { queryKey: problemKeys.detail(problemId), queryFn: () => api.call(getProblemDetail, { query: { problemId } }) },
  );

/** Language rows carry each language's default template, used when the problem sets none. */
export const useProblemLanguages = (pid: number | undefined) =>
  useQuery({
    queryKey: problemKeys.languages(pid ?? -1),
    queryFn: () => api.call(getProblemLanguages, { query: { pid: pid ?? 0 }, silent: true }),
    enabled: pid !== undefined,
    staleTime: 10 * 60_000,
  });

/** The viewer's verdict on this problem (-10 when never submitted); decides the recent-AC button. In a contest, the contest's mark. */
export const useMyProblemStatus = (pid: number | undefined, isLoggedIn: boolean, cid?: number) =>
  useQuery({
    queryKey: cid ? [...contestKeys.statuses(cid), 'one', pid ?? -1] : problemKeys.myStatus(pid ?? -1),
    queryFn: async () => {
      const body = cid ? { pidList: [pid ?? 0], isContestProblemList: true, cid } : { pidList: [pid ?? 0] };
      const data = await api.call(getUserProblemStatus, { body, silent: true });
      return data[String(pid)]?.status ?? -10;
    },
    enabled: pid !== undefined && isLoggedIn,
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
