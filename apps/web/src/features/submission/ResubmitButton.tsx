import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { JudgeStatus, resubmit } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useInvalidate } from '../invalidation';
import { patchListedSubmission } from './api';

/** What the resubmit icon needs of a row (a list row or a detail). */
export interface ResubmitRow {
  submitId: number;
  uid: string;
  status: number;
  cid?: number | null;
}

/** The statuses `/api/resubmit` judges again: Submitted Failed (10) and System Error (4). */
const RETRYABLE: readonly number[] = [JudgeStatus.SubmittedFailed, JudgeStatus.SystemError];

/**
 * Spec 1 §4: a Submitted Failed (status 10) row, the remote site having refused or failed it, or a
 * System Error (status 4) row, is sent again by its author; the server (`/api/resubmit`) allows
 * only one's own practice rows of those two statuses.
 */
export const canResubmit = (row: ResubmitRow, viewerUid: string | undefined): boolean =>
  !!viewerUid && row.uid === viewerUid && !Number(row.cid) && RETRYABLE.includes(row.status);

export function useResubmit() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const { t } = useTranslation('remoteJudge');
  return useMutation({
    mutationFn: (submitId: number) => api.call(resubmit, { query: { submitId } }),
    onSuccess: (row, submitId) => {
      notify.success(t('resubmitOk'));
      // The row is Pending again at once: the list's live follow-up picks it up (useLiveSubmissions).
      patchListedSubmission(client, submitId, {
        status: row?.status ?? JudgeStatus.Pending,
        score: null,
        time: null,
        memory: null,
      });
      void invalidate({ kind: 'judgement', submitId });
    },
  });
}

/** The resubmit icon beside a status-10 or status-4 tag; nothing for anyone else's row or another status. */
export function ResubmitButton({ row, viewerUid }: { row: ResubmitRow; viewerUid: string | undefined }) {
  const { t } = useTranslation('remoteJudge');
  const mutation = useResubmit();
  if (!canResubmit(row, viewerUid)) return null;
  return (
    <Tooltip title={t('resubmit')}>
      <Button
        size="small"
        type="text"
        icon={<RedoOutlined />}
        aria-label={t('resubmit')}
        data-testid="resubmit"
        loading={mutation.isPending}
        onClick={(e) => {
          e.stopPropagation();
          mutation.mutate(row.submitId);
        }}
      />
    </Tooltip>
  );
}
