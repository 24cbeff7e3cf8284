import { JudgeStatus } from '@verdict/shared';
import type { SubmissionReads } from '../submission/scoped-reads';

/** A submission as training records and ranks read it (no code). */
export interface TrainingJudgeBrief {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
  gid: number | null;
  status: number;
  score: number | null;
  time: number | null;
  submitTime: number;
}

const BRIEF = ['submitId', 'uid', 'pid', 'cid', 'gid', 'status', 'score', 'time', 'submitTime'] as const;

/**
 * What the training module reads of submissions — one row after a verdict, the rows of its records,
 * a viewer's solved problems and marks — as scoped reads of the submission module (SubmissionReads).
 */
export class TrainingJudgeRecords {
  constructor(private readonly reads: SubmissionReads) {}

  async brief(submitId: number): Promise<TrainingJudgeBrief | undefined> {
    return (await this.reads.rows({ submitIds: [submitId] }, BRIEF))[0];
  }

  /** The listed submissions with the given statuses, oldest first. */
  async briefs(submitIds: readonly number[], statuses: readonly number[]): Promise<TrainingJudgeBrief[]> {
    const rows = await this.reads.rows({ submitIds, statuses }, BRIEF);
    return rows.sort((a, b) => Number(a.submitTime) - Number(b.submitTime) || a.submitId - b.submitId);
  }

  /** Problems among `pids` the user solved outside contests, on the site (gid null) or in one group. */
  async solvedPids(uid: string, pids: readonly number[], gid: number | null = null): Promise<Set<number>> {
    const scope = { uids: [uid], cid: 0, gid, statuses: [JudgeStatus.Accepted], pids: [...new Set(pids)] };
    return new Set((await this.reads.rows(scope, ['pid'], { distinct: true })).map((r) => Number(r.pid)));
  }

  /** Non-contest marks per problem (site or one group's): Accepted wins, else the latest verdict (problems never tried are left out). */
  async statusMarks(uid: string, pids: readonly number[], gid: number | null = null): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const rows = await this.reads.rows({ uids: [uid], cid: 0, gid, pids: [...new Set(pids)] }, ['pid', 'status'], {
      order: 'newestId',
    });
    for (const r of rows) {
      const pid = Number(r.pid);
      if (!out.has(pid) || r.status === JudgeStatus.Accepted) out.set(pid, r.status);
    }
    return out;
  }
}
