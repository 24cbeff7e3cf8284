import { hasVerdict, PENALTY_SECONDS, RecordStatus, recordStatus, secondsFromStart } from './board-rules';
import type { BoardContest } from './board-types';
import type { RuleModel } from './board-view';

export interface AcmCellState {
  isAC: boolean;
  errorNum: number;
  /** Seconds from the start of the AC; 0 when not solved. */
  acSeconds: number;
  isAfterContest: boolean;
  tryNum: number;
}

/**
 * ACM cells (§5.2): submissions in time order; the first AC solves the problem, every penalised
 * try before it costs 20 minutes, nothing after it counts. While sealed, a submission inside the
 * seal is only a try (its result hidden), even on a solved problem, and whatever its status.
 */
export function acmModel(contest: BoardContest): RuleModel<AcmCellState> {
  return {
    place(sub, { from, until, sealFrom }) {
      if (sub.submitTime < from || sub.submitTime >= until) return null;
      if (sealFrom !== null && sub.submitTime >= sealFrom) return 'frozen';
      return hasVerdict(sub.status) ? 'counted' : null;
    },
    cell(entries, { sealFrom }) {
      const cell: AcmCellState = { isAC: false, errorNum: 0, acSeconds: 0, isAfterContest: false, tryNum: 0 };
      for (const sub of entries) {
        if (sealFrom !== null && sub.submitTime >= sealFrom) {
          cell.tryNum++;
          continue;
        }
        if (cell.isAC) continue;
        const status = recordStatus(sub.status);
        if (status === RecordStatus.Accepted) {
          cell.isAC = true;
          cell.acSeconds = secondsFromStart(contest, sub.submitTime);
          cell.isAfterContest = sub.submitTime >= contest.endTime;
        } else if (status === RecordStatus.Penalty) {
          cell.errorNum++;
        }
      }
      return cell;
    },
    // An AC after the end is counted (when asked for) but is nobody's first blood.
    firstBloodAt: (cell) => (cell.isAC && !cell.isAfterContest ? cell.acSeconds : null),
    key: (cell) => (cell.isAC ? { primary: 1, secondary: cell.acSeconds + PENALTY_SECONDS * cell.errorNum } : { primary: 0, secondary: 0 }),
  };
}
