import { type JudgeEntity, JudgeStatus, ProblemType, oiRankScore } from '@verdict/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SubmissionEvents } from '../judge/event-bus';
import { syncAcRecord } from '../judge/ingest';
import type { JudgeQueue } from '../judge/queue';
import { type JudgeRow, toJudgeEntity } from './submission.mapper';

/** Statuses an admin may pick by hand (spec 1 §4: not in-progress, not CE/cancel/unknown). */
const MANUAL_CHOICES: readonly number[] = [
  JudgeStatus.PresentationError, JudgeStatus.WrongAnswer, JudgeStatus.Accepted, JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded, JudgeStatus.RuntimeError, JudgeStatus.SystemError, JudgeStatus.PartialAccepted, JudgeStatus.SubmittedFailed,
];

/**
 * Super-admin judge operations (§3.8). Each one clears the row's attempt id, so a judge still
 * running an older attempt can no longer write; and each keeps user_acproblem in step.
 */
export class SubmissionAdminService {
  constructor(private readonly deps: { db: Db; queue: JudgeQueue; events: SubmissionEvents }) {}

  async rejudge(submitId: number): Promise<JudgeEntity> {
    await this.require(submitId);
    const [reset] = await this.resetForRejudge([submitId]);
    return toJudgeEntity(reset);
  }

  async rejudgeContestProblem(cid: number, pid: number): Promise<void> {
    const rows = await this.deps.db.selectFrom('judge').select('submitId').where('cid', '=', cid).where('pid', '=', pid).execute();
    await this.resetForRejudge(rows.map((r) => r.submitId));
  }

  /** Returns the rows as reset (Pending), before a worker can take them. */
  private async resetForRejudge(submitIds: number[]): Promise<JudgeRow[]> {
    const { db, queue, events } = this.deps;
    if (submitIds.length === 0) return [];
    const rows = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('judge')
        .set((eb) => ({
          status: JudgeStatus.Pending, version: eb('version', '+', 1), time: null, memory: null, score: null, oiRankScore: null,
          errorMessage: null, judger: null, isManual: 0, attemptId: null, gmtModified: Date.now(),
        }))
        .where('submitId', 'in', submitIds)
        .execute();
      await trx.deleteFrom('judgeCase').where('submitId', 'in', submitIds).execute();
      await trx.deleteFrom('userAcproblem').where('submitId', 'in', submitIds).execute();
      return trx.selectFrom('judge').selectAll().where('submitId', 'in', submitIds).orderBy('submitId').execute();
    });
    for (const submitId of submitIds) {
      await queue.enqueue(submitId);
      events.publish({ submitId, status: JudgeStatus.Pending, done: 0, total: 0 });
    }
    return rows;
  }

  async manual(submitId: number, status: number, score: number | undefined): Promise<JudgeEntity> {
    const { db, queue, events } = this.deps;
    const row = await this.require(submitId);
    const locked: number[] = [JudgeStatus.Judging, JudgeStatus.Compiling, JudgeStatus.CompileError];
    if (locked.includes(row.status)) throw AppError.fail('submission.manualNotAllowed');
    if (!MANUAL_CHOICES.includes(status)) throw AppError.fail('submission.manualStatusInvalid', { status });
    const problem = await db.selectFrom('problem').select(['type', 'ioScore', 'difficulty']).where('id', '=', row.pid).executeTakeFirst();
    const isOi = problem?.type === ProblemType.OI;
    const finalScore = isOi ? Math.max(0, Math.min(problem.ioScore, score ?? row.score ?? 0)) : null;
    const rank = isOi && finalScore !== null
      ? oiRankScore({ score: finalScore, ioScore: problem.ioScore, difficulty: problem.difficulty, allAccepted: status === JudgeStatus.Accepted && finalScore === problem.ioScore })
      : null;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('judge')
        .set({ status, score: finalScore, oiRankScore: rank, isManual: 1, attemptId: null, gmtModified: Date.now() })
        .where('submitId', '=', submitId)
        .execute();
      await syncAcRecord(trx, { ...row, status });
      await trx.deleteFrom('judgeJob').where('submitId', '=', submitId).execute();
    });
    await queue.remove(submitId);
    events.publish({ submitId, status, done: 0, total: 0 });
    return toJudgeEntity(await this.require(submitId));
  }

  /** Refused while a judge holds the row (Compiling, Judging, or Pending with a judger assigned). */
  async cancel(submitId: number): Promise<JudgeEntity> {
    const { db, queue, events } = this.deps;
    const row = await this.require(submitId);
    const busy = row.status === JudgeStatus.Compiling || row.status === JudgeStatus.Judging || (row.status === JudgeStatus.Pending && row.judger != null);
    if (busy) throw AppError.fail('submission.cancelNotAllowed');
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('judge')
        .set({ status: JudgeStatus.Cancelled, score: null, oiRankScore: null, attemptId: null, gmtModified: Date.now() })
        .where('submitId', '=', submitId)
        .where('status', '=', row.status)
        .executeTakeFirst();
      // A worker took the row between our read and this write: the cancel loses.
      if (Number(res.numUpdatedRows) !== 1) throw AppError.fail('submission.cancelNotAllowed');
      await trx.deleteFrom('userAcproblem').where('submitId', '=', submitId).execute();
      await trx.deleteFrom('judgeJob').where('submitId', '=', submitId).execute();
    });
    await queue.remove(submitId);
    events.publish({ submitId, status: JudgeStatus.Cancelled, done: 0, total: 0 });
    return toJudgeEntity(await this.require(submitId));
  }

  private async require(submitId: number): Promise<JudgeRow> {
    const row = await this.deps.db.selectFrom('judge').selectAll().where('submitId', '=', submitId).executeTakeFirst();
    if (!row) throw AppError.notFound('submission.notFound');
    return row;
  }
}
