import {
  type ContestAnnouncementVo,
  ContestAuth,
  type ContestProblemInfo,
  type ContestProblemVo,
  ContestStatus,
  type ContestVo,
  type Page,
  ProblemAuth,
  toPage,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserDirectory } from '../account/user-directory';
import { emptyCounts, type ProblemService } from '../problem/problem.service';
import type { ContestRecords } from './contest-records';
import type { ContestAccess } from './contest-access';
import { participantCounts } from './contest-participants';
import { figuresWindow, nonCountingUids } from './contest-window';
import { toAnnouncementVo, toContestVo } from './contest.mapper';
import { isSealedFor, matchesAccountRule, statusOf } from './contest.policy';
import type { ContestListFilter, ContestRepository, ContestRow } from './contest.repository';

export interface ContestDeps {
  repo: ContestRepository;
  access: ContestAccess;
  problems: ProblemService;
  records: ContestRecords;
  users: UserDirectory;
}

/** The contestant's side (contract §2.5, spec 2 §2): list, shell, registration, problems, announcements. */
export class ContestService {
  constructor(private readonly deps: ContestDeps) {}

  async list(q: ContestListFilter): Promise<Page<ContestVo>> {
    const now = Date.now();
    const { records, total } = await this.deps.repo.listVisible(q, now);
    const counts = await participantCounts(this.deps, records);
    return toPage(
      records.map((c) => toContestVo(c, now, { count: counts.get(c.id) ?? 0 })),
      total,
      q.currentPage,
      q.limit,
    );
  }

  /** A group's contests (membership checked by the group-content module); hidden ones for its admins. */
  groupList = (gid: number, q: { currentPage: number; limit: number; withHidden: boolean }): Promise<Page<ContestVo>> =>
    this.list({ ...q, gid });

  /** The contest shell, with the server's clock so a wrong client clock still counts down right. */
  async info(actor: Actor, cid: number): Promise<ContestVo> {
    const { contest, now } = await this.deps.access.visible(actor, cid);
    const count = (await participantCounts(this.deps, [contest])).get(cid) ?? 0;
    return toContestVo(contest, now, { withNow: true, count });
  }

  async register(actor: Actor, cid: number, password: string): Promise<void> {
    const { repo, access } = this.deps;
    const { contest } = await access.visible(actor, cid);
    if (contest.auth === ContestAuth.Public) throw AppError.fail('contest.publicNoRegister');
    if (contest.pwd !== password) throw AppError.fail('contest.wrongPassword');
    if (toBool(contest.openAccountLimit) && !matchesAccountRule(contest.accountLimitRule, actor.username))
      throw AppError.fail('contest.accountNotAllowed');
    if (!(await repo.register(cid, actor.uid))) throw AppError.fail('contest.alreadyRegistered');
  }

  access = async (actor: Actor, cid: number) => ({ access: await this.deps.access.hasAccess(actor, cid) });

  /** The problem list with balloon colours and counts; viewers of a sealed board get the counts of the seal time. */
  async problems(actor: Actor | null, cid: number, containsEnd: boolean): Promise<ContestProblemVo[]> {
    const { contest, admin, now } = await this.deps.access
      .entry(actor, cid)
      .catch((refusal: unknown) => this.openBoard(actor, cid, refusal));
    return this.problemsOf(admin, contest, now, containsEnd);
  }

  /**
   * A contest the caller may not enter still shows its board's problem columns (ids, titles,
   * colours, counts: what the outside board shows) when its board is open and it has started: HOJ's
   * client draws a private contest's open board from this list. Otherwise the refusal stands.
   */
  private async openBoard(actor: Actor | null, cid: number, refusal: unknown) {
    const seen = await this.deps.access.visible(actor, cid).catch(() => null);
    if (!seen || !toBool(seen.contest.openRank) || statusOf(seen.contest, seen.now) === ContestStatus.Scheduled) throw refusal;
    return seen;
  }

  /** The problem list of a contest the caller may see (the inner pages or the outside board). */
  async problemsOf(admin: boolean, contest: ContestRow, now: number, containsEnd: boolean): Promise<ContestProblemVo[]> {
    const links = await this.deps.repo.problems(contest.id);
    const counts = await this.counts(admin, contest, now, containsEnd);
    return links.map((l) => {
      const c = counts.get(Number(l.pid));
      return {
        id: l.id,
        displayId: l.displayId,
        cid: Number(l.cid),
        pid: Number(l.pid),
        displayTitle: l.displayTitle,
        color: l.color,
        ac: c?.ac ?? 0,
        total: c?.total ?? 0,
      };
    });
  }

  async problemDetails(actor: Actor, cid: number, displayId: string, containsEnd: boolean): Promise<ContestProblemInfo> {
    const { repo, access, problems } = this.deps;
    const entry = await access.entry(actor, cid);
    const link = await repo.problemByDisplayId(cid, displayId);
    const row = link ? await problems.byId(Number(link.pid)) : undefined;
    if (!link || !row) throw AppError.notFound('contest.problemNotFound', { displayId });
    if (row.auth === ProblemAuth.Private && !entry.admin) throw AppError.forbidden('contest.problemNotAvailable');
    const counts = (await this.counts(entry.admin, entry.contest, entry.now, containsEnd)).get(row.id) ?? emptyCounts();
    const info = await problems.infoOf(row, counts);
    const ended = statusOf(entry.contest, entry.now) === ContestStatus.Ended;
    // The contract's quirk, kept for HOJ's client: tags while running, none once ended.
    return {
      ...info,
      problem: { ...info.problem, title: link.displayTitle, ...(ended ? {} : { author: null, source: null, difficulty: null }) },
      tags: ended ? [] : info.tags,
    };
  }

  async announcements(
    actor: Actor,
    q: { cid: number; currentPage: number; limit: number },
  ): Promise<Page<ContestAnnouncementVo>> {
    await this.deps.access.entry(actor, q.cid);
    const { records, total } = await this.deps.repo.announcements(q.cid, { ...q, visibleOnly: true });
    return toPage(records.map(toAnnouncementVo), total, q.currentPage, q.limit);
  }

  /** Shown announcements the client has not read yet (it polls every 60 s). */
  async unreadAnnouncements(actor: Actor, cid: number, read: number[]): Promise<ContestAnnouncementVo[]> {
    await this.deps.access.entry(actor, cid);
    return (await this.deps.repo.unseenAnnouncements(cid, read)).map(toAnnouncementVo);
  }

  /** Verdict counts per problem as this viewer may see them (frozen at the seal unless an admin). */
  private async counts(admin: boolean, contest: ContestRow, now: number, containsEnd: boolean) {
    const sealed = isSealedFor(admin, contest, now, true);
    const excludeUids = await nonCountingUids(this.deps.users, contest);
    return this.deps.records.countsByProblem(figuresWindow(contest, { sealed, containsEnd, excludeUids }));
  }
}
