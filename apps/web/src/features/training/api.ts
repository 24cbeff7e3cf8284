import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  getTrainingAccess,
  getTrainingCategory,
  getTrainingDetail,
  getTrainingList,
  getTrainingProblemList,
  getTrainingRank,
  getUserProblemStatus,
  registerTraining,
  type EndpointQueryInput,
} from '@verdict/shared';

import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { trainingKeys } from '../keys';

export type TrainingListCallQuery = NonNullable<EndpointQueryInput<typeof getTrainingList>>;

export const trainingCategoriesOptions = () =>
  queryOptions({
    queryKey: trainingKeys.categories(),
    queryFn: () => api.call(getTrainingCategory, { silent: true }),
    staleTime: 5 * 60_000,
  });
export const useTrainingCategories = () => useQuery(trainingCategoriesOptions());

export const trainingListOptions = (query: TrainingListCallQuery) =>
  queryOptions({
    queryKey: trainingKeys.list(query),
    queryFn: () => api.call(getTrainingList, { query }),
    placeholderData: keepPreviousData,
  });
export const useTrainingList = (query: TrainingListCallQuery) => useQuery(trainingListOptions(query));

/** The training; errors are shown in place (not found, no access). */
export const trainingDetailOptions = (tid: number) =>
  queryOptions({
    queryKey: trainingKeys.detail(tid),
    queryFn: () => api.call(getTrainingDetail, { query: { tid }, quiet: true }),
    retry: false,
  });
export const useTrainingDetail = (tid: number) => useQuery(trainingDetailOptions(tid));

export const trainingAccessOptions = (tid: number, enabled: boolean) =>
  queryOptions({
    queryKey: trainingKeys.access(tid),
    queryFn: () => api.call(getTrainingAccess, { query: { tid }, silent: true }),
    enabled,
  });
export const useTrainingAccess = (tid: number, enabled: boolean) => useQuery(trainingAccessOptions(tid, enabled));

export const trainingProblemsOptions = (tid: number, enabled: boolean) =>
  queryOptions({
    queryKey: trainingKeys.problems(tid),
    queryFn: () => api.call(getTrainingProblemList, { query: { tid } }),
    enabled,
  });
export const useTrainingProblems = (tid: number, enabled: boolean) => useQuery(trainingProblemsOptions(tid, enabled));

/** The viewer's mark per problem (AC wins, else the latest verdict). */
export const trainingStatusesOptions = (tid: number, pids: number[]) =>
  queryOptions({
    queryKey: trainingKeys.statuses(tid, pids),
    queryFn: () => api.call(getUserProblemStatus, { body: { pidList: pids, isContestProblemList: false }, silent: true }),
    enabled: pids.length > 0,
  });
export const useTrainingStatuses = (tid: number, pids: number[]) => useQuery(trainingStatusesOptions(tid, pids));

export const trainingRankOptions = (tid: number, query: { currentPage: number; limit: number; keyword?: string }) =>
  queryOptions({
    queryKey: trainingKeys.rank(tid, query),
    queryFn: () => api.call(getTrainingRank, { query: { tid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useTrainingRank = (tid: number, query: { currentPage: number; limit: number; keyword?: string }) =>
  useQuery(trainingRankOptions(tid, query));

export function useRegisterTraining(tid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (password: string) => api.call(registerTraining, { body: { tid, password } }),
    onSuccess: () => invalidate({ kind: 'trainingRegistration', tid }),
  });
}
