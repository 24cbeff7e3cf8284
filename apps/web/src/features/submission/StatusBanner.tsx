import { Alert, Space } from 'antd';
import type { ReactNode } from 'react';
import { JudgeStatus, type JudgeEntity } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blend, readableOn } from '../../lib/contrast';
import { useTheme } from '../../lib/theme';
import { formatLength, formatMemory, formatTimeMs } from './format';
import { StatusIcon, statusColor, useStatusLabel, type JudgeProgress } from './JudgeStatusTag';

const SHOWS_ERROR: readonly number[] = [JudgeStatus.CompileError, JudgeStatus.SystemError, JudgeStatus.SubmittedFailed];

/** The verdict headline: the error text for CE/SE/SF, the run figures otherwise. */
export function StatusBanner({
  submission,
  progress,
  action,
}: {
  submission: JudgeEntity;
  progress?: JudgeProgress;
  /** Beside the headline: the resubmit icon of a Submitted Failed or System Error row. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('submission');
  const label = useStatusLabel();
  const status = progress?.status ?? submission.status;
  const color = statusColor(status);
  const { isDark } = useTheme();
  // The headline keeps the verdict's hue, darkened (or lightened) to 4.5:1 on the tinted card.
  const textColor = readableOn(color, blend(color, 0.08, isDark ? '#141414' : '#ffffff'));
  const showsError = SHOWS_ERROR.includes(status);
  return (
    <Alert
      data-testid="status-banner"
      // color-mix keeps any CSS colour valid (the old `${color}14` broke on 3-digit codes).
      style={{ borderColor: color, background: `color-mix(in srgb, ${color} 8%, transparent)`, marginBottom: 16 }}
      message={
        <span style={{ color: textColor, fontSize: 20, fontWeight: 700 }} data-testid="banner-status" data-status={status}>
          <StatusIcon status={status} /> {label(status, progress)} {action}
        </span>
      }
      description={
        showsError ? (
          <pre className="submission-error">{submission.errorMessage || t('detail.noErrorMessage')}</pre>
        ) : (
          <Space wrap size={[24, 4]}>
            <span>
              {t('detail.time')}: {formatTimeMs(submission.time)}
            </span>
            <span>
              {t('detail.memory')}: {formatMemory(submission.memory)}
            </span>
            <span>
              {t('detail.length')}: {formatLength(submission.length)}
            </span>
            <span>
              {t('detail.language')}: {submission.language}
            </span>
            <span>
              {t('detail.author')}:{' '}
              <Link to={`/user-home?username=${encodeURIComponent(submission.username)}`}>{submission.username}</Link>
            </span>
          </Space>
        )
      }
    />
  );
}
