import { LoadingOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { JUDGE_STATUS_INFO, JudgeStatus, isInProgress } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../lib/contrast';
import { isStatusCode, STATUS_KEYS } from './statusKeys';

export interface JudgeProgress {
  status: number;
  done: number;
  total: number;
}

/** The name of a status in the current language; 'Judging 3/10' when case progress is known. */
export function useStatusLabel() {
  const { t } = useTranslation('submission');
  return (status: number, progress?: Pick<JudgeProgress, 'done' | 'total'>) => {
    if (!isStatusCode(status)) return String(status);
    if (status === JudgeStatus.Judging && progress && progress.total > 0) return t('live.judgingProgress', { done: progress.done, total: progress.total });
    return t(`status.${STATUS_KEYS[status]}`);
  };
}

export const statusColor = (status: number) => (isStatusCode(status) ? JUDGE_STATUS_INFO[status].color : '#909399');

/** A coloured verdict tag; a spinner while judging. */
export function JudgeStatusTag({ status, progress, onClick }: { status: number; progress?: JudgeProgress; onClick?: () => void }) {
  const label = useStatusLabel();
  const icon = isInProgress(status) ? <LoadingOutlined /> : status === JudgeStatus.SubmittedUnknownResult ? <QuestionCircleOutlined /> : undefined;
  return (
    <Tag
      color={statusColor(status)}
      icon={icon}
      onClick={onClick}
      // The text colour follows the tag's colour: white where it reaches 4.5:1, dark otherwise.
      style={{ cursor: onClick ? 'pointer' : undefined, marginInlineEnd: 0, color: textOn(statusColor(status)) }}
      data-testid="judge-status"
      data-status={status}
    >
      {label(status, progress)}
    </Tag>
  );
}
