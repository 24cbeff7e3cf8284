import { sql } from 'kysely';
import {
  JudgeStatus, type Page, ProblemAuth, type ProblemListQuery, type ProblemVo, REMOTE_OJS, type RecentUpdatedProblemVo,
  type TagClassificationRow, type TagRow, toPage, toWireDate,
} from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { toTagRow } from './problem.mapper';
import type { ProblemService } from './problem.service';

const RECENT_UPDATED_COUNT = 5;

const wire = (ms: number | null) => (ms == null ? null : toWireDate(new Date(Number(ms))));

export const toClassificationRow = (c: { id: number; name: string; oj: string; rank: number; gmtCreate: number; gmtModified: number }): TagClassificationRow => ({
  id: c.id, name: c.name, oj: c.oj, rank: c.rank, gmtCreate: wire(c.gmtCreate), gmtModified: wire(c.gmtModified),
});

/** Which problems a bank `oj` filter means: null = every OJ, 'local' = ours, else a remote key. */
export function ojFilter(oj: string | undefined): null | 'local' | string {
  if (!oj || oj.toLowerCase() === 'all') return null;
  const upper = oj.toUpperCase();
  return (REMOTE_OJS as readonly string[]).includes(upper) ? upper : 'local';
}

/** The public problem bank: list with filters, tags, random pick, recent updates (contract §2.1, §2.3). */
export class ProblemBankService {
  constructor(private readonly db: Db, private readonly dialect: Dialect, private readonly problems: ProblemService) {}

