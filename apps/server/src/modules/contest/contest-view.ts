import { JudgeStatus } from '@verdict/shared';
import type { ContestView, ViewedRow } from '../submission/contest-scope';

/** A row as the view shows it: null when hidden, masked verdict past the seal, no figures of others while running. */
export function viewContestRow<T extends ViewedRow>(row: T, view: ContestView): T | null {
  if (view.full) return row;
  const own = view.viewerUid !== null && row.uid === view.viewerUid;
  const at = Number(row.submitTime);
  if (!own && view.hideOthersFrom !== null && at >= view.hideOthersFrom) return null;
  if (own && view.unknownFrom !== null && at >= view.unknownFrom) {
    return { ...row, status: JudgeStatus.SubmittedUnknownResult, score: null, time: null, memory: null };
  }
  if (!own && view.hideOthersFigures) return { ...row, time: null, memory: null, length: null };
  return row;
}
