import {
  type CaseDetail,
  type JudgeCaseVo,
  type JudgeEntity,
  JudgeStatus,
  type JudgeVo,
  type Page,
  toPage,
} from '@verdict/shared';
import { type GroupStandings, isGroupMember } from '../../access/group-policy';
import { toBool } from '../../db/dialect';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { AnswerCache, PreSerialized } from '../../infra/answer-cache';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { ProblemService } from '../problem/problem.service';
import type { SwitchService } from '../site/switch.service';
import { managesCaseData, mayShowCaseData } from './case-data.policy';
import { caseDetails, shapeCaseResults } from './case-results';
import type { ContestScope, ContestView } from './contest-scope';
import { type ProblemMarksQuery, practiceMarks } from './practice-marks';
import type { TrainingScope } from './training-scope';
import { type JudgeRow, toJudgeEntity, toJudgeVo, toStatusEntity, unknownResult } from './submission.mapper';
import type { SubmissionRepository } from './submission.repository';
import type { JudgeDispatch, VerdictService } from './verdict.service';

export interface SubmissionDeps {
  repo: SubmissionRepository;
  problems: ProblemService;
  switches: SwitchService;
  verdicts: VerdictService;
  dispatch: JudgeDispatch;
  events: SubmissionEvents;
  /** Contest rules, from the contest module (wired in wiring/). */
  contests: ContestScope;
  /** Training rules, from the training module (wired in wiring/); without it a tid is ignored. */
  trainings?: TrainingScope;
  /** Standings in groups, read through access/group-policy.ts (the group module, wired in wiring/); without it only site admins read a group's submissions. */
  groups?: GroupStandings;
  /** Remote judging (module remote-judge, wired in wiring/): refuses a remote problem whose site has no account. */
  remote?: { requireAccount(pid: number): Promise<void> };
}

/** What a submission row is filed under. */
interface SubmitTarget {
  pid: number;
  displayPid: string;
  gid: number | null;
  cid: number;
  cpid: number;
}

/** A detail answer: the row, or only Submitted Unknown Result where a sealed contest hides it. */
export type SubmissionDetail = { submission: JudgeEntity | { status: number }; codeShare: boolean };

const SHOW_ERROR: readonly number[] = [JudgeStatus.CompileError, JudgeStatus.SystemError, JudgeStatus.SubmittedFailed];

export interface SubmitInput {
  pid: string;
  language: string;
  code: string;
  cid?: number | null;
  tid?: number | null;
  gid?: number | null;
}

interface SubmissionListQuery {
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  problemID?: string;
  status?: number;
  username?: string;
  completeProblemID?: boolean;
  gid?: number;
}

/** Submitting and reading submissions (contract §2.4, spec 1 §6). */
export class SubmissionService {
  private answers: AnswerCache | null = null;

  constructor(private readonly deps: SubmissionDeps) {}

  /** Keeps whole list pages; wiring/answer-caches.ts bumps it on judge and problem changes. */
  keepAnswersIn(cache: AnswerCache): void {
    this.answers = cache;
  }

  async submit(actor: Actor, input: SubmitInput, ip: string | null): Promise<JudgeEntity> {
    const { problems, switches } = this.deps;
    const config = await switches.get();
    if (input.cid) {
      if (!config.openContestJudge) throw AppError.forbidden('contest.judgeClosed');
      // The contest resolves its display id and applies its own rules; contests have no submit interval.
      const target = await this.deps.contests.forSubmit(actor, input.cid, input.pid);
      if (!target.languages.includes(input.language))
        throw AppError.fail('submission.languageNotAllowed', { language: input.language });
      if (!target.practice) return this.store(actor, input, { ...target, cid: input.cid }, ip);
      const row = await this.store(actor, input, { ...target, cid: 0, cpid: 0 }, ip);
      await target.practice.stored(row.submitId);
      return row;
    }
    if (!config.openPublicJudge) throw AppError.forbidden('submission.judgeClosed');
    if (input.tid && this.deps.trainings) {
      // A training submission is an ordinary one once the training lets the caller in; its records follow the verdict.
      const target = await this.deps.trainings.forSubmit(actor, input.tid, input.pid);
      if (!target.languages.includes(input.language))
        throw AppError.fail('submission.languageNotAllowed', { language: input.language });
      await this.checkInterval(actor, Number(config.defaultSubmitInterval) || 0);
      return this.store(actor, input, { ...target, cid: 0, cpid: 0 }, ip);
    }
    const { problem, languages } = await problems.forSubmit(actor, input.pid);
    if (!languages.includes(input.language)) throw AppError.fail('submission.languageNotAllowed', { language: input.language });
    await this.checkInterval(actor, Number(config.defaultSubmitInterval) || 0);
    const gid = problems.scopeOf(problem, input.gid);
    return this.store(actor, input, { pid: problem.id, displayPid: problem.problemId, gid, cid: 0, cpid: 0 }, ip);
  }

