import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type ContestAnnouncementBody, adminAddContest, adminAddContestAnnouncement, adminAddContestProblemFromPublic, adminChangeContestVisible,
  adminCloneContest, adminDeleteContest, adminDeleteContestAnnouncement, adminDeleteContestProblem, adminGetContest,
  adminGetContestAnnouncement, adminGetContestList, adminGetContestProblemInfo, adminGetContestProblemList, adminSetContestProblemInfo,
  adminUpdateContest, adminUpdateContestAnnouncement, downloadContestAcSubmission, rejudgeContestProblem,
} from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { useInvalidate } from '../../invalidation';
import { contestKeys } from '../queryKeys';
import type { ContestPayload } from './form';

export interface ListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

export const useAdminContestList = (query: ListQuery) =>
  useQuery({ queryKey: contestKeys.adminList(query), queryFn: () => api.call(adminGetContestList, { query }), placeholderData: keepPreviousData });

export const useAdminContest = (cid: number | null) =>
  useQuery({
    queryKey: contestKeys.adminInfo(cid ?? -1),
    enabled: cid !== null && cid > 0,
    // The form starts from what is stored now.
    gcTime: 0,
    queryFn: () => api.call(adminGetContest, { query: { cid: cid ?? 0 } }),
  });

export const useSaveContest = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ContestPayload): Promise<number> => {
      if (body.id != null) {
        await api.call(adminUpdateContest, { body });
        return Number(body.id);
      }
      return (await api.call(adminAddContest, { body })).id;
    },
    onSuccess: (cid) => void invalidate({ kind: 'contestAdmin', cid }),
  });
};

export const useContestActions = () => {
  const invalidate = useInvalidate();
  const done = (cid: number) => () => void invalidate({ kind: 'contestAdmin', cid });
  return {
    visible: useMutation({
      mutationFn: ({ cid, visible }: { cid: number; visible: boolean }) => api.call(adminChangeContestVisible, { query: { cid, visible } }),
      onSuccess: (_d, v) => done(v.cid)(),
    }),
    remove: useMutation({ mutationFn: (cid: number) => api.call(adminDeleteContest, { query: { cid } }), onSuccess: (_d, cid) => done(cid)() }),
    clone: useMutation({ mutationFn: (cid: number) => api.call(adminCloneContest, { query: { cid } }), onSuccess: () => void invalidate({ kind: 'contestAdmin' }) }),
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

export const useContestProblemList = (cid: number, query: ListQuery) =>
  useQuery({
    queryKey: contestKeys.adminProblems(cid, query),
    queryFn: () => api.call(adminGetContestProblemList, { query: { cid, ...query } }),
    placeholderData: keepPreviousData,
  });

/** Public problems of the contest's rule not yet in it (the add-from-public dialog). */
export const usePublicProblemList = (cid: number, query: ListQuery & { problemType: number }, enabled: boolean) =>
  useQuery({
    queryKey: contestKeys.adminPublicProblems(cid, query),
    enabled,
    queryFn: () => api.call(adminGetContestProblemList, { query: { cid, ...query } }),
    placeholderData: keepPreviousData,
  });

export const useContestProblemPlace = (cid: number, pid: number | null) =>
  useQuery({
    queryKey: contestKeys.adminProblemPlace(cid, pid ?? -1),
    enabled: pid !== null && pid > 0,
    gcTime: 0,
    queryFn: () => api.call(adminGetContestProblemInfo, { query: { cid, pid: pid ?? 0 } }),
  });

export const useContestProblemActions = (cid: number) => {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate({ kind: 'contestAdmin', cid });
  return {
    setPlace: useMutation({
      mutationFn: (body: { pid: number; displayId: string; displayTitle: string; color: string | null }) =>
        api.call(adminSetContestProblemInfo, { body: { cid, ...body } }),
      onSuccess,
    }),
    addPublic: useMutation({
      mutationFn: (body: { pid: number; displayId: string }) => api.call(adminAddContestProblemFromPublic, { body: { cid, ...body } }),
      onSuccess,
    }),
    /** Out of the contest (with its submissions there), or with `deleteProblem` the problem itself. */
    remove: useMutation({
      mutationFn: ({ pid, deleteProblem }: { pid: number; deleteProblem: boolean }) =>
        api.call(adminDeleteContestProblem, { query: deleteProblem ? { pid } : { pid, cid } }),
      onSuccess: () => {
        onSuccess();
        void invalidate({ kind: 'problem' });
      },
    }),
    rejudge: useMutation({ mutationFn: (pid: number) => api.call(rejudgeContestProblem, { query: { cid, pid } }), onSuccess }),
  };
};

// ── announcements ───────────────────────────────────────────────────────────

export const useAnnouncementList = (cid: number, query: { currentPage: number; limit: number }) =>
  useQuery({
    queryKey: contestKeys.adminAnnouncements(cid, query),
    queryFn: () => api.call(adminGetContestAnnouncement, { query: { cid, ...query } }),
    placeholderData: keepPreviousData,
  });

export const useAnnouncementActions = (cid: number) => {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate({ kind: 'contestAdmin', cid });
  return {
    save: useMutation({
      mutationFn: (announcement: ContestAnnouncementBody['announcement']) =>
        announcement.id != null
          ? api.call(adminUpdateContestAnnouncement, { body: { cid, announcement } })
          : api.call(adminAddContestAnnouncement, { body: { cid, announcement } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (aid: number) => api.call(adminDeleteContestAnnouncement, { query: { aid } }), onSuccess }),
  };
};
