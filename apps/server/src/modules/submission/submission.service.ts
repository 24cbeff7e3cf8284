import {
  type JudgeCaseVo, type JudgeEntity, JudgeStatus, type JudgeVo, type Page, ProblemAuth, toPage,
} from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import { toBool } from '../../db/dialect';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { SiteConfigService } from '../admin/site-config.service';
import { SwitchService } from '../admin/switch.service';
import type { SubmissionEvents } from '../judge/event-bus';
import type { JudgeQueue } from '../judge/queue';
import { canViewProblem } from '../problem/problem.service';
import { type JudgeRow, toJudgeEntity, toJudgeVo, toStatusEntity } from './submission.mapper';

export interface SubmissionDeps {
  db: Db;
  dialect: Dialect;
  queue: JudgeQueue;
  events: SubmissionEvents;
  siteConfig: SiteConfigService;
}

/** The site's switch config (contract SwitchConfigDTO), with the one set of defaults. */
export const judgeSwitches = (siteConfig: SiteConfigService) => new SwitchService(siteConfig).get();

const SHOW_ERROR: readonly number[] = [JudgeStatus.CompileError, JudgeStatus.SystemError, JudgeStatus.SubmittedFailed];

export interface SubmitInput {
  pid: string;
  language: string;
  code: string;
  cid?: number | null;
  gid?: number | null;
}

/** Submitting and reading submissions (contract §2.4, spec 1 §6). */
export class SubmissionService {
  constructor(private readonly deps: SubmissionDeps) {}

