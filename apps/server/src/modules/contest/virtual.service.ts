import {
  ContestAuth,
  ContestStatus,
  JudgeStatus,
  type ContestSubmissionsQuery,
  type JudgeVo,
  type MessageKey,
  type Page,
  ProblemAuth,
  type VirtualParticipationVo,
  type VirtualRefusal,
  type VirtualState,
  toPage,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ProblemService } from '../problem/problem.service';
import type { ContestSubmitTarget } from '../submission/contest-scope';
import type { SubmissionReads } from '../submission/scoped-reads';
import { toJudgeVo } from '../submission/submission.mapper';
import type { ContestAccess } from './contest-access';
import { matchesAccountRule, ruleOf, statusOf } from './contest.policy';
import type { ContestRepository, ContestRow } from './contest.repository';
import type { VirtualRepository, VirtualRow } from './virtual.repository';

export interface VirtualDeps {
  repo: ContestRepository;
  access: ContestAccess;
  problems: ProblemService;
  reads: SubmissionReads;
  virtuals: VirtualRepository;
}

const REFUSED = {
  notEnded: 'virtual.notEnded',
  tookPart: 'virtual.tookPart',
  already: 'virtual.already',
  busy: 'virtual.busy',
} as const satisfies Record<VirtualRefusal, MessageKey>;

/** A problem mark of the contest problem list (ContestScope.problemStatuses). */
type Mark = { status: number; score: number | null };

/**
 * Virtual participation (issue 24.1): starting a window, submitting in it, the caller's own
 * virtual submissions and marks. A window's submissions are practice submissions (cid 0, so they
 * count in the user's practice figures and never in the contest's board, counts, awards or
 * ratings); this module links each to its window and contest problem. The virtual board is in
 * virtual-board.ts.
 */
export class VirtualService {
  constructor(private readonly deps: VirtualDeps) {}

  /** The caller's participation and whether they may start one now. */
  async state(actor: Actor, cid: number): Promise<VirtualState> {
    const { contest, now } = await this.deps.access.entry(actor, cid);
    const row = await this.deps.virtuals.of(cid, actor.uid);
    return { participation: row ? toVo(row, now) : null, refusal: row ? 'already' : await this.refusal(actor, contest, now) };
  }

  /** POST /api/contest/virtual: every refusal before anything is written. */
  async start(actor: Actor, cid: number): Promise<VirtualParticipationVo> {
    const { contest, now } = await this.deps.access.entry(actor, cid);
    if (contest.auth !== ContestAuth.Public && !(await this.deps.repo.isRegistered(contest.id, actor.uid)))
      throw AppError.forbidden('contest.registerFirst');
    if (toBool(contest.openAccountLimit) && !matchesAccountRule(contest.accountLimitRule, actor.username))
      throw AppError.forbidden('contest.accountNotAllowed');
    if (await this.deps.virtuals.of(cid, actor.uid)) throw AppError.fail('virtual.already');
    const refusal = await this.refusal(actor, contest, now);
    if (refusal) throw AppError.fail(REFUSED[refusal]);
    const length = Number(contest.endTime) - Number(contest.startTime);
    const row = await this.deps.virtuals.open({ cid, uid: actor.uid, startTime: now, endTime: now + length });
    if (!row) throw AppError.fail('virtual.busy');
    return toVo(row, now);
  }

  /** The caller's participation in the contest (after the access check), or throws when none. */
  async participation(actor: Actor, cid: number): Promise<{ contest: ContestRow; admin: boolean; now: number; row: VirtualRow }> {
    const entry = await this.deps.access.entry(actor, cid);
    const row = await this.deps.virtuals.of(cid, actor.uid);
    if (!row) throw AppError.notFound('virtual.none');
    return { ...entry, row };
  }

  /** ContestScope.practiceLinkSql (the repository's text). */
  get practiceLinkSql(): string | undefined {
    return this.deps.virtuals.linkSql;
  }

