import { JudgeStatus, type SubmissionProgress, isInProgress } from '@verdict/shared';
import { type SubmissionCounts, type VerdictCounts, emptyCounts } from '../problem/problem.service';
import type { SubmissionRepository } from './submission.repository';

const STATUS_KEYS = new Map<number, Exclude<keyof VerdictCounts, 'total'>>([
  [JudgeStatus.Accepted, 'ac'], [JudgeStatus.MemoryLimitExceeded, 'mle'], [JudgeStatus.TimeLimitExceeded, 'tle'],
  [JudgeStatus.RuntimeError, 're'], [JudgeStatus.PresentationError, 'pe'], [JudgeStatus.CompileError, 'ce'],
  [JudgeStatus.WrongAnswer, 'wa'], [JudgeStatus.SystemError, 'se'], [JudgeStatus.PartialAccepted, 'pa'],
]);

/** Verdict counts per problem from grouped (pid, status, n) rows. */
export function tallyByProblem(rows: Array<{ pid: number; status: number; n: number | string | bigint }>): Map<number, VerdictCounts> {
  const out = new Map<number, VerdictCounts>();
  for (const r of rows) {
    const c = out.get(r.pid) ?? emptyCounts();
    const n = Number(r.n);
    c.total += n;
    const key = STATUS_KEYS.get(r.status);
    if (key) c[key] += n;
    out.set(r.pid, c);
  }
  return out;
}

/** What other modules ask of submissions: counts per problem, a user's figures, progress, clean-up. */
export class SubmissionRecords implements SubmissionCounts {
  constructor(private readonly repo: SubmissionRepository) {}

  /** Verdict counts of non-contest submissions per problem, in one grouped query (§5.5). */
  async countsOf(pids: number[], gid: number | null): Promise<Map<number, VerdictCounts>> {
    if (pids.length === 0) return new Map();
    return tallyByProblem(await this.repo.countsByProblem(pids, gid));
  }

  /** A profile's figures: submissions, solved problems in solving order, best score per problem. */
  async userFigures(uid: string): Promise<{ total: number; solvedPids: number[]; bestScores: Array<{ pid: number; best: number }> }> {
    const [total, solvedPids, bestScores] = await Promise.all([this.repo.countOfUser(uid), this.repo.solvedPids(uid), this.repo.bestScores(uid)]);
    return { total, solvedPids, bestScores };
  }

  submitTimesSince = (uid: string, since: number) => this.repo.submitTimesSince(uid, since);

  countSince = (since: number) => this.repo.countSince(since);

  /** Before a problem is deleted (HOJ deletes its submissions with it). Jobs left behind find no row and end. */
  async deleteForProblem(pid: number): Promise<void> {
    await this.repo.deleteForProblem(pid);
  }

  /** The current progress of submissions (finished ones report their case count as done). */
  async progressOf(submitIds: number[]): Promise<SubmissionProgress[]> {
    const [rows, counts] = await Promise.all([this.repo.statusesOf(submitIds), this.repo.caseCounts(submitIds)]);
    return rows.map((r) => {
      const n = isInProgress(r.status) ? 0 : (counts.get(r.submitId) ?? 0);
      return { submitId: r.submitId, status: r.status, done: n, total: n };
    });
  }
}
