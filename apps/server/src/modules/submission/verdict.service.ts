import type { JudgeOutcome } from '@verdict/judge';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { JudgeRow } from './submission.mapper';
import type { SubmissionRepository } from './submission.repository';

/** What the submission module needs of the judge: a job for every submission that waits for a verdict. */
export interface JudgeDispatch {
  enqueue(submitId: number): Promise<void>;
  remove(submitId: number): Promise<void>;
}

/** Statuses whose error text is stored (judge semantics §3.1 step 6). */
const KEEP_MESSAGE: readonly number[] = [
  JudgeStatus.CompileError,
  JudgeStatus.SystemError,
  JudgeStatus.RuntimeError,
  JudgeStatus.SubmittedFailed,
];

/**
 * The life of a submission between Pending and its verdict, for the judge and for the
 * admin's rejudge. Every write of a judge attempt is conditioned on the attempt id the claim
 * put on the row, so a result from an attempt that is no longer current changes nothing.
 */
export class VerdictService {
  constructor(private readonly deps: { repo: SubmissionRepository; dispatch: JudgeDispatch; events: SubmissionEvents }) {}

  /**
   * The one way back to the queue: results cleared, Pending, a job, and the watchers told.
   * Answers the rows as reset, read before any worker could take them.
   */
  async requeue(submitIds: number[], opts: { newVersion: boolean }): Promise<JudgeRow[]> {
    const { repo, dispatch, events } = this.deps;
    const rows = await repo.resetToPending(submitIds, opts);
    for (const submitId of submitIds) {
      // The row is committed before the job exists; if enqueueing fails the sweeper re-queues it.
      await dispatch.enqueue(submitId).catch(() => undefined);
      events.publish({ submitId, status: JudgeStatus.Pending, done: 0, total: 0 });
    }
    return rows;
  }

  /** Code and language of a submission for the judge, or null when it is gone. */
  async judgeInput(submitId: number): Promise<{ pid: number; code: string; language: string } | null> {
    const row = await this.deps.repo.find(submitId);
    return row ? { pid: row.pid, code: row.code, language: row.language } : null;
  }

  /** Takes the row for an attempt (Compiling); false when it no longer waits for a verdict. */
  begin = (submitId: number, attemptId: string, judger: string) => this.deps.repo.beginAttempt(submitId, attemptId, judger);

  /** Status change inside an attempt (Compiling → Judging, or back to Pending to retry later). */
  setStatus = (submitId: number, attemptId: string, status: JudgeStatusCode) =>
    this.deps.repo.setAttemptStatus(submitId, attemptId, status);

  /** Stores an attempt's verdict with its cases; false when the attempt is stale. */
  finish(submitId: number, attemptId: string, outcome: JudgeOutcome, caseMode: string): Promise<boolean> {
    return this.deps.repo.finishAttempt(submitId, attemptId, {
      status: outcome.status,
      time: outcome.time,
      memory: outcome.memory,
      score: outcome.score,
      oiRankScore: outcome.oiRankScore,
      errorMessage: KEEP_MESSAGE.includes(outcome.status) ? outcome.errorMessage : null,
      cases: outcome.cases.map((c) => ({
        caseId: c.caseId,
        status: c.status,
        time: c.time,
        memory: c.memory,
        score: c.score,
        groupNum: c.groupNum,
        seq: c.seq,
        mode: caseMode,
        inputData: c.inputName,
        outputData: c.outputName,
        userOutput: c.message,
        outputExcerpt: c.outputExcerpt?.text ?? null,
        outputBytes: c.outputExcerpt?.bytes ?? null,
      })),
    });
  }

  /** Rows a vanished judge process left in Compiling/Judging go back to Pending (all, or the listed ones). */
  releaseInProgress = (submitIds?: number[]) => this.deps.repo.releaseInProgress(submitIds);

  /** Rows waiting for a verdict, untouched for `minAgeMs` (the sweeper checks they still have a job). */
  waitingOlderThan = (minAgeMs: number, limit = 500) => this.deps.repo.waitingOlderThan(minAgeMs, limit);
}
