import path from 'node:path';
import { PassThrough } from 'node:stream';
import yazl from 'yazl';
import { findLanguage } from '@verdict/judge';
import {
  type ContestSubmissionsQuery,
  ContestStatus,
  JudgeStatus,
  type JudgeVo,
  type Page,
  ProblemAuth,
  toPage,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserDirectory } from '../account/user-directory';
import type { ProblemService } from '../problem/problem.service';
import type { ContestRecords, ContestWindow } from './contest-records';
import type { ContestScope, ContestSubmitTarget, ContestView } from '../submission/contest-scope';
import { toJudgeVo } from '../submission/submission.mapper';
import type { ContestAccess } from './contest-access';
import { viewContestRow } from './contest-view';
import { nonCountingUids } from './contest-window';
import { isSealed, ruleOf, statusOf } from './contest.policy';
import type { ContestRepository, ContestRow } from './contest.repository';
import type { VirtualService } from './virtual.service';

export interface ContestSubmissionDeps {
  repo: ContestRepository;
  access: ContestAccess;
  problems: ProblemService;
  records: ContestRecords;
  users: UserDirectory;
  /** Virtual participation (virtual.service.ts): a window's submissions and marks. */
  virtual?: Pick<VirtualService, 'submitTarget' | 'problemStatuses' | 'hiddenPractice' | 'practiceLinkSql'>;
}

/**
 * Contest submissions: the contest's side of submitting (the submission module's ContestScope),
 * how each viewer sees them (seal, running contest), the contest's status list, status marks,
 * and the AC code download.
 */
export class ContestSubmissionService implements ContestScope {
  constructor(private readonly deps: ContestSubmissionDeps) {}

  async hiddenPractice(rows: Array<{ submitId: number; submitTime: number | string }>): Promise<Set<number>> {
    return (await this.deps.virtual?.hiddenPractice(rows)) ?? new Set();
  }

  get practiceLinkSql(): string | undefined {
    return this.deps.virtual?.practiceLinkSql;
  }

  async forSubmit(actor: Actor, cid: number, displayId: string): Promise<ContestSubmitTarget> {
    const { repo, access, problems } = this.deps;
    const virtual = await this.deps.virtual?.submitTarget(actor, cid, displayId);
    if (virtual) return virtual;
    const { admin, contest } = await access.submit(actor, cid);
    const link = await repo.problemByDisplayId(cid, displayId);
    const problem = link ? await problems.byId(Number(link.pid)) : undefined;
    if (!link || !problem) throw AppError.notFound('contest.problemNotFound', { displayId });
    if (problem.auth === ProblemAuth.Private && !admin) throw AppError.forbidden('contest.problemNotAvailable');
    // A group contest's submissions count for its group (the group rank includes them).
    const gid = contest.isGroup === 1 ? contest.gid : problems.scopeOf(problem);
    return {
      pid: problem.id,
      cpid: link.id,
      displayPid: problem.problemId,
      gid,
      languages: await problems.languageNames(problem.id),
    };
  }

  async viewOf(actor: Actor | null, cid: number): Promise<ContestView> {
    const { contest, admin, now } = await this.deps.access.entry(actor, cid);
    return this.viewFor(actor, contest, admin, now);
  }

  showRow: ContestScope['showRow'] = viewContestRow;

  problemInLiveContest(pid: number): Promise<boolean> {
    return this.deps.repo.problemInLiveContest(pid, Date.now());
  }

  /** ACM: Accepted wins, else the latest; OI: the latest with its score, Submitted Unknown Result past the seal. */
  async problemStatuses(
    actor: Actor,
    cid: number,
    pids: number[],
    containsEnd: boolean,
  ): Promise<Record<string, { status: number; score: number | null }>> {
    // A virtual participant's marks come from their window's submissions.
    const virtual = containsEnd ? null : await this.deps.virtual?.problemStatuses(actor, cid, pids);
    if (virtual) return virtual;
    const { contest, admin, now } = await this.deps.access.entry(actor, cid);
    const out: Record<string, { status: number; score: number | null }> = {};
    for (const pid of pids) out[String(pid)] = { status: JudgeStatus.NotSubmitted, score: null };
    // After-contest submissions count only when asked for and the contest takes them.
    const until = containsEnd && toBool(contest.allowEndSubmit) ? Infinity : Number(contest.endTime);
    const rows = await this.deps.records.userRows(actor.uid, { cid, from: 0, until, excludeUids: [] }, pids);
    const view = this.viewFor(actor, contest, admin, now);
    const byScore = ruleOf(contest).ranksBy === 'score';
    for (const r of rows) {
      const cur = out[String(r.pid)];
      const first = cur.status === JudgeStatus.NotSubmitted;
      if (byScore) {
        if (!first) continue;
        const masked = view.unknownFrom !== null && Number(r.submitTime) >= view.unknownFrom;
        out[String(r.pid)] = masked
          ? { status: JudgeStatus.SubmittedUnknownResult, score: null }
          : { status: r.status, score: r.score };
      } else if (first || r.status === JudgeStatus.Accepted) {
        out[String(r.pid)] = { status: r.status, score: null };
      }
    }
    return out;
  }

