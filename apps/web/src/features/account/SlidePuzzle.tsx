import { CheckCircleFilled, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 325;
const HEIGHT = 100;
const PIECE = 38;
/** Pixels of slack between the piece and the gap (spec §4: accuracy 3). */
export const PUZZLE_TOLERANCE = 3;
const HANDLE = 40;

interface Puzzle {
  gapX: number;
  gapY: number;
  hue: number;
  seed: number;
}

const newPuzzle = (): Puzzle => ({
  gapX: 90 + Math.floor(Math.random() * (WIDTH - PIECE - 100)),
  gapY: 10 + Math.floor(Math.random() * (HEIGHT - PIECE - 20)),
  hue: Math.floor(Math.random() * 360),
  seed: Math.random(),
});

/** Paints a random-looking scene so the gap cannot be found from a fixed picture. */
function paintScene(ctx: CanvasRenderingContext2D, p: Puzzle): void {
  const g = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  g.addColorStop(0, `hsl(${p.hue}, 65%, 62%)`);
  g.addColorStop(1, `hsl(${(p.hue + 80) % 360}, 60%, 45%)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  let s = p.seed;
  const rnd = () => {
    s = (s * 9301 + 49297) % 233280 / 233280 || 0.37;
    return s;
  };
  for (let i = 0; i < 14; i++) {
    ctx.beginPath();
    ctx.fillStyle = `hsla(${(p.hue + rnd() * 160) % 360}, 70%, ${40 + rnd() * 40}%, 0.55)`;
    ctx.arc(rnd() * WIDTH, rnd() * HEIGHT, 6 + rnd() * 22, 0, Math.PI * 2);
    ctx.fill();
  }
}

function piecePath(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  const r = 7;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + PIECE / 2 - r, y);
  ctx.arc(x + PIECE / 2, y, r, Math.PI, 0, false);
  ctx.lineTo(x + PIECE, y);
  ctx.lineTo(x + PIECE, y + PIECE);
  ctx.lineTo(x, y + PIECE);
  ctx.closePath();
}

/** Drag the piece into the gap; required before login after repeated failures. */
export function SlidePuzzle({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('account');
  const [puzzle, setPuzzle] = useState(newPuzzle);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'dragging' | 'failed' | 'passed'>('idle');
  const sceneRef = useRef<HTMLCanvasElement>(null);
  const pieceRef = useRef<HTMLCanvasElement>(null);
  const dragStart = useRef(0);

  useEffect(() => {
    const scene = sceneRef.current?.getContext('2d');
    const piece = pieceRef.current?.getContext('2d');
    if (!scene || !piece) return;
    paintScene(scene, puzzle);
    // The piece is cut from the untouched scene, then the gap is shaded.
    piece.clearRect(0, 0, PIECE + 4, HEIGHT);
    piece.save();
    piecePath(piece, 2, puzzle.gapY);
    piece.clip();
    piece.drawImage(sceneRef.current!, puzzle.gapX - 2, 0, PIECE + 4, HEIGHT, 0, 0, PIECE + 4, HEIGHT);
    piece.restore();
    piecePath(piece, 2, puzzle.gapY);
    piece.strokeStyle = 'rgba(255,255,255,0.9)';
    piece.lineWidth = 2;
    piece.stroke();
    piecePath(scene, puzzle.gapX, puzzle.gapY);
    scene.fillStyle = 'rgba(0,0,0,0.45)';
    scene.fill();
    scene.strokeStyle = 'rgba(255,255,255,0.8)';
    scene.stroke();
  }, [puzzle]);

  const reset = useCallback(() => {
    setPuzzle(newPuzzle());
    setX(0);
    setState('idle');
  }, []);

  const check = (position: number) => {
    if (Math.abs(position - puzzle.gapX) <= PUZZLE_TOLERANCE) {
      setState('passed');
      onVerified();
    } else {
      setState('failed');
      setTimeout(reset, 600);
    }
  };

  const max = WIDTH - HANDLE;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state === 'passed') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    dragStart.current = e.clientX - x;
    setState('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (state === 'dragging') setX(Math.min(max, Math.max(0, e.clientX - dragStart.current)));
  };
  const onPointerUp = () => {
    if (state === 'dragging') check(x);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (state === 'passed') return;
    const step = e.shiftKey ? 10 : 1;
    if (e.key === 'ArrowRight') setX((v) => Math.min(max, v + step));
    else if (e.key === 'ArrowLeft') setX((v) => Math.max(0, v - step));
    else if (e.key === 'Enter') check(x);
    else return;
    e.preventDefault();
  };

  const trackColor = state === 'passed' ? '#52c41a' : state === 'failed' ? '#ff4d4f' : '#2f6fde';
  return (
    <div style={{ width: WIDTH, maxWidth: '100%', userSelect: 'none' }} data-testid="slide-puzzle">
      <div style={{ position: 'relative', width: WIDTH, height: HEIGHT, borderRadius: 4, overflow: 'hidden' }}>
        <canvas ref={sceneRef} width={WIDTH} height={HEIGHT} style={{ display: 'block' }} />
        <canvas ref={pieceRef} width={PIECE + 4} height={HEIGHT} style={{ position: 'absolute', top: 0, left: x - 2 }} />
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined style={{ color: '#fff' }} />}
          aria-label={t('puzzle.refresh')}
          onClick={reset}
          style={{ position: 'absolute', top: 4, right: 4 }}
        />
      </div>
      <div style={{ position: 'relative', height: HANDLE, marginTop: 8, background: '#f0f2f5', borderRadius: 4, border: '1px solid #e3e6eb' }}>
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#888', fontSize: 13 }}>
          {state === 'passed' ? t('puzzle.passed') : state === 'failed' ? t('puzzle.failed') : t('puzzle.hint')}
        </div>
        <div style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: x + HANDLE, background: `${trackColor}22`, borderRadius: 4 }} />
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
            position: 'absolute', left: x, top: -1, width: HANDLE, height: HANDLE, background: trackColor, borderRadius: 4,
            display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', cursor: 'grab', touchAction: 'none',
          }}
        >
          {state === 'passed' ? <CheckCircleFilled /> : <RightOutlined />}
        </div>
      </div>
    </div>
  );
}
