import { reveal, type ResolverState, type RevealStep } from './resolver';

/**
 * The resolver as a presenter drives it (issue 28.10), pure: every state so far is kept, so a step
 * back (←) is as exact as a step forward (space, →). `states[0]` is the frozen board, `states[i]`
 * the board after `i` reveals, `steps[i - 1]` what the i-th reveal did.
 */
export interface ResolverPlayer {
  states: readonly ResolverState[];
  steps: readonly RevealStep[];
}

export const startPlayer = (initial: ResolverState): ResolverPlayer => ({ states: [initial], steps: [] });

/** The board shown now. */
export const currentState = (p: ResolverPlayer): ResolverState => p.states[p.states.length - 1];

/** The reveal that led to the board shown now; null on the frozen board. */
export const lastStep = (p: ResolverPlayer): RevealStep | null => p.steps[p.steps.length - 1] ?? null;

/** One frozen cell revealed; the same player when nothing is left. */
export function stepForward(p: ResolverPlayer): ResolverPlayer {
  const r = reveal(currentState(p));
  return r ? { states: [...p.states, r.state], steps: [...p.steps, r.step] } : p;
}

/** The last reveal undone; the same player on the frozen board. */
export function stepBack(p: ResolverPlayer): ResolverPlayer {
  if (p.steps.length === 0) return p;
  return { states: p.states.slice(0, -1), steps: p.steps.slice(0, -1) };
}

/** Frozen cells still to reveal. */
export const frozenLeft = (s: ResolverState): number =>
  s.rows.reduce((n, r) => n + Object.values(r.cells).filter((c) => c.pending > 0).length, 0);

export type ResolverKey = 'forward' | 'back' | 'exit' | null;

/** What a key does on the stage: space, Enter and → step, ← steps back, Esc leaves. */
export function resolverKey(key: string): ResolverKey {
  if (key === ' ' || key === 'Enter' || key === 'ArrowRight' || key === 'PageDown') return 'forward';
  if (key === 'ArrowLeft' || key === 'Backspace' || key === 'PageUp') return 'back';
  if (key === 'Escape') return 'exit';
  return null;
}