  private async store(actor: Actor, input: SubmitInput, target: SubmitTarget, ip: string | null): Promise<JudgeEntity> {
    const { repo, dispatch, events } = this.deps;
    await this.deps.remote?.requireAccount(target.pid);
    const now = Date.now();
    const row = await repo.insert({
      pid: target.pid,
      displayPid: target.displayPid,
      uid: actor.uid,
      username: actor.username,
      submitTime: now,
      status: JudgeStatus.Pending,
      share: 0,
      errorMessage: null,
      time: null,
      memory: null,
      score: null,
      length: input.code.length,
      code: input.code,
      language: input.language,
      cid: target.cid,
      cpid: target.cpid,
      gid: target.gid,
      judger: null,
      ip,
      version: 0,
      oiRankScore: null,
      isManual: 0,
      attemptId: null,
      gmtCreate: now,
      gmtModified: now,
    });
    // The row is committed before the job exists; if enqueueing fails the sweeper re-queues it.
    await dispatch.enqueue(row.submitId).catch(() => undefined);
    events.publish({ submitId: row.submitId, status: JudgeStatus.Pending, done: 0, total: 0 });
    // The row as committed (Pending): a fast worker may already have moved it on.
    return toJudgeEntity(row);
  }

  /** One submission per user per interval (switch `defaultSubmitInterval`, seconds; 0 = off). */
  private async checkInterval(actor: Actor, seconds: number): Promise<void> {
    if (seconds <= 0) return;
    const last = await this.deps.repo.lastSubmitTime(actor.uid);
    const wait = last !== null ? Math.ceil((last + seconds * 1000 - Date.now()) / 1000) : 0;
    if (wait > 0) throw AppError.fail('submission.tooFast', { seconds: wait });
  }

  /**
   * The list page as the route answers it, kept per query. The key holds what the answer depends on
   * besides the rows: the caller's admin role (hidden problems, figures) and, for onlyMine, the
   * caller — no page is served to a caller who could not have read it.
   */
  async page(actor: Actor | null, q: SubmissionListQuery): Promise<Page<JudgeVo> | PreSerialized> {
    if (!this.answers) return this.list(actor, q);
    await this.checkList(actor, q);
    const key = JSON.stringify([
      isAdmin(actor),
      q.onlyMine && actor ? actor.uid : null,
      q.onlyMine ? null : q.username || null,
      q.currentPage,
      q.limit,
      q.problemID ?? null,
      q.status ?? null,
      !!q.completeProblemID,
      q.gid ?? null,
    ]);
    let masked = false;
    const compute = async () => {
      const page = await this.list(actor, q);
      masked = page.records.some((r) => r.status === JudgeStatus.SubmittedUnknownResult);
      return page;
    };
    // A page with a running virtual window's masked rows turns stale when the window ends: not kept.
    return this.answers.json(key, compute, () => !masked);
  }

  private async checkList(actor: Actor | null, q: SubmissionListQuery): Promise<void> {
    if (q.onlyMine && !actor) throw AppError.denied('submission.onlyMineLogin');
    // A group's status list is for its members (group submissions never show in the site-wide one).
    if (q.gid !== undefined && !isAdmin(actor) && !(await this.inGroup(actor, q.gid))) {
      throw AppError.forbidden('submission.noAccess');
    }
  }

  async list(actor: Actor | null, q: SubmissionListQuery): Promise<Page<JudgeVo>> {
    await this.checkList(actor, q);
    const admin = isAdmin(actor);
    const { repo, problems, contests } = this.deps;
    // Admins see every verdict: no window is read for them.
    const linkSql = admin ? undefined : contests.practiceLinkSql;
    const { records, total } = await repo.list({
      currentPage: q.currentPage,
      limit: q.limit,
      uid: q.onlyMine && actor ? actor.uid : undefined,
      username: !q.onlyMine && q.username ? q.username : undefined,
      status: q.status,
      problemID: q.problemID,
      completeProblemID: q.completeProblemID,
      gid: q.gid,
      // Non-admins see submissions of public problems only (contest-only and private ones stay hidden).
      hiddenPids: admin || q.gid !== undefined ? [] : await problems.hiddenIds(),
      linkSql,
    });
    const titles = await problems.summaries(records.map((r) => r.pid));
    // Practice rows of a virtual window still running past its OI seal show no verdict, to anyone but admins.
    const hidden = admin
      ? new Set<number>()
      : await contests.hiddenPractice(records.filter((r) => Number(r.cid) === 0 && (linkSql === undefined || r.linked)));
    return toPage(
      records.map((r) => toJudgeVo(hidden.has(r.submitId) ? unknownResult(r) : r, admin, titles.get(r.pid)?.title ?? null)),
      total,
      q.currentPage,
      q.limit,
    );
  }

