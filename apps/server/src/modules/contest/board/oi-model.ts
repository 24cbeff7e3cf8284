import { JudgeStatus } from '@verdict/shared';
import { countsOnOiBoard } from './board-rules';
import type { BoardContest } from './board-types';
import type { RuleModel } from './board-view';

export interface OiCellState {
  score: number;
  /** Run time (ms) of the chosen full-score submission: the tie-break; null when not accepted. */
  acRunTime: number | null;
  count: number;
}

/**
 * OI cells (§5.3): per problem the latest judged submission (Recent) or the best one (Highest)
 * gives the score; among the chosen submissions that are accepted, the smallest run time is the
 * tie-break. Nothing after the seal is shown on the sealed board (no frozen tries on OI boards).
 */
export function oiModel(contest: BoardContest): RuleModel<OiCellState> {
  const highest = contest.oiRankScoreType === 'Highest';
  // Local names: a rebuild calls these once per submission, and an imported binding may be a getter under the TS loader.
  const [counts, ACCEPTED] = [countsOnOiBoard, JudgeStatus.Accepted];
  return {
    cell(entries, subs, { from, until, sealFrom }) {
      let cell: OiCellState | null = null;
      for (let k = 0; k < entries.length; k++) {
        const slot = entries[k];
        const at = subs.submitTime[slot];
        if (at < from || at >= until || (sealFrom !== null && at >= sealFrom)) continue;
        const status = subs.status[slot];
        if (!counts(status)) continue;
        // NaN is none: counted as 0.
        const given = subs.score[slot];
        const score = given === given ? given : 0;
        const runTime = subs.time[slot];
        const acRunTime = status === ACCEPTED ? (runTime === runTime ? runTime : 0) : null;
        if (!cell) {
          cell = { score, acRunTime, count: 1 };
          continue;
        }
        cell.count++;
        if (!highest || score > cell.score) {
          // Recent: a later submission replaces the cell; Highest: a better score does.
          cell.score = score;
          cell.acRunTime = acRunTime;
        } else if (score === cell.score && acRunTime !== null) {
          cell.acRunTime = Math.min(cell.acRunTime ?? Infinity, acRunTime);
        }
      }
      return cell;
    },
    firstBloodAt: () => null,
    // NaN stands for no run time.
    fields: 3,
    pack(cell, out, at) {
      out[at] = cell.score;
      out[at + 1] = cell.acRunTime ?? NaN;
      out[at + 2] = cell.count;
    },
    unpack: (p, at) => ({ score: p[at], acRunTime: Number.isNaN(p[at + 1]) ? null : p[at + 1], count: p[at + 2] }),
    packedKey(p, at, out) {
      const runTime = p[at + 1];
      out.primary = p[at];
      out.secondary = runTime === runTime ? runTime : 0;
      out.count = p[at + 2];
      out.firstBlood = NaN;
    },
    key: (cell) => ({ primary: cell.score, secondary: cell.acRunTime ?? 0, count: cell.count }),
  };
}
