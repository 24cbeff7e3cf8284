import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { JudgeOutcome } from './engine';
import type { ClaimedJob } from './queue';

const IN_FLIGHT = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];
/** Statuses whose error text is stored (judge semantics §3.1 step 6). */
const KEEP_MESSAGE: readonly number[] = [JudgeStatus.CompileError, JudgeStatus.SystemError, JudgeStatus.RuntimeError, JudgeStatus.SubmittedFailed];

/**
 * Writes judge results. Every write is conditioned on the attempt id the claim put on the
 * judge row, so a result from an attempt that is no longer current (rejudged, cancelled,
 * re-queued after a crash) changes nothing: work judged twice is counted once.
 */
export class ResultIngestor {
  constructor(private readonly db: Db) {}

  /**
   * Takes the row for this attempt and sets Compiling. False when the row is no longer
   * waiting for a verdict (cancelled, manually judged, already judged by an older attempt).
   */
  async begin(job: ClaimedJob, judger: string): Promise<boolean> {
    const res = await this.db
      .updateTable('judge')
      .set({ status: JudgeStatus.Compiling, attemptId: job.attemptId, judger, gmtModified: Date.now() })
      .where('submitId', '=', job.submitId)
      .where('status', 'in', IN_FLIGHT)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Status change inside an attempt (Compiling → Judging, or back to Pending to retry later). */
  async setStatus(job: ClaimedJob, status: JudgeStatusCode): Promise<boolean> {
    const res = await this.db
      .updateTable('judge')
      .set({ status, gmtModified: Date.now(), ...(status === JudgeStatus.Pending ? { judger: null } : {}) })
      .where('submitId', '=', job.submitId)
      .where('attemptId', '=', job.attemptId)
      .where('status', 'in', IN_FLIGHT)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Stores the verdict, the cases and the AC record in one transaction; false when the attempt is stale. */
  async finish(job: ClaimedJob, outcome: JudgeOutcome, caseMode: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = Date.now();
      const res = await trx
        .updateTable('judge')
        .set({
          status: outcome.status,
          time: outcome.time,
          memory: outcome.memory,
          score: outcome.score,
          oiRankScore: outcome.oiRankScore,
          errorMessage: KEEP_MESSAGE.includes(outcome.status) ? outcome.errorMessage : null,
          attemptId: null,
          gmtModified: now,
        })
        .where('submitId', '=', job.submitId)
        .where('attemptId', '=', job.attemptId)
        .where('status', 'in', IN_FLIGHT)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      const row = await trx.selectFrom('judge').select(['uid', 'pid', 'cid', 'gid']).where('submitId', '=', job.submitId).executeTakeFirstOrThrow();
      await trx.deleteFrom('judgeCase').where('submitId', '=', job.submitId).execute();
      if (outcome.cases.length) {
        await trx
          .insertInto('judgeCase')
          .values(
            outcome.cases.map((c) => ({
              submitId: job.submitId, uid: row.uid, pid: row.pid, caseId: c.caseId, status: c.status, time: c.time, memory: c.memory,
              score: c.score, groupNum: c.groupNum, seq: c.seq, mode: caseMode, inputData: c.inputName, outputData: c.outputName,
              userOutput: c.message, gmtCreate: now,
            })),
          )
          .execute();
      }
      await syncAcRecord(trx, { submitId: job.submitId, uid: row.uid, pid: row.pid, cid: row.cid, gid: row.gid, status: outcome.status });
      await trx.deleteFrom('judgeJob').where('submitId', '=', job.submitId).where('attemptId', '=', job.attemptId).execute();
      return true;
    });
  }
}

/**
 * user_acproblem holds one row per accepted non-contest, non-group submission (§5.5).
 * Keyed by submit id, so writing it again for the same submission never adds a second row.
 */
export async function syncAcRecord(
  db: Db,
  s: { submitId: number; uid: string; pid: number; cid: number; gid: number | null; status: number },
): Promise<void> {
  const counts = s.status === JudgeStatus.Accepted && Number(s.cid) === 0 && s.gid == null;
  if (!counts) {
    await db.deleteFrom('userAcproblem').where('submitId', '=', s.submitId).execute();
    return;
  }
  await db
    .insertInto('userAcproblem')
    .values({ uid: s.uid, pid: s.pid, submitId: s.submitId, gmtCreate: Date.now() })
    .onConflict((oc) => oc.column('submitId').doNothing())
    .execute();
}
