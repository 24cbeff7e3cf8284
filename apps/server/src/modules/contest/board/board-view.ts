import { byRank, type ViewRow, MinCounter, PackedCells, type PackedKey, Row } from './board-row';
import { awardQuotas } from './board-rules';
import type { BoardContest } from './board-types';
import type { SubmissionColumns, SubmissionStore } from './submission-store';

/** How a submission takes part in one view: counted with its result, or a frozen try (result sealed). */
export type Placement = 'counted' | 'frozen';

/** What differs between the ACM and OI boards: the cell, the row's sort key and first blood. */
export interface RuleModel<C> {
  /** A cell from a user's submissions to one problem (slots in `subs`, in submission order); null when none is on this view. */
  cell(entries: readonly number[], subs: SubmissionColumns, window: ViewWindow): C | null;
  /** The in-contest AC second a cell competes with for first blood, or null. */
  firstBloodAt(cell: C): number | null;
  /** Sort key: `primary` desc (ac / score), then `secondary` asc (penalty / run time); `count` submissions shown. */
  key(cell: C): { primary: number; secondary: number; count: number };
  /** Numbers a packed cell takes (a board state's cell snapshot: board-state.ts). */
  readonly fields: number;
  /** Writes a cell as `fields` numbers from `at`. */
  pack(cell: C, out: Float64Array, at: number): void;
  /** The cell `pack` wrote at `at`. */
  unpack(packed: ArrayLike<number>, at: number): C;
  /** key() and firstBloodAt() of the cell `pack` wrote at `at` (NaN for no first blood), without making it. */
  packedKey(packed: ArrayLike<number>, at: number, out: PackedKey): void;
}

/** A view's cells as a board state kept them: per cell (user × problem) a presence flag and the model's fields. */
export interface SavedCells {
  cells: ArrayLike<number>;
  /** Users the saved cells cover (the store's first users). */
  users: number;
  /** 1 where the cell must be derived again from its submissions (rows changed since the state was taken). */
  changed: Uint8Array;
}

export { byRank, type ViewRow } from './board-row';

export interface ViewWindow {
  from: number;
  until: number;
  /** Submissions from here to `until` are frozen tries; null when the view is not sealed. */
  sealFrom: number | null;
}

/**
 * One board (real, real with after-contest submissions, or sealed), kept up to date one cell at a
 * time: a change recomputes the one cell it touches from that user's few submissions to the
 * problem, the row's key from its cells, and moves the row inside a sorted array (binary search +
 * one splice). Ranks and awards depend on the whole order, so they are recomputed in one pass on
 * the first read after a change.
 */
export class BoardView<C> {
  private readonly rows = new Map<string, ViewRow<C>>();
  private order: ViewRow<C>[] = [];
  private firstBlood: MinCounter[] = [];
  private readonly problemCount: number;
  private readonly stars: ReadonlySet<string>;
  private version = 0;
  private annotatedVersion = -1;
  /** The saved cells the rows of the current load unpack from. */
  private packed: PackedCells<C> | null = null;
  private readonly key: PackedKey = { primary: 0, secondary: 0, count: 0, firstBlood: NaN };

  constructor(
    private readonly contest: BoardContest,
    private readonly model: RuleModel<C>,
    private readonly window: ViewWindow,
    private readonly store: SubmissionStore,
  ) {
    this.stars = new Set(contest.starUids);
    this.problemCount = contest.problems.length;
    this.firstBlood = Array.from({ length: this.problemCount }, () => new MinCounter());
  }