  /**
   * ContestScope.hiddenPractice: of these practice submissions, the ones made in a window that still runs
   * past its contest's seal of own results (sealed OI) — their verdict stays unknown, as in the contest.
   */
  async hiddenPractice(rows: Array<{ submitId: number; submitTime: number | string }>): Promise<Set<number>> {
    const hidden = new Set<number>();
    const now = Date.now();
    // A verdict is hidden only while its window runs: with none running, no window is read.
    if (rows.length === 0 || !(await this.deps.virtuals.mayRun(now))) return hidden;
    const windows = await this.deps.virtuals.windowsOf(rows.map((r) => r.submitId));
    if (windows.length === 0) return hidden;
    const contests = new Map<number, ContestRow | undefined>();
    for (const { submitId, row } of windows) {
      const cid = Number(row.cid);
      if (!contests.has(cid)) contests.set(cid, await this.deps.repo.findById(cid));
      const contest = contests.get(cid);
      const from = contest ? ownResultsHiddenFrom(contest, row, now) : null;
      const submitted = Number(rows.find((r) => r.submitId === submitId)?.submitTime);
      if (from !== null && submitted >= from) hidden.add(submitId);
    }
    return hidden;
  }

  /** The contest's virtual participants, for the modules that must leave them out or tell them apart (ratings). */
  virtualUids = (cid: number): Promise<string[]> => this.deps.virtuals.uidsOf(cid);

  /**
   * ContestScope.forSubmit's first step: with a window of the contest open, the submission is a
   * practice one linked to the window (null: no open window, the contest's own rules apply).
   */
  async submitTarget(actor: Actor, cid: number, displayId: string): Promise<ContestSubmitTarget | null> {
    const row = await this.deps.virtuals.of(cid, actor.uid);
    const now = Date.now();
    if (!row || now < Number(row.startTime) || now >= Number(row.endTime)) return null;
    const { contest, admin } = await this.deps.access.entry(actor, cid);
    const { repo, problems, virtuals } = this.deps;
    const link = await repo.problemByDisplayId(cid, displayId);
    const problem = link ? await problems.byId(Number(link.pid)) : undefined;
    if (!link || !problem) throw AppError.notFound('contest.problemNotFound', { displayId });
    if (problem.auth === ProblemAuth.Private && !admin) throw AppError.forbidden('contest.problemNotAvailable');
    return {
      pid: problem.id,
      cpid: link.id,
      displayPid: problem.problemId,
      gid: contest.isGroup === 1 ? contest.gid : problems.scopeOf(problem),
      languages: await problems.languageNames(problem.id),
      practice: { stored: (submitId) => virtuals.link(submitId, Number(row.id), link.id) },
    };
  }

  /**
   * get-contest-submissions as a virtual participant sees it: with `virtual`, or only their own while
   * their window runs (the problem page's list), their virtual submissions; else null (the contest's list).
   */
  async ownList(actor: Actor, q: ContestSubmissionsQuery): Promise<Page<JudgeVo> | null> {
    if (q.virtual) return this.submissions(actor, q);
    if (!q.onlyMine || q.beforeContestSubmit) return null;
    const row = await this.deps.virtuals.of(q.contestID, actor.uid);
    const now = Date.now();
    return row && now >= Number(row.startTime) && now < Number(row.endTime) ? this.submissions(actor, q) : null;
  }

