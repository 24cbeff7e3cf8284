import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { adminImportRemoteOjProblem, adminRemoteJudgeSites } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { remoteJudgeKeys } from './queryKeys';

/** The supported sites with their configured accounts and submissions in flight (root only). */
export const remoteSitesOptions = () =>
  queryOptions({
    queryKey: remoteJudgeKeys.sites(),
    queryFn: () => api.call(adminRemoteJudgeSites, { silent: true }),
    refetchInterval: 10_000,
  });
export const useRemoteSites = () => useQuery(remoteSitesOptions());

/**
 * Imports (or imports again) `<oj>-<problemId>`. The server's failure (site down, unknown problem)
 * comes back as the mutation's error: the dialog shows it in place, not only as a toast.
 */
export function useRemoteImport() {
  const invalidate = useInvalidate();
  return useMutation({
    // The answer's msg names what was done (imported, or imported again with the statement updated).
    mutationFn: async (input: { name: string; problemId: string }) =>
      (await api.raw(adminImportRemoteOjProblem, { query: input, quiet: true })).msg,
    onSuccess: () => void invalidate({ kind: 'problem' }),
  });
}
