import { LockOutlined, TrophyOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { ContestAuth, ContestStatus, ContestType } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';
import { durationParts } from './contestTime';

/** Status colours: the same in the list, the header and the progress bar (white tag text on them ≥ 4.5:1). */
export const STATUS_COLOR: Record<number, string> = {
  [ContestStatus.Scheduled]: '#0958d9',
  [ContestStatus.Running]: '#237804',
  [ContestStatus.Ended]: '#d4380d',
};
/** The same as text on a dark page (4.5:1 on #1f1f1f). */
const STATUS_TEXT_DARK: Record<number, string> = {
  [ContestStatus.Scheduled]: '#6d9cf0',
  [ContestStatus.Running]: '#73d13d',
  [ContestStatus.Ended]: '#ff7a45',
};

/** A status colour for text (the countdown) and strokes, readable in either theme. */
export function useStatusTextColor(): (status: number) => string | undefined {
  const { isDark } = useTheme();
  return (status) => (isDark ? STATUS_TEXT_DARK : STATUS_COLOR)[status];
}

const statusKey = (status: number) =>
  status === ContestStatus.Scheduled ? 'scheduled' : status === ContestStatus.Running ? 'running' : 'ended';

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('contest');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="contest-status" data-status={status}>
      {t(`status.${statusKey(status)}`)}
    </Tag>
  );
}

export function RuleTag({ type }: { type: number }) {
  const { t } = useTranslation('contest');
  const oi = type === ContestType.OI;
  return (
    <Tooltip title={oi ? t('rule.oiHint') : t('rule.acmHint')}>
      <Tag color={oi ? 'purple' : 'geekblue'} icon={<TrophyOutlined />} data-testid="contest-rule">
        {oi ? t('rule.oi') : t('rule.acm')}
      </Tag>
    </Tooltip>
  );
}

/** Red lock for private (password to enter), orange for protected (password to submit); nothing for public. */
export function AuthBadge({ auth }: { auth: number }) {
  const { t } = useTranslation('contest');
  if (auth === ContestAuth.Public) return null;
  const priv = auth === ContestAuth.Private;
  return (
    <Tooltip title={priv ? t('auth.privateHint') : t('auth.protectedHint')}>
      <Tag color={priv ? 'red' : 'orange'} icon={<LockOutlined />} data-testid="contest-auth" data-auth={auth}>
        {priv ? t('auth.private') : t('auth.protected')}
      </Tag>
    </Tooltip>
  );
}

export function useDurationText() {
  const { t } = useTranslation('contest');
  return (seconds: number) => {
    const { days, hours, minutes } = durationParts(seconds);
    const parts = [
      days > 0 ? t('duration.days', { count: days }) : '',
      hours > 0 ? t('duration.hours', { count: hours }) : '',
      minutes > 0 ? t('duration.minutes', { count: minutes }) : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : t('duration.minutes', { count: 0 });
  };
}
