import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  groupApplyPublic, groupChangeProblemAuth, groupDeleteProblem, groupGetAdminProblemList, groupGetProblemList,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { groupKeys } from './queryKeys';

type Paging = { currentPage: number; limit: number };

export const useGroupProblems = (gid: number, query: Paging) =>
  useQuery({ queryKey: groupKeys.problems(gid, query), queryFn: () => api.call(groupGetProblemList, { query: { gid, ...query } }), placeholderData: keepPreviousData });

export const useGroupAdminProblems = (gid: number, query: Paging, enabled: boolean) =>
  useQuery({
    queryKey: groupKeys.adminProblems(gid, query),
    queryFn: () => api.call(groupGetAdminProblemList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A group problem changed: the group's tabs and every problem answer (the bank shows a problem made public). */
function useProblemWrite(gid: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return () => Promise.all([client.invalidateQueries({ queryKey: groupKeys.one(gid) }), invalidate({ kind: 'problem' })]);
}

export function useGroupProblemMutations(gid: number) {
  const done = useProblemWrite(gid);
  const changeAuth = useMutation({ mutationFn: (q: { pid: number; auth: number }) => api.call(groupChangeProblemAuth, { query: q }), onSuccess: done });
  const applyPublic = useMutation({ mutationFn: (q: { pid: number; isApplied: boolean }) => api.call(groupApplyPublic, { query: q }), onSuccess: done });
  const remove = useMutation({ mutationFn: (pid: number) => api.call(groupDeleteProblem, { query: { pid } }), onSuccess: done });
  return { changeAuth, applyPublic, remove };
}
