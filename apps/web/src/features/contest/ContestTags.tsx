import { LockOutlined, TrophyOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { ContestAuth, ContestStatus, ContestType } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { durationParts } from './contestTime';

/** Status colours: the same in the list, the header and the progress bar. */
export const STATUS_COLOR: Record<number, string> = {
  [ContestStatus.Scheduled]: '#1677ff',
  [ContestStatus.Running]: '#389e0d',
  [ContestStatus.Ended]: '#d4380d',
};

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
