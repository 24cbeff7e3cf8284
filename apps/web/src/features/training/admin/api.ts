import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAddTraining, adminAddTrainingCategory, adminAddTrainingProblemFromPublic, adminChangeTrainingStatus, adminDeleteTraining,
  adminDeleteTrainingCategory, adminDeleteTrainingProblem, adminGetTraining, adminGetTrainingList, adminGetTrainingProblemList,
  adminUpdateTraining, adminUpdateTrainingCategory, adminUpdateTrainingProblem, type EndpointBodyInput,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { trainingKeys } from '../queryKeys';

/** Every admin change of trainings touches learners' lists too: the whole domain goes stale. */
function useTrainingMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }) });
}

export const useAdminTrainingList = (query: { currentPage: number; limit: number; keyword?: string }) =>
  useQuery({ queryKey: trainingKeys.adminList(query), queryFn: () => api.call(adminGetTrainingList, { query }), placeholderData: keepPreviousData });

export const useAdminTraining = (tid: number | undefined) =>
  useQuery({ queryKey: trainingKeys.adminOne(tid ?? 0), queryFn: () => api.call(adminGetTraining, { query: { tid: tid ?? 0 } }), enabled: tid !== undefined });

export const useAdminTrainingProblems = (tid: number, query: { currentPage: number; limit: number; keyword?: string; queryExisted: boolean }, enabled = true) =>
  useQuery({
    queryKey: trainingKeys.adminProblems(tid, query),
    queryFn: () => api.call(adminGetTrainingProblemList, { query: { tid, ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });

type TrainingBody = EndpointBodyInput<typeof adminAddTraining>;

export const useSaveTraining = () =>
  useTrainingMutation(async (body: TrainingBody & { training: { id?: number | null } }) => {
    if (body.training.id) {
      await api.call(adminUpdateTraining, { body });
      return { id: Number(body.training.id) };
    }
    return api.call(adminAddTraining, { body });
  });

export const useChangeTrainingStatus = () =>
  useTrainingMutation((v: { tid: number; status: boolean; author?: string }) => api.call(adminChangeTrainingStatus, { query: v }));

export const useDeleteTraining = () => useTrainingMutation((tid: number) => api.call(adminDeleteTraining, { query: { tid } }));

export const useAddTrainingProblem = () =>
  useTrainingMutation((body: { tid: number; pid: number; displayId?: string }) => api.call(adminAddTrainingProblemFromPublic, { body }));

export const useUpdateTrainingProblem = () =>
  useTrainingMutation((body: { tid: number; pid: number; rank: number; displayId?: string }) => api.call(adminUpdateTrainingProblem, { body }));

export const useRemoveTrainingProblem = () =>
  useTrainingMutation((q: { tid: number; pid: number }) => api.call(adminDeleteTrainingProblem, { query: q }));

export const useSaveCategory = () =>
  useTrainingMutation(async (c: { id?: number; name: string; color: string }) => {
    if (c.id) await api.call(adminUpdateTrainingCategory, { body: { id: c.id, name: c.name, color: c.color } });
    else await api.call(adminAddTrainingCategory, { body: { name: c.name, color: c.color } });
  });

export const useDeleteCategory = () => useTrainingMutation((cid: number) => api.call(adminDeleteTrainingCategory, { query: { cid } }));
