import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type DiscussionVo,
  type GroupDiscussionBody,
  getDiscussionDetail,
  groupAddDiscussion,
  groupGetAdminDiscussionList,
  groupUpdateDiscussion,
  groupChangeContestVisible,
  groupDeleteContest,
  groupDeleteDiscussion,
  groupGetAdminContestList,
  groupGetContestList,
  groupGetDiscussionList,
  groupApplyPublic,
  groupChangeProblemAuth,
  groupChangeTrainingStatus,
  groupDeleteProblem,
  groupDeleteTraining,
  groupGetAdminProblemList,
  groupGetAdminTrainingList,
  groupGetProblemList,
  groupGetTrainingList,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { contestKeys } from '../contest';
import { discussionKeys } from '../discussion';
import { trainingKeys } from '../training';
import { groupKeys } from '../keys';

type Paging = { currentPage: number; limit: number };

export const groupProblemsOptions = (gid: number, query: Paging) =>
  queryOptions({
    queryKey: groupKeys.problems(gid, query),
    queryFn: () => api.call(groupGetProblemList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupProblems = (gid: number, query: Paging) => useQuery(groupProblemsOptions(gid, query));

export const groupAdminProblemsOptions = (gid: number, query: Paging, enabled: boolean) =>
  queryOptions({
    queryKey: groupKeys.adminProblems(gid, query),
    queryFn: () => api.call(groupGetAdminProblemList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useGroupAdminProblems = (gid: number, query: Paging, enabled: boolean) =>
  useQuery(groupAdminProblemsOptions(gid, query, enabled));

/** A group problem changed: the group's tabs and every problem answer (the bank shows a problem made public). */
function useProblemWrite(gid: number) {
  const invalidate = useInvalidate();
  return () => invalidate({ kind: 'groupProblem', gid });
}

export function useGroupProblemMutations(gid: number) {
  const done = useProblemWrite(gid);
  const changeAuth = useMutation({
    mutationFn: (q: { pid: number; auth: number }) => api.call(groupChangeProblemAuth, { query: q }),
    onSuccess: done,
  });
  const applyPublic = useMutation({
    mutationFn: (q: { pid: number; isApplied: boolean }) => api.call(groupApplyPublic, { query: q }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (pid: number) => api.call(groupDeleteProblem, { query: { pid } }), onSuccess: done });
  return { changeAuth, applyPublic, remove };
}

// Group trainings are cached under the training domain: the training screens' mutations (form, problems) refresh them too.
export const groupTrainingsOptions = (gid: number, query: Paging) =>
  queryOptions({
    queryKey: [...trainingKeys.lists(), 'group', gid, query],
    queryFn: () => api.call(groupGetTrainingList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupTrainings = (gid: number, query: Paging) => useQuery(groupTrainingsOptions(gid, query));

export const groupAdminTrainingsOptions = (gid: number, query: Paging) =>
  queryOptions({
    queryKey: [...trainingKeys.admin(), 'group', gid, query],
    queryFn: () => api.call(groupGetAdminTrainingList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupAdminTrainings = (gid: number, query: Paging) => useQuery(groupAdminTrainingsOptions(gid, query));

export function useGroupTrainingMutations() {
  const invalidate = useInvalidate();
  const done = () => invalidate({ kind: 'training' });
  const status = useMutation({
    mutationFn: (q: { tid: number; status: boolean }) => api.call(groupChangeTrainingStatus, { query: q }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (tid: number) => api.call(groupDeleteTraining, { query: { tid } }), onSuccess: done });
  return { status, remove };
}

// Group contests are cached under the contest domain: a contest change anywhere refreshes the group's tab too.
export const groupContestsOptions = (gid: number, query: Paging) =>
  queryOptions({
    queryKey: [...contestKeys.lists(), 'group', gid, query],
    queryFn: () => api.call(groupGetContestList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupContests = (gid: number, query: Paging) => useQuery(groupContestsOptions(gid, query));

export const groupAdminContestsOptions = (gid: number, query: Paging) =>
  queryOptions({
    queryKey: [...contestKeys.adminLists(), 'group', gid, query],
    queryFn: () => api.call(groupGetAdminContestList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupAdminContests = (gid: number, query: Paging) => useQuery(groupAdminContestsOptions(gid, query));

export function useGroupContestMutations() {
  const invalidate = useInvalidate();
  const done = () => invalidate({ kind: 'contestAdmin' });
  const visible = useMutation({
    mutationFn: (q: { cid: number; visible: boolean }) => api.call(groupChangeContestVisible, { query: q }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (cid: number) => api.call(groupDeleteContest, { query: { cid } }), onSuccess: done });
  return { visible, remove };
}

// Group discussions are cached under the discussion domain: the detail page's edits and likes refresh the tab too.
export const groupDiscussionsOptions = (gid: number, query: Paging, pid?: string) =>
  queryOptions({
    queryKey: [...discussionKeys.lists(), 'group', gid, query, pid],
    queryFn: () => api.call(groupGetDiscussionList, { query: { gid, ...query, pid } }),
    placeholderData: keepPreviousData,
  });
export const useGroupDiscussions = (gid: number, query: Paging, pid?: string) =>
  useQuery(groupDiscussionsOptions(gid, query, pid));

export function useGroupDiscussionMutations() {
  const invalidate = useInvalidate();
  const changed = { onSettled: () => invalidate({ kind: 'discussion' }) };
  return {
    create: useMutation({ mutationFn: (body: GroupDiscussionBody) => api.raw(groupAddDiscussion, { body }), ...changed }),
    remove: useMutation({ mutationFn: (did: number) => api.raw(groupDeleteDiscussion, { query: { did } }), ...changed }),
  };
}

/** The group's admin discussion list (hidden and disabled posts too), cached under the discussion domain. */
export const groupAdminDiscussionsOptions = (gid: number, query: Paging) =>
  queryOptions({
    queryKey: [...discussionKeys.lists(), 'group-admin', gid, query],
    queryFn: () => api.call(groupGetAdminDiscussionList, { query: { gid, ...query } }),
    placeholderData: keepPreviousData,
  });
export const useGroupAdminDiscussions = (gid: number, query: Paging) => useQuery(groupAdminDiscussionsOptions(gid, query));

/**
 * A group admin's pin and status changes. The group's update call takes the whole post (HOJ's wire)
 * and lists carry no content, so the post is read first and sent back with the change.
 */
export function useGroupDiscussionModeration(gid: number) {
  const invalidate = useInvalidate();
  const changed = { onSettled: () => invalidate({ kind: 'discussion' }) };
  const update = useMutation({
    mutationFn: async ({ d, patch }: { d: DiscussionVo; patch: { topPriority?: boolean; status?: number } }) => {
      const full = await api.call(getDiscussionDetail, { query: { did: d.id } });
      const topPriority = patch.topPriority ?? full.topPriority;
      const status = patch.status ?? full.status;
      return api.call(groupUpdateDiscussion, {
        body: {
          id: d.id,
          gid,
          title: full.title,
          description: full.description ?? '',
          content: full.content ?? '',
          categoryId: full.categoryId ?? 0,
          pid: full.pid,
          topPriority,
          status,
        },
      });
    },
    ...changed,
  });
  const remove = useMutation({
    mutationFn: async (ids: number[]) => {
      for (const did of ids) await api.call(groupDeleteDiscussion, { query: { did } });
    },
    ...changed,
  });
  return { update, remove };
}
