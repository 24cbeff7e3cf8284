import { CheckCircleFilled, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LOGIN_PUZZLE } from '@verdict/shared';
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPuzzle, useLoginPuzzle } from './api';

const { width: WIDTH, height: HEIGHT, piece: PIECE } = LOGIN_PUZZLE;
const HANDLE = 40;

/**
 * Drag the piece into the gap; required before login after repeated failures. The server draws
 * the puzzle and checks the answer (only it knows where the gap is); a passed puzzle's key goes
 * with the next login.
 */
export function SlidePuzzle({ onVerified }: { onVerified: (puzzleKey: string) => void }) {
  const { t } = useTranslation('account');
  const { data: puzzle, refetch } = useLoginPuzzle();
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'dragging' | 'checking' | 'failed' | 'passed'>('idle');
  const dragStart = useRef(0);

  const reset = useCallback(() => {
    void refetch();
    setX(0);
    setState('idle');
  }, [refetch]);

  const check = async (position: number) => {
    if (!puzzle) return;
    setState('checking');
    const passed = await checkPuzzle(puzzle.puzzleKey, position).catch(() => false);
    if (passed) {
      setState('passed');
      onVerified(puzzle.puzzleKey);
    } else {
      // A wrong answer burns the puzzle on the server: show a new one.
      setState('failed');
      setTimeout(reset, 600);
    }
  };

  const max = WIDTH - HANDLE;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state === 'passed' || state === 'checking' || !puzzle) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    dragStart.current = e.clientX - x;
    setState('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (state === 'dragging') setX(Math.min(max, Math.max(0, e.clientX - dragStart.current)));
  };
  const onPointerUp = () => {
    if (state === 'dragging') void check(x);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (state === 'passed' || state === 'checking') return;
    const step = e.shiftKey ? 10 : 1;
    if (e.key === 'ArrowRight') setX((v) => Math.min(max, v + step));
    else if (e.key === 'ArrowLeft') setX((v) => Math.max(0, v - step));
    else if (e.key === 'Enter') void check(x);
    else return;
    e.preventDefault();
  };

  const trackColor = state === 'passed' ? '#52c41a' : state === 'failed' ? '#ff4d4f' : '#2f6fde';
  return (
    <div style={{ width: WIDTH, maxWidth: '100%', userSelect: 'none' }} data-testid="slide-puzzle">
      <div style={{ position: 'relative', width: WIDTH, height: HEIGHT, borderRadius: 4, overflow: 'hidden' }}>
        {puzzle && (
          <img src={puzzle.background} width={WIDTH} height={HEIGHT} alt="" draggable={false} style={{ display: 'block' }} />
        )}
        {puzzle && (
          <img
            src={puzzle.piece}
            width={PIECE + 4}
            height={HEIGHT}
            alt=""
            draggable={false}
            style={{ position: 'absolute', top: 0, left: x - 2 }}
          />
        )}
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined style={{ color: '#fff' }} />}
          aria-label={t('puzzle.refresh')}
          onClick={reset}
          style={{ position: 'absolute', top: 4, right: 4 }}
        />
      </div>
      <div
        style={{
          position: 'relative',
          height: HANDLE,
          marginTop: 8,
          background: 'var(--verdict-surface-muted)',
          borderRadius: 4,
          border: '1px solid var(--verdict-border)',
        }}
      >
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'var(--verdict-text-muted)',
            fontSize: 13,
          }}
        >
          {state === 'passed' ? t('puzzle.passed') : state === 'failed' ? t('puzzle.failed') : t('puzzle.hint')}
        </div>
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            width: x + HANDLE,
            background: `${trackColor}22`,
            borderRadius: 4,
          }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('puzzle.hint')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="puzzle-handle"
          style={{
            position: 'absolute',
            left: x,
            top: -1,
            width: HANDLE,
            height: HANDLE,
            background: trackColor,
            borderRadius: 4,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
            cursor: 'grab',
            touchAction: 'none',
          }}
        >
          {state === 'passed' ? <CheckCircleFilled /> : <RightOutlined />}
        </div>
      </div>
    </div>
  );
}
