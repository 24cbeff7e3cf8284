import {
  JudgeStatus, LOCAL_OJ, type LanguageRow, ProblemAuth, type ProblemCount, type ProblemInfo, REMOTE_OJS,
} from '@verdict/shared';
import type { Db } from '../../db/database';
import { toBool } from '../../db/dialect';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { type ProblemRow, byLanguageOrder, toLanguageRow, toProblemEntity, toTagRow } from './problem.mapper';

/** Who may see a problem outside contests: public ones everybody, the rest admins only. */
export function canViewProblem(actor: Actor | null, p: Pick<ProblemRow, 'auth' | 'gid'>): boolean {
  if (isAdmin(actor)) return true;
  return p.auth === ProblemAuth.Public && p.gid == null;
}

/** Problem reads for the problem page and the submit box (contract §2.1, §2.3). */
export class ProblemService {
  constructor(private readonly db: Db) {}

  async findVisible(actor: Actor | null, where: { problemId: string } | { pid: number }): Promise<ProblemRow> {
    const q = this.db.selectFrom('problem').selectAll();
    const row = await ('pid' in where ? q.where('id', '=', where.pid) : q.where('problemId', '=', where.problemId)).executeTakeFirst();
    if (!row) throw AppError.notFound('problem.notFound');
    // Two checks, two answers: the client words 'not found' and 'no access' differently.
    if (!canViewProblem(actor, row)) throw AppError.forbidden('problem.notPublic');
    return row;
  }

  async detail(actor: Actor | null, problemId: string): Promise<ProblemInfo> {
    const p = await this.findVisible(actor, { problemId });
    const [tags, languages, templates, problemCount] = await Promise.all([
      this.db.selectFrom('tag').innerJoin('problemTag', 'problemTag.tid', 'tag.id').selectAll('tag').where('problemTag.pid', '=', p.id).orderBy('tag.id').execute(),
      this.problemLanguageRows(p.id),
      this.db
        .selectFrom('codeTemplate').innerJoin('language', 'language.id', 'codeTemplate.lid')
        .select(['language.name', 'codeTemplate.code']).where('codeTemplate.pid', '=', p.id).where('codeTemplate.status', '=', 1).execute(),
      this.count(p.id),
    ]);
    // Checker sources and judge-only files are not for contestants.
    const problem = { ...toProblemEntity(p), judgeExtraFile: null, spjCode: null, spjLanguage: null };
    return {
      problem,
      tags: tags.map(toTagRow),
      languages: languages.map((l) => l.name),
      problemCount,
      codeTemplate: Object.fromEntries(templates.map((t) => [t.name, t.code])),
    };
  }

  /** Counted on demand from non-contest submissions (§5.5); every submission counts. */
  async count(pid: number): Promise<ProblemCount> {
    const rows = await this.db
      .selectFrom('judge')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('pid', '=', pid).where('cid', '=', 0)
      .groupBy('status')
      .execute();
    const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
    const n = (s: number) => by.get(s) ?? 0;
    return {
      pid, total: rows.reduce((a, r) => a + Number(r.n), 0), ac: n(JudgeStatus.Accepted), mle: n(JudgeStatus.MemoryLimitExceeded),
      tle: n(JudgeStatus.TimeLimitExceeded), re: n(JudgeStatus.RuntimeError), pe: n(JudgeStatus.PresentationError),
      ce: n(JudgeStatus.CompileError), wa: n(JudgeStatus.WrongAnswer), se: n(JudgeStatus.SystemError), pa: n(JudgeStatus.PartialAccepted),
    };
  }

  async languages(q: { pid?: number; all?: boolean }): Promise<LanguageRow[]> {
    let oj: string | null = null;
    if (q.all === false) {
      oj = LOCAL_OJ;
      if (q.pid !== undefined) {
        const p = await this.db.selectFrom('problem').select('problemId').where('id', '=', q.pid).executeTakeFirst();
        const prefix = p?.problemId.split('-')[0] ?? '';
        if (p && p.problemId.includes('-') && (REMOTE_OJS as readonly string[]).includes(prefix)) oj = prefix === 'GYM' ? 'CF' : prefix;
      }
    }
    const rows = await this.db.selectFrom('language').selectAll().$if(oj !== null, (qb) => qb.where('oj', '=', oj!)).execute();
    return rows.sort(byLanguageOrder).map(toLanguageRow);
  }

  async problemLanguages(actor: Actor | null, pid: number): Promise<LanguageRow[]> {
    await this.findVisible(actor, { pid });
    return (await this.problemLanguageRows(pid)).map(toLanguageRow);
  }

  async problemLanguageRows(pid: number) {
    const rows = await this.db.selectFrom('language').innerJoin('problemLanguage', 'problemLanguage.lid', 'language.id').selectAll('language').where('problemLanguage.pid', '=', pid).execute();
    return rows.sort(byLanguageOrder);
  }

  async codeTemplates(actor: Actor | null, pid: number) {
    await this.findVisible(actor, { pid });
    const rows = await this.db.selectFrom('codeTemplate').selectAll().where('pid', '=', pid).where('status', '=', 1).orderBy('id').execute();
    return rows.map((t) => ({ id: t.id, pid: t.pid, lid: t.lid, code: t.code, status: toBool(t.status) }));
  }

  /** Non-contest status per problem: Accepted wins, else the latest verdict, -10 when never submitted. */
  async userStatus(actor: Actor, body: { pidList: number[]; isContestProblemList: boolean; gid?: number | null }): Promise<Record<string, { status: number }>> {
    if (body.isContestProblemList) throw AppError.fail('problem.contestNotSupported');
    const out: Record<string, { status: number }> = {};
    if (body.pidList.length === 0) return out;
    const rows = await this.db
      .selectFrom('judge')
      .select(['pid', 'status', 'submitId'])
      .where('uid', '=', actor.uid).where('cid', '=', 0).where('pid', 'in', body.pidList)
      .where((eb) => (body.gid ? eb('gid', '=', body.gid) : eb('gid', 'is', null)))
      .orderBy('submitId', 'desc')
      .execute();
    for (const pid of body.pidList) out[String(pid)] = { status: JudgeStatus.NotSubmitted };
    for (const r of rows) {
      const cur = out[String(r.pid)];
      if (cur.status === JudgeStatus.NotSubmitted) cur.status = r.status;
      else if (r.status === JudgeStatus.Accepted) cur.status = JudgeStatus.Accepted;
    }
    return out;
  }

  async lastAcCode(actor: Actor, pid: number, cid?: number): Promise<{ submitId: number; code: string; language: string }> {
    const row = await this.db
      .selectFrom('judge')
      .select(['submitId', 'code', 'language'])
      .where('uid', '=', actor.uid).where('pid', '=', pid).where('cid', '=', cid ?? 0).where('status', '=', JudgeStatus.Accepted)
      .orderBy('submitId', 'desc')
      .executeTakeFirst();
    if (!row) throw AppError.fail('problem.lastAcMissing');
    return row;
  }
}
