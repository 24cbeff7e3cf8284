import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  adminAddTrainingCategory,
  adminChangeTrainingStatus,
  adminDeleteTraining,
  adminDeleteTrainingCategory,
  adminGetTrainingList,
  adminUpdateTrainingCategory,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../invalidation';
import { trainingKeys } from '../../keys';
import { type TrainingAdminScope, type TrainingBody, useTrainingAdminScope } from './scope';

/** Every admin change of trainings touches learners' lists too: the whole domain goes stale. */
function useTrainingMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidate({ kind: 'training' }) });
}

export const adminTrainingListOptions = (query: { currentPage: number; limit: number; keyword?: string }) =>
  queryOptions({
    queryKey: trainingKeys.adminList(query),
    queryFn: () => api.call(adminGetTrainingList, { query }),
    placeholderData: keepPreviousData,
  });
export const useAdminTrainingList = (query: { currentPage: number; limit: number; keyword?: string }) =>
  useQuery(adminTrainingListOptions(query));

export const adminTrainingOptions = (scope: TrainingAdminScope, tid: number | undefined) =>
  queryOptions({
    queryKey: [...trainingKeys.adminOne(tid ?? 0), scope.key],
    queryFn: () => scope.getTraining(tid ?? 0),
    enabled: tid !== undefined,
  });
export const useAdminTraining = (tid: number | undefined) => useQuery(adminTrainingOptions(useTrainingAdminScope(), tid));

type TrainingProblemsPageQuery = { currentPage: number; limit: number; keyword?: string; queryExisted: boolean };

export const adminTrainingProblemsOptions = (
  scope: TrainingAdminScope,
  tid: number,
  query: TrainingProblemsPageQuery,
  enabled = true,
) =>
  queryOptions({
    queryKey: [...trainingKeys.adminProblems(tid, query), scope.key],
    queryFn: () => scope.problems({ tid, ...query }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useAdminTrainingProblems = (tid: number, query: TrainingProblemsPageQuery, enabled = true) =>
  useQuery(adminTrainingProblemsOptions(useTrainingAdminScope(), tid, query, enabled));

export const useSaveTraining = () => {
  const scope = useTrainingAdminScope();
  return useTrainingMutation((body: TrainingBody) => scope.save(body));
};

export const useChangeTrainingStatus = () =>
  useTrainingMutation((v: { tid: number; status: boolean; author?: string }) =>
    api.call(adminChangeTrainingStatus, { query: v }),
  );

export const useDeleteTraining = () => useTrainingMutation((tid: number) => api.call(adminDeleteTraining, { query: { tid } }));

export const useAddTrainingProblem = () => {
  const scope = useTrainingAdminScope();
  return useTrainingMutation((body: { tid: number; pid: number; displayId?: string }) => scope.addFromPublic(body));
};

export const useUpdateTrainingProblem = () => {
  const scope = useTrainingAdminScope();
  return useTrainingMutation((body: { tid: number; pid: number; rank: number; displayId?: string }) => scope.updateProblem(body));
};

export const useRemoveTrainingProblem = () => {
  const scope = useTrainingAdminScope();
  return useTrainingMutation((q: { tid: number; pid: number }) => scope.removeProblem(q));
};

export const useSaveCategory = () =>
  useTrainingMutation(async (c: { id?: number; name: string; color: string }) => {
    if (c.id) await api.call(adminUpdateTrainingCategory, { body: { id: c.id, name: c.name, color: c.color } });
    else await api.call(adminAddTrainingCategory, { body: { name: c.name, color: c.color } });
  });

export const useDeleteCategory = () =>
  useTrainingMutation((cid: number) => api.call(adminDeleteTrainingCategory, { query: { cid } }));
