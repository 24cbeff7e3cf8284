import { type JudgeEntity, JudgeStatus, ProblemType, oiRankScore } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { ProblemService } from '../problem/problem.service';
import { type JudgeRow, toJudgeEntity } from './submission.mapper';
import type { SubmissionRepository } from './submission.repository';
import type { JudgeDispatch, VerdictService } from './verdict.service';

/** Statuses an admin may pick by hand (spec 1 §4: not in-progress, not CE/cancel/unknown). */
const MANUAL_CHOICES: readonly number[] = [
  JudgeStatus.PresentationError,
  JudgeStatus.WrongAnswer,
  JudgeStatus.Accepted,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
  JudgeStatus.SystemError,
  JudgeStatus.PartialAccepted,
  JudgeStatus.SubmittedFailed,
];

/**
 * Super-admin judge operations (§3.8). Each one clears the row's attempt id, so a judge still
 * running an older attempt can no longer write; and each keeps user_acproblem in step.
 */
export class SubmissionAdminService {
  constructor(
    private readonly deps: {
      repo: SubmissionRepository;
      problems: ProblemService;
      verdicts: VerdictService;
      dispatch: JudgeDispatch;
      events: SubmissionEvents;
    },
  ) {}

  /** Returns the row as reset (Pending), before a worker can take it. */
  async rejudge(submitId: number): Promise<JudgeEntity> {
    await this.require(submitId);
    const [reset] = await this.deps.verdicts.requeue([submitId], { newVersion: true });
    return toJudgeEntity(reset);
  }

  async rejudgeContestProblem(cid: number, pid: number): Promise<void> {
    await this.deps.verdicts.requeue(await this.deps.repo.submitIdsOf(cid, pid), { newVersion: true });
  }

  async manual(submitId: number, status: number, score: number | undefined): Promise<JudgeEntity> {
    const { repo, problems, dispatch, events } = this.deps;
    const row = await this.require(submitId);
    const locked: number[] = [JudgeStatus.Judging, JudgeStatus.Compiling, JudgeStatus.CompileError];
    if (locked.includes(row.status)) throw AppError.fail('submission.manualNotAllowed');
    if (!MANUAL_CHOICES.includes(status)) throw AppError.fail('submission.manualStatusInvalid', { status });
    const problem = (await problems.summaries([row.pid])).get(row.pid);
    const isOi = problem?.type === ProblemType.OI;
    const finalScore = isOi ? Math.max(0, Math.min(problem.ioScore, score ?? row.score ?? 0)) : null;
    const rank =
      isOi && finalScore !== null
        ? oiRankScore({
            score: finalScore,
            ioScore: problem.ioScore,
            difficulty: problem.difficulty,
            allAccepted: status === JudgeStatus.Accepted && finalScore === problem.ioScore,
          })
        : null;
    await repo.setManualVerdict(submitId, { status, score: finalScore, oiRankScore: rank });
    await dispatch.remove(submitId);
    events.publish({ submitId, status, done: 0, total: 0 });
    return toJudgeEntity(await this.require(submitId));
  }

  /** Refused while a judge holds the row (Compiling, Judging, or Pending with a judger assigned). */
  async cancel(submitId: number): Promise<JudgeEntity> {
    const { repo, dispatch, events } = this.deps;
    const row = await this.require(submitId);
    const busy =
      row.status === JudgeStatus.Compiling ||
      row.status === JudgeStatus.Judging ||
      (row.status === JudgeStatus.Pending && row.judger != null);
    if (busy) throw AppError.fail('submission.cancelNotAllowed');
    // A worker took the row between our read and this write: the cancel loses.
    if (!(await repo.cancel(submitId, row.status))) throw AppError.fail('submission.cancelNotAllowed');
    await dispatch.remove(submitId);
    events.publish({ submitId, status: JudgeStatus.Cancelled, done: 0, total: 0 });
    return toJudgeEntity(await this.require(submitId));
  }

  private async require(submitId: number): Promise<JudgeRow> {
    const row = await this.deps.repo.find(submitId);
    if (!row) throw AppError.notFound('submission.notFound');
    return row;
  }
}
