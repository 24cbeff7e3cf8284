import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import { defaultMedalCounts } from '@verdict/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { usePageTitle } from '../../site';
import { scrollBoardOptions } from '../api';
import { displayName } from './boardCells';
import { buildResolver, parseScrollBoardTime, rankedCount, type ResolverState } from './resolver';
import { ResolverStage } from './ResolverStage';
import { medalsFromParams } from './scrollBoardLink';
import './scroll-board.css';
import { positiveInt } from '../../../lib/urlNumbers';

/**
 * `/scrollBoard?cid=…&removeStar=…&medals[]=…[&source=ccs]` — the ICPC-style resolver: starts from the board
 * frozen at the seal and reveals the frozen cells one by one from the bottom (Enter, space or →;
 * or auto-play); rows slide to their new places; medals are coloured once all is revealed.
 */
export function ScrollBoardPage() {
  const { t } = useTranslation('contestBoard');
  const [params] = useSearchParams();
  const cid = positiveInt(params.get('cid'), 0);
  const removeStar = params.get('removeStar') === 'true';
  const medalParams = medalsFromParams(params);
  usePageTitle(t('scroll.title'));
  const enabled = cid > 0;
  // `source=ccs`: the same screen on the contest package's data (the ICPC resolver's input).
  const data = useQuery(scrollBoardOptions(cid, removeStar, params.get('source') === 'ccs' ? 'ccs' : 'verdict'));

  const initial = useMemo<ResolverState | null>(() => {
    if (!data.data) return null;
    const { info, subs } = data.data;
    const problems = Object.keys(info.balloonColor).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    const seal = info.sealRankTime ? parseScrollBoardTime(info.sealRankTime) : Number.NaN;
    return buildResolver({
      problems,
      startMs: parseScrollBoardTime(info.startTime),
      sealMs: Number.isFinite(seal) ? seal : null,
      starUsernames: info.starUserList,
      removeStar,
      submissions: subs.map((s) => ({
        uid: s.uid,
        username: s.username,
        name: displayName(s, info.rankShowName),
        school: s.school,
        displayId: s.displayId,
        status: s.status,
        submitMs: parseScrollBoardTime(s.submitTime),
        submitId: s.submitId,
      })),
    });
  }, [data.data, removeStar]);

  const medals: [number, number, number] = medalParams ?? defaultMedalCounts(initial ? rankedCount(initial) : 0);

  if (!enabled)
    return (
      <Card>
        <Alert type="error" showIcon message={t('scroll.noContest')} />
      </Card>
    );
  if (data.isError)
    return (
      <Card>
        <Alert type="error" showIcon message={data.error.message} />
      </Card>
    );
  if (!initial || !data.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  const { info } = data.data;
  return (
    <div data-testid="scroll-board">
      <ResolverStage initial={initial} balloonColor={info.balloonColor} sealed={!!info.sealRankTime} medals={medals} />
    </div>
  );
}