  /** A member of the group (the group policy's reading; super admins count), the only ones who read its submissions. */
  private async inGroup(actor: Actor | null, gid: number): Promise<boolean> {
    return actor !== null && this.deps.groups !== undefined && isGroupMember(await this.deps.groups.standingOf(actor, gid));
  }

  async detail(actor: Actor | null, submitId: number): Promise<SubmissionDetail> {
    const row = await this.require(submitId);
    if (Number(row.cid) !== 0) return this.contestDetail(actor, row);
    const problem = await this.problemOf(row.pid);
    if (!isAdmin(actor) && (await this.deps.contests.hiddenPractice([row])).has(submitId))
      return { submission: { status: JudgeStatus.SubmittedUnknownResult }, codeShare: false };
    const owner = actor?.uid === row.uid;
    if (!owner && problem && !(await this.deps.problems.mayView(actor, problem))) throw AppError.forbidden('submission.noAccess');
    const codeShare = problem ? toBool(problem.codeShare) : false;
    const switches = await this.deps.switches.get();
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

  /**
   * A contest submission (contract §3 SubmissionInfoVO): visitors get 401; outside its admins,
   * a sealed OI contest shows only Submitted Unknown Result, a sealed board hides others' late
   * rows the same way, others' code is never shown and their figures not while it runs.
   */
  private async contestDetail(actor: Actor | null, row: JudgeRow): Promise<SubmissionDetail> {
    if (!actor) throw AppError.denied('errors.loginRequired');
    const view = await this.deps.contests.viewOf(actor, Number(row.cid));
    const problem = await this.problemOf(row.pid);
    const codeShare = problem ? toBool(problem.codeShare) : false;
    const unknown = { submission: { status: JudgeStatus.SubmittedUnknownResult }, codeShare };
    if (!view.full && view.unknownFrom !== null) return unknown;
    const shown = this.deps.contests.showRow(row, view);
    if (!shown) return unknown;
    const entity = toJudgeEntity(shown);
    if (!view.full && row.uid !== actor.uid) {
      entity.code = null;
      entity.ip = null;
    }
    entity.errorMessage = entity.code !== null && SHOW_ERROR.includes(row.status) ? row.errorMessage : null;
    return { submission: entity, codeShare };
  }

  async share(actor: Actor, submitId: number, share: boolean): Promise<boolean> {
    const row = await this.require(submitId);
    if (row.uid !== actor.uid) throw AppError.forbidden('submission.shareNotOwner');
    if (Number(row.cid) !== 0) throw AppError.forbidden('submission.shareContest');
    const problem = await this.problemOf(row.pid);
    if (!problem || !toBool(problem.codeShare)) throw AppError.forbidden('submission.shareClosed');
    await this.deps.repo.setShare(submitId, share);
    return share;
  }

  /**
   * Statuses of the listed submissions. Contest ones (cid) as the contest lets the caller see them;
   * the others by the status list's rules: a non-admin gets only non-group submissions of problems
   * they may see (others are left out, as if unknown). Only admins get the IP.
   */
  async statuses(actor: Actor | null, submitIds: number[], cid: number | null | undefined): Promise<Record<string, JudgeEntity>> {
    if (cid && !actor) throw AppError.denied('errors.loginRequired');
    if (submitIds.length === 0) return {};
    const admin = isAdmin(actor);
    if (cid && actor) {
      const view = await this.deps.contests.viewOf(actor, cid);
      const out: Record<string, JudgeEntity> = {};
      for (const r of await this.deps.repo.byIds(submitIds, cid)) {
        const shown = this.deps.contests.showRow(r, view);
        if (shown) out[String(r.submitId)] = toStatusEntity(shown, admin);
      }
      // The caller's own practice rows among them: submissions of a virtual participation in the contest.
      const own = (await this.deps.repo.byIds(submitIds, 0)).filter((r) => r.uid === actor.uid);
      const hidden = await this.deps.contests.hiddenPractice(own);
      for (const r of own) out[String(r.submitId)] = toStatusEntity(hidden.has(r.submitId) ? unknownResult(r) : r, admin);
      return out;
    }
    const rows = await this.deps.repo.byIds(submitIds, 0);
    const problems = admin ? null : await this.deps.problems.summaries(rows.map((r) => r.pid));
    const shown = await Promise.all(
      rows.map(async (r) => {
        if (!problems) return true;
        const problem = problems.get(r.pid);
        if (problem === undefined) return false;
        // A group's submissions are polled by its members only.
        if (r.gid != null) return (await this.inGroup(actor, Number(r.gid))) && this.deps.problems.mayView(actor, problem);
        return this.deps.problems.mayView(actor, problem);
      }),
    );
    const visible = rows.filter((_, i) => shown[i]);
    const hidden = admin ? new Set<number>() : await this.deps.contests.hiddenPractice(visible);
    return Object.fromEntries(
      visible.map((r) => [String(r.submitId), toStatusEntity(hidden.has(r.submitId) ? unknownResult(r) : r, admin)]),
    );
  }

  /**
   * The cases of a submission. The list (verdict, time, memory per case) follows the contest's view
   * and the problem's openCaseResult; the failed-case data in it (input, expected, the program's
   * output, the checker's message) follows mayShowCaseData alone.
   */
  async caseResults(actor: Actor | null, submitId: number): Promise<JudgeCaseVo | null> {
    const row = await this.require(submitId);
    let view: ContestView | null = null;
    if (Number(row.cid) !== 0) {
      if (!actor) throw AppError.denied('errors.loginRequired');
      view = await this.deps.contests.viewOf(actor, Number(row.cid));
    } else if (!isAdmin(actor) && (await this.deps.contests.hiddenPractice([row])).has(submitId)) return null;
    const problem = await this.deps.problems.byId(row.pid);
    const facts = { actor, row, problem, view, contests: this.deps.contests, groups: this.deps.groups };
    const manager = await managesCaseData(facts);
    // In a contest the cases are for its admins and, unless sealed, the author of the submission.
    if (view && !view.full && (row.uid !== actor?.uid || this.deps.contests.showRow(row, view)?.status !== row.status))
      return null;
    const admin = isAdmin(actor);
    if (!manager && actor?.uid !== row.uid && problem && !(await this.deps.problems.mayView(actor, problem)))
      throw AppError.forbidden('submission.noAccess');
    if (!manager && (!problem || !toBool(problem.openCaseResult))) return null;
    const cases = await this.deps.repo.cases(submitId);
    const mode = cases[0]?.mode ?? problem?.judgeCaseMode ?? 'default';
    const showData = await mayShowCaseData(facts);
    const details = showData ? await caseDetails(this.deps.problems, row.pid, cases) : new Map<number, CaseDetail>();
    return shapeCaseResults(cases, details, { admin, showData, mode });
  }

  /** Own non-contest submission that ended without a real verdict (Submitted Failed, System Error) goes back to the queue. */
  async resubmit(actor: Actor, submitId: number): Promise<JudgeEntity> {
    const row = await this.require(submitId);
    if (row.uid !== actor.uid) throw AppError.forbidden('submission.noAccess');
    const retryable: number[] = [JudgeStatus.SubmittedFailed, JudgeStatus.SystemError];
    if (Number(row.cid) !== 0 || !retryable.includes(row.status)) throw AppError.fail('submission.resubmitNotAllowed');
    const [reset] = await this.deps.verdicts.requeue([submitId], { newVersion: true });
    return toJudgeEntity(reset);
  }

  /** Status per problem: the contest's marks, or the practice marks (practice-marks.ts). */
  async userStatus(actor: Actor, body: ProblemMarksQuery): Promise<Record<string, { status: number; score?: number | null }>> {
    if (!body.isContestProblemList) return practiceMarks(this.deps, actor.uid, body.pidList, body.gid ?? null);
    if (!body.cid) throw AppError.fail('contest.fieldRequired', { field: 'cid' });
    return this.deps.contests.problemStatuses(actor, body.cid, body.pidList, body.containsEnd ?? false);
  }

  /** The caller's latest accepted code of a problem; in a contest, only a verdict the contest shows them (not past an OI seal). */
  async lastAcCode(actor: Actor, pid: number, cid?: number): Promise<{ submitId: number; code: string; language: string }> {
    const view = cid ? await this.deps.contests.viewOf(actor, cid) : null;
    // The contest's showRow rule for one's own rows: from unknownFrom on they show no verdict.
    const before = view && !view.full && view.unknownFrom !== null ? view.unknownFrom : undefined;
    const row = await this.deps.repo.lastAccepted(actor.uid, pid, cid ?? 0, before);
    if (!row || (!cid && (await this.deps.contests.hiddenPractice([row])).has(row.submitId)))
      throw AppError.fail('problem.lastAcMissing');
    return { submitId: row.submitId, code: row.code, language: row.language };
  }

  async require(submitId: number): Promise<JudgeRow> {
    const row = await this.deps.repo.find(submitId);
    if (!row) throw AppError.notFound('submission.notFound');
    return row;
  }

  private async problemOf(pid: number) {
    return (await this.deps.problems.summaries([pid])).get(pid);
  }
}
