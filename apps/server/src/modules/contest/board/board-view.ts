import { awardQuotas } from './board-rules';
import type { AwardConfigEntry, BoardContest, BoardSubmission } from './board-types';

/** How a submission takes part in one view: counted with its result, or a frozen try (result sealed). */
export type Placement = 'counted' | 'frozen';

/** What differs between the ACM and OI boards: the cell, the row's sort key and first blood. */
export interface RuleModel<C> {
  /** Placement on a board that shows submissions from `from` to before `until` (epoch ms), frozen from `sealFrom`. */
  place(sub: BoardSubmission, window: ViewWindow): Placement | null;
  /** A cell from its entries in submission order. */
  cell(entries: readonly BoardSubmission[], window: ViewWindow): C;
  /** The in-contest AC second a cell competes with for first blood, or null. */
  firstBloodAt(cell: C): number | null;
  /** Sort key: `primary` desc (ac / score), then `secondary` asc (penalty / run time). */
  key(cell: C): { primary: number; secondary: number };
}

export interface ViewWindow {
  from: number;
  until: number;
  /** Submissions from here to `until` are frozen tries; null when the view is not sealed. */
  sealFrom: number | null;
}

export interface ViewCell<C> {
  entries: BoardSubmission[];
  value: C | null;
}

export interface ViewRow<C> {
  uid: string;
  isStar: boolean;
  cells: Map<string, ViewCell<C>>;
  entryCount: number;
  /** The key the row is placed in `order` with. */
  primary: number;
  secondary: number;
  placed: boolean;
  /** Set by annotate(): -1 for star users. */
  rank: number;
  award: AwardConfigEntry | null;
}

/** Smallest of a multiset of numbers, kept as counts so an AC taken back (rejudge) is cheap to drop. */
class MinCounter {
  private readonly counts = new Map<number, number>();
  min = Infinity;

  add(n: number) {
    this.counts.set(n, (this.counts.get(n) ?? 0) + 1);
    if (n < this.min) this.min = n;
  }

  remove(n: number) {
    const left = (this.counts.get(n) ?? 0) - 1;
    if (left > 0) return void this.counts.set(n, left);
    this.counts.delete(n);
    if (n !== this.min) return;
    this.min = Infinity;
    for (const k of this.counts.keys()) if (k < this.min) this.min = k;
  }
}

const bySubmission = (a: BoardSubmission, b: BoardSubmission) => a.submitTime - b.submitTime || a.submitId - b.submitId;

const byRank = <C>(a: ViewRow<C>, b: ViewRow<C>) =>
  b.primary - a.primary || a.secondary - b.secondary || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/**
 * One board (real, real with after-contest submissions, or sealed), kept up to date one submission
 * at a time: a change recomputes the one cell it touches (a handful of entries), the row's key from
 * its cells, and moves the row inside a sorted array (binary search + one splice). Ranks and awards
 * depend on the whole order, so they are recomputed in one pass on the first read after a change.
 */
export class BoardView<C> {
  private readonly rows = new Map<string, ViewRow<C>>();
  private order: ViewRow<C>[] = [];
  private readonly firstBlood = new Map<string, MinCounter>();
  private readonly stars: ReadonlySet<string>;
  private version = 0;
  private annotatedVersion = -1;

  constructor(
    private readonly contest: BoardContest,
    private readonly model: RuleModel<C>,
    private readonly window: ViewWindow,
  ) {
    this.stars = new Set(contest.starUids);
  }

  /** Takes `prev`'s effect back and adds `next`'s (either may be absent): apply, rejudge, first sight. */
  replace(prev: BoardSubmission | undefined, next: BoardSubmission | undefined) {
    const prevPlaced = prev !== undefined && this.model.place(prev, this.window) !== null;
    const nextPlaced = next !== undefined && this.model.place(next, this.window) !== null;
    if (!prevPlaced && !nextPlaced) return;
    if (prevPlaced) this.removeEntry(prev);
    if (nextPlaced) this.addEntry(next);
    const sameCell = prevPlaced && nextPlaced && prev.uid === next.uid && prev.displayId === next.displayId;
    if (prevPlaced) this.refreshCell(prev.uid, prev.displayId);
    if (nextPlaced && !sameCell) this.refreshCell(next.uid, next.displayId);
    if (prevPlaced) this.refreshRow(prev.uid);
    if (nextPlaced && !(prevPlaced && prev.uid === next.uid)) this.refreshRow(next.uid);
    this.version++;
  }

