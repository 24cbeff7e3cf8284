import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  adminAddTag,
  adminAddTagClassification,
  adminChangeProblemAuth,
  adminDeleteProblem,
  adminDeleteTag,
  adminDeleteTagClassification,
  adminGetProblemList,
  adminGetTagClassification,
  adminUpdateTag,
  adminUpdateTagClassification,
  getAllProblemTags,
  type EndpointBodyInput,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../invalidation';
import { problemKeys } from '../../keys';
import type { AdminProblemListQuery } from './filters';

export const adminProblemListOptions = (query: AdminProblemListQuery) =>
  queryOptions({
    queryKey: problemKeys.adminList(query),
    queryFn: () => api.call(adminGetProblemList, { query }),
    // Paging keeps the old rows on screen instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
export const useAdminProblemList = (query: AdminProblemListQuery) => useQuery(adminProblemListOptions(query));

export function useChangeProblemAuth() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: number; auth: number }) => api.call(adminChangeProblemAuth, { body }),
    // Settled, not succeeded: after a refused change the row must show the stored auth again.
    onSettled: () => invalidate({ kind: 'problem' }),
  });
}

export function useDeleteProblem() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (pid: number) => api.call(adminDeleteProblem, { query: { pid } }),
    onSettled: () => invalidate({ kind: 'problem' }),
  });
}

export const tagListOptions = (oj: string) =>
  queryOptions({ queryKey: problemKeys.tagList(oj), queryFn: () => api.call(getAllProblemTags, { query: { oj } }) });
export const useTagList = (oj: string) => useQuery(tagListOptions(oj));

/** Disabled for admins without tag rights: the server would answer 403 (and a toast). */
export const classificationsOptions = (oj: string, enabled = true) =>
  queryOptions({
    queryKey: problemKeys.classifications(oj),
    queryFn: () => api.call(adminGetTagClassification, { query: { oj } }),
    enabled,
  });
export const useClassifications = (oj: string, enabled = true) => useQuery(classificationsOptions(oj, enabled));

export type TagInput = EndpointBodyInput<typeof adminAddTag>;
export type ClassificationInput = EndpointBodyInput<typeof adminAddTagClassification>;

/** One mutation per tag action; each refetches every tag list and what shows tags when done. */
export function useTagMutations() {
  const invalidate = useInvalidate();
  const opts = { onSettled: () => invalidate({ kind: 'tags' }) };
  return {
    addTag: useMutation({ mutationFn: (body: TagInput) => api.call(adminAddTag, { body }), ...opts }),
    updateTag: useMutation({ mutationFn: (body: TagInput & { id: number }) => api.call(adminUpdateTag, { body }), ...opts }),
    deleteTag: useMutation({ mutationFn: (tid: number) => api.call(adminDeleteTag, { query: { tid } }), ...opts }),
    addClassification: useMutation({
      mutationFn: (body: ClassificationInput) => api.call(adminAddTagClassification, { body }),
      ...opts,
    }),
    updateClassification: useMutation({
      mutationFn: (body: ClassificationInput & { id: number }) => api.call(adminUpdateTagClassification, { body }),
      ...opts,
    }),
    deleteClassification: useMutation({
      mutationFn: (tcid: number) => api.call(adminDeleteTagClassification, { query: { tcid } }),
      ...opts,
    }),
  };
}
