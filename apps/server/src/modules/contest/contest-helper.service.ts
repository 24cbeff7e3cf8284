import {
  type ContestAcRecord,
  ContestLimits,
  type ContestPrintEntity,
  type ContestScrollBoardInfo,
  type ContestScrollBoardSubmission,
  ContestStatus,
  JudgeStatus,
  type Page,
  toPage,
  toScrollBoardTime,
  msToWireDate as wire,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserDirectory } from '../account/user-directory';
import type { ContestRecords } from './contest-records';
import type { ContestAccess } from './contest-access';
import { nonCountingUids } from './contest-window';
import type { BoardCompetitors } from './board-competitors';
import { scrollFacts, starTeamNames, teamScrollRow } from './scroll-board-teams';
import { toPrintEntity } from './contest.mapper';
import { isSealed, ruleOf, starAccountsOf, statusOf } from './contest.policy';
import type { ContestRepository, ContestRow } from './contest.repository';

/** Contest helpers (spec 2 §2): print requests and their queue, the AC info (balloons), the scroll board. */
export class ContestHelperService {
  constructor(
    private readonly deps: {
      repo: ContestRepository;
      access: ContestAccess;
      records: ContestRecords;
      users: UserDirectory;
      /** A team contest's scroll board replays its teams (the team module, through wiring). */
      competitors?: BoardCompetitors;
    },
  ) {}

  // ── print ────────────────────────────────────────────────────────────────

  async submitPrint(actor: Actor, cid: number, content: string | null | undefined): Promise<void> {
    const { repo, access, users } = this.deps;
    const { contest, admin, now } = await access.entry(actor, cid);
    if (!toBool(contest.openPrint)) throw AppError.fail('contest.printClosed');
    // Printing is for contestants: a protected contest's visitors pass the password step first.
    if (!admin && !(await access.hasAccess(actor, cid))) throw AppError.forbidden('contest.registerFirst');
    if (!admin && statusOf(contest, now) === ContestStatus.Ended) throw AppError.fail('contest.ended');
    const text = content ?? '';
    if (!text.trim()) throw AppError.fail('contest.printEmpty');
    if (text.trim().length < ContestLimits.printMinLength)
      throw AppError.fail('contest.printTooShort', { min: ContestLimits.printMinLength });
    const realname = (await users.byUids([actor.uid])).get(actor.uid)?.realname ?? null;
    await repo.insertPrint({
      cid,
      uid: actor.uid,
      username: actor.username,
      realname,
      content: text,
      status: 0,
      gmtCreate: now,
      gmtModified: now,
    });
  }

  async prints(actor: Actor, q: { cid: number; currentPage: number; limit: number }): Promise<Page<ContestPrintEntity>> {
    await this.deps.access.admin(actor, q.cid);
    const { records, total } = await this.deps.repo.prints(q.cid, q);
    return toPage(records.map(toPrintEntity), total, q.currentPage, q.limit);
  }

  async markPrinted(actor: Actor, id: number, cid: number): Promise<void> {
    await this.deps.access.admin(actor, cid);
    const print = await this.deps.repo.findPrint(id);
    if (!print || Number(print.cid) !== cid) throw AppError.notFound('contest.printNotFound');
    await this.deps.repo.markPrinted(id);
  }

  /** The text of one request, for the admin's printer. */
  async printText(actor: Actor, id: number): Promise<{ filename: string; text: string }> {
    const print = await this.deps.repo.findPrint(id);
    if (!print) throw AppError.notFound('contest.printNotFound');
    await this.deps.access.admin(actor, Number(print.cid));
    return { filename: `contest_${print.cid}_print_${print.username}_${id}.txt`, text: print.content };
  }

  // ── AC info ──────────────────────────────────────────────────────────────

