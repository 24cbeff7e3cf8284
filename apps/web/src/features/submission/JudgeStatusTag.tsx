import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  CodeOutlined,
  DatabaseOutlined,
  ExclamationCircleOutlined,
  FontSizeOutlined,
  LoadingOutlined,
  MinusCircleOutlined,
  PieChartOutlined,
  QuestionCircleOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
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
    if (status === JudgeStatus.Judging && progress && progress.total > 0)
      return t('live.judgingProgress', { done: progress.done, total: progress.total });
    return t(`status.${STATUS_KEYS[status]}`);
  };
}

export const statusColor = (status: number) => (isStatusCode(status) ? JUDGE_STATUS_INFO[status].color : '#6b7280');

/** A shape per verdict beside its colour and name: the verdict reads without telling colours apart. */
const ICONS: Partial<Record<number, ReactNode>> = {
  [JudgeStatus.Accepted]: <CheckCircleOutlined />,
  [JudgeStatus.WrongAnswer]: <CloseCircleOutlined />,
  [JudgeStatus.TimeLimitExceeded]: <ClockCircleOutlined />,
  [JudgeStatus.MemoryLimitExceeded]: <DatabaseOutlined />,
  [JudgeStatus.RuntimeError]: <ExclamationCircleOutlined />,
  [JudgeStatus.CompileError]: <CodeOutlined />,
  [JudgeStatus.PresentationError]: <FontSizeOutlined />,
  [JudgeStatus.SystemError]: <WarningOutlined />,
  [JudgeStatus.PartialAccepted]: <PieChartOutlined />,
  [JudgeStatus.Cancelled]: <MinusCircleOutlined />,
  [JudgeStatus.SubmittedFailed]: <StopOutlined />,
  [JudgeStatus.SubmittedUnknownResult]: <QuestionCircleOutlined />,
  [JudgeStatus.NotSubmitted]: <MinusCircleOutlined />,
};

/** The verdict's icon; a spinner while judging. */
export function StatusIcon({ status }: { status: number }) {
  const icon = isInProgress(status) ? <LoadingOutlined /> : ICONS[status];
  return icon ? (
    <span aria-hidden="true" data-testid="status-icon">
      {icon}
    </span>
  ) : null;
}

/** A coloured verdict tag with its icon and name. */
export function JudgeStatusTag({
  status,
  progress,
  onClick,
}: {
  status: number;
  progress?: JudgeProgress;
  onClick?: () => void;
}) {
  const label = useStatusLabel();
  const icon = isInProgress(status) ? <LoadingOutlined /> : ICONS[status];
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
