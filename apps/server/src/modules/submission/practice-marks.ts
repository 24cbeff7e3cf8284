import { JudgeStatus } from '@verdict/shared';
import type { ContestScope } from './contest-scope';
import type { SubmissionRepository } from './submission.repository';

export interface ProblemMarksQuery {
  pidList: number[];
  isContestProblemList: boolean;
  cid?: number | null;
  gid?: number | null;
  containsEnd?: boolean | null;
}

/**
 * A user's practice status per problem (the bank's marks): Accepted wins, else the latest verdict,
 * -10 when never submitted. A running sealed-OI virtual window's verdicts stay unknown here too.
 */
export async function practiceMarks(
  deps: { repo: SubmissionRepository; contests: Pick<ContestScope, 'hiddenPractice'> },
  uid: string,
  pids: number[],
  gid: number | null,
): Promise<Record<string, { status: number }>> {
  const out: Record<string, { status: number }> = {};
  if (pids.length === 0) return out;
  const rows = await deps.repo.userStatuses(uid, pids, gid);
  const hidden = await deps.contests.hiddenPractice(rows);
  for (const pid of pids) out[String(pid)] = { status: JudgeStatus.NotSubmitted };
  for (const r of rows) {
    const status = hidden.has(r.submitId) ? JudgeStatus.SubmittedUnknownResult : r.status;
    const cur = out[String(r.pid)];
    if (cur.status === JudgeStatus.NotSubmitted) cur.status = status;
    else if (status === JudgeStatus.Accepted) cur.status = JudgeStatus.Accepted;
  }
  return out;
}
