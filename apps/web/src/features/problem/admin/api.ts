import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAddTag, adminAddTagClassification, adminChangeProblemAuth, adminDeleteProblem, adminDeleteTag, adminDeleteTagClassification,
  adminGetProblemList, adminGetTagClassification, adminUpdateTag, adminUpdateTagClassification, getAllProblemTags,
  type EndpointBodyInput,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import type { AdminProblemListQuery } from './filters';

export const problemAdminKeys = {
  all: ['problemAdmin'] as const,
  list: (q: AdminProblemListQuery) => [...problemAdminKeys.all, 'list', q] as const,
  tags: (oj: string) => [...problemAdminKeys.all, 'tags', oj] as const,
  classifications: (oj: string) => [...problemAdminKeys.all, 'classifications', oj] as const,
};

export const useAdminProblemList = (query: AdminProblemListQuery) =>
  useQuery({
    queryKey: problemAdminKeys.list(query),
    queryFn: () => api.call(adminGetProblemList, { query }),
    // Paging keeps the old rows on screen instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });

/** After any change the admin lists refetch, and so do the public problem screens' caches. */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: problemAdminKeys.all }), client.invalidateQueries({ queryKey: ['problem'] })]);
}

export function useChangeProblemAuth() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: number; auth: number }) => api.call(adminChangeProblemAuth, { body }),
    onSettled: invalidate,
  });
}

export function useDeleteProblem() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (pid: number) => api.call(adminDeleteProblem, { query: { pid } }), onSettled: invalidate });
}

export const useTagList = (oj: string) =>
  useQuery({ queryKey: problemAdminKeys.tags(oj), queryFn: () => api.call(getAllProblemTags, { query: { oj } }) });

/** Disabled for admins without tag rights: the server would answer 403 (and a toast). */
export const useClassifications = (oj: string, enabled = true) =>
  useQuery({ queryKey: problemAdminKeys.classifications(oj), queryFn: () => api.call(adminGetTagClassification, { query: { oj } }), enabled });

export type TagInput = EndpointBodyInput<typeof adminAddTag>;
export type ClassificationInput = EndpointBodyInput<typeof adminAddTagClassification>;

/** One mutation per tag action; each refetches tags and classifications when done. */
export function useTagMutations() {
  const invalidate = useInvalidate();
  const opts = { onSettled: invalidate };
  return {
    addTag: useMutation({ mutationFn: (body: TagInput) => api.call(adminAddTag, { body }), ...opts }),
    updateTag: useMutation({ mutationFn: (body: TagInput & { id: number }) => api.call(adminUpdateTag, { body }), ...opts }),
    deleteTag: useMutation({ mutationFn: (tid: number) => api.call(adminDeleteTag, { query: { tid } }), ...opts }),
    addClassification: useMutation({ mutationFn: (body: ClassificationInput) => api.call(adminAddTagClassification, { body }), ...opts }),
    updateClassification: useMutation({
      mutationFn: (body: ClassificationInput & { id: number }) => api.call(adminUpdateTagClassification, { body }),
      ...opts,
    }),
    deleteClassification: useMutation({ mutationFn: (tcid: number) => api.call(adminDeleteTagClassification, { query: { tcid } }), ...opts }),
  };
}