  /** Recomputes one cell from the user's current submissions to the problem (maybe none). */
  refresh(user: number, problem: number) {
    const uid = this.store.uids[user];
    const entries = this.store.entries(user, problem);
    const row = this.rows.get(uid);
    const before = row?.cells[problem] ?? null;
    const after = entries.length ? this.model.cell(entries, this.store, this.window) : null;
    if (!before && !after) return;
    const fbBefore = before ? this.model.firstBloodAt(before) : null;
    if (fbBefore !== null) this.firstBlood[problem].remove(fbBefore);
    const fbAfter = after ? this.model.firstBloodAt(after) : null;
    if (fbAfter !== null) this.firstBlood[problem].add(fbAfter);
    const target = row ?? this.newRow(uid, user);
    target.filled += (after ? 1 : 0) - (before ? 1 : 0);
    target.cells[problem] = after;
    this.placeRow(target);
    this.version++;
  }

  /** Empties the view; then loadUser() for each user and finishLoad() rebuild it (ContestBoard.rebuild). */
  clear() {
    this.rows.clear();
    this.firstBlood = Array.from({ length: this.problemCount }, () => new MinCounter());
    this.order = [];
    this.packed = null;
  }

  /**
   * One user's row from the store's cells; placed by finishLoad(). With `saved` (a board state's
   * cells of this view: board-state.ts), a cell not marked in `changed` is taken from it instead of
   * being derived again from its submissions.
   */
  loadUser(user: number, saved?: SavedCells) {
    const { store, window, model } = this;
    if (saved && user < saved.users && !changedIn(saved.changed, user * this.problemCount, this.problemCount))
      return this.loadPacked(user, saved);
    let row: ViewRow<C> | null = null;
    let primary = 0;
    let secondary = 0;
    let count = 0;
    const fields = model.fields + 1;
    for (let problem = 0; problem < this.problemCount; problem++) {
      const at = user * this.problemCount + problem;
      let cell: C | null;
      if (saved && user < saved.users && saved.changed[at] === 0) {
        // Slot 0 says whether the view had a cell there; the model's numbers follow.
        cell = saved.cells[at * fields] === 1 ? model.unpack(saved.cells, at * fields + 1) : null;
      } else {
        const entries = store.entries(user, problem);
        cell = entries.length === 0 ? null : model.cell(entries, store, window);
      }
      if (!cell) continue;
      row ??= this.newRow(store.uids[user], user);
      row.cells[problem] = cell;
      row.filled++;
      const firstAc = this.model.firstBloodAt(cell);
      if (firstAc !== null) this.firstBlood[problem].add(firstAc);
      const key = this.model.key(cell);
      primary += key.primary;
      secondary += key.secondary;
      count += key.count;
    }
    if (!row) return;
    row.primary = primary;
    row.secondary = secondary;
    row.count = count;
    row.placed = true;
    this.order.push(row);
  }

  /** A row none of whose cells changed since the state: its key from the packed cells, its cells left packed. */
  private loadPacked(user: number, saved: SavedCells) {
    const { model, key, problemCount } = this;
    const fields = model.fields + 1;
    const cells = saved.cells;
    if (this.packed?.cells !== cells) this.packed = new PackedCells(cells, model.unpack, problemCount, fields);
    const at = user * problemCount * fields;
    let filled = 0;
    let primary = 0;
    let secondary = 0;
    let count = 0;
    for (let problem = 0; problem < problemCount; problem++) {
      const k = at + problem * fields;
      if (cells[k] !== 1) continue;
      model.packedKey(cells, k + 1, key);
      filled++;
      primary += key.primary;
      secondary += key.secondary;
      count += key.count;
      if (key.firstBlood === key.firstBlood) this.firstBlood[problem].add(key.firstBlood);
    }
    if (filled === 0) return;
    const uid = this.store.uids[user];
    const row = new Row<C>(uid, user, this.stars.has(uid), problemCount, this.packed, at);
    row.filled = filled;
    row.primary = primary;
    row.secondary = secondary;
    row.count = count;
    row.placed = true;
    this.rows.set(uid, row);
    this.order.push(row);
  }

  /** Numbers per cell in packCells' output. */
  get packedFields(): number {
    return this.model.fields + 1;
  }

