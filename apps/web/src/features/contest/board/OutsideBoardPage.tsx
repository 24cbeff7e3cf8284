import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Tag } from 'antd';
import { contestRuleOf } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { usePageTitle } from '../../site';
import { outsideInfoOptions } from '../api';
import { BoardView } from './BoardView';

/**
 * `/contest/acm-scoreboard/:contestID` and `/contest/oi-scoreboard/:contestID`: the outside board
 * for anyone when the contest opens it. The view follows the contest's rule whichever path was used.
 */
export function OutsideBoardPage() {
  const { t } = useTranslation('contestBoard');
  const cid = Number(useParams().contestID);
  const info = useQuery(outsideInfoOptions(cid));
  const contest = info.data?.contest;
  usePageTitle(contest ? `${t('outsideTitle')} · ${contest.title}` : t('outsideTitle'));
  return (
    <Card
      data-testid="contest-outside-board"
      title={
        contest ? (
          <span>
            {contest.title}{' '}
            <Tag color={contestRuleOf(contest.type).ranksBy === 'solved' ? 'green' : 'blue'}>
              {contestRuleOf(contest.type).name}
            </Tag>
          </span>
        ) : (
          t('outsideTitle')
        )
      }
      styles={{ body: { paddingInline: 12 } }}
    >
      {info.isError ? (
        <Alert type="error" showIcon message={info.error.message} />
      ) : !info.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <BoardView contest={info.data.contest} problems={info.data.problemList} outside />
      )}
    </Card>
  );
}
