import type { BalloonProblem } from '@verdict/shared';

/** A problem's balloon: its colour as a dot beside the display id (grey, dashed, when the problem has no colour). */
export function BalloonSwatch({ problem, size = 18 }: { problem: BalloonProblem; size?: number }) {
  return (
    <span className="balloon-swatch" data-testid="balloon-swatch">
      <span
        className={problem.color ? 'balloon-dot' : 'balloon-dot balloon-dot-none'}
        style={{ width: size, height: size, background: problem.color ?? undefined }}
        aria-hidden
      />
      <b>{problem.displayId}</b>
    </span>
  );
}