  /**
   * The first AC of each user on each problem during the contest (ACM; contest admins), first
   * blood marked (equal seconds all first), unchecked ones first, then in the order they came.
   */
  async acInfo(actor: Actor, q: { cid: number; currentPage: number; limit: number }): Promise<Page<ContestAcRecord>> {
    const { repo, access, records, users } = this.deps;
    const contest = await access.admin(actor, q.cid);
    if (!ruleOf(contest).acHelpers) throw AppError.fail('contest.notAcm');
    const start = Number(contest.startTime);
    const excludeUids = await nonCountingUids(users, contest);
    const rows = await records.rows({ cid: contest.id, from: start, until: Number(contest.endTime), excludeUids }, [
      JudgeStatus.Accepted,
    ]);
    const [links, checked] = await Promise.all([repo.problems(contest.id), repo.checkedSubmissions(contest.id)]);
    const displayOf = new Map(links.map((l) => [Number(l.pid), l.displayId]));
    const seen = new Set<string>();
    const firsts = rows.filter((r) => {
      const key = `${r.uid}\n${r.pid}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const bloodSecond = new Map<number, number>();
    for (const r of firsts) {
      const sec = Math.floor((Number(r.submitTime) - start) / 1000);
      if (!bloodSecond.has(r.pid) || sec < bloodSecond.get(r.pid)!) bloodSecond.set(r.pid, sec);
    }
    const ordered = [...firsts.filter((r) => !checked.has(r.submitId)), ...firsts.filter((r) => checked.has(r.submitId))];
    const slice = ordered.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit);
    const cards = await users.byUids(slice.map((r) => r.uid));
    return toPage(
      slice.map((r) => {
        const sec = Math.floor((Number(r.submitTime) - start) / 1000);
        return {
          id: r.submitId,
          cid: contest.id,
          uid: r.uid,
          pid: r.pid,
          cpid: Number(r.cpid),
          displayId: displayOf.get(r.pid) ?? r.displayPid,
          submitId: r.submitId,
          username: r.username,
          realname: cards.get(r.uid)?.realname ?? null,
          status: r.status,
          submitTime: wire(Number(r.submitTime)),
          time: sec,
          score: r.score,
          useTime: r.time,
          firstBlood: bloodSecond.get(r.pid) === sec,
          checked: checked.has(r.submitId),
          gmtCreate: wire(Number(r.submitTime)),
          gmtModified: null,
        };
      }),
      ordered.length,
      q.currentPage,
      q.limit,
    );
  }

  async checkAcInfo(actor: Actor, body: { id: number; cid: number; checked: boolean }): Promise<void> {
    await this.deps.access.admin(actor, body.cid);
    const row = await this.deps.records.find(body.id);
    if (!row || Number(row.cid) !== body.cid || row.status !== JudgeStatus.Accepted)
      throw AppError.notFound('contest.acRecordNotFound');
    await this.deps.repo.setChecked(body.cid, body.id, body.checked);
  }

  // ── scroll board ─────────────────────────────────────────────────────────

  async scrollBoardInfo(actor: Actor | null, cid: number): Promise<ContestScrollBoardInfo> {
    const contest = await this.scrollable(actor, cid);
    const links = await this.deps.repo.problems(cid);
    return {
      id: contest.id,
      rankShowName: contest.rankShowName,
      problemCount: links.length,
      balloonColor: Object.fromEntries(links.map((l) => [l.displayId, l.color])),
      startTime: toScrollBoardTime(Number(contest.startTime)),
      sealRankTime: contest.sealRankTime == null ? null : toScrollBoardTime(Number(contest.sealRankTime)),
      starUserList: [...starAccountsOf(contest), ...(await starTeamNames(this.deps.competitors, cid))],
    };
  }

  /** Every submission of the contest's time, in order, for the resolver to replay (contest admins' and, if asked, star users' left out). */
  async scrollBoardSubmissions(actor: Actor | null, cid: number, removeStar: boolean): Promise<ContestScrollBoardSubmission[]> {
    const { repo, records, users } = this.deps;
    const contest = await this.scrollable(actor, cid);
    const excludeUids = await nonCountingUids(users, contest);
    const rows = await records.rows({ cid, from: Number(contest.startTime), until: Number(contest.endTime), excludeUids });
    const stars = new Set(removeStar ? starAccountsOf(contest) : []);
    const teams = (await this.deps.competitors?.competitorsOf(cid)) ?? null;
    const kept = rows.filter((r) => !stars.has(r.username) && !(removeStar && teams?.get(r.uid)?.star));
    const [links, cards] = await Promise.all([repo.problems(cid), users.byUids(kept.map((r) => r.uid))]);
    const displayOf = new Map(links.map((l) => [Number(l.pid), l.displayId]));
    return kept
      .filter((r) => displayOf.has(r.pid))
      .map((r) => {
        const team = teams?.get(r.uid);
        if (team) return { ...teamScrollRow(team), ...scrollFacts(r, displayOf) };
        const u = cards.get(r.uid);
        return {
          uid: r.uid,
          username: r.username,
          nickname: u?.nickname ?? null,
          realname: u?.realname ?? null,
          school: u?.school ?? null,
          avatar: u?.avatar ?? null,
          gender: u?.gender ?? null,
          ...scrollFacts(r, displayOf),
        };
      });
  }

  /**
   * The scroll board reveals a sealed ACM board after the end. While the board stays sealed (no
   * automatic real rank) only the contest's admins may run it; after that, whoever may see the
   * board: anyone when the outside board is open, else those who may enter the contest.
   */
  private async scrollable(actor: Actor | null, cid: number): Promise<ContestRow> {
    const { contest, admin, now } = await this.deps.access.visible(actor, cid);
    if (!ruleOf(contest).acHelpers) throw AppError.fail('contest.notAcm');
    if (!toBool(contest.sealRank)) throw AppError.fail('contest.scrollNotSealed');
    if (statusOf(contest, now) !== ContestStatus.Ended) throw AppError.fail('contest.scrollNotEnded');
    if (!admin) {
      if (isSealed(contest, now)) throw AppError.forbidden('contest.noAdmin');
      if (!toBool(contest.openRank)) await this.deps.access.entry(actor, cid);
    }
    return contest;
  }
}