  /** Replaces everything with these submissions (one per submitId). */
  load(subs: Iterable<BoardSubmission>) {
    this.rows.clear();
    this.firstBlood.clear();
    for (const sub of subs) {
      if (this.model.place(sub, this.window) === null) continue;
      const row = this.rowFor(sub.uid);
      const cell = this.cellFor(row, sub.displayId);
      cell.entries.push(sub);
      row.entryCount++;
    }
    for (const row of this.rows.values()) {
      for (const [displayId, cell] of row.cells) {
        cell.entries.sort(bySubmission);
        cell.value = this.model.cell(cell.entries, this.window);
        const at = this.model.firstBloodAt(cell.value);
        if (at !== null) this.firstBloodOf(displayId).add(at);
      }
      Object.assign(row, this.rowKey(row), { placed: true });
    }
    this.order = [...this.rows.values()].sort(byRank);
    this.version++;
  }

  /** Rows in board order with rank and award set. */
  ranked(): readonly ViewRow<C>[] {
    if (this.annotatedVersion !== this.version) this.annotate();
    return this.order;
  }

  /** Second of the earliest in-contest AC of a problem (ties share it), if any. */
  firstBloodAt(displayId: string): number | undefined {
    const min = this.firstBlood.get(displayId)?.min;
    return min === undefined || min === Infinity ? undefined : min;
  }

  private rowFor(uid: string): ViewRow<C> {
    let row = this.rows.get(uid);
    if (!row) {
      row = { uid, isStar: this.stars.has(uid), cells: new Map(), entryCount: 0, primary: 0, secondary: 0, placed: false, rank: 0, award: null };
      this.rows.set(uid, row);
    }
    return row;
  }

  private cellFor(row: ViewRow<C>, displayId: string): ViewCell<C> {
    let cell = row.cells.get(displayId);
    if (!cell) {
      cell = { entries: [], value: null };
      row.cells.set(displayId, cell);
    }
    return cell;
  }

  private firstBloodOf(displayId: string): MinCounter {
    let counter = this.firstBlood.get(displayId);
    if (!counter) this.firstBlood.set(displayId, (counter = new MinCounter()));
    return counter;
  }

  private addEntry(sub: BoardSubmission) {
    const row = this.rowFor(sub.uid);
    const entries = this.cellFor(row, sub.displayId).entries;
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bySubmission(entries[mid], sub) < 0) lo = mid + 1;
      else hi = mid;
    }
    entries.splice(lo, 0, sub);
    row.entryCount++;
  }

  private removeEntry(sub: BoardSubmission) {
    const row = this.rows.get(sub.uid);
    const entries = row?.cells.get(sub.displayId)?.entries;
    const at = entries?.findIndex((e) => e.submitId === sub.submitId) ?? -1;
    if (!row || !entries || at < 0) throw new Error(`board: submission ${sub.submitId} is not on the board`);
    entries.splice(at, 1);
    row.entryCount--;
  }

  private refreshCell(uid: string, displayId: string) {
    const row = this.rows.get(uid)!;
    const cell = row.cells.get(displayId)!;
    const before = cell.value === null ? null : this.model.firstBloodAt(cell.value);
    if (before !== null) this.firstBloodOf(displayId).remove(before);
    if (cell.entries.length === 0) {
      row.cells.delete(displayId);
      return;
    }
    cell.value = this.model.cell(cell.entries, this.window);
    const after = this.model.firstBloodAt(cell.value);
    if (after !== null) this.firstBloodOf(displayId).add(after);
  }

  private rowKey(row: ViewRow<C>) {
    let primary = 0;
    let secondary = 0;
    for (const cell of row.cells.values()) {
      const key = this.model.key(cell.value!);
      primary += key.primary;
      secondary += key.secondary;
    }
    return { primary, secondary };
  }

  private refreshRow(uid: string) {
    const row = this.rows.get(uid)!;
    if (row.entryCount === 0) {
      if (row.placed) this.order.splice(this.indexOf(row), 1);
      this.rows.delete(uid);
      return;
    }
    const key = this.rowKey(row);
    if (row.placed && key.primary === row.primary && key.secondary === row.secondary) return;
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
