import { type CannedAnswer, type ClarificationKind, CANNED_ANSWER_KEYS } from '@verdict/shared';
import type { ClarificationRow } from './clarification.repository';

/** Who reads a contest's clarifications: its jury (all), a team (to all and its own), anyone else let in (to all only). */
export type ClarificationViewer = { kind: 'jury' } | { kind: 'team'; teamId: string } | { kind: 'public' };

type Addressing = Pick<ClarificationRow, 'fromTeamId' | 'toTeamId'>;

/** Addressed to everyone: the jury wrote it (an answer to all or an announcement) and named no team. */
export const toEveryone = (r: Addressing): boolean => r.fromTeamId == null && r.toTeamId == null;

export function readableBy(r: Addressing, viewer: ClarificationViewer): boolean {
  if (viewer.kind === 'jury') return true;
  if (toEveryone(r)) return true;
  return viewer.kind === 'team' && (r.fromTeamId === viewer.teamId || r.toTeamId === viewer.teamId);
}

export function kindOf(r: Pick<ClarificationRow, 'fromTeamId' | 'replyToId'>): ClarificationKind {
  if (r.fromTeamId != null) return 'question';
  return r.replyToId != null ? 'answer' : 'announcement';
}

export const cannedOf = (v: string | null): CannedAnswer | null =>
  v && (CANNED_ANSWER_KEYS as readonly string[]).includes(v) ? (v as CannedAnswer) : null;

/** The jury's queue: unanswered questions first (oldest first, the next to answer on top), then the rest newest first. */
export function juryOrder<T extends Pick<ClarificationRow, 'id' | 'fromTeamId' | 'answered'>>(rows: readonly T[]): T[] {
  const waiting = rows.filter((r) => r.fromTeamId != null && !r.answered).sort((a, b) => a.id - b.id);
  const rest = rows.filter((r) => !(r.fromTeamId != null && !r.answered)).sort((a, b) => b.id - a.id);
  return [...waiting, ...rest];
}
