import { type SubmissionProgress, isInProgress } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { TrainingJudgeRecords } from './training-judge-records';
import type { TrainingRepository } from './training.repository';

/**
 * Writes training records from verdicts (judge semantics §5.5), as contest boards follow them:
 * a final verdict of a non-contest submission is recorded in every private training of its scope
 * (the site's, or the submission's group) that holds the problem and that its author joined — whether it was sent from the training's
 * problem page (tid) or as a normal submission. Records are unique per training and submission,
 * so rejudges and repeated events add nothing.
 */
export class TrainingRecorder {
  /** Writes still running (tests and shutdown wait for them). */
  private pending = new Set<Promise<void>>();

  constructor(private readonly deps: { repo: TrainingRepository; judge: TrainingJudgeRecords; events: SubmissionEvents }) {
    deps.events.subscribeAll((e) => this.onEvent(e));
  }

  private onEvent(e: SubmissionProgress): void {
    if (isInProgress(e.status)) return;
    const p = this.record(e.submitId)
      .catch(() => {
        // A lost record is written again by the next verdict of the same submission (rejudge); the judge never waits on it.
      })
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async record(submitId: number): Promise<void> {
    const row = await this.deps.judge.brief(submitId);
    if (!row || Number(row.cid) !== 0) return;
    // A group's submission (sent in its training, or of its problem) counts in that group's trainings, a site one in the site's.
    const links = await this.deps.repo.joinedPrivateLinks(row.uid, Number(row.pid), row.gid == null ? null : Number(row.gid));
    await this.deps.repo.insertRecords(
      links.map((l) => ({ tid: Number(l.tid), tpid: Number(l.tpid), pid: Number(row.pid), uid: row.uid, submitId })),
    );
  }

  /** Resolves once the writes started so far are done. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
