import {
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PauseOutlined,
  ReloadOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatPenalty } from './boardCells';
import { medalOf, nextReveal, type ResolverCell, type ResolverState } from './resolver';
import {
  currentState,
  frozenLeft,
  lastStep,
  resolverKey,
  startPlayer,
  stepBack,
  stepForward,
  type ResolverPlayer,
} from './resolverPlayer';

const ROW_HEIGHT = 52;
const AUTO_MS = 1200;

function CellView({ cell, focused, flipped }: { cell: ResolverCell | undefined; focused: boolean; flipped: boolean }) {
  const f = `${focused ? ' sb-focus' : ''}${flipped ? ' sb-flip' : ''}`;
  if (!cell) return <div className={`sb-cell${f}`} />;
  if (cell.solved)
    return (
      <div className={`sb-cell sb-ac${f}`} data-cell="ac">
        {Math.floor(cell.acSeconds / 60)}
        <small>{cell.wrong + 1}</small>
      </div>
    );
  if (cell.pending > 0)
    return (
      <div className={`sb-cell sb-frozen${f}`} data-cell="frozen">
        ?<small>{cell.wrong > 0 ? `-${cell.wrong} +${cell.pending}` : `+${cell.pending}`}</small>
      </div>
    );
  if (cell.wrong > 0)
    return (
      <div className={`sb-cell sb-wrong${f}`} data-cell="wrong">
        -{cell.wrong}
      </div>
    );
  return <div className={`sb-cell${f}`} />;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface ResolverStageProps {
  initial: ResolverState;
  balloonColor: Record<string, string | null>;
  sealed: boolean;
  medals: readonly [number, number, number];
}

/**
 * The resolver as projected (issue 28.10): a dark stage over the whole window, full screen at the
 * first key or on the button; space, Enter or → reveals the next frozen cell (it flips), ← takes the
 * step back, Esc leaves the stage. Rows slide to their new places (transforms); medals light up once
 * everything is revealed. `prefers-reduced-motion` turns the flips and slides off (scroll-board.css).
 */
export function ResolverStage({ initial, balloonColor, sealed, medals }: ResolverStageProps) {
  const { t } = useTranslation('contestBoard');
  const [player, setPlayer] = useState<ResolverPlayer>(() => startPlayer(initial));
  const [auto, setAuto] = useState(false);
  // The stage opens presenting (dark, the whole window); Esc leaves it for the page with its buttons.
  const [presenting, setPresenting] = useState(true);
  const stageRef = useRef<HTMLDivElement>(null);
  useEffect(() => setPlayer(startPlayer(initial)), [initial]);

  const state = currentState(player);
  const last = lastStep(player);
  const focus = nextReveal(state);
  const done = !focus;

  const enterFullscreen = useCallback(() => {
    setPresenting(true);
    const el = stageRef.current;
    if (el && !document.fullscreenElement && typeof el.requestFullscreen === 'function')
      el.requestFullscreen().catch(() => undefined);
  }, []);
  const exit = useCallback(() => {
    setAuto(false);
    setPresenting(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [role=dialog]')) return;
      const action = resolverKey(e.key);
      if (!action) return;
      // A focused button keeps its own Enter and space.
      if (e.target instanceof HTMLElement && e.target.closest('button') && (e.key === ' ' || e.key === 'Enter')) return;
      e.preventDefault();
      if (action === 'exit') return exit();
      // A key is a user gesture: the stage goes full screen at the first one.
      if (presenting) enterFullscreen();
      setPlayer(action === 'forward' ? stepForward : stepBack);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenting, enterFullscreen, exit]);

  // The browser's own Esc leaves full screen without a key event: leave the stage with it.
  useEffect(() => {
    let wasFull = false;
    const onChange = () => {
      if (document.fullscreenElement) wasFull = true;
      else if (wasFull) {
        wasFull = false;
        setAuto(false);
        setPresenting(false);
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!auto || done) {
      if (done) setAuto(false);
      return;
    }
    const timer = setInterval(() => setPlayer(stepForward), AUTO_MS);
    return () => clearInterval(timer);
  }, [auto, done]);

  // The row being resolved stays in sight on a long board.
  useEffect(() => {
    const uid = focus?.uid ?? last?.uid;
    if (!uid) return;
    const row = stageRef.current?.querySelector<HTMLElement>(`[data-uid="${CSS.escape(uid)}"]`);
    row?.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [focus?.uid, last?.uid, player.steps.length]);

  const remaining = frozenLeft(state);
  return (
    <div
      ref={stageRef}
      className={`sb-stage${presenting ? ' sb-presenting' : ''}`}
      data-testid="resolver-stage"
      data-presenting={presenting}
      data-step={player.steps.length}
    >
      <div className="sb-stage-bar">
        <Typography.Title level={4} className="sb-stage-title">
          {t('scroll.title')}
        </Typography.Title>
        <Space wrap size={6}>
          <Button
            icon={<StepBackwardOutlined />}
            onClick={() => setPlayer(stepBack)}
            disabled={player.steps.length === 0}
            data-testid="scroll-back"
            aria-label={t('scroll.back')}
          />
          <Button
            type="primary"
            icon={<StepForwardOutlined />}
            onClick={() => setPlayer(stepForward)}
            disabled={done}
            data-testid="scroll-step"
          >
            {t('scroll.step')}
          </Button>
          <Button icon={auto ? <PauseOutlined /> : <CaretRightOutlined />} onClick={() => setAuto((a) => !a)} disabled={done}>
            {auto ? t('scroll.pause') : t('scroll.auto')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              setAuto(false);
              setPlayer(startPlayer(initial));
            }}
            aria-label={t('scroll.reset')}
          />
          <Button
            icon={presenting ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={presenting ? exit : enterFullscreen}
            data-testid="scroll-present"
          >
            {presenting ? t('scroll.leave') : t('scroll.present')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph className="sb-stage-status" data-testid="scroll-status" aria-live="polite">
        {!sealed
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
                {balloonColor[p] && (
                  <span className="board-balloon" style={{ background: balloonColor[p] ?? undefined }} aria-hidden />
                )}
                {p}
              </div>
            ))}
          </div>
          <div className="sb-body" style={{ height: state.rows.length * ROW_HEIGHT }}>
            {state.rows.map((row, index) => {
              const medal = done ? medalOf(row, medals) : null;
              const classes = [
                'sb-row',
                medal ? `sb-${medal}` : '',
                focus?.uid === row.uid ? 'sb-row-focus' : '',
                last?.uid === row.uid ? 'sb-row-last' : '',
              ];
              return (
                <div
                  key={row.uid}
                  data-testid="scroll-row"
                  data-uid={row.uid}
                  data-rank={row.rank}
                  className={classes.filter(Boolean).join(' ')}
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
                  {state.problems.map((p) => {
                    const flipped = last?.uid === row.uid && last.displayId === p;
                    return (
                      <CellView
                        // A new key for the cell just revealed replays its flip.
                        key={flipped ? `${p}-${player.steps.length}` : p}
                        cell={row.cells[p]}
                        focused={focus?.uid === row.uid && focus.displayId === p}
                        flipped={flipped}
                      />
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {state.rows.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
    </div>
  );
}
