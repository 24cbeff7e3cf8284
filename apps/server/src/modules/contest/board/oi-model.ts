import { JudgeStatus } from '@verdict/shared';
import { countsOnOiBoard } from './board-rules';
import type { BoardContest } from './board-types';
import type { RuleModel } from './board-view';

export interface OiCellState {
  score: number;
  /** Run time (ms) of the chosen full-score submission: the tie-break; null when not accepted. */
  acRunTime: number | null;
}

/**
 * OI cells (§5.3): per problem the latest judged submission (Recent) or the best one (Highest)
 * gives the score; among the chosen submissions that are accepted, the smallest run time is the
 * tie-break. Nothing after the seal is shown on the sealed board (no frozen tries on OI boards).
 */
export function oiModel(contest: BoardContest): RuleModel<OiCellState> {
  const highest = contest.oiRankScoreType === 'Highest';
  return {
    place(sub, { from, until, sealFrom }) {
      if (sub.submitTime < from || sub.submitTime >= until) return null;
      if (sealFrom !== null && sub.submitTime >= sealFrom) return null;
      return countsOnOiBoard(sub.status) ? 'counted' : null;
    },
    cell(entries) {
      if (!highest) {
        const last = entries[entries.length - 1];
        return { score: last.score ?? 0, acRunTime: last.status === JudgeStatus.Accepted ? (last.time ?? 0) : null };
      }
      let score = -Infinity;
      let acRunTime: number | null = null;
      for (const sub of entries) {
        const s = sub.score ?? 0;
        if (s > score) {
          score = s;
          acRunTime = null;
        }
        if (s === score && sub.status === JudgeStatus.Accepted) acRunTime = Math.min(acRunTime ?? Infinity, sub.time ?? 0);
      }
      return { score, acRunTime };
    },
    firstBloodAt: () => null,
    key: (cell) => ({ primary: cell.score, secondary: cell.acRunTime ?? 0 }),
  };
}