  async submit(actor: Actor, input: SubmitInput, ip: string | null): Promise<JudgeEntity> {
    const { db, queue, events, siteConfig } = this.deps;
    if (input.cid) throw AppError.fail('submission.contestNotSupported');
    const switches = await judgeSwitches(siteConfig);
    if (!switches.openPublicJudge) throw AppError.forbidden('submission.judgeClosed');
    const problem = await db.selectFrom('problem').selectAll().where('problemId', '=', input.pid).executeTakeFirst();
    if (!problem) throw AppError.notFound('problem.notFound');
    if (!canViewProblem(actor, problem)) throw AppError.forbidden('submission.problemNotPublic');
    const allowed = await db
      .selectFrom('problemLanguage').innerJoin('language', 'language.id', 'problemLanguage.lid')
      .select('language.name').where('problemLanguage.pid', '=', problem.id).execute();
    if (!allowed.some((l) => l.name === input.language)) throw AppError.fail('submission.languageNotAllowed', { language: input.language });
    await this.checkInterval(actor, Number(switches.defaultSubmitInterval) || 0);

    const now = Date.now();
    const inserted = await db
      .insertInto('judge')
      .values({
        pid: problem.id, displayPid: problem.problemId, uid: actor.uid, username: actor.username, submitTime: now,
        status: JudgeStatus.Pending, share: 0, errorMessage: null, time: null, memory: null, score: null, length: input.code.length,
        code: input.code, language: input.language, cid: 0, cpid: 0, gid: problem.gid, judger: null, ip, version: 0,
        oiRankScore: null, isManual: 0, attemptId: null, gmtCreate: now, gmtModified: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const submitId = Number(inserted.submitId);
    // The row is committed before the job exists; if enqueueing fails the sweeper re-queues it.
    await queue.enqueue(submitId).catch(() => undefined);
    events.publish({ submitId, status: JudgeStatus.Pending, done: 0, total: 0 });
    // The row as committed (Pending): a fast worker may already have moved it on.
    return toJudgeEntity({ ...inserted, submitId });
  }

  /** One submission per user per interval (switch `defaultSubmitInterval`, seconds; 0 = off). */
  private async checkInterval(actor: Actor, seconds: number): Promise<void> {
    if (seconds <= 0) return;
    const last = await this.deps.db
      .selectFrom('judge').select('submitTime').where('uid', '=', actor.uid).where('cid', '=', 0)
      .orderBy('submitTime', 'desc').limit(1).executeTakeFirst();
    const wait = last ? Math.ceil((last.submitTime + seconds * 1000 - Date.now()) / 1000) : 0;
    if (wait > 0) throw AppError.fail('submission.tooFast', { seconds: wait });
  }

  async list(actor: Actor | null, q: {
    currentPage: number; limit: number; onlyMine?: boolean; problemID?: string; status?: number; username?: string;
    completeProblemID?: boolean; gid?: number;
  }): Promise<Page<JudgeVo>> {
    const { db, dialect } = this.deps;
    if (q.onlyMine && !actor) throw AppError.denied('submission.onlyMineLogin');
    const admin = isAdmin(actor);
    if (q.gid !== undefined && !admin) throw AppError.forbidden('submission.noAccess');
    const base = db
      .selectFrom('judge')
      .innerJoin('problem', 'problem.id', 'judge.pid')
      .where('judge.cid', '=', 0)
      .where((eb) => (q.gid !== undefined ? eb('judge.gid', '=', q.gid) : eb('judge.gid', 'is', null)))
      // Non-admins see submissions of public problems only (contest-only and private ones stay hidden).
      .$if(!admin, (qb) => qb.where('problem.auth', '=', ProblemAuth.Public))
      .$if(!!q.onlyMine && !!actor, (qb) => qb.where('judge.uid', '=', actor!.uid))
      .$if(!q.onlyMine && !!q.username, (qb) => qb.where('judge.username', '=', q.username!))
      .$if(q.status !== undefined, (qb) => qb.where('judge.status', '=', q.status!))
      .$if(!!q.problemID, (qb) =>
        q.completeProblemID ? qb.where('judge.displayPid', '=', q.problemID!) : qb.where(dialect.containsText('judge.displayPid', q.problemID!)));
    const [rows, count] = await Promise.all([
      base.selectAll('judge').select('problem.title').orderBy('judge.submitId', 'desc').limit(q.limit).offset((q.currentPage - 1) * q.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return toPage(rows.map((r) => toJudgeVo(r, admin)), Number(count.n), q.currentPage, q.limit);
  }

  async detail(actor: Actor | null, submitId: number): Promise<{ submission: JudgeEntity; codeShare: boolean }> {
    const row = await this.require(submitId);
    const problem = await this.deps.db.selectFrom('problem').select(['auth', 'gid', 'codeShare']).where('id', '=', row.pid).executeTakeFirst();
    const owner = actor?.uid === row.uid;
    if (!owner && problem && !canViewProblem(actor, problem)) throw AppError.forbidden('submission.noAccess');
    const codeShare = problem ? toBool(problem.codeShare) : false;
    const switches = await judgeSwitches(this.deps.siteConfig);
    const entity = toJudgeEntity(row);
    const privileged = owner || isAdmin(actor);
    const shared = toBool(row.share) && codeShare;
    if (!privileged) {
      // Shared code is readable by all unless the site hides non-contest code (spec 1 §6).
      entity.code = shared ? (switches.hideNonContestSubmissionCode ? null : row.code) : null;
      entity.ip = null;
    }
    entity.errorMessage = entity.code !== null && SHOW_ERROR.includes(row.status) ? row.errorMessage : null;
    return { submission: entity, codeShare };
  }

  async share(actor: Actor, submitId: number, share: boolean): Promise<boolean> {
    const row = await this.require(submitId);
    if (row.uid !== actor.uid) throw AppError.forbidden('submission.shareNotOwner');
    if (Number(row.cid) !== 0) throw AppError.forbidden('submission.shareContest');
    const problem = await this.deps.db.selectFrom('problem').select('codeShare').where('id', '=', row.pid).executeTakeFirst();
    if (!problem || !toBool(problem.codeShare)) throw AppError.forbidden('submission.shareClosed');
    await this.deps.db.updateTable('judge').set({ share: share ? 1 : 0, gmtModified: Date.now() }).where('submitId', '=', submitId).execute();
    return share;
  }

  async statuses(submitIds: number[], cid: number | null | undefined): Promise<Record<string, JudgeEntity>> {
    if (submitIds.length === 0) return {};
    const rows = await this.deps.db.selectFrom('judge').selectAll().where('submitId', 'in', submitIds).where('cid', '=', cid ?? 0).execute();
    return Object.fromEntries(rows.map((r) => [String(r.submitId), toStatusEntity(r)]));
  }

  async caseResults(actor: Actor | null, submitId: number): Promise<JudgeCaseVo | null> {
    const row = await this.require(submitId);
    const problem = await this.deps.db.selectFrom('problem').select(['auth', 'gid', 'openCaseResult', 'judgeCaseMode', 'type']).where('id', '=', row.pid).executeTakeFirst();
    const admin = isAdmin(actor);
    if (!admin && actor?.uid !== row.uid && problem && !canViewProblem(actor, problem)) throw AppError.forbidden('submission.noAccess');
    if (!admin && (!problem || !toBool(problem.openCaseResult))) return null;
    const cases = await this.deps.db.selectFrom('judgeCase').selectAll().where('submitId', '=', submitId).orderBy('seq').orderBy('id').execute();
    const mode = cases[0]?.mode ?? problem?.judgeCaseMode ?? 'default';
    const shaped = cases.map((c) =>
      admin
        ? { ...c, gmtCreate: null }
        : { time: c.time, memory: c.memory, score: c.score, status: c.status, userOutput: c.userOutput, groupNum: c.groupNum, seq: c.seq, mode: c.mode });
    if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return { judgeCaseList: shaped, subTaskJudgeCaseVoList: [], judgeCaseMode: mode };
    const groups = new Map<number, typeof shaped>();
    for (const c of shaped) groups.set(c.groupNum ?? 0, [...(groups.get(c.groupNum ?? 0) ?? []), c]);
    const subtasks = [...groups.entries()].map(([groupNum, list]) => {
      const failing = list.find((c) => c.status !== JudgeStatus.Accepted);
      const scores = list.map((c) => c.score ?? 0);
      return {
        groupNum,
        time: Math.max(0, ...list.map((c) => c.time ?? 0)),
        memory: Math.max(0, ...list.map((c) => c.memory ?? 0)),
        score: mode === 'subtask_lowest' ? Math.min(...scores) : Math.round(scores.reduce((a, s) => a + s, 0) / scores.length),
        status: failing?.status ?? JudgeStatus.Accepted,
        ac: list.filter((c) => c.status === JudgeStatus.Accepted).length,
        total: list.length,
        subtaskDetailList: list,
      };
    });
    return { judgeCaseList: [], subTaskJudgeCaseVoList: subtasks, judgeCaseMode: mode };
  }

  /** Own non-contest submission that ended without a real verdict (Submitted Failed, System Error) goes back to the queue. */
  async resubmit(actor: Actor, submitId: number): Promise<JudgeEntity> {
    const row = await this.require(submitId);
    if (row.uid !== actor.uid) throw AppError.forbidden('submission.noAccess');
    const retryable: number[] = [JudgeStatus.SubmittedFailed, JudgeStatus.SystemError];
    if (Number(row.cid) !== 0 || !retryable.includes(row.status)) throw AppError.fail('submission.resubmitNotAllowed');
    await this.deps.db
      .updateTable('judge')
      .set({ status: JudgeStatus.Pending, errorMessage: null, time: null, memory: null, score: null, oiRankScore: null, judger: null, attemptId: null, version: row.version + 1, gmtModified: Date.now() })
      .where('submitId', '=', submitId)
      .execute();
    const reset = await this.require(submitId);
    await this.deps.queue.enqueue(submitId);
    this.deps.events.publish({ submitId, status: JudgeStatus.Pending, done: 0, total: 0 });
    return toJudgeEntity(reset);
  }

  async require(submitId: number): Promise<JudgeRow> {
    const row = await this.deps.db.selectFrom('judge').selectAll().where('submitId', '=', submitId).executeTakeFirst();
    if (!row) throw AppError.notFound('submission.notFound');
    return row;
  }
}
