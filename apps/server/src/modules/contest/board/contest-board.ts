import { type Page, toPage } from '@verdict/shared';
import { type AcmCellState, acmModel } from './acm-model';
import {
  type AcmCell, type AcmContestRankVo, type BoardContest, type BoardQuery, type BoardSubmission, type ContestRankVo,
  type OiContestRankVo, BOARD_DEFAULT_PAGE_SIZE,
} from './board-types';
import { BoardView, byRank, type RuleModel, type ViewRow } from './board-view';
import { type OiCellState, oiModel } from './oi-model';

/** Keyword text of a user, cached with the submission it was made from. */
interface SearchText {
  from: BoardSubmission;
  text: string;
}

const bySubmission = (a: BoardSubmission, b: BoardSubmission) => a.submitTime - b.submitTime || a.submitId - b.submitId;

type Views<C> = { real: BoardView<C>; withEnd: BoardView<C> | null; sealed: BoardView<C> | null };

/**
 * The board of one contest, held in memory and kept current from verdicts (judge semantics §5).
 *
 * `rebuild` loads every submission of the contest (on start, after a rejudge of a whole problem);
 * `apply` takes one submission as it is now — new, judged, or rejudged — and replaces the effect of
 * the previous state of the same submitId, so applying the same verdict twice changes nothing.
 * Three boards are maintained: the real one, the real one with after-contest submissions (when the
 * contest allows them) and the sealed one (when the contest seals its board).
 */
export class ContestBoard {
  private readonly submissions = new Map<number, BoardSubmission>();
  /** Each user's submissions by problem index, in submission order (contest problems, no excluded users): shared by the views. */
  private readonly groups = new Map<string, BoardSubmission[][]>();
  /** Each user's latest submission: the profile shown in the row. */
  private readonly profiles = new Map<string, BoardSubmission>();
  private readonly searchTexts = new Map<string, SearchText>();
  /** Contest problems in contest order: cells are emitted in it. */
  private readonly displayIds: readonly string[];
  /** Display id → problem index. */
  private readonly problems: ReadonlyMap<string, number>;
  private readonly excluded: ReadonlySet<string>;
  private readonly acm: Views<AcmCellState> | null = null;
  private readonly oi: Views<OiCellState> | null = null;

  constructor(readonly contest: BoardContest) {
    if (!(contest.endTime > contest.startTime)) throw new RangeError('board: the contest must end after it starts');
    this.displayIds = contest.problems.map((p) => p.displayId);
    this.problems = new Map(this.displayIds.map((id, i) => [id, i]));
    this.excluded = new Set(contest.excludedUids ?? []);
    if (contest.rule === 'ACM') this.acm = this.views(acmModel(contest));
    else this.oi = this.views(oiModel(contest));
  }

  /** Every submission of the contest, in any order; a submitId seen twice keeps its last state. */
  rebuild(submissions: Iterable<BoardSubmission>) {
    const { submissions: all, groups, profiles, problems, excluded } = this;
    all.clear();
    groups.clear();
    profiles.clear();
    const width = this.displayIds.length;
    const checkExcluded = excluded.size > 0;
    // One loop, the lookups inlined: this runs once per submission of the contest (200,000 on a big one).
    for (const sub of submissions) {
      const prev = all.get(sub.submitId);
      if (prev !== undefined && this.isRelevant(prev)) {
        const entries = this.entriesOf(prev);
        entries.splice(entries.indexOf(prev), 1);
      }
      all.set(sub.submitId, sub);
      const known = profiles.get(sub.uid);
      if (known === undefined || bySubmission(known, sub) <= 0) profiles.set(sub.uid, sub);
      const problem = problems.get(sub.displayId);
      if (problem === undefined || (checkExcluded && excluded.has(sub.uid))) continue;
      let byProblem = groups.get(sub.uid);
      if (byProblem === undefined) {
        byProblem = new Array<BoardSubmission[]>(width);
        for (let i = 0; i < width; i++) byProblem[i] = [];
        groups.set(sub.uid, byProblem);
      }
      byProblem[problem].push(sub);
    }
    const views = this.allViews();
    for (const view of views) view.clear();
    // Every view takes a user's cells while that user's submissions are at hand: one pass over the users.
    for (const [uid, byProblem] of groups) {
      for (const entries of byProblem) if (entries.length > 1 && !isSorted(entries)) entries.sort(bySubmission);
      for (const view of views) view.loadUser(uid, byProblem);
    }
    for (const view of views) view.finishLoad();
  }

