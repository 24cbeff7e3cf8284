import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type ContestAnnouncementBody,
  adminChangeContestVisible,
  adminCloneContest,
  adminDeleteContest,
  adminGetContestList,
  downloadContestAcSubmission,
  rejudgeContestProblem,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { useInvalidate } from '../../invalidation';
import { contestKeys } from '../../keys';
import type { ContestPayload } from './form';
import { type ContestAdminScope, useContestAdminScope } from './scope';

export interface ListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

export const adminContestListOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: contestKeys.adminList(query),
    queryFn: () => api.call(adminGetContestList, { query }),
    placeholderData: keepPreviousData,
  });
export const useAdminContestList = (query: ListQuery) => useQuery(adminContestListOptions(query));

export const adminContestOptions = (scope: ContestAdminScope, cid: number | null) =>
  queryOptions({
    queryKey: [...contestKeys.adminInfo(cid ?? -1), scope.key],
    enabled: cid !== null && cid > 0,
    // The form starts from what is stored now.
    gcTime: 0,
    queryFn: () => scope.getContest(cid ?? 0),
  });
export const useAdminContest = (cid: number | null) => useQuery(adminContestOptions(useContestAdminScope(), cid));

export const useSaveContest = () => {
  const invalidate = useInvalidate();
  const scope = useContestAdminScope();
  return useMutation({
    mutationFn: (body: ContestPayload): Promise<number> => scope.save(body),
    onSuccess: (cid) => void invalidate({ kind: 'contestAdmin', cid }),
  });
};

export const useContestActions = () => {
  const invalidate = useInvalidate();
  const done = (cid: number) => () => void invalidate({ kind: 'contestAdmin', cid });
  return {
    visible: useMutation({
      mutationFn: ({ cid, visible }: { cid: number; visible: boolean }) =>
        api.call(adminChangeContestVisible, { query: { cid, visible } }),
      onSuccess: (_d, v) => done(v.cid)(),
    }),
    remove: useMutation({
      mutationFn: (cid: number) => api.call(adminDeleteContest, { query: { cid } }),
      onSuccess: (_d, cid) => done(cid)(),
    }),
    clone: useMutation({
      mutationFn: (cid: number) => api.call(adminCloneContest, { query: { cid } }),
      onSuccess: () => void invalidate({ kind: 'contestAdmin' }),
    }),
  };
};

/** Saves the zip of accepted code; resolves with the file name. */
export async function downloadAcSubmissions(cid: number, splitType: 'user' | 'problem', excludeAdmin: boolean): Promise<string> {
  const { blob, filename } = await api.download(downloadContestAcSubmission, {
    query: { cid, splitType, excludeAdmin },
    fallbackName: `contest_${cid}_ac_submissions.zip`,
  });
  saveBlob(blob, filename);
  return filename;
}

// ── problems ────────────────────────────────────────────────────────────────

export const contestProblemListOptions = (scope: ContestAdminScope, cid: number, query: ListQuery) =>
  queryOptions({
    queryKey: [...contestKeys.adminProblems(cid, query), scope.key],
    queryFn: () => scope.problems({ cid, ...query }),
    placeholderData: keepPreviousData,
  });
export const useContestProblemList = (cid: number, query: ListQuery) =>
  useQuery(contestProblemListOptions(useContestAdminScope(), cid, query));

/** Problems that may join the contest: public ones of its rule not yet in it, or (a group's contest) the group's own. */
export const publicProblemListOptions = (
  scope: ContestAdminScope,
  cid: number,
  query: ListQuery & { problemType: number },
  enabled: boolean,
  source: 'public' | 'group',
) =>
  queryOptions({
    queryKey: [...contestKeys.adminPublicProblems(cid, query), scope.key, source],
    enabled,
    queryFn: async () => {
      if (source === 'group' && scope.groupProblems) {
        const { problemType: _type, ...paging } = query;
        return scope.groupProblems(paging);
      }
      return (await scope.problems({ cid, ...query })).problemList;
    },
    placeholderData: keepPreviousData,
  });
export const usePublicProblemList = (
  cid: number,
  query: ListQuery & { problemType: number },
  enabled: boolean,
  source: 'public' | 'group' = 'public',
) => useQuery(publicProblemListOptions(useContestAdminScope(), cid, query, enabled, source));

export const contestProblemPlaceOptions = (scope: ContestAdminScope, cid: number, pid: number | null) =>
  queryOptions({
    queryKey: [...contestKeys.adminProblemPlace(cid, pid ?? -1), scope.key],
    enabled: pid !== null && pid > 0,
    gcTime: 0,
    queryFn: () => scope.place(cid, pid ?? 0),
  });
export const useContestProblemPlace = (cid: number, pid: number | null) =>
  useQuery(contestProblemPlaceOptions(useContestAdminScope(), cid, pid));

export const useContestProblemActions = (cid: number) => {
  const invalidate = useInvalidate();
  const scope = useContestAdminScope();
  const onSuccess = () => void invalidate({ kind: 'contestAdmin', cid });
  return {
    setPlace: useMutation({
      mutationFn: (body: { pid: number; displayId: string; displayTitle: string; color: string | null }) =>
        scope.setPlace({ cid, ...body }),
      onSuccess,
    }),
    addPublic: useMutation({
      mutationFn: (body: { pid: number; displayId: string }) => scope.addPublic({ cid, ...body }),
      onSuccess,
    }),
    /** A group contest takes a problem of its group by its problem id. */
    addFromGroup: useMutation({
      mutationFn: (q: { problemId: string; displayId: string }) =>
        scope.addFromGroup ? scope.addFromGroup({ cid, ...q }) : Promise.resolve(),
      onSuccess,
    }),
    /** Out of the contest (with its submissions there), or with `deleteProblem` the problem itself. */
    remove: useMutation({
      mutationFn: ({ pid, deleteProblem }: { pid: number; deleteProblem: boolean }) =>
        scope.removeProblem({ cid, pid, deleteProblem }),
      onSuccess: () => {
        onSuccess();
        void invalidate({ kind: 'problem' });
      },
    }),
    rejudge: useMutation({ mutationFn: (pid: number) => api.call(rejudgeContestProblem, { query: { cid, pid } }), onSuccess }),
  };
};

// ── announcements ───────────────────────────────────────────────────────────

export const announcementListOptions = (scope: ContestAdminScope, cid: number, query: { currentPage: number; limit: number }) =>
  queryOptions({
    queryKey: [...contestKeys.adminAnnouncements(cid, query), scope.key],
    queryFn: () => scope.announcements({ cid, ...query }),
    placeholderData: keepPreviousData,
  });
export const useAnnouncementList = (cid: number, query: { currentPage: number; limit: number }) =>
  useQuery(announcementListOptions(useContestAdminScope(), cid, query));

export const useAnnouncementActions = (cid: number) => {
  const invalidate = useInvalidate();
  const scope = useContestAdminScope();
  const onSuccess = () => void invalidate({ kind: 'contestAdmin', cid });
  return {
    save: useMutation({
      mutationFn: (announcement: ContestAnnouncementBody['announcement']) => scope.saveAnnouncement(cid, announcement),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (aid: number) => scope.removeAnnouncement(cid, aid), onSuccess }),
  };
};
