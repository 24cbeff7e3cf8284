import { type Expression, type SqlBool, sql } from 'kysely';
import { JudgeStatus } from '@verdict/shared';
import { selectArrays } from '../../db/array-rows';
import type { Db } from '../../db/database';
import { type SubmissionScope, chunks, judgeRowsOf, matchesNothing } from './submission-scope';
import type { VisibleVerdicts } from './visible-verdicts';

const DAY = 86_400_000;
const n = (v: unknown) => Number(v ?? 0);

/** A user's place in standings: submissions counted, problems solved, and (score standings) the score. */
export interface StandingRow {
  uid: string;
  ac: number;
  total: number;
  score: number;
}

/**
 * Standings of users over the submission tables. `total`: the submissions counted per user (a user
 * is in the standings with at least one); `ac`: problems solved, the user's first ACs
 * (user_acproblem: non-contest, non-group); `score`: Σ per problem of the best oi_rank_score of the
 * `score` scope's submissions. Order: by ac desc then total asc, or by score desc then ac desc;
 * ties by uid. `uids`: only these users.
 */
export interface StandingsQuery {
  total: SubmissionScope;
  score?: SubmissionScope;
  uids?: readonly string[];
}

/** Per-user aggregates of a scope's submissions (reached as SubmissionReads.tallies). */
export class SubmissionTallies {
  constructor(
    private readonly db: Db,
    private readonly visible: VisibleVerdicts,
    private readonly filterOf: (s: SubmissionScope) => Promise<Expression<SqlBool> | undefined>,
  ) {}

  /** What hides sealed results now, for the keys of cached figures (VisibleVerdicts.fingerprint). */
  sealFingerprint = (now?: number) => this.visible.fingerprint(now);

  /** A slice of the standings, with the number of users in them. */
  async standings(q: StandingsQuery, offset: number, limit: number): Promise<{ rows: StandingRow[]; total: number }> {
    if (q.uids?.length === 0) return { rows: [], total: 0 };
    const { ordered, totals } = await this.standingsQuery(q);
    const [rows, count] = await Promise.all([
      ordered.limit(limit).offset(offset).execute(),
      this.db
        .selectFrom(totals.as('t'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ uid: r.uid, ac: n(r.ac), total: n(r.total), score: n((r as { score?: unknown }).score) })),
      total: n(count.n),
    };
  }

  /** The whole standings in order, read as arrays (100,000 users on a big site): one query serves every page. */
  async allStandings(q: StandingsQuery): Promise<StandingRow[]> {
    const rows = await selectArrays<[string, unknown, unknown, unknown?]>(this.db, (await this.standingsQuery(q)).ordered);
    return rows.map((r) => ({ uid: r[0], total: n(r[1]), ac: n(r[2]), score: n(r[3]) }));
  }

  private async standingsQuery(q: StandingsQuery) {
    const totals = judgeRowsOf(this.db, { ...q.total, uids: q.uids ?? q.total.uids }, await this.filterOf(q.total))
      .select(['uid', (eb) => eb.fn.countAll<number>().as('total')])
      .groupBy('uid');
    const acs = this.acCounts(q.uids);
    const ac = sql<number>`coalesce(${sql.ref('a.ac')}, 0)`;
    if (!q.score) {
      const ordered = this.db
        .selectFrom(totals.as('t'))
        .leftJoin(acs.as('a'), 'a.uid', 't.uid')
        .select(['t.uid', 't.total', ac.as('ac')])
        .orderBy(ac, 'desc')
        .orderBy('t.total', 'asc')
        .orderBy('t.uid');
      return { ordered, totals };
    }
    const scores = this.db
      .selectFrom(this.bestQuery({ ...q.score, uids: q.uids ?? q.score.uids }).as('b'))
      .select(['b.uid', (eb) => eb.fn.sum<number>('b.best').as('score')])
      .groupBy('b.uid');
    const score = sql<number>`coalesce(${sql.ref('s.score')}, 0)`;
    const ordered = this.db
      .selectFrom(totals.as('t'))
      .leftJoin(scores.as('s'), 's.uid', 't.uid')
      .leftJoin(acs.as('a'), 'a.uid', 't.uid')
      .select(['t.uid', 't.total', ac.as('ac'), score.as('score')])
      .orderBy(score, 'desc')
      .orderBy(ac, 'desc')
      .orderBy('t.uid');
    return { ordered, totals };
  }

