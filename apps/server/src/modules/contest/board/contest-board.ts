import { type Page, toPage } from '@verdict/shared';
import { type AcmCellState, acmModel } from './acm-model';
import {
  type AcmCell,
  type AcmContestRankVo,
  type BoardColumns,
  type PackedColumns,
  type BoardContest,
  type BoardProfile,
  type BoardQuery,
  type BoardSubmission,
  type ContestRankVo,
  type OiContestRankVo,
  BOARD_DEFAULT_PAGE_SIZE,
} from './board-types';
import { type BoardState, stateKey } from './board-state';
import { BoardView, byRank, type RuleModel, type SavedCells, type ViewRow } from './board-view';
import { type OiCellState, oiModel } from './oi-model';
import { packColumns, SubmissionStore } from './submission-store';

/** Keyword text of a user, cached with the profile it was made from. */
interface SearchText {
  from: BoardProfile;
  text: string;
}

type Views<C> = { real: BoardView<C>; withEnd: BoardView<C> | null; sealed: BoardView<C> | null };

/**
 * The board of one contest, held in memory and kept current from verdicts (judge semantics §5).
 *
 * `rebuildColumns` (or `rebuild`) loads every submission of the contest (on start, after a rejudge
 * of a whole problem); `apply` takes one submission as it is now — new, judged, or rejudged — and
 * replaces the effect of the previous state of the same submitId, so applying the same verdict
 * twice changes nothing. Three boards are maintained: the real one, the real one with after-contest
 * submissions (when the contest allows them) and the sealed one (when the contest seals its board).
 */
export class ContestBoard {
  /** Every submission in columns, filed by cell: shared by the views. */
  private readonly store: SubmissionStore;
  private readonly searchTexts = new Map<string, SearchText>();
  /** Contest problems in contest order: cells are emitted in it. */
  private readonly displayIds: readonly string[];
  private readonly acm: Views<AcmCellState> | null = null;
  private readonly oi: Views<OiCellState> | null = null;

  constructor(readonly contest: BoardContest) {
    if (!(contest.endTime > contest.startTime)) throw new RangeError('board: the contest must end after it starts');
    this.displayIds = contest.problems.map((p) => p.displayId);
    const problems = new Map(this.displayIds.map((id, i) => [id, i]));
    this.store = new SubmissionStore(problems, this.displayIds.length, new Set(contest.excludedUids ?? []));
    if (contest.rule.ranksBy === 'solved') this.acm = this.views(acmModel(contest));
    else this.oi = this.views(oiModel(contest));
  }

  /** Every submission of the contest, in any order; a submitId seen twice keeps its last state. */
  rebuild(submissions: Iterable<BoardSubmission>) {
    const list = [...new Map([...submissions].map((s) => [s.submitId, s])).values()];
    this.store.load(
      packColumns({
        submitId: list.map((s) => s.submitId),
        uid: list.map((s) => s.uid),
        displayId: list.map((s) => s.displayId),
        status: list.map((s) => s.status),
        score: list.map((s) => s.score),
        time: list.map((s) => s.time),
        submitTime: list.map((s) => s.submitTime),
        version: list.map((s) => s.version ?? NaN),
      }),
    );
    this.store.profilesFrom(list);
    this.loadViews();
  }

  /**
   * Every submission of the contest as columns (taken over by the board): the rebuild from the
   * judge table, without an object per submission. Rows show the uid until setProfiles.
   */
  rebuildColumns(columns: BoardColumns | PackedColumns) {
    this.store.load(packed(columns));
    this.loadViews();
  }

  /**
   * rebuildColumns with the cells taken from `state` (a board built earlier from fewer or older
   * columns, `exportState(context)`): only the cells of `changed` (user or team, problem: the rows
   * new or changed since, before and after) are derived again from their submissions. Returns
   * false, having derived every cell, when the state does not fit (other settings or context,
   * other users).
   */
  restoreColumns(
    columns: BoardColumns | PackedColumns,
    state: BoardState,
    context: string,
    changed: { uid: readonly string[]; displayId: readonly (string | undefined)[] },
  ): boolean {
    const { store } = this;
    store.load(packed(columns), true);
    const views = this.allViews();
    const users = state.uids.length;
    const width = this.displayIds.length;
    const fits =
      state.key === stateKey(this.contest, context) &&
      users <= store.userCount &&
      state.views.length === views.length &&
      state.views.every((cells, k) => cells.length === users * width * views[k].packedFields) &&
      state.uids.every((uid, u) => store.uids[u] === uid);
    if (!fits) {
      this.loadViews();
      return false;
    }
    // The cells to derive again: the changed rows', and every cell of a user new since the state.
    const marks = new Uint8Array(store.userCount * width).fill(1, users * width);
    for (let i = 0; i < changed.uid.length; i++) {
      const cell = store.cellOf(changed.uid[i], changed.displayId[i]);
      if (cell >= 0) marks[cell] = 1;
    }
    store.fileOnly(marks);
    this.loadViews(state.views.map((cells) => ({ cells, users, changed: marks })));
    return true;
  }

