import { Card, Descriptions, Empty, Space } from 'antd';
import { ContestAuth, ContestStatus, ContestType } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown';
import { TeamRegistration } from '../team';
import { useContestShell } from './contestContext';
import { useDurationText } from './ContestTags';

/** The contest's home: its description and rules. */
export function ContestOverview() {
  const { t } = useTranslation('contest');
  const { cid, contest, status, isAdmin, hasAccess } = useContestShell();
  const duration = useDurationText();
  const overview = (
    <Card data-testid="contest-overview">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          {
            key: 'rule',
            label: t('overview.rules'),
            children: contest.type === ContestType.OI ? t('rule.oiHint') : t('rule.acmHint'),
          },
          { key: 'duration', label: t('list.duration'), children: duration(contest.duration) },
          ...(contest.author ? [{ key: 'author', label: t('overview.author'), children: contest.author }] : []),
        ]}
        style={{ marginBottom: 16 }}
      />
      {contest.description?.trim() ? (
        <Markdown source={contest.description} />
      ) : (
        <Empty description={t('overview.noDescription')} />
      )}
    </Card>
  );
  if (!contest.teamContest) return overview;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <TeamRegistration
        cid={cid}
        ended={status === ContestStatus.Ended}
        needsPassword={contest.auth !== ContestAuth.Public && !hasAccess}
        isAdmin={isAdmin}
      />
      {overview}
    </Space>
  );
}
