import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { trainingKeys } from './queryKeys';

export type TrainingListCallQuery = NonNullable<EndpointQueryInput<typeof getTrainingList>>;

export const useTrainingCategories = () =>
  useQuery({
    queryKey: trainingKeys.categories(),
    queryFn: () => api.call(getTrainingCategory, { silent: true }),
    staleTime: 5 * 60_000,
  });

export const useTrainingList = (query: TrainingListCallQuery) =>
  useQuery({
    queryKey: trainingKeys.list(query),
    queryFn: () => api.call(getTrainingList, { query }),
    placeholderData: keepPreviousData,
  });

/** The training; errors are shown in place (not found, no access). */
export const useTrainingDetail = (tid: number) =>
  useQuery({
    queryKey: trainingKeys.detail(tid),
    queryFn: () => api.call(getTrainingDetail, { query: { tid }, quiet: true }),
    retry: false,
  });

export const useTrainingAccess = (tid: number, enabled: boolean) =>
  useQuery({
    queryKey: trainingKeys.access(tid),
    queryFn: () => api.call(getTrainingAccess, { query: { tid }, silent: true }),
    enabled,
  });

export const useTrainingProblems = (tid: number, enabled: boolean) =>
  useQuery({
    queryKey: trainingKeys.problems(tid),
    queryFn: () => api.call(getTrainingProblemList, { query: { tid } }),
    enabled,
  });

/** The viewer's mark per problem (AC wins, else the latest verdict). */
export const useTrainingStatuses = (tid: number, pids: number[]) =>
  useQuery({
    queryKey: trainingKeys.statuses(tid, pids),
    queryFn: () => api.call(getUserProblemStatus, { body: { pidList: pids, isContestProblemList: false }, silent: true }),
    enabled: pids.length > 0,
  });

export const useTrainingRank = (tid: number, query: { currentPage: number; limit: number; keyword?: string }) =>
  useQuery({
    queryKey: trainingKeys.rank(tid, query),
    queryFn: () => api.call(getTrainingRank, { query: { tid, ...query } }),
    placeholderData: keepPreviousData,
  });

export function useRegisterTraining(tid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.call(registerTraining, { body: { tid, password } }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.one(tid) }),
  });
}
