import {
  type ContestProblemVo,
  type ContestRankDto,
  ContestStatus,
  type ContestVo,
  JudgeStatus,
  type Page,
  type SubmissionProgress,
  isInProgress,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { UserCard, UserDirectory } from '../account/user-directory';
import type { ContestRecords } from './contest-records';
import type { BoardSnapshots } from './board-snapshot';
import { type BoardContest, type BoardQuery, type BoardSubmission, ContestBoard, type ContestRankVo } from './board';
import { categoryKeys, categoryPage } from './board-categories';
import { rebuildFromJudge } from './board-rebuild';
import { asCompetitor, mergedBoard, submissionsOf } from './board-merge';
import { type BoardCompetitor, type BoardCompetitors } from './board-competitors';
import type { ContestAccess } from './contest-access';
import { upsolvedPage } from './contest-upsolve';
import { nonCountingUids } from './contest-window';
import { toContestVo } from './contest.mapper';
import { awardsOf, isSealedFor, ruleOf, starAccountsOf, statusOf } from './contest.policy';
import type { ContestProblemRow, ContestRepository, ContestRow } from './contest.repository';
import type { ContestService } from './contest.service';
import { csvLine } from '../../infra/spreadsheet';

/** A board in memory with what it was built from. */
interface LoadedBoard {
  board: ContestBoard;
  /** Contest settings and problem list it was built with: a change rebuilds it. */
  key: string;
  /** contest_problem id → display id. */
  displayOf: Map<number, string>;
  profiles: Map<string, UserCard>;
  /** A team contest's members → their team (rows are the teams'); null for an individual contest. */
  teams: Map<string, BoardCompetitor> | null;
  /** Submissions applied since the board was built: a big live board's snapshot is taken again every SNAPSHOT_EVERY. */
  applied: number;
}

/** A submission of a contest that reached its board: what a stream needs to tell whether a viewer's board changed. */
export interface BoardChange {
  submitTime: number;
  status: number;
}

/** Boards kept in memory at once; the least recently used goes first. */
const MAX_BOARDS = 16;
/** A live board refreshes its snapshot (in the background) after this many applied submissions. */
const SNAPSHOT_EVERY = 10_000;

export interface ContestBoardDeps {
  repo: ContestRepository;
  access: ContestAccess;
  records: ContestRecords;
  users: UserDirectory;
  events: SubmissionEvents;
  contests: ContestService;
  /** Teams of team contests (the team module, through wiring); without it every contest is individual. */
  competitors?: BoardCompetitors;
  /** Big contests' boards rebuilt from a snapshot and the rows changed since; without it every rebuild reads every row. */
  snapshots?: Pick<BoardSnapshots, 'columns' | 'read'>;
}

/**
 * Serves contest boards from the board engine (`board/`). A board is built from the judge table
 * when first asked for (or when the contest or its problem list changed), then kept current from
 * the submission events: each new submission, verdict, rejudge and manual judgement is applied to
 * it. The seal is decided per viewer; contest admins see through it with forceRefresh.
 */
export class ContestBoardService {
  private readonly boards = new Map<number, Promise<LoadedBoard>>();
  private readonly lastUsed = new Map<number, number>();
  private readonly watchers = new Map<number, Set<(change: BoardChange) => void>>();

  constructor(private readonly deps: ContestBoardDeps) {
    deps.events.subscribeAll((e) => this.onEvent(e));
  }

  /** get-contest-rank: the inner board for those who may enter the contest. */
  async rank(actor: Actor, dto: ContestRankDto): Promise<Page<ContestRankVo>> {
    const { contest, admin } = await this.deps.access.entry(actor, dto.cid);
    return this.page(actor, contest, admin, dto);
  }

  /** The outside board: anybody, when the contest opens it (its admins always), once it started. */
  async outside(actor: Actor | null, dto: ContestRankDto): Promise<Page<ContestRankVo>> {
    const { contest, admin } = await this.outsideContest(actor, dto.cid);
    return this.page(actor, contest, admin, dto);
  }

  /** get-contest-outsize-info: the contest and its problems for the outside board. */
  async outsideInfo(actor: Actor | null, cid: number): Promise<{ contest: ContestVo; problemList: ContestProblemVo[] }> {
    const { contest, admin } = await this.outsideContest(actor, cid);
    const now = Date.now();
    return {
      contest: toContestVo(contest, now, { withNow: true }),
      problemList: await this.deps.contests.problemsOf(admin, contest, now, false),
    };
  }

  /** The whole board as CSV, sealed exactly as the inner board is for the caller. */
  async csv(
    actor: Actor,
    q: { cid: number; forceRefresh?: boolean; removeStar?: boolean; containEnd?: boolean },
  ): Promise<{ filename: string; text: string }> {
    const { contest, admin, now } = await this.deps.access.entry(actor, q.cid);
    const { board } = await this.boardOf(contest);
    const links = await this.deps.repo.problems(contest.id);
    const rows = board.list({
      sealed: isSealedFor(admin, contest, now, q.forceRefresh ?? false),
      removeStar: q.removeStar,
      containsEnd: q.containEnd,
    });
    const name = (r: ContestRankVo) =>
      ({ username: r.username, nickname: r.nickname, realname: r.realname })[contest.rankShowName as 'username'] || r.username;
    const head = ['Rank', 'Name', 'School', ...ruleOf(contest).totalColumns, ...links.map((l) => l.displayId)];
    const lines = rows.map((r) => {
      const cells = links.map((l) => {
        if ('ac' in r) {
          const c = r.submissionInfo[l.displayId];
          if (!c) return '';
          return c.isAC
            ? `${Math.floor((c.ACTime ?? 0) / 60)}${c.errorNum ? ` (-${c.errorNum})` : ''}`
            : `-${c.errorNum}${c.tryNum ? ` ?${c.tryNum}` : ''}`;
        }
        return String(r.submissionInfo[l.displayId] ?? '');
      });
      return [
        r.rank === -1 ? '*' : String(r.rank),
        name(r),
        r.school ?? '',
        ...('ac' in r ? [r.ac, r.totalTime] : [r.totalScore, r.totalTime]).map(String),
        ...cells,
      ];
    });
    // Names and schools are the users' own text: csvLine keeps them from running as formulas.
    const text = [head, ...lines].map(csvLine).join('\r\n');
    // A BOM lets spreadsheet programs read the UTF-8 names.
    return { filename: `contest_${contest.id}_rank.csv`, text: `\uFEFF${text}\r\n` };
  }

  /**
   * The whole board of a contest, every row, sealed or not as the caller decided by the contest's
   * seal rule (the ICPC Contest API's scoreboard reads the same board as Verdict's own pages).
   */
  async fullBoard(contest: ContestRow, sealed: boolean): Promise<{ rows: ContestRankVo[]; displayIds: string[] }> {
    const { board, displayOf } = await this.boardOf(contest);
    return { rows: board.list({ sealed }), displayIds: [...displayOf.values()] };
  }

  /**
   * Builds the boards of the contests running now, one after another (as many as are kept), so
   * that after a restart the first viewers of a live contest do not wait for its rebuild. Returns
   * the contests' ids.
   */
  async warmRunning(now = Date.now()): Promise<number[]> {
    const running = await this.deps.repo.running(now, MAX_BOARDS);
    for (const contest of running) await this.boardOf(contest);
    return running.map((c) => c.id);
  }

  /**
   * Follows a board's changes (the board stream): the caller must see the board, inside or
   * outside. The board is loaded now, so every later change reaches `listener`.
   */
  async watch(
    actor: Actor | null,
    cid: number,
    listener: (change: BoardChange) => void,
  ): Promise<{ contest: ContestRow; admin: boolean; stop: () => void }> {
    const { contest, admin, now } = await this.deps.access.visible(actor, cid);
    const outsideOpen = toBool(contest.openRank) && statusOf(contest, now) !== ContestStatus.Scheduled;
    if (!admin && !outsideOpen) await this.deps.access.entry(actor, cid);
    await this.boardOf(contest);
    let set = this.watchers.get(cid);
    if (!set) this.watchers.set(cid, (set = new Set()));
    set.add(listener);
    return {
      contest,
      admin,
      stop: () => {
        set.delete(listener);
        if (set.size === 0 && this.watchers.get(cid) === set) this.watchers.delete(cid);
      },
    };
  }

  private async outsideContest(actor: Actor | null, cid: number): Promise<{ contest: ContestRow; admin: boolean }> {
    const { contest, admin, now } = await this.deps.access.visible(actor, cid);
    if (admin) return { contest, admin };
    if (!toBool(contest.openRank)) throw AppError.forbidden('contest.rankNotOpen');
    if (statusOf(contest, now) === ContestStatus.Scheduled) throw AppError.forbidden('contest.notStarted');
    return { contest, admin };
  }

  /** `admin`: ContestAccess's answer for the caller (only a contest's admins see past the seal, and only with forceRefresh). */
  private async page(
    actor: Actor | null,
    contest: ContestRow,
    admin: boolean,
    dto: ContestRankDto,
  ): Promise<Page<ContestRankVo>> {
    const now = Date.now();
    const query: BoardQuery = {
      sealed: isSealedFor(admin, contest, now, dto.forceRefresh),
      containsEnd: dto.containsEnd,
      removeStar: dto.removeStar,
      keyword: dto.keyword,
      concernedUids: dto.concernedList,
      viewerUid: actor?.uid ?? null,
      currentPage: dto.currentPage,
      limit: dto.limit,
    };
    if (dto.externalCidList.length > 0)
      return (await mergedBoard(this.deps, actor, contest, dto.externalCidList, (c, l) => this.boardContest(c, l))).page(query);
    const { board, teams } = await this.boardOf(contest);
    // A team contest's rows are teams: the viewer's own row is their team's.
    if (teams && actor) query.viewerUid = teams.get(actor.uid)?.key ?? actor.uid;
    const keys =
      dto.groupId === undefined ? null : await categoryKeys(this.deps.competitors, contest.id, dto.groupId, admin, teams);
    const view = { page: (q: BoardQuery) => (keys ? categoryPage(board, q, keys) : board.page(q)) };
    return upsolvedPage(this.deps, contest, { board: view, teams }, query, dto.upsolve ?? false);
  }

  /** Drops a contest's board (its teams changed): the next request rebuilds it. */
  forget(cid: number): void {
    this.boards.delete(cid);
  }

  private async boardOf(contest: ContestRow): Promise<LoadedBoard> {
    const links = await this.deps.repo.problems(contest.id);
    const key = `${contest.gmtModified}|${links.map((l) => `${l.id}:${l.displayId}`).join(',')}`;
    this.lastUsed.set(contest.id, Date.now());
    const cached = this.boards.get(contest.id);
    if (cached) {
      if ((await cached.catch(() => null))?.key === key) return cached;
      // Another reader started the rebuild while this one waited: share it (one build per change).
      const newer = this.boards.get(contest.id);
      if (newer && newer !== cached) return newer;
    }
    const loading = this.load(contest, links, key);
    this.boards.set(contest.id, loading);
    loading.catch(() => this.boards.delete(contest.id));
    this.evict();
    return loading;
  }

  private async load(contest: ContestRow, links: ContestProblemRow[], key: string): Promise<LoadedBoard> {
    const teams = (await this.deps.competitors?.competitorsOf(contest.id)) ?? null;
    const board = new ContestBoard(await this.boardContest(contest, links, teams));
    const displayOf = new Map(links.map((l) => [l.id, l.displayId]));
    const profiles = await rebuildFromJudge(board, contest.id, displayOf, this.deps, teams);
    return { board, key, displayOf, profiles, teams, applied: 0 };
  }

  async boardContest(
    contest: ContestRow,
    links: ContestProblemRow[],
    teams: Map<string, BoardCompetitor> | null = null,
  ): Promise<BoardContest> {
    const starTeams = teams ? [...new Set([...teams.values()].filter((c) => c.star).map((c) => c.key))] : [];
    return {
      rule: ruleOf(contest),
      startTime: Number(contest.startTime),
      endTime: Number(contest.endTime),
      sealRank: toBool(contest.sealRank),
      sealRankTime: contest.sealRankTime == null ? null : Number(contest.sealRankTime),
      autoRealRank: toBool(contest.autoRealRank),
      allowEndSubmit: toBool(contest.allowEndSubmit),
      oiRankScoreType: contest.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
      rankShowName: contest.rankShowName as BoardContest['rankShowName'],
      starUids: [...(await this.deps.users.uidsOf(starAccountsOf(contest))), ...starTeams],
      awardType: contest.awardType as BoardContest['awardType'],
      awardConfig: awardsOf(contest),
      problems: links.map((l) => ({ displayId: l.displayId })),
      excludedUids: await nonCountingUids(this.deps.users, contest),
    };
  }

  /** A contest's board submissions (a team contest's as its teams'), `shift` ms later: the virtual board's base. */
  async submissionsOf(contest: ContestRow, links: ContestProblemRow[], shift: number): Promise<BoardSubmission[]> {
    return (await submissionsOf(this.deps, contest, links, shift, new Set())).subs;
  }

  /** A submission changed: new (Pending), judged, rejudged or judged by hand. Progress within judging changes no board. */
  private onEvent(e: SubmissionProgress): void {
    if (this.boards.size === 0 || (isInProgress(e.status) && e.status !== JudgeStatus.Pending)) return;
    this.applyLatest(e.submitId).catch(() => {
      // A failed read must not leave a board behind the table: they are all rebuilt on the next request.
      this.boards.clear();
    });
  }

  private async applyLatest(submitId: number): Promise<void> {
    const row = await this.deps.records.brief(submitId);
    const pending = row ? this.boards.get(Number(row.cid)) : undefined;
    if (!row || !pending) return;
    const loaded = await pending;
    if (!loaded.profiles.has(row.uid)) {
      const card = (await this.deps.users.byUids([row.uid])).get(row.uid);
      if (card) loaded.profiles.set(row.uid, card);
    }
    // Checked and applied with no wait in between: of two reads of one submission, an older one never overwrites a newer one.
    if ((loaded.board.versionOf(submitId) ?? -Infinity) > Number(row.gmtModified)) return;
    if (++loaded.applied % SNAPSHOT_EVERY === 0)
      // In the background: a restart then reads the snapshot and a few rows, not the whole contest.
      this.deps.snapshots?.columns(Number(row.cid), loaded.board.contest.rule.ranksBy === 'score').catch(() => {});
    const subs = asCompetitor(row, loaded.displayOf, loaded.profiles, loaded.teams);
    for (const sub of subs) {
      loaded.board.apply(sub);
      for (const listener of [...(this.watchers.get(Number(row.cid)) ?? [])])
        listener({ submitTime: sub.submitTime, status: sub.status });
    }
  }

  private evict(): void {
    while (this.boards.size > MAX_BOARDS) {
      // Boards someone streams stay: their changes must keep reaching the stream.
      const candidates = [...this.lastUsed].filter(([cid]) => this.boards.has(cid) && !this.watchers.has(cid));
      if (candidates.length === 0) return;
      const [oldest] = candidates.sort((x, y) => x[1] - y[1])[0];
      this.boards.delete(oldest);
      this.lastUsed.delete(oldest);
    }
  }
}

export { rebuildFromJudge };