  /**
   * The contest's status list: from the start (or, for its admins, the tests made before it),
   * up to the end unless after-contest ones are asked for; a sealed board hides others' late rows.
   */
  async list(actor: Actor, q: ContestSubmissionsQuery): Promise<Page<JudgeVo>> {
    const { repo, access, records } = this.deps;
    const { contest, admin, now } = await access.entry(actor, q.contestID);
    if (q.beforeContestSubmit && !admin) throw AppError.forbidden('contest.beforeSubmitAdminOnly');
    const view = this.viewFor(actor, contest, admin, now);
    const links = await repo.problems(contest.id);
    const needle = q.problemID?.toLowerCase();
    const matching =
      needle === undefined
        ? undefined
        : links
            .filter((l) =>
              q.completeProblemID ? l.displayId.toLowerCase() === needle : l.displayId.toLowerCase().includes(needle),
            )
            .map((l) => l.id);
    const start = Number(contest.startTime);
    const { records: rows, total } = await records.list({
      cid: contest.id,
      currentPage: q.currentPage,
      limit: q.limit,
      uid: q.onlyMine ? actor.uid : undefined,
      username: !q.onlyMine && q.username ? q.username : undefined,
      status: q.status,
      cpids: matching,
      ...(q.beforeContestSubmit ? { until: start } : { from: start, until: q.containsEnd ? undefined : Number(contest.endTime) }),
      hideOthersFrom: view.hideOthersFrom !== null ? { uid: actor.uid, time: view.hideOthersFrom } : undefined,
    });
    const byCpid = new Map(links.map((l) => [l.id, l]));
    const vos = rows.flatMap((r) => {
      const shown = viewContestRow(r, view);
      const link = byCpid.get(Number(r.cpid));
      return shown
        ? [{ ...toJudgeVo({ ...shown, title: link?.displayTitle ?? null }, admin), displayId: link?.displayId ?? null }]
        : [];
    });
    return toPage(vos, total, q.currentPage, q.limit);
  }

  /** A zip of the contest's accepted code (the latest AC per user and problem), a folder per user or per problem. */
  async acceptedZip(
    actor: Actor,
    q: { cid: number; excludeAdmin?: boolean; splitType: 'user' | 'problem' },
  ): Promise<{ filename: string; stream: NodeJS.ReadableStream }> {
    const { repo, access, records, users } = this.deps;
    const contest = await access.admin(actor, q.cid);
    const excludeUids = q.excludeAdmin ? await nonCountingUids(users, contest) : [];
    const window: ContestWindow = { cid: contest.id, from: 0, until: Infinity, excludeUids };
    const [rows, links] = await Promise.all([records.acceptedWithCode(window), repo.problems(contest.id)]);
    const displayOf = new Map(links.map((l) => [Number(l.pid), l.displayId]));
    const latest = new Map<string, (typeof rows)[number]>();
    for (const r of rows) latest.set(`${r.uid}\n${r.pid}`, r);
    const zip = new yazl.ZipFile();
    for (const r of latest.values()) {
      const displayId = safeName(displayOf.get(r.pid) ?? r.displayPid);
      const user = safeName(r.username);
      const ext = path.extname(findLanguage(r.language)?.sourceName ?? '.txt') || '.txt';
      const name =
        q.splitType === 'user' ? `${user}/${displayId}_${r.submitId}${ext}` : `${displayId}/${user}_${r.submitId}${ext}`;
      zip.addBuffer(Buffer.from(r.code, 'utf8'), name, { mtime: new Date(Number(r.submitTime)) });
    }
    zip.end();
    const stream = new PassThrough();
    zip.outputStream.pipe(stream);
    return { filename: `contest_${contest.id}_ac_${q.splitType}.zip`, stream };
  }

  private viewFor(actor: Actor | null, contest: ContestRow, admin: boolean, now: number): ContestView {
    const ended = statusOf(contest, now) === ContestStatus.Ended;
    if (admin)
      return {
        full: true,
        viewerUid: actor?.uid ?? null,
        hideOthersFrom: null,
        unknownFrom: null,
        hideOthersFigures: false,
        ended,
      };
    const sealedAt = isSealed(contest, now) ? Number(contest.sealRankTime) : null;
    return {
      full: false,
      viewerUid: actor?.uid ?? null,
      hideOthersFrom: sealedAt,
      unknownFrom: ruleOf(contest).sealHidesOwnResults ? sealedAt : null,
      hideOthersFigures: statusOf(contest, now) === ContestStatus.Running,
      ended,
    };
  }
}

/** A path segment that unzips safely everywhere. */
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^\.+/, '_') || '_';
