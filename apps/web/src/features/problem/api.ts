import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  getLastAcCode, getProblemDetail, getProblemLanguages, getTestJudgeResult, getUserProblemStatus, submitProblemJudge,
  submitProblemTestJudge, type EndpointBodyInput,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { problemKeys } from './queryKeys';

export const problemDetailOptions = (problemId: string) =>
  queryOptions({ queryKey: problemKeys.detail(problemId), queryFn: () => api.call(getProblemDetail, { query: { problemId } }) });

export const useProblemDetail = (problemId: string) => useQuery(problemDetailOptions(problemId));

/** Language rows carry each language's default template, used when the problem sets none. */
export const useProblemLanguages = (pid: number | undefined) =>
  useQuery({
    queryKey: problemKeys.languages(pid ?? -1),
    queryFn: () => api.call(getProblemLanguages, { query: { pid: pid ?? 0 }, silent: true }),
    enabled: pid !== undefined,
    staleTime: 10 * 60_000,
  });

/** The viewer's verdict on this problem (-10 when never submitted); decides the recent-AC button. */
export const useMyProblemStatus = (pid: number | undefined, isLoggedIn: boolean) =>
  useQuery({
    queryKey: problemKeys.myStatus(pid ?? -1),
    queryFn: async () => {
      const data = await api.call(getUserProblemStatus, { body: { pidList: [pid ?? 0] }, silent: true });
      return data[String(pid)]?.status ?? -10;
    },
    enabled: pid !== undefined && isLoggedIn,
  });

export const fetchLastAcCode = (pid: number) => api.call(getLastAcCode, { query: { pid } });

export function useSubmitJudge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof submitProblemJudge>) => api.call(submitProblemJudge, { body }),
    onSuccess: (row) => void invalidate({ kind: 'judgement', submitId: row.submitId }),
  });
}

export const startCustomTest = (body: EndpointBodyInput<typeof submitProblemTestJudge>) => api.call(submitProblemTestJudge, { body });
export const fetchCustomTestResult = (testJudgeKey: string) => api.call(getTestJudgeResult, { query: { testJudgeKey }, silent: true });