  /** One submission's current state (submitted, judged, rejudged): O(its cell + moving its row). */
  apply(sub: BoardSubmission) {
    const prev = this.submissions.get(sub.submitId);
    this.submissions.set(sub.submitId, sub);
    this.noteProfile(sub);
    if (prev && this.isRelevant(prev)) {
      const entries = this.entriesOf(prev);
      entries.splice(entries.indexOf(prev), 1);
    }
    if (this.isRelevant(sub)) {
      const entries = this.entriesOf(sub);
      let lo = 0;
      let hi = entries.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (bySubmission(entries[mid], sub) < 0) lo = mid + 1;
        else hi = mid;
      }
      entries.splice(lo, 0, sub);
    }
    const cells = [prev, sub].filter((s): s is BoardSubmission => s !== undefined && this.isRelevant(s));
    if (cells.length === 2 && cells[0].uid === cells[1].uid && cells[0].displayId === cells[1].displayId) cells.pop();
    for (const view of this.allViews()) for (const s of cells) view.refresh(s.uid, this.problems.get(s.displayId)!, this.entriesOf(s));
  }

  /** Every row of the chosen board, filtered, in order (CSV, chart, scroll board). */
  list(query: BoardQuery = {}): ContestRankVo[] {
    return this.select(query).map((row) => this.toVo(row, query, false));
  }

  /**
   * One page of the chosen board. The viewer's own row, then followed users' rows in board order,
   * are repeated on top of the first page (flagged isConcerned); `total` counts each row once.
   */
  page(query: BoardQuery = {}): Page<ContestRankVo> {
    const rows = this.select(query);
    const limit = positiveInt(query.limit, BOARD_DEFAULT_PAGE_SIZE);
    const current = positiveInt(query.currentPage, 1);
    const records = rows.slice((current - 1) * limit, current * limit).map((row) => this.toVo(row, query, false));
    const top = current === 1 ? this.concernedRows(query).map((row) => this.toVo(row, query, true)) : [];
    return toPage([...top, ...records], rows.length, current, limit);
  }

  /** Rows on the real board (submissions during the contest). */
  get size(): number {
    return this.view({}).ranked().length;
  }

  private views<C>(model: RuleModel<C>): Views<C> {
    const { contest } = this;
    const sealFrom = contest.sealRank ? contest.sealRankTime : null;
    return {
      real: new BoardView(contest, model, { from: contest.startTime, until: contest.endTime, sealFrom: null }),
      withEnd: contest.allowEndSubmit ? new BoardView(contest, model, { from: contest.startTime, until: Infinity, sealFrom: null }) : null,
      sealed: sealFrom !== null ? new BoardView(contest, model, { from: contest.startTime, until: contest.endTime, sealFrom }) : null,
    };
  }

  private allViews(): BoardView<unknown>[] {
    const views = (this.acm ?? this.oi)! as Views<unknown>;
    return [views.real, views.withEnd, views.sealed].filter((v) => v !== null);
  }

  /** The sealed board never shows after-contest submissions; containsEnd only where the contest allows them. */
  private view(query: BoardQuery): BoardView<unknown> {
    const views = (this.acm ?? this.oi)! as Views<unknown>;
    if (query.sealed && views.sealed) return views.sealed;
    if (query.containsEnd && views.withEnd) return views.withEnd;
    return views.real;
  }

  private isRelevant(sub: BoardSubmission): boolean {
    return this.problems.has(sub.displayId) && !this.excluded.has(sub.uid);
  }

  private entriesOf(sub: BoardSubmission): BoardSubmission[] {
    let problems = this.groups.get(sub.uid);
    if (!problems) this.groups.set(sub.uid, (problems = this.displayIds.map(() => [])));
    return problems[this.problems.get(sub.displayId)!];
  }

  private noteProfile(sub: BoardSubmission) {
    const known = this.profiles.get(sub.uid);
    if (!known || bySubmission(known, sub) <= 0) this.profiles.set(sub.uid, sub);
  }

  /** Lower-case shown name (per rankShowName) and school, for the keyword filter. */
  private searchText(uid: string): string {
    const profile = this.profiles.get(uid)!;
    const cached = this.searchTexts.get(uid);
    if (cached?.from === profile) return cached.text;
    const shown = { username: profile.username, nickname: profile.nickname, realname: profile.realname }[this.contest.rankShowName];
    const text = `${shown || profile.username}\u0000${profile.school ?? ''}`.toLowerCase();
    this.searchTexts.set(uid, { from: profile, text });
    return text;
  }

  private select(query: BoardQuery): readonly ViewRow<unknown>[] {
    const rows = this.view(query).ranked();
    const keep = this.filter(query);
    return keep ? rows.filter(keep) : rows;
  }

  /** removeStar and keyword as one test, or null when the query keeps every row. */
  private filter(query: BoardQuery): ((row: ViewRow<unknown>) => boolean) | null {
    const keyword = query.keyword?.trim().toLowerCase();
    if (!query.removeStar && !keyword) return null;
    return (row) => !(query.removeStar && row.isStar) && (!keyword || this.searchText(row.uid).includes(keyword));
  }

  /** Looked up by uid, not found by a scan: a page stays O(page + followed users). */
  private concernedRows(query: BoardQuery): ViewRow<unknown>[] {
    const view = this.view(query);
    const keep = this.filter(query) ?? (() => true);
    const pick = (uid: string) => {
      const row = view.row(uid);
      return row && keep(row) ? [row] : [];
    };
    const viewer = query.viewerUid ?? null;
    const others = [...new Set(query.concernedUids ?? [])].filter((uid) => uid !== viewer).flatMap(pick).sort(byRank);
    return [...(viewer === null ? [] : pick(viewer)), ...others];
  }

  private toVo(row: ViewRow<unknown>, query: BoardQuery, isConcerned: boolean): ContestRankVo {
    const p = this.profiles.get(row.uid)!;
    const award = row.award;
    // One object literal per row (no spreads): a page builds 50 or more of them.
    const base = {
      rank: row.rank, isWinAward: award !== null, awardName: award?.name ?? null, awardBackground: award?.background ?? null,
      awardColor: award?.color ?? null, uid: row.uid, username: p.username, realname: p.realname ?? null, nickname: p.nickname ?? null,
      school: p.school ?? null, gender: p.gender ?? null, avatar: p.avatar ?? null, isConcerned,
    };
    if (this.acm) return Object.assign(base, this.acmFigures(row as ViewRow<AcmCellState>, this.view(query))) satisfies AcmContestRankVo;
    return Object.assign(base, this.oiFigures(row as ViewRow<OiCellState>)) satisfies OiContestRankVo;
  }

  private acmFigures(row: ViewRow<AcmCellState>, view: BoardView<unknown>) {
    const submissionInfo: Record<string, AcmCell> = {};
    for (let problem = 0; problem < this.displayIds.length; problem++) {
      const c = row.cells[problem];
      const displayId = this.displayIds[problem];
      if (!c) continue;
      const cell: AcmCell = { isAC: c.isAC, errorNum: c.errorNum };
      if (c.isAC) cell.ACTime = c.acSeconds;
      if (c.isAC && !c.isAfterContest && view.firstBloodAt(problem) === c.acSeconds) cell.isFirstAC = true;
      if (c.tryNum > 0) cell.tryNum = c.tryNum;
      if (c.isAfterContest) cell.isAfterContest = true;
      submissionInfo[displayId] = cell;
    }
    return { totalTime: row.secondary, total: row.count, ac: row.primary, submissionInfo };
  }

  private oiFigures(row: ViewRow<OiCellState>) {
    const submissionInfo: Record<string, number> = {};
    const timeInfo: Record<string, number> = {};
    for (let problem = 0; problem < this.displayIds.length; problem++) {
      const c = row.cells[problem];
      const displayId = this.displayIds[problem];
      if (!c) continue;
      submissionInfo[displayId] = c.score;
      if (c.acRunTime !== null) timeInfo[displayId] = c.acRunTime;
    }
    return { totalScore: row.primary, totalTime: row.secondary, submissionInfo, timeInfo };
  }
}

/** Submissions usually arrive in submit order: checking is cheaper than sorting. */
function isSorted(entries: readonly BoardSubmission[]): boolean {
  for (let i = 1; i < entries.length; i++) if (bySubmission(entries[i - 1], entries[i]) > 0) return false;
  return true;
}

/** Page numbers and sizes are validated by the caller; this keeps the engine safe from a stray value. */
const positiveInt = (n: number | undefined, fallback: number) => (n !== undefined && Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback);
