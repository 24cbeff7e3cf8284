import { sql } from 'kysely';
import { JudgeStatus } from '@verdict/shared';
import { selectArrays } from '../../db/array-rows';
import type { Db } from '../../db/database';
import type { VisibleVerdicts } from './visible-verdicts';

export interface AcmRankRow {
  uid: string;
  ac: number;
  total: number;
}
export interface OiRankRow extends AcmRankRow {
  score: number;
}
export interface RankSlice<R> {
  rows: R[];
  total: number;
}
export interface RankWindow {
  offset: number;
  limit: number;
  /** Only these users (a search). */ uids?: string[];
}

const DAY = 86_400_000;
const n = (v: unknown) => Number(v ?? 0);

/**
 * The figures of the global ranks and the home page (judge semantics §5.5), read from the
 * submission tables: accepted problems from user_acproblem (non-contest, non-group ACs), totals
 * and best OI scores from judge rows with cid 0 and no group. Ties keep a fixed order by uid.
 * Every figure that reads contest rows leaves out those a seal hides (VisibleVerdicts); the ones
 * that read only practice rows (cid 0, user_acproblem) have nothing a seal hides.
 */
export class RankFigures {
  constructor(
    private readonly db: Db,
    private readonly visible: VisibleVerdicts,
  ) {}

  /** What hides sealed results now, for the keys of cached figures (VisibleVerdicts.fingerprint). */
  sealFingerprint = (now?: number) => this.visible.fingerprint(now);

  /** ac desc, total asc: users with at least one non-contest, non-group submission. */
  async acmRank(w: RankWindow): Promise<RankSlice<AcmRankRow>> {
    if (w.uids?.length === 0) return { rows: [], total: 0 };
    const { ordered, totals } = this.acmQuery(w.uids);
    const [rows, count] = await Promise.all([
      ordered.limit(w.limit).offset(w.offset).execute(),
      this.db
        .selectFrom(totals.as('t'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ uid: r.uid, ac: n(r.ac), total: n(r.total) })), total: n(count.n) };
  }

  /**
   * The whole ACM board in order (acmRank without a window): one query whose rows serve every page
   * of a generation and whose length is the total — one aggregation instead of two per page, read
   * as arrays (100,000 users on a big site).
   */
  async acmStandings(): Promise<AcmRankRow[]> {
    const rows = await selectArrays<[string, unknown, unknown]>(this.db, this.acmQuery().ordered);
    return rows.map((r) => ({ uid: r[0], total: n(r[1]), ac: n(r[2]) }));
  }

  private acmQuery(uids?: string[]) {
    const totals = this.db
      .selectFrom('judge')
      .select(['uid', (eb) => eb.fn.countAll<number>().as('total')])
      .where('cid', '=', 0)
      .where('gid', 'is', null)
      .$if(uids !== undefined, (q) => q.where('uid', 'in', uids!))
      .groupBy('uid');
    const ac = sql<number>`coalesce(${sql.ref('a.ac')}, 0)`;
    const ordered = this.db
      .selectFrom(totals.as('t'))
      .leftJoin(this.acCounts(uids).as('a'), 'a.uid', 't.uid')
      .select(['t.uid', 't.total', ac.as('ac')])
      .orderBy(ac, 'desc')
      .orderBy('t.total', 'asc')
      .orderBy('t.uid');
    return { ordered, totals };
  }

