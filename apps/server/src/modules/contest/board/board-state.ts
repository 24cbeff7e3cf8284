import { createHash } from 'node:crypto';
import type { BoardContest } from './board-types';

/**
 * The engine's own state after a rebuild, packed (issue 27.3): each view's cells (per user ×
 * problem: ACM tries, penalised tries, AC second, frozen tries, submissions shown; OI score, run
 * time, count). A board snapshot keeps it beside the columns it was derived from, so that a
 * rebuild takes every cell from it and derives again only the cells of the rows changed since,
 * instead of filing 200,000 submissions through the rule model.
 */
export interface BoardState {
  /** What the cells were derived with (see stateKey): a state made under other settings is not used. */
  key: string;
  /** The board's users in store order: cells are laid out by this index. */
  uids: string[];
  /** One per view the contest has (real, with after-contest submissions, sealed; in that order): per cell 1 + the model's fields. */
  views: ArrayLike<number>[];
}

/**
 * The settings a board's cells depend on — its rule, window, seal, problems, excluded users — and
 * the caller's `context` (how the caller mapped its rows: contest problem ids, team members).
 * Stars, awards and names are applied to rows after the cells, and are not part of it.
 */
export function stateKey(contest: BoardContest, context: string): string {
  const cells = [
    contest.rule.name,
    contest.rule.ranksBy,
    contest.startTime,
    contest.endTime,
    contest.sealRank ? contest.sealRankTime : null,
    contest.allowEndSubmit,
    contest.oiRankScoreType,
    contest.problems.map((p) => p.displayId),
    [...(contest.excludedUids ?? [])].sort(),
  ];
  return createHash('sha256').update(JSON.stringify(cells)).update('\u0000').update(context).digest('base64url');
}
