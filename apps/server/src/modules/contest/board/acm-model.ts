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
  // Local names: a rebuild calls these once per submission, and an imported binding may be a getter under the TS loader.
  const [judged, classify, fromStart, ACCEPTED, PENALTY] = [
    hasVerdict,
    recordStatus,
    secondsFromStart,
    RecordStatus.Accepted,
    RecordStatus.Penalty,
  ];
  return {
    cell(entries, { status, submitTime }, { from, until, sealFrom }) {
      let cell: AcmCellState | null = null;
      for (let k = 0; k < entries.length; k++) {
        const slot = entries[k];
        const time = submitTime[slot];
        if (time < from || time >= until) continue;
        const frozen = sealFrom !== null && time >= sealFrom;
        if (!frozen && !judged(status[slot])) continue; // no verdict yet: a record with NULL status
        cell ??= { isAC: false, errorNum: 0, acSeconds: 0, isAfterContest: false, tryNum: 0, total: 0 };
        cell.total++;
        if (frozen) {
          cell.tryNum++;
          continue;
        }
        if (cell.isAC) continue;
        const record = classify(status[slot]);
        if (record === ACCEPTED) {
          cell.isAC = true;
          cell.acSeconds = fromStart(contest, time);
          cell.isAfterContest = time >= contest.endTime;
        } else if (record === PENALTY) {
          cell.errorNum++;
        }
      }
      return cell;
    },
    // An AC after the end is counted (when asked for) but is nobody's first blood.
    firstBloodAt: (cell) => (cell.isAC && !cell.isAfterContest ? cell.acSeconds : null),
    fields: 6,
    pack(cell, out, at) {
      out[at] = cell.isAC ? 1 : 0;
      out[at + 1] = cell.errorNum;
      out[at + 2] = cell.acSeconds;
      out[at + 3] = cell.isAfterContest ? 1 : 0;
      out[at + 4] = cell.tryNum;
      out[at + 5] = cell.total;
    },
    unpack: (p, at) => ({
      isAC: p[at] === 1,
      errorNum: p[at + 1],
      acSeconds: p[at + 2],
      isAfterContest: p[at + 3] === 1,
      tryNum: p[at + 4],
      total: p[at + 5],
    }),
    packedKey(p, at, out) {
      const ac = p[at] === 1;
      out.primary = ac ? 1 : 0;
      out.secondary = ac ? p[at + 2] + PENALTY_SECONDS * p[at + 1] : 0;
      out.count = p[at + 5];
      out.firstBlood = ac && p[at + 3] !== 1 ? p[at + 2] : NaN;
    },
    key: (cell) => ({
      primary: cell.isAC ? 1 : 0,
      secondary: cell.isAC ? cell.acSeconds + PENALTY_SECONDS * cell.errorNum : 0,
      count: cell.total,
    }),
  };
}
