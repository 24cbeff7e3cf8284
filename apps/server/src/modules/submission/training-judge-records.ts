import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../../db/database';

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

/** What the training module asks of submissions: one row after a verdict, the rows of its records, a viewer's solved problems. */
export class TrainingJudgeRecords {
  constructor(private readonly db: Db) {}

  brief(submitId: number): Promise<TrainingJudgeBrief | undefined> {
    return this.db.selectFrom('judge').select(BRIEF).where('submitId', '=', submitId).executeTakeFirst();
  }

  /** The listed submissions with the given statuses, oldest first. */
  async briefs(submitIds: readonly number[], statuses: readonly number[]): Promise<TrainingJudgeBrief[]> {
    const out: TrainingJudgeBrief[] = [];
    // Chunks keep the IN list under SQLite's bound-parameter limit.
    for (let i = 0; i < submitIds.length; i += 500) {
      out.push(
        ...(await this.db
          .selectFrom('judge')
          .select(BRIEF)
          .where('submitId', 'in', submitIds.slice(i, i + 500))
          .where('status', 'in', [...statuses])
          .execute()),
      );
    }
    return out.sort((a, b) => Number(a.submitTime) - Number(b.submitTime) || a.submitId - b.submitId);
  }

  /** Problems among `pids` the user solved outside contests, on the site (gid null) or in one group. */
  async solvedPids(uid: string, pids: readonly number[], gid: number | null = null): Promise<Set<number>> {
    const out = new Set<number>();
    const unique = [...new Set(pids)];
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await this.db
        .selectFrom('judge')
        .select('pid')
        .distinct()
        .where('uid', '=', uid)
        .where('cid', '=', 0)
        .where('gid', gid === null ? 'is' : '=', gid)
        .where('status', '=', JudgeStatus.Accepted)
        .where('pid', 'in', unique.slice(i, i + 500))
        .execute();
      for (const r of rows) out.add(Number(r.pid));
    }
    return out;
  }

  /** Non-contest marks per problem (site or one group's): Accepted wins, else the latest verdict (problems never tried are left out). */
  async statusMarks(uid: string, pids: readonly number[], gid: number | null = null): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const unique = [...new Set(pids)];
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await this.db
        .selectFrom('judge')
        .select(['pid', 'status'])
        .where('uid', '=', uid)
        .where('cid', '=', 0)
        .where('gid', gid === null ? 'is' : '=', gid)
        .where('pid', 'in', unique.slice(i, i + 500))
        .orderBy('submitId', 'desc')
        .execute();
      for (const r of rows) {
        const pid = Number(r.pid);
        if (!out.has(pid) || r.status === JudgeStatus.Accepted) out.set(pid, r.status);
      }
    }
    return out;
  }
}
