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
  /** Submissions shown in the cell. */
  total: number;
}

/**
 * ACM cells (§5.2): submissions in time order; the first AC solves the problem, every penalised
 * try before it costs 20 minutes, nothing after it counts. While sealed, a submission inside the
 * seal is only a try (its result hidden), even on a solved problem, and whatever its status.
 */
export function acmModel(contest: BoardContest): RuleModel<AcmCellState> {
  return {
    cell(entries, { from, until, sealFrom }) {
      let cell: AcmCellState | null = null;
      for (const sub of entries) {
        if (sub.submitTime < from || sub.submitTime >= until) continue;
        const frozen = sealFrom !== null && sub.submitTime >= sealFrom;
        if (!frozen && !hasVerdict(sub.status)) continue; // no verdict yet: a record with NULL status
        cell ??= { isAC: false, errorNum: 0, acSeconds: 0, isAfterContest: false, tryNum: 0, total: 0 };
        cell.total++;
        if (frozen) {
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
    key: (cell) => ({ primary: cell.isAC ? 1 : 0, secondary: cell.isAC ? cell.acSeconds + PENALTY_SECONDS * cell.errorNum : 0, count: cell.total }),
  };
}
