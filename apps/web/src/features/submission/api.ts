import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cancelJudge, getAllCaseResult, getSubmissionDetail, getSubmissionList, manualJudge, rejudge, updateSubmission,
  type JudgeVo, type Page,
} from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export interface SubmissionListQuery {
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
  currentPage: number;
  limit: number;
}

export const submissionKeys = {
  all: ['submission'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (query: SubmissionListQuery) => [...submissionKeys.lists(), query] as const,
  detail: (submitId: number) => [...submissionKeys.all, 'detail', submitId] as const,
  cases: (submitId: number) => [...submissionKeys.all, 'cases', submitId] as const,
};

export const submissionListOptions = (query: SubmissionListQuery) =>
  queryOptions({ queryKey: submissionKeys.list(query), queryFn: () => api.call(getSubmissionList, { query }) });

export const useSubmissionList = (query: SubmissionListQuery, enabled = true) =>
  useQuery({ ...submissionListOptions(query), placeholderData: keepPreviousData, enabled });

export const useSubmissionDetail = (submitId: number) =>
  useQuery({
    queryKey: submissionKeys.detail(submitId),
    queryFn: () => api.call(getSubmissionDetail, { query: { submitId } }),
    enabled: Number.isInteger(submitId) && submitId >= 0,
  });

export const useCaseResults = (submitId: number, enabled: boolean) =>
  useQuery({
    queryKey: submissionKeys.cases(submitId),
    // Case results are optional (closed by the problem); their failure must not toast over the page.
    queryFn: () => api.call(getAllCaseResult, { query: { submitId }, silent: true }),
    enabled,
  });

type Patch = Partial<Pick<JudgeVo, 'status' | 'score' | 'isManual' | 'time' | 'memory'>>;

/** Writes a change into every cached list page holding the row, before the refetch lands. */
export function patchListedSubmission(client: QueryClient, submitId: number, patch: Patch): void {
  client.setQueriesData<Pick<Page<JudgeVo>, 'records'>>({ queryKey: submissionKeys.lists() }, (page) =>
    page ? { ...page, records: page.records.map((r) => (r.submitId === submitId ? { ...r, ...patch } : r)) } : page,
  );
}

/** After any change to one submission: the lists and its detail are stale. */
const refreshSubmission = (client: QueryClient, submitId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: submissionKeys.lists() }),
    client.invalidateQueries({ queryKey: submissionKeys.detail(submitId) }),
    client.invalidateQueries({ queryKey: submissionKeys.cases(submitId) }),
  ]);

export function useRejudge() {
  const client = useQueryClient();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (submitId: number) => api.call(rejudge, { query: { submitId } }),
    onSuccess: (row, submitId) => {
      notify.success(t('admin.rejudgeOk'));
      patchListedSubmission(client, submitId, { status: row?.status ?? 5, score: null, isManual: false, time: null, memory: null });
      void refreshSubmission(client, submitId);
    },
  });
}

export function useManualJudge() {
  const client = useQueryClient();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (input: { submitId: number; status: number; score?: number }) => api.call(manualJudge, { query: input }),
    onSuccess: (_row, { submitId }) => {
      notify.success(t('admin.manualOk'));
      void refreshSubmission(client, submitId);
    },
  });
}

export function useCancelJudge() {
  const client = useQueryClient();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (submitId: number) => api.call(cancelJudge, { query: { submitId } }),
    onSuccess: (_row, submitId) => {
      notify.success(t('admin.cancelOk'));
      void refreshSubmission(client, submitId);
    },
  });
}

export function useShareSubmission() {
  const client = useQueryClient();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (input: { submitId: number; share: boolean; uid?: string }) => api.call(updateSubmission, { body: input }),
    onSuccess: (_data, { submitId, share }) => {
      notify.success(share ? t('detail.shareOk') : t('detail.unshareOk'));
      void client.invalidateQueries({ queryKey: submissionKeys.detail(submitId) });
    },
  });
}

/** The status-list refresh a verdict triggers (row time/memory/score arrive with the list). */
export const refreshSubmissionLists = (client: QueryClient) => client.invalidateQueries({ queryKey: submissionKeys.lists() });
