import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { usePageTitle } from '../../site';
import { contestProblemsOptions, useContestInfo } from '../api';
import { useOptionalContestShell } from '../contestContext';
import { BoardView } from './BoardView';
import { VirtualBoardView } from './VirtualBoardView';

/** `/contest/:contestID/rank`: the inner board, ACM or OI by the contest's rule (nothing until it is known). */
export function RankPage() {
  const { t } = useTranslation('contestBoard');
  const cid = Number(useParams().contestID);
  const info = useContestInfo(cid);
  const problems = useQuery(contestProblemsOptions(cid, Number.isInteger(cid) && cid > 0, true));
  usePageTitle(info.data ? `${t('title')} · ${info.data.title}` : t('title'));
  const failed = info.error ?? problems.error;
  // A virtual participant sees their virtual board (VirtualBoardView.tsx).
  const virtual = useOptionalContestShell()?.virtual;
  return (
    <Card title={t('title')} data-testid="contest-rank-page" styles={{ body: { paddingInline: 12 } }}>
      {failed ? (
        <Alert type="error" showIcon message={failed.message} />
      ) : !info.data || !problems.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : virtual ? (
        <VirtualBoardView contest={info.data} problems={problems.data} />
      ) : (
        <BoardView contest={info.data} problems={problems.data} outside={false} />
      )}
    </Card>
  );
}