  /**
   * score desc, ac desc. Score = Σ per problem of the best oi_rank_score (only OI problems carry
   * one) of non-contest, non-group submissions; total = every judge row of the user, contest and
   * group ones included (HOJ's quirk, §8.9). Users with at least one submission.
   */
  async oiRank(w: RankWindow): Promise<RankSlice<OiRankRow>> {
    if (w.uids?.length === 0) return { rows: [], total: 0 };
    const visible = await this.visible.filter();
    const totals = this.db
      .selectFrom('judge')
      .select(['uid', (eb) => eb.fn.countAll<number>().as('total')])
      .where(visible)
      .$if(w.uids !== undefined, (q) => q.where('uid', 'in', w.uids!))
      .groupBy('uid');
    const best = this.db
      .selectFrom('judge')
      .select(['uid', 'pid', (eb) => eb.fn.max('oiRankScore').as('best')])
      .where('cid', '=', 0)
      .where('gid', 'is', null)
      .where('oiRankScore', 'is not', null)
      .$if(w.uids !== undefined, (q) => q.where('uid', 'in', w.uids!))
      .groupBy(['uid', 'pid']);
    const scores = this.db
      .selectFrom(best.as('b'))
      .select(['b.uid', (eb) => eb.fn.sum<number>('b.best').as('score')])
      .groupBy('b.uid');
    const acs = this.acCounts(w.uids);
    const ac = sql<number>`coalesce(${sql.ref('a.ac')}, 0)`;
    const score = sql<number>`coalesce(${sql.ref('s.score')}, 0)`;
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom(totals.as('t'))
        .leftJoin(scores.as('s'), 's.uid', 't.uid')
        .leftJoin(acs.as('a'), 'a.uid', 't.uid')
        .select(['t.uid', 't.total', ac.as('ac'), score.as('score')])
        .orderBy(score, 'desc')
        .orderBy(ac, 'desc')
        .orderBy('t.uid')
        .limit(w.limit)
        .offset(w.offset)
        .execute(),
      this.db
        .selectFrom(totals.as('t'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ uid: r.uid, ac: n(r.ac), total: n(r.total), score: n(r.score) })), total: n(count.n) };
  }

  /** Distinct problems accepted since `since` (user_acproblem), most first. */
  async recentAc(since: number, limit: number): Promise<AcmRankRow[]> {
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
    return rows.map((r) => ({ uid: r.uid, ac: n(r.ac), total: 0 }));
  }

  /**
   * Submissions and ACs per day for `days` days ending today, days cut at local midnight
   * (`offsetMs` east of UTC). Every visible submission counts: the chart shows the site's activity.
   */
  async daily(days: number, now: number, offsetMs: number): Promise<Array<{ day: number; ac: number; total: number }>> {
    const visible = await this.visible.filter(now);
    const today = Math.floor((now + offsetMs) / DAY);
    const since = (today - days + 1) * DAY - offsetMs;
    // Literals, not parameters: PostgreSQL matches the GROUP BY expression to the selected one only when they are the same text.
    const day = sql<number>`(${sql.ref('submitTime')} + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY)}`;
    const rows = await this.db
      .selectFrom('judge')
      .select([
        day.as('day'),
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`sum(case when ${sql.ref('status')} = ${JudgeStatus.Accepted} then 1 else 0 end)`.as('ac'),
      ])
      .where('submitTime', '>=', since)
      .where(visible)
      .groupBy(day)
      .execute();
    const byDay = new Map(rows.map((r) => [Math.floor(n(r.day)), r]));
    return Array.from({ length: days }, (_, i) => {
      const d = today - days + 1 + i;
      const r = byDay.get(d);
      return { day: d, ac: n(r?.ac), total: n(r?.total) };
    });
  }

  /** Where a submission counts: the rank follows only non-contest, non-group verdicts. */
  async scopeOf(submitId: number): Promise<{ uid: string; cid: number; gid: number | null } | null> {
    const row = await this.db
      .selectFrom('judge')
      .select(['uid', 'cid', 'gid'])
      .where('submitId', '=', submitId)
      .executeTakeFirst();
    return row ? { uid: row.uid, cid: Number(row.cid), gid: row.gid == null ? null : Number(row.gid) } : null;
  }

  private acCounts(uids?: string[]) {
    return this.db
      .selectFrom('userAcproblem')
      .select(['uid', sql<number>`count(distinct ${sql.ref('pid')})`.as('ac')])
      .$if(uids !== undefined, (q) => q.where('uid', 'in', uids!))
      .groupBy('uid');
  }

  /**
   * A group rank's figures (§5.5) for the listed users: ac = distinct problems accepted in the
   * group (its contests included), total = the group's judge rows, score = Σ per problem of the
   * best oi_rank_score of non-contest group submissions. Rows a seal hides count in none.
   */
  async groupFigures(gid: number, uids: readonly string[]): Promise<Map<string, { ac: number; total: number; score: number }>> {
    const out = new Map<string, { ac: number; total: number; score: number }>();
    const visible = await this.visible.filter();
    for (let i = 0; i < uids.length; i += 500) {
      const chunk = uids.slice(i, i + 500);
      const [totals, acs, best] = await Promise.all([
        this.db
          .selectFrom('judge')
          .select(['uid', (eb) => eb.fn.countAll<number>().as('n')])
          .where('gid', '=', gid)
          .where('uid', 'in', chunk)
          .where(visible)
          .groupBy('uid')
          .execute(),
        this.db
          .selectFrom('judge')
          .select(['uid', (eb) => eb.fn.count<number>('pid').distinct().as('n')])
          .where('gid', '=', gid)
          .where('status', '=', JudgeStatus.Accepted)
          .where('uid', 'in', chunk)
          .where(visible)
          .groupBy('uid')
          .execute(),
        this.db
          .selectFrom('judge')
          .select(['uid', 'pid', (eb) => eb.fn.max('oiRankScore').as('best')])
          .where('gid', '=', gid)
          .where('cid', '=', 0)
          .where('oiRankScore', 'is not', null)
          .where('uid', 'in', chunk)
          .groupBy(['uid', 'pid'])
          .execute(),
      ]);
      for (const uid of chunk) out.set(uid, { ac: 0, total: 0, score: 0 });
      for (const r of totals) out.get(r.uid)!.total = n(r.n);
      for (const r of acs) out.get(r.uid)!.ac = n(r.n);
      for (const r of best) out.get(r.uid)!.score += n(r.best);
    }
    return out;
  }
}