  /** Distinct problems accepted since `since` per user (first ACs, user_acproblem), most first. */
  async firstAcsSince(since: number, limit: number): Promise<Array<{ uid: string; ac: number }>> {
    const ac = sql<number>`count(distinct ${sql.ref('pid')})`;
    const rows = await this.db
      .selectFrom('userAcproblem')
      .select(['uid', ac.as('ac')])
      .where('gmtCreate', '>=', since)
      .groupBy('uid')
      .orderBy(ac, 'desc')
      .orderBy('uid')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ uid: r.uid, ac: n(r.ac) }));
  }

  /**
   * Submissions and ACs per day of the scope, days cut at local midnight (`offsetMs` east of UTC):
   * rows of the days with a submission only.
   */
  async perDay(scope: SubmissionScope, offsetMs: number): Promise<Array<{ day: number; ac: number; total: number }>> {
    // Literals, not parameters: PostgreSQL matches the GROUP BY expression to the selected one only when they are the same text.
    const day = sql<number>`(${sql.ref('submitTime')} + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY)}`;
    const rows = await judgeRowsOf(this.db, scope, await this.filterOf(scope))
      .select([
        day.as('day'),
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`sum(case when ${sql.ref('status')} = ${JudgeStatus.Accepted} then 1 else 0 end)`.as('ac'),
      ])
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: Math.floor(n(r.day)), ac: n(r.ac), total: n(r.total) }));
  }

  /** Submissions per user of the scope (long user lists in chunks). */
  async perUser(scope: SubmissionScope): Promise<Map<string, number>> {
    return this.byUser(scope, (s, visible) =>
      judgeRowsOf(this.db, s, visible)
        .select(['uid', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('uid')
        .execute(),
    );
  }

  /** Distinct problems per user of the scope (of accepted ones: problems solved). */
  async problemsPerUser(scope: SubmissionScope): Promise<Map<string, number>> {
    return this.byUser(scope, (s, visible) =>
      judgeRowsOf(this.db, s, visible)
        .select(['uid', (eb) => eb.fn.count<number>('pid').distinct().as('n')])
        .groupBy('uid')
        .execute(),
    );
  }

  /** The best oi_rank_score per user and problem of the scope (submissions without one left out). */
  async bestPerProblem(scope: SubmissionScope): Promise<Array<{ uid: string; pid: number; best: number }>> {
    if (matchesNothing(scope)) return [];
    const out: Array<{ uid: string; pid: number; best: number }> = [];
    for (const part of chunks(scope)) {
      for (const r of await this.bestQuery(part).execute()) out.push({ uid: r.uid, pid: Number(r.pid), best: n(r.best) });
    }
    return out;
  }

  private async byUser(
    scope: SubmissionScope,
    read: (s: SubmissionScope, visible?: Expression<SqlBool>) => Promise<Array<{ uid: string; n: unknown }>>,
  ): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (matchesNothing(scope)) return out;
    const visible = await this.filterOf(scope);
    for (const part of chunks(scope)) for (const r of await read(part, visible)) out.set(r.uid, n(r.n));
    return out;
  }

  private bestQuery(scope: SubmissionScope) {
    return judgeRowsOf(this.db, scope)
      .select(['uid', 'pid', (eb) => eb.fn.max('oiRankScore').as('best')])
      .where('oiRankScore', 'is not', null)
      .groupBy(['uid', 'pid']);
  }

  private acCounts(uids?: readonly string[]) {
    return this.db
      .selectFrom('userAcproblem')
      .select(['uid', sql<number>`count(distinct ${sql.ref('pid')})`.as('ac')])
      .$if(uids !== undefined, (q) => q.where('uid', 'in', uids!))
      .groupBy('uid');
  }
}
