import { TeamOutlined } from '@ant-design/icons';
import { Card, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { ContestStatus, type ContestVo, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../lib/useCountdown';
import { contestPhase, formatSpan, WEEK_MS } from './contestTime';
import { AuthBadge, RuleTag, StatusTag, useStatusTextColor } from './ContestTags';

dayjs.extend(relativeTime);

/**
 * Title, tags, times, the progress bar and the countdown, all on the server's clock (spec 2 §2, §4):
 * `clockOffset` is how far it is ahead of this browser's. The header ticks each second on its own,
 * the rest of the contest's page does not.
 */
export function ContestHeader({
  contest,
  clockOffset,
  compact = false,
}: {
  contest: ContestVo;
  clockOffset: number;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('contest');
  const statusColor = useStatusTextColor();
  const start = parseWireDate(contest.startTime);
  const end = parseWireDate(contest.endTime);
  const now = useServerNow(clockOffset, Date.now() + clockOffset < end);
  const phase = contestPhase(start, end, now);
  const fmt = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

  let countdown: string;
  if (phase.status === ContestStatus.Ended) countdown = t('shell.ended');
  else if (phase.status === ContestStatus.Running) countdown = t('shell.endsIn', { time: formatSpan(phase.remainingMs) });
  else if (phase.remainingMs > WEEK_MS) {
    // Far away: a humanised span from the server's now, not seconds ticking.
    countdown = t('shell.startsInWeeks', {
      time: dayjs(start)
        .locale(i18n.language === 'en' ? 'en' : 'zh-cn')
        .from(dayjs(now)),
    });
  } else countdown = t('shell.startsIn', { time: formatSpan(phase.remainingMs) });

  return (
    <Card data-testid="contest-header">
      <Typography.Title level={3} className="contest-header-title" data-testid="contest-title">
        {contest.title}
      </Typography.Title>
      <Space wrap size={4}>
        <StatusTag status={phase.status} />
        <RuleTag type={contest.type} />
        <AuthBadge auth={contest.auth} />
        {contest.gid != null && <Tag>{t('shell.group')}</Tag>}
        <Tooltip title={t('shell.participants')}>
          <Tag icon={<TeamOutlined />} data-testid="contest-count">
            {contest.count ?? 0}
          </Tag>
        </Tooltip>
      </Space>
      {/* Phones away from the overview: title, state and countdown only, the page below needs the room. */}
      <div className="contest-header-times" hidden={compact}>
        <span>
          {t('shell.startAt')}: {fmt(start)}
        </span>
        <span>
          {t('shell.endAt')}: {fmt(end)}
        </span>
      </div>
      <Progress
        className="contest-progress"
        percent={phase.percent}
        showInfo={false}
        strokeColor={statusColor(phase.status)}
        aria-label={t('shell.progress')}
        data-testid="contest-progress"
        data-percent={phase.percent}
      />
      <div
        className="contest-countdown"
        role="timer"
        aria-live="off"
        data-testid="contest-countdown"
        style={{ color: statusColor(phase.status) }}
      >
        {countdown}
      </div>
    </Card>
  );
}
