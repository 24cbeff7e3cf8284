import type { JudgeStatusCode } from '@verdict/shared';
import type { VerdictService } from '../submission/verdict.service';
import type { JudgeOutcome } from './engine';
import type { ClaimedJob, JudgeQueue } from './queue';

/**
 * Writes judge results through the submission module, tagged with the attempt id of the claim,
 * so a result from an attempt that is no longer current (rejudged, cancelled, re-queued after a
 * crash) changes nothing: work judged twice is counted once. The job ends with its verdict.
 */
export class ResultIngestor {
  constructor(
    private readonly verdicts: VerdictService,
    private readonly queue: JudgeQueue,
  ) {}

  /**
   * Takes the row for this attempt and sets Compiling. False when the row is no longer
   * waiting for a verdict (cancelled, manually judged, already judged by an older attempt).
   */
  begin = (job: ClaimedJob, judger: string): Promise<boolean> => this.verdicts.begin(job.submitId, job.attemptId, judger);

  /** Status change inside an attempt (Compiling → Judging, or back to Pending to retry later). */
  setStatus = (job: ClaimedJob, status: JudgeStatusCode): Promise<boolean> =>
    this.verdicts.setStatus(job.submitId, job.attemptId, status);

  /** Stores the verdict and the cases, then ends the job; false when the attempt is stale. */
  async finish(job: ClaimedJob, outcome: JudgeOutcome, caseMode: string): Promise<boolean> {
    if (!(await this.verdicts.finish(job.submitId, job.attemptId, outcome, caseMode))) return false;
    // Were the process to stop here, the job would come back, find the row judged and end.
    await this.queue.complete(job);
    return true;
  }
}
