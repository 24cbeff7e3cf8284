import { JudgeStatus } from '@verdict/shared';
import type { SubmissionReads } from '../submission/scoped-reads';
import type { StandingsQuery } from '../submission/scoped-tallies';

export interface AcmRankRow {
  uid: string;
  ac: number;
  total: number;
}
export interface OiRankRow extends AcmRankRow {
  score: number;
}

const DAY = 86_400_000;
/** Non-contest, non-group submissions: the ones the global ranks follow. */
const PRACTICE = { cid: 0, gid: null } as const;

/**
 * The figures of the global ranks and the home page (judge semantics §5.5), as scoped reads of the
 * submission module: accepted problems from the first ACs (non-contest, non-group), totals and best
 * OI scores from submissions with cid 0 and no group. Ties keep a fixed order by uid. Every figure
 * that reads contest rows leaves out those a seal hides (`visibleAt`); the ones that read only
 * practice rows have nothing a seal hides.
 */
export class RankFigures {
  constructor(private readonly reads: SubmissionReads) {}

  /** What hides sealed results now, for the keys of cached figures (VisibleVerdicts.fingerprint). */
  sealFingerprint = (now?: number) => this.reads.tallies.sealFingerprint(now);

  /** One window of the ACM board by SQL, users with a submission only (bench:rank's baseline: HOJ's query per request). */
  async acmRank(w: { offset: number; limit: number }): Promise<{ rows: AcmRankRow[]; total: number }> {
    const { rows, total } = await this.reads.tallies.standings(acmQuery(), w.offset, w.limit);
    return { rows: rows.map((r) => ({ uid: r.uid, ac: r.ac, total: r.total })), total };
  }

  /**
   * The whole ACM board in order, ac desc, total asc: users with at least one non-contest,
   * non-group submission (of some users only, a search). One query whose rows serve every page of a
   * generation and whose length is the total — one aggregation instead of two per page, read as
   * arrays (100,000 users on a big site).
   */
  async acmStandings(uids?: readonly string[]): Promise<OiRankRow[]> {
    if (uids?.length === 0) return [];
    return (await this.reads.tallies.allStandings(acmQuery(uids))).map((r) => ({
      uid: r.uid,
      total: r.total,
      ac: r.ac,
      score: 0,
    }));
  }

  /**
   * The whole OI board, score desc, ac desc. Score = Σ per problem of the best oi_rank_score (only
   * OI problems carry one) of non-contest, non-group submissions; total = every judge row of the
   * user, contest and group ones included (HOJ's quirk, §8.9). Users with at least one submission.
   */
  async oiStandings(uids?: readonly string[]): Promise<OiRankRow[]> {
    if (uids?.length === 0) return [];
    const query: StandingsQuery = { total: { visibleAt: Date.now() }, score: PRACTICE, uids };
    return this.reads.tallies.allStandings(query);
  }

  /** Distinct problems accepted since `since` (first ACs), most first. */
  async recentAc(since: number, limit: number): Promise<AcmRankRow[]> {
    return (await this.reads.tallies.firstAcsSince(since, limit)).map((r) => ({ uid: r.uid, ac: r.ac, total: 0 }));
  }

  /**
   * Submissions and ACs per day for `days` days ending today, days cut at local midnight
   * (`offsetMs` east of UTC). Every visible submission counts: the chart shows the site's activity.
   */
  async daily(days: number, now: number, offsetMs: number): Promise<Array<{ day: number; ac: number; total: number }>> {
    const today = Math.floor((now + offsetMs) / DAY);
    const since = (today - days + 1) * DAY - offsetMs;
    const byDay = new Map((await this.reads.tallies.perDay({ from: since, visibleAt: now }, offsetMs)).map((r) => [r.day, r]));
    return Array.from({ length: days }, (_, i) => {
      const d = today - days + 1 + i;
      const r = byDay.get(d);
      return { day: d, ac: r?.ac ?? 0, total: r?.total ?? 0 };
    });
  }

  /** Where a submission counts: the rank follows only non-contest, non-group verdicts. */
  async scopeOf(submitId: number): Promise<{ uid: string; cid: number; gid: number | null } | null> {
    const [row] = await this.reads.rows({ submitIds: [submitId] }, ['uid', 'cid', 'gid']);
    return row ? { uid: row.uid, cid: Number(row.cid), gid: row.gid == null ? null : Number(row.gid) } : null;
  }

  /**
   * A group rank's figures (§5.5) for the listed users: ac = distinct problems accepted in the
   * group (its contests included), total = the group's judge rows, score = Σ per problem of the
   * best oi_rank_score of non-contest group submissions. Rows a seal hides count in none.
   */
  async groupFigures(gid: number, uids: readonly string[]): Promise<Map<string, { ac: number; total: number; score: number }>> {
    const out = new Map<string, { ac: number; total: number; score: number }>();
    if (uids.length === 0) return out;
    const visibleAt = Date.now();
    const { tallies } = this.reads;
    const [totals, acs, best] = await Promise.all([
      tallies.perUser({ gid, uids, visibleAt }),
      tallies.problemsPerUser({ gid, statuses: [JudgeStatus.Accepted], uids, visibleAt }),
      tallies.bestPerProblem({ gid, cid: 0, uids }),
    ]);
    for (const uid of uids) out.set(uid, { ac: acs.get(uid) ?? 0, total: totals.get(uid) ?? 0, score: 0 });
    for (const r of best) out.get(r.uid)!.score += r.best;
    return out;
  }
}

/** Practice submissions counted, first ACs ranked: the ACM board (of some users only, a search). */
const acmQuery = (uids?: readonly string[]): StandingsQuery => ({ total: PRACTICE, uids });