  /** Every view's cells, packed: what a board snapshot keeps to restore this board (restoreColumns). */
  exportState(context: string): BoardState {
    const users = this.store.userCount;
    return {
      key: stateKey(this.contest, context),
      uids: this.store.uids.slice(),
      views: this.allViews().map((view) => view.packCells(users)),
    };
  }

  /** Each user's profile by uid (after rebuildColumns); a user `profileOf` does not know shows the uid. */
  setProfiles(profileOf: (uid: string) => BoardProfile | undefined) {
    this.store.setProfiles(profileOf);
    this.searchTexts.clear();
  }

  /** One submission's current state (submitted, judged, rejudged): O(its cell + moving its row). */
  apply(sub: BoardSubmission) {
    const { store } = this;
    const views = this.allViews();
    for (const cell of store.put(sub)) {
      if (cell < 0) continue;
      for (const view of views) view.refresh(store.cellUser(cell), store.cellProblem(cell));
    }
  }

  /** The version the caller gave with a submission's last state (rebuildColumns or apply), if any. */
  versionOf(submitId: number): number | undefined {
    return this.store.versionOf(submitId);
  }

  /** The users of the board's submissions (their profiles are set by rebuildColumns). */
  uids(): readonly string[] {
    return this.store.uids;
  }

  private loadViews(saved?: SavedCells[]) {
    const views = this.allViews();
    const users = this.store.userCount;
    this.searchTexts.clear();
    views.forEach((view, k) => {
      view.clear();
      for (let user = 0; user < users; user++) view.loadUser(user, saved?.[k]);
      view.finishLoad();
    });
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
      real: new BoardView(contest, model, { from: contest.startTime, until: contest.endTime, sealFrom: null }, this.store),
      withEnd: contest.allowEndSubmit
        ? new BoardView(contest, model, { from: contest.startTime, until: Infinity, sealFrom: null }, this.store)
        : null,
      sealed:
        sealFrom !== null
          ? new BoardView(contest, model, { from: contest.startTime, until: contest.endTime, sealFrom }, this.store)
          : null,
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

  /** Lower-case shown name (per rankShowName) and school, for the keyword filter. */
  private searchText(row: ViewRow<unknown>): string {
    const { uid } = row;
    const profile = this.store.profiles[row.user];
    const cached = this.searchTexts.get(uid);
    if (cached?.from === profile) return cached.text;
    const shown = { username: profile.username, nickname: profile.nickname, realname: profile.realname }[
      this.contest.rankShowName
    ];
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
    return (row) => !(query.removeStar && row.isStar) && (!keyword || this.searchText(row).includes(keyword));
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
    const others = [...new Set(query.concernedUids ?? [])]
      .filter((uid) => uid !== viewer)
      .flatMap(pick)
      .sort(byRank);
    return [...(viewer === null ? [] : pick(viewer)), ...others];
  }

  private toVo(row: ViewRow<unknown>, query: BoardQuery, isConcerned: boolean): ContestRankVo {
    const p = this.store.profiles[row.user];
    const award = row.award;
    // One object literal per row (no spreads): a page builds 50 or more of them.
    const base = {
      rank: row.rank,
      isWinAward: award !== null,
      awardName: award?.name ?? null,
      awardBackground: award?.background ?? null,
      awardColor: award?.color ?? null,
      uid: row.uid,
      username: p.username,
      realname: p.realname ?? null,
      nickname: p.nickname ?? null,
      school: p.school ?? null,
      gender: p.gender ?? null,
      avatar: p.avatar ?? null,
      isConcerned,
    };
    if (this.acm)
      return Object.assign(base, this.acmFigures(row as ViewRow<AcmCellState>, this.view(query))) satisfies AcmContestRankVo;
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

const packed = (c: BoardColumns | PackedColumns): PackedColumns => ('userKey' in c ? c : packColumns(c));

/** Page numbers and sizes are validated by the caller; this keeps the engine safe from a stray value. */
const positiveInt = (n: number | undefined, fallback: number) =>
  n !== undefined && Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
