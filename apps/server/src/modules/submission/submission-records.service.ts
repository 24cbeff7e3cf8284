import { JudgeStatus, type SubmissionProgress, isInProgress } from '@verdict/shared';
import { type SubmissionCounts, type VerdictCounts, emptyCounts } from '../problem/problem.service';
import { COUNT_CACHE_MAX_AGE_MS, type JudgeChange } from './judge-changes';
import type { SubmissionRepository } from './submission.repository';
import type { VisibleVerdicts } from './visible-verdicts';

const STATUS_KEYS = new Map<number, Exclude<keyof VerdictCounts, 'total'>>([
  [JudgeStatus.Accepted, 'ac'],
  [JudgeStatus.MemoryLimitExceeded, 'mle'],
  [JudgeStatus.TimeLimitExceeded, 'tle'],
  [JudgeStatus.RuntimeError, 're'],
  [JudgeStatus.PresentationError, 'pe'],
  [JudgeStatus.CompileError, 'ce'],
  [JudgeStatus.WrongAnswer, 'wa'],
  [JudgeStatus.SystemError, 'se'],
  [JudgeStatus.PartialAccepted, 'pa'],
]);

/** Verdict counts per problem from grouped (pid, status, n) rows. */
export function tallyByProblem(
  rows: Array<{ pid: number; status: number; n: number | string | bigint }>,
): Map<number, VerdictCounts> {
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
  /** Verdict counts per problem and scope (`gid:pid`), kept until a change of that problem's rows. */
  private readonly counts = new Map<string, { c: VerdictCounts; at: number }>();

  /** `visible`: the seal rule of figures a visitor sees (a profile's counts, its heatmap). */
  constructor(
    private readonly repo: SubmissionRepository,
    private readonly visible: VisibleVerdicts,
  ) {
    repo.onChange((c) => this.follow(c));
  }

  /** Verdict counts of non-contest submissions per problem (§5.5): from the cache, the rest in one grouped query. */
  async countsOf(pids: number[], gid: number | null): Promise<Map<number, VerdictCounts>> {
    if (pids.length === 0) return new Map();
    const out = new Map<number, VerdictCounts>();
    const missing: number[] = [];
    const now = Date.now();
    const mark = this.repo.readMark();
    for (const pid of new Set(pids)) {
      // While a write is under way the kept counts may be about to change: read afresh.
      const hit = mark === null ? undefined : this.counts.get(`${gid ?? ''}:${pid}`);
      if (hit && now - hit.at <= COUNT_CACHE_MAX_AGE_MS) out.set(pid, { ...hit.c });
      else missing.push(pid);
    }
    if (missing.length === 0) return out;
    const read = tallyByProblem(await this.repo.figures.countsByProblem(missing, gid));
    const keep = this.repo.unchangedSince(mark);
    if (keep && this.counts.size > 50_000) this.counts.clear();
    for (const pid of missing) {
      const c = read.get(pid) ?? emptyCounts();
      if (keep) this.counts.set(`${gid ?? ''}:${pid}`, { c: { ...c }, at: now });
      out.set(pid, c);
    }
    return out;
  }

  /** A new submission adds to its problem's total; a verdict drops the problem's counts (a rejudge recounts, never adds twice). */
  private follow(change: JudgeChange): void {
    if (change.kind === 'all') return this.counts.clear();
    if (change.kind === 'insert') {
      if (Number(change.row.cid) !== 0) return;
      const hit = this.counts.get(`${change.row.gid ?? ''}:${change.row.pid}`);
      if (hit) hit.c.total += 1;
      return;
    }
    if (change.kind === 'share' || !change.verdict) return;
    if (change.pids === null) return this.counts.clear();
    const pids = new Set(change.pids);
    for (const key of this.counts.keys()) if (pids.has(Number(key.slice(key.indexOf(':') + 1)))) this.counts.delete(key);
  }

  /**
   * A profile's figures: visible submissions, solved problems in solving order, best score per
   * problem. Solved problems and scores read practice rows only, which no seal hides.
   */
  async userFigures(
    uid: string,
  ): Promise<{ total: number; solvedPids: number[]; bestScores: Array<{ pid: number; best: number }> }> {
    const visible = await this.visible.filter();
    const [total, solvedPids, bestScores] = await Promise.all([
      this.repo.figures.countOfUser(uid, visible),
      this.repo.figures.solvedPids(uid),
      this.repo.figures.bestScores(uid),
    ]);
    return { total, solvedPids, bestScores };
  }

  /** Times of a user's visible submissions since `since` (the heatmap). */
  submitTimesSince = async (uid: string, since: number) =>
    this.repo.figures.submitTimesSince(uid, since, await this.visible.filter());

  countSince = (since: number) => this.repo.figures.countSince(since);

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
