import { CaretRightOutlined, PauseOutlined, ReloadOutlined, StepForwardOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { defaultMedalCounts } from '@verdict/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { usePageTitle } from '../../site';
import { scrollBoardOptions } from '../api';
import { displayName, formatPenalty } from './boardCells';
import {
  buildResolver,
  medalOf,
  nextReveal,
  parseScrollBoardTime,
  rankedCount,
  reveal,
  type ResolverCell,
  type ResolverState,
} from './resolver';
import { medalsFromParams } from './scrollBoardLink';
import './scroll-board.css';
import { positiveInt } from '../../../lib/urlNumbers';

const ROW_HEIGHT = 52;
const AUTO_MS = 1200;

function CellView({ cell, focused }: { cell: ResolverCell | undefined; focused: boolean }) {
  const f = focused ? ' sb-focus' : '';
  if (!cell) return <div className={`sb-cell${f}`} />;
  if (cell.solved)
    return (
      <div className={`sb-cell sb-ac${f}`}>
        {Math.floor(cell.acSeconds / 60)}
        <small>{cell.wrong + 1}</small>
      </div>
    );
  if (cell.pending > 0)
    return (
      <div className={`sb-cell sb-frozen${f}`}>
        ?<small>{cell.wrong > 0 ? `-${cell.wrong} +${cell.pending}` : `+${cell.pending}`}</small>
      </div>
    );
  if (cell.wrong > 0) return <div className={`sb-cell sb-wrong${f}`}>-{cell.wrong}</div>;
  return <div className={`sb-cell${f}`} />;
}

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

  const [state, setState] = useState<ResolverState | null>(null);
  const [auto, setAuto] = useState(false);
  const [lastUid, setLastUid] = useState<string | null>(null);
  useEffect(() => setState(initial), [initial]);

  const focus = state ? nextReveal(state) : null;
  const done = !!state && !focus;
  const medals: [number, number, number] = medalParams ?? defaultMedalCounts(state ? rankedCount(state) : 0);

  const step = useCallback(() => {
    setState((s) => {
      const r = s ? reveal(s) : null;
      if (!r) return s;
      setLastUid(r.step.uid);
      return r.state;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('button, input, textarea, select')) return;
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowRight') {
        e.preventDefault();
        step();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  useEffect(() => {
    if (!auto || done) {
      if (done) setAuto(false);
      return;
    }
    const timer = setInterval(step, AUTO_MS);
    return () => clearInterval(timer);
  }, [auto, done, step]);

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
  if (!state || !data.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  const { info } = data.data;
  const remaining = state.rows.reduce((n, r) => n + Object.values(r.cells).filter((c) => c.pending > 0).length, 0);

  return (
    <Card data-testid="scroll-board" title={t('scroll.title')} styles={{ body: { paddingInline: 8 } }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<StepForwardOutlined />} onClick={step} disabled={done} data-testid="scroll-step">
          {t('scroll.step')}
        </Button>
        <Button icon={auto ? <PauseOutlined /> : <CaretRightOutlined />} onClick={() => setAuto((a) => !a)} disabled={done}>
          {auto ? t('scroll.pause') : t('scroll.auto')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            setAuto(false);
            setLastUid(null);
            setState(initial);
          }}
        >
          {t('scroll.reset')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" data-testid="scroll-status" aria-live="polite">
        {!info.sealRankTime
          ? t('scroll.notSealed')
          : done
            ? t('scroll.done')
            : `${t('scroll.remaining', { count: remaining })} ${t('scroll.keys')}`}
      </Typography.Paragraph>
      <div className="sb-scroll">
        <div className="sb-table" style={{ minWidth: 310 + state.problems.length * 56 }}>
          <div className="sb-head">
            <div className="sb-rank">{t('col.rank')}</div>
            <div className="sb-name">{t('col.name')}</div>
            <div className="sb-solved">{t('col.solved')}</div>
            <div className="sb-penalty">{t('col.penalty')}</div>
            {state.problems.map((p) => (
              <div key={p} className="sb-cell sb-problem">
                {info.balloonColor[p] && (
                  <span className="board-balloon" style={{ background: info.balloonColor[p] ?? undefined }} aria-hidden />
                )}
                {p}
              </div>
            ))}
          </div>
          <div className="sb-body" style={{ height: state.rows.length * ROW_HEIGHT }}>
            {state.rows.map((row, index) => {
              const medal = done ? medalOf(row, medals) : null;
              return (
                <div
                  key={row.uid}
                  data-testid="scroll-row"
                  data-uid={row.uid}
                  className={`sb-row${medal ? ` sb-${medal}` : ''}${focus?.uid === row.uid ? ' sb-row-focus' : ''}${lastUid === row.uid ? ' sb-row-last' : ''}`}
                  style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
                >
                  <div className="sb-rank">{row.rank === -1 ? '*' : row.rank}</div>
                  <div className="sb-name">
                    <strong>
                      {row.name}
                      {medal && <span className={`sb-medal sb-medal-${medal}`}>{t(`scroll.${medal}Medal`)}</span>}
                    </strong>
                    {row.school && <small>{row.school}</small>}
                  </div>
                  <div className="sb-solved">{row.solved}</div>
                  <div className="sb-penalty">{formatPenalty(row.penalty)}</div>
                  {state.problems.map((p) => (
                    <CellView key={p} cell={row.cells[p]} focused={focus?.uid === row.uid && focus.displayId === p} />
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {state.rows.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
    </Card>
  );
}