  /** get-contest-submissions with `virtual`: the caller's own virtual submissions, newest first. */
  async submissions(actor: Actor, q: ContestSubmissionsQuery): Promise<Page<JudgeVo>> {
    const { contest, row, now } = await this.participation(actor, q.contestID);
    const maskFrom = ownResultsHiddenFrom(contest, row, now);
    const links = await this.deps.repo.problems(contest.id);
    const byCpid = new Map(links.map((l) => [l.id, l]));
    const needle = q.problemID?.toLowerCase();
    const wanted = (cpid: number) => {
      const id = byCpid.get(cpid)?.displayId.toLowerCase();
      return needle === undefined || (id !== undefined && (q.completeProblemID ? id === needle : id.includes(needle)));
    };
    const subs = (await this.deps.virtuals.submissions(Number(row.id))).filter((s) => wanted(s.cpid));
    const cpidOf = new Map(subs.map((s) => [s.submitId, s.cpid]));
    const scope = {
      uids: [actor.uid],
      submitIds: subs.map((s) => s.submitId),
      statuses: q.status === undefined ? undefined : [q.status],
    };
    const { records, total } = await this.deps.reads.page(scope, q.currentPage, q.limit);
    const vos = records.map((judged) => {
      const link = byCpid.get(cpidOf.get(judged.submitId) ?? 0);
      const masked = maskFrom !== null && Number(judged.submitTime) >= maskFrom;
      const r = masked
        ? { ...judged, status: JudgeStatus.SubmittedUnknownResult, score: null, time: null, memory: null }
        : judged;
      return { ...toJudgeVo({ ...r, title: link?.displayTitle ?? null }, false), displayId: link?.displayId ?? null };
    });
    return toPage(vos, total, q.currentPage, q.limit);
  }

  /**
   * The caller's marks on the contest problems from their virtual submissions (null: no
   * participation). ACM: Accepted wins, else the latest; OI: the latest with its score, Submitted
   * Unknown Result past the seal while the window runs and the contest's rule hides own results.
   */
  async problemStatuses(actor: Actor, cid: number, pids: number[]): Promise<Record<string, Mark> | null> {
    const row = await this.deps.virtuals.of(cid, actor.uid);
    if (!row) return null;
    const { contest, now } = await this.deps.access.entry(actor, cid);
    const out: Record<string, Mark> = {};
    for (const pid of pids) out[String(pid)] = { status: JudgeStatus.NotSubmitted, score: null };
    const subs = await this.deps.virtuals.submissions(Number(row.id));
    const rows = await this.deps.reads.rows(
      { uids: [actor.uid], submitIds: subs.map((s) => s.submitId), pids },
      ['pid', 'status', 'score', 'submitTime'],
      { order: 'latest' },
    );
    const rule = ruleOf(contest);
    const maskFrom = ownResultsHiddenFrom(contest, row, now);
    for (const r of rows) {
      const key = String(r.pid);
      const first = out[key].status === JudgeStatus.NotSubmitted;
      if (rule.ranksBy === 'score') {
        if (!first) continue;
        out[key] =
          maskFrom !== null && Number(r.submitTime) >= maskFrom
            ? { status: JudgeStatus.SubmittedUnknownResult, score: null }
            : { status: r.status, score: r.score };
      } else if (first || r.status === JudgeStatus.Accepted) out[key] = { status: r.status, score: null };
    }
    return out;
  }

  /** Why the caller may not start a window now (access already checked), or null. */
  private async refusal(actor: Actor, contest: ContestRow, now: number): Promise<VirtualRefusal | null> {
    if (statusOf(contest, now) !== ContestStatus.Ended) return 'notEnded';
    const took = await this.deps.reads.rows(
      { cid: contest.id, uids: [actor.uid], from: Number(contest.startTime), until: Number(contest.endTime) },
      ['submitId'],
    );
    if (took.length > 0) return 'tookPart';
    const open = await this.deps.virtuals.openWindow(actor.uid, now);
    return open ? 'busy' : null;
  }
}

/**
 * While the window runs, a contest whose rule hides a contestant's own results past the seal (OI)
 * hides them from the same moment of the window; null: nothing hidden.
 */
function ownResultsHiddenFrom(contest: ContestRow, row: VirtualRow, now: number): number | null {
  if (!ruleOf(contest).sealHidesOwnResults || !toBool(contest.sealRank) || contest.sealRankTime == null) return null;
  if (now >= Number(row.endTime)) return null;
  return Number(row.startTime) + (Number(contest.sealRankTime) - Number(contest.startTime));
}

function toVo(row: VirtualRow, now: number): VirtualParticipationVo {
  const startTime = Number(row.startTime);
  const endTime = Number(row.endTime);
  return { id: Number(row.id), cid: Number(row.cid), startTime, endTime, now, running: now >= startTime && now < endTime };
}
