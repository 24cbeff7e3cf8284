import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cancelJudge,
  getAllCaseResult,
  getSubmissionDetail,
  getSubmissionList,
  manualJudge,
  rejudge,
  updateSubmission,
  type JudgeVo,
  type Page,
} from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useInvalidate } from '../invalidation';
import { submissionKeys, type SubmissionListQuery } from '../keys';

export type { SubmissionListQuery };

export const submissionListOptions = (query: SubmissionListQuery) =>
  queryOptions({ queryKey: submissionKeys.list(query), queryFn: () => api.call(getSubmissionList, { query }) });

export const useSubmissionList = (query: SubmissionListQuery, enabled = true) =>
  useQuery({ ...submissionListOptions(query), placeholderData: keepPreviousData, enabled });

export const submissionDetailOptions = (submitId: number) =>
  queryOptions({
    queryKey: submissionKeys.detail(submitId),
    queryFn: () => api.call(getSubmissionDetail, { query: { submitId } }),
    enabled: Number.isInteger(submitId) && submitId >= 0,
  });
export const useSubmissionDetail = (submitId: number) => useQuery(submissionDetailOptions(submitId));

export const caseResultsOptions = (submitId: number, enabled: boolean) =>
  queryOptions({
    queryKey: submissionKeys.cases(submitId),
    // Case results are optional (closed by the problem); their failure must not toast over the page.
    queryFn: () => api.call(getAllCaseResult, { query: { submitId }, silent: true }),
    enabled,
  });
export const useCaseResults = (submitId: number, enabled: boolean) => useQuery(caseResultsOptions(submitId, enabled));

type Patch = Partial<Pick<JudgeVo, 'status' | 'score' | 'isManual' | 'time' | 'memory'>>;

/** Writes a change into every cached list page holding the row, before the refetch lands. */
export function patchListedSubmission(client: QueryClient, submitId: number, patch: Patch): void {
  client.setQueriesData<Pick<Page<JudgeVo>, 'records'>>({ queryKey: submissionKeys.lists() }, (page) =>
    page ? { ...page, records: page.records.map((r) => (r.submitId === submitId ? { ...r, ...patch } : r)) } : page,
  );
}

export function useRejudge() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (submitId: number) => api.call(rejudge, { query: { submitId } }),
    onSuccess: (row, submitId) => {
      notify.success(t('admin.rejudgeOk'));
      patchListedSubmission(client, submitId, {
        status: row?.status ?? 5,
        score: null,
        isManual: false,
        time: null,
        memory: null,
      });
      void invalidate({ kind: 'judgement', submitId });
    },
  });
}

export function useManualJudge() {
  const invalidate = useInvalidate();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (input: { submitId: number; status: number; score?: number }) => api.call(manualJudge, { query: input }),
    onSuccess: (_row, { submitId }) => {
      notify.success(t('admin.manualOk'));
      void invalidate({ kind: 'judgement', submitId });
    },
  });
}

export function useCancelJudge() {
  const invalidate = useInvalidate();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (submitId: number) => api.call(cancelJudge, { query: { submitId } }),
    onSuccess: (_row, submitId) => {
      notify.success(t('admin.cancelOk'));
      void invalidate({ kind: 'judgement', submitId });
    },
  });
}

export function useShareSubmission() {
  const invalidate = useInvalidate();
  const { t } = useTranslation('submission');
  return useMutation({
    mutationFn: (input: { submitId: number; share: boolean; uid?: string }) => api.call(updateSubmission, { body: input }),
    onSuccess: (_data, { submitId, share }) => {
      notify.success(share ? t('detail.shareOk') : t('detail.unshareOk'));
      void invalidate({ kind: 'share', submitId });
    },
  });
}