  async list(q: ProblemListQuery): Promise<Page<ProblemVo>> {
    // An unparsable tag filter matches nothing (spec 1 §2.8) rather than failing the page.
    if (q.tagId === null) return toPage([], 0, q.currentPage, q.limit);
    const { db, dialect } = this;
    const oj = ojFilter(q.oj);
    const tagIds = q.tagId ?? [];
    const base = db
      .selectFrom('problem')
      .where('auth', '=', ProblemAuth.Public)
      .where('isGroup', '=', 0)
      .$if(!!q.keyword, (qb) => qb.where((eb) => eb.or([dialect.containsText('problemId', q.keyword!), dialect.containsText('title', q.keyword!)])))
      .$if(q.difficulty !== undefined, (qb) => qb.where('difficulty', '=', q.difficulty!))
      .$if(oj === 'local', (qb) => qb.where('isRemote', '=', 0))
      .$if(oj !== null && oj !== 'local', (qb) => qb.where('problemId', 'like', `${oj}-%`))
      // AND of tags: the problem carries every listed tag.
      .$if(tagIds.length > 0, (qb) =>
        qb.where('id', 'in', db.selectFrom('problemTag').select('pid').where('tid', 'in', tagIds).groupBy('pid')
          .having((eb) => eb.fn.count('tid').distinct(), '=', tagIds.length)));
    const [rows, count] = await Promise.all([
      base.select(['id', 'problemId', 'title', 'difficulty', 'type'])
        // Numeric ids sort as numbers (2 before 10), as HOJ orders by length then id.
        .orderBy(sql`length(problem_id)`).orderBy('problemId')
        .limit(q.limit).offset((q.currentPage - 1) * q.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const pids = rows.map((r) => r.id);
    const [tags, counts] = await Promise.all([this.tagsOf(pids), this.countsOf(pids)]);
    const records = rows.map((r) => ({
      pid: r.id, problemId: r.problemId, title: r.title, difficulty: r.difficulty, type: r.type,
      tags: tags.get(r.id) ?? [], ...(counts.get(r.id) ?? emptyCounts()), score: null,
    }));
    return toPage(records, Number(count.n), q.currentPage, q.limit);
  }

  /** Tags of many problems in one query. */
  async tagsOf(pids: number[]): Promise<Map<number, TagRow[]>> {
    const out = new Map<number, TagRow[]>();
    if (pids.length === 0) return out;
    const rows = await this.db.selectFrom('problemTag').innerJoin('tag', 'tag.id', 'problemTag.tid')
      .select('problemTag.pid').selectAll('tag').where('problemTag.pid', 'in', pids).orderBy('tag.id').execute();
    for (const r of rows) out.set(r.pid, [...(out.get(r.pid) ?? []), toTagRow(r)]);
    return out;
  }

  /** Verdict counts of many problems from public submissions (cid 0, no group), one grouped query (§5.5). */
  async countsOf(pids: number[]): Promise<Map<number, VerdictCounts>> {
    const out = new Map<number, VerdictCounts>();
    if (pids.length === 0) return out;
    const rows = await this.db.selectFrom('judge')
      .select(['pid', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('pid', 'in', pids).where('cid', '=', 0).where('gid', 'is', null)
      .groupBy(['pid', 'status']).execute();
    for (const r of rows) {
      const c = out.get(r.pid) ?? emptyCounts();
      const n = Number(r.n);
      c.total += n;
      const key = STATUS_KEYS.get(r.status);
      if (key) c[key] += n;
      out.set(r.pid, c);
    }
    return out;
  }

  async random(): Promise<{ problemId: string }> {
    const visible = this.db.selectFrom('problem').where('auth', '=', ProblemAuth.Public).where('isGroup', '=', 0);
    const { n } = await visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(n) === 0) throw AppError.fail('problemBank.noPublicProblem');
    const row = await visible.select('problemId').orderBy('id').offset(Math.floor(Math.random() * Number(n))).limit(1).executeTakeFirst();
    if (!row) throw AppError.fail('problemBank.noPublicProblem');
    return row;
  }

  async recentUpdated(): Promise<RecentUpdatedProblemVo[]> {
    const rows = await this.db.selectFrom('problem')
      .select(['id', 'problemId', 'title', 'type', 'gmtCreate', 'gmtModified'])
      .where('auth', '=', ProblemAuth.Public).where('isGroup', '=', 0)
      .orderBy('gmtModified', 'desc').orderBy('id', 'desc').limit(RECENT_UPDATED_COUNT).execute();
    return rows.map((r) => ({ ...r, gmtCreate: wire(r.gmtCreate), gmtModified: wire(r.gmtModified) }));
  }

  /** Non-group tags of one OJ, or of all with ALL. */
  async allTags(oj: string): Promise<TagRow[]> {
    const rows = await this.db.selectFrom('tag').selectAll().where('gid', 'is', null)
      .$if(oj !== 'ALL', (qb) => qb.where('oj', '=', oj)).orderBy('id').execute();
    return rows.map(toTagRow);
  }

  /** One entry per classification (rank order), then unclassified tags under a null classification. */
  async tagsAndClassification(oj: string): Promise<Array<{ classification: TagClassificationRow | null; tagList: TagRow[] }>> {
    const [classes, tags] = await Promise.all([
      this.db.selectFrom('tagClassification').selectAll().$if(oj !== 'ALL', (qb) => qb.where('oj', '=', oj))
        .orderBy('rank').orderBy('id').execute(),
      this.allTags(oj),
    ]);
    const known = new Set(classes.map((c) => c.id));
    const out: Array<{ classification: TagClassificationRow | null; tagList: TagRow[] }> = classes.map((c) => ({
      classification: toClassificationRow(c), tagList: tags.filter((t) => t.tcid === c.id),
    }));
    const loose = tags.filter((t) => t.tcid == null || !known.has(t.tcid));
    if (loose.length > 0 || classes.length === 0) out.push({ classification: null, tagList: loose });
    return out;
  }

  async problemTags(actor: Actor | null, pid: number): Promise<TagRow[]> {
    await this.problems.findVisible(actor, { pid });
    return (await this.tagsOf([pid])).get(pid) ?? [];
  }

  async changeAuth(actor: Actor, id: number, auth: number): Promise<void> {
    const res = await this.db.updateTable('problem').set({ auth, modifiedUser: actor.username, gmtModified: Date.now() })
      .where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw AppError.notFound('problem.notFound');
  }
}

export interface VerdictCounts { total: number; ac: number; mle: number; tle: number; re: number; pe: number; ce: number; wa: number; se: number; pa: number }
const emptyCounts = (): VerdictCounts => ({ total: 0, ac: 0, mle: 0, tle: 0, re: 0, pe: 0, ce: 0, wa: 0, se: 0, pa: 0 });
const STATUS_KEYS = new Map<number, Exclude<keyof VerdictCounts, 'total'>>([
  [JudgeStatus.Accepted, 'ac'], [JudgeStatus.MemoryLimitExceeded, 'mle'], [JudgeStatus.TimeLimitExceeded, 'tle'],
  [JudgeStatus.RuntimeError, 're'], [JudgeStatus.PresentationError, 'pe'], [JudgeStatus.CompileError, 'ce'],
  [JudgeStatus.WrongAnswer, 'wa'], [JudgeStatus.SystemError, 'se'], [JudgeStatus.PartialAccepted, 'pa'],
]);
