import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  adminImportContestRemoteOjProblem,
  adminImportRemoteOjProblem,
  adminImportTrainingRemoteProblem,
  adminRemoteJudgeSites,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { remoteJudgeKeys } from './queryKeys';

/** The supported sites with their configured accounts and submissions in flight (root only). */
export const remoteSitesOptions = (enabled = true) =>
  queryOptions({
    queryKey: remoteJudgeKeys.sites(),
    queryFn: () => api.call(adminRemoteJudgeSites, { silent: true }),
    refetchInterval: 10_000,
    enabled,
  });
export const useRemoteSites = (enabled = true) => useQuery(remoteSitesOptions(enabled));

/**
 * Where an imported problem goes: the bank only (the admin problem list), or also into a contest
 * under a display id, or to the end of a training (contract §2.13's three import calls).
 */
export type RemoteImportScope =
  { kind: 'bank' } | { kind: 'contest'; cid: number; suggestDisplayId: string } | { kind: 'training'; tid: number };

export interface RemoteImportInput {
  name: string;
  problemId: string;
  /** The contest's display id (contest scope only). */
  displayId?: string;
}

/**
 * Imports (or imports again) `<oj>-<problemId>` in its scope. The server's failure (site down,
 * unknown problem, a display id taken) comes back as the mutation's error: the dialog shows it in
 * place, not only as a toast.
 */
export function useRemoteImport(scope: RemoteImportScope) {
  const invalidate = useInvalidate();
  return useMutation({
    // The answer's msg names what was done (imported, or imported again with the statement updated).
    mutationFn: async ({ name, problemId, displayId }: RemoteImportInput) => {
      if (scope.kind === 'contest') {
        const query = { name, problemId, cid: scope.cid, displayId: displayId ?? '' };
        return (await api.raw(adminImportContestRemoteOjProblem, { query, quiet: true })).msg;
      }
      if (scope.kind === 'training') {
        const query = { name, problemId, tid: scope.tid };
        return (await api.raw(adminImportTrainingRemoteProblem, { query, quiet: true })).msg;
      }
      return (await api.raw(adminImportRemoteOjProblem, { query: { name, problemId }, quiet: true })).msg;
    },
    onSuccess: async () => {
      await invalidate({ kind: 'problem' });
      if (scope.kind === 'contest') await invalidate({ kind: 'contestAdmin', cid: scope.cid });
      if (scope.kind === 'training') await invalidate({ kind: 'training' });
    },
  });
}