  /** The view's cells, packed (see SavedCells) for `users` users: what a board state keeps of it. */
  packCells(users: number): Float64Array {
    const fields = this.model.fields + 1;
    const out = new Float64Array(users * this.problemCount * fields);
    for (const row of this.rows.values()) {
      if (row.user >= users || (row instanceof Row && row.copyPacked(out))) continue;
      for (let problem = 0; problem < this.problemCount; problem++) {
        const cell = row.cells[problem];
        if (!cell) continue;
        const at = (row.user * this.problemCount + problem) * fields;
        out[at] = 1;
        this.model.pack(cell, out, at + 1);
      }
    }
    return out;
  }

  /** Sorts the rows loadUser() took. */
  finishLoad() {
    this.order.sort(byRank);
    this.version++;
  }

  /** Rows in board order with rank and award set. */
  ranked(): readonly ViewRow<C>[] {
    if (this.annotatedVersion !== this.version) this.annotate();
    return this.order;
  }

  row(uid: string): ViewRow<C> | undefined {
    return this.rows.get(uid);
  }

  /** Second of the earliest in-contest AC of a problem (ties share it), if any. */
  firstBloodAt(problem: number): number | undefined {
    const min = this.firstBlood[problem].min;
    return min === Infinity ? undefined : min;
  }

  private newRow(uid: string, user: number): ViewRow<C> {
    const row = new Row<C>(uid, user, this.stars.has(uid), this.problemCount);
    this.rows.set(uid, row);
    return row;
  }

  private rowKey(row: ViewRow<C>) {
    let primary = 0;
    let secondary = 0;
    let count = 0;
    for (const cell of row.cells) {
      if (!cell) continue;
      const key = this.model.key(cell);
      primary += key.primary;
      secondary += key.secondary;
      count += key.count;
    }
    return { primary, secondary, count };
  }

  /** Puts a changed row where its key belongs, or drops it when nothing of it is left on this view. */
  private placeRow(row: ViewRow<C>) {
    if (row.filled === 0) {
      if (row.placed) this.order.splice(this.indexOf(row), 1);
      this.rows.delete(row.uid);
      return;
    }
    const key = this.rowKey(row);
    if (row.placed && key.primary === row.primary && key.secondary === row.secondary) {
      row.count = key.count;
      return;
    }
    if (row.placed) this.order.splice(this.indexOf(row), 1);
    Object.assign(row, key, { placed: true });
    this.order.splice(this.lowerBound(row), 0, row);
  }

  private lowerBound(row: ViewRow<C>): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byRank(this.order[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private indexOf(row: ViewRow<C>): number {
    const at = this.lowerBound(row);
    if (this.order[at] !== row) throw new Error(`board: row ${row.uid} is out of order`);
    return at;
  }

  /**
   * Ranks: equal keys share a rank, the next distinct key takes its position (1, 1, 3); star users
   * get -1 and take no position. Awards (§5.4): down the order, entry by entry, skipping star users,
   * only to rows with ac > 0 (ACM) / score > 0 (OI); ties are not looked at.
   */
  private annotate() {
    let participants = 0;
    for (const row of this.order) if (!row.isStar) participants++;
    const quotas = awardQuotas(this.contest, participants);
    let position = 0;
    let previous: ViewRow<C> | null = null;
    let quota = 0;
    let given = 0;
    for (const row of this.order) {
      row.award = null;
      if (row.isStar) {
        row.rank = -1;
        continue;
      }
      position++;
      const tied = previous !== null && previous.primary === row.primary && previous.secondary === row.secondary;
      row.rank = tied ? previous!.rank : position;
      previous = row;
      if (quota < quotas.length && row.primary > 0) {
        row.award = quotas[quota].entry;
        if (++given === quotas[quota].people) {
          quota++;
          given = 0;
        }
      }
    }
    this.annotatedVersion = this.version;
  }
}

/** Whether any of the `width` cells from `first` is marked. */
function changedIn(changed: Uint8Array, first: number, width: number): boolean {
  for (let k = first; k < first + width; k++) if (changed[k] === 1) return true;
  return false;
}
