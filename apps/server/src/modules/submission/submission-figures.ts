import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database';

/** Counts and per-user figures of the submission tables (judge, user_acproblem): reads only, reached as SubmissionRepository.figures. */
export class SubmissionFigures {
  constructor(private readonly db: Db) {}

  /** Verdict counts per problem from non-contest submissions of one scope (no group, or one group). */
  countsByProblem = (pids: number[], gid: number | null) =>
    this.db
      .selectFrom('judge')
      .select(['pid', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('pid', 'in', pids)
      .where('cid', '=', 0)
      .where((eb) => (gid == null ? eb('gid', 'is', null) : eb('gid', '=', gid)))
      .groupBy(['pid', 'status'])
      .execute();

  /** Submissions of everyone since a time (the admin dashboard's "today"). */
  async countSince(since: number): Promise<number> {
    const row = await this.db
      .selectFrom('judge')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submitTime', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A user's submissions that `visible` (the seal rule, VisibleVerdicts) lets count. */
  async countOfUser(uid: string, visible: Expression<SqlBool>): Promise<number> {
    const row = await this.db
      .selectFrom('judge')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .where(visible)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Solved problems in the order they were first solved. */
  async solvedPids(uid: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('userAcproblem')
      .select('pid')
      .select((eb) => eb.fn.min('submitId').as('firstSubmit'))
      .where('uid', '=', uid)
      .groupBy('pid')
      .orderBy('firstSubmit')
      .execute();
    return rows.map((r) => Number(r.pid));
  }

  /** Best scored submission per problem outside contests. */
  async bestScores(uid: string): Promise<Array<{ pid: number; best: number }>> {
    const rows = await this.db
      .selectFrom('judge')
      .select('pid')
      .select((eb) => eb.fn.max('score').as('best'))
      .where('uid', '=', uid)
      .where('cid', '=', 0)
      .where('score', 'is not', null)
      .groupBy('pid')
      .orderBy('pid')
      .execute();
    return rows.map((r) => ({ pid: Number(r.pid), best: Number(r.best) }));
  }

  async submitTimesSince(uid: string, since: number, visible: Expression<SqlBool>): Promise<number[]> {
    const rows = await this.db
      .selectFrom('judge')
      .select('submitTime')
      .where('uid', '=', uid)
      .where('submitTime', '>=', since)
      .where(visible)
      .execute();
    return rows.map((r) => Number(r.submitTime));
  }
}
