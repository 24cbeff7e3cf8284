import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { VerificationLimits, getProblemVerification, rerunProblemVerification } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { verificationKeys } from '../keys';

/** A problem's verification report; re-read while its submissions are being judged. */
export const verificationReportOptions = (pid: number) =>
  queryOptions({
    queryKey: verificationKeys.report(pid),
    queryFn: () => api.call(getProblemVerification, { query: { pid }, quiet: true }),
    enabled: Number.isInteger(pid) && pid > 0,
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? VerificationLimits.pollMs : false),
  });
export const useVerificationReport = (pid: number) => useQuery(verificationReportOptions(pid));

/** Judges the problem's bundled submissions again (after a change of data, checker or limits). */
export function useRerunVerification(pid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(rerunProblemVerification, { body: { pid } }),
    onSettled: () => void invalidate({ kind: 'verification', pid }),
  });
}
