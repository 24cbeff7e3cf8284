import type { AwardConfigEntry } from './board-types';

export interface ViewRow<C> {
  uid: string;
  /** The user's index in the board's submission store. */
  user: number;
  isStar: boolean;
  /** By problem index (contest order); null where nothing of the user is on this view. */
  cells: (C | null)[];
  /** Cells that are not null. */
  filled: number;
  /** The key the row is placed in `order` with. */
  primary: number;
  secondary: number;
  /** Submissions shown in the row (ACM `total`). */
  count: number;
  placed: boolean;
  /** Set by annotate(): -1 for star users. */
  rank: number;
  award: AwardConfigEntry | null;
}

/** A packed cell's sort key and first blood (NaN for none), as a rule model reads them without making the cell. */
export interface PackedKey {
  primary: number;
  secondary: number;
  count: number;
  firstBlood: number;
}

/** A view's packed cells (a board state's: per cell a presence flag and the model's fields), unpacked a row at a time. */
export class PackedCells<C> {
  constructor(
    readonly cells: ArrayLike<number>,
    private readonly unpackCell: (packed: ArrayLike<number>, at: number) => C,
    private readonly width: number,
    private readonly fields: number,
  ) {}

  /** The cells of the row whose first cell is at `at`. */
  unpack(at: number): (C | null)[] {
    const { cells, width, fields } = this;
    const out = new Array<C | null>(width);
    for (let p = 0; p < width; p++) {
      const k = at + p * fields;
      out[p] = cells[k] === 1 ? this.unpackCell(cells, k + 1) : null;
    }
    return out;
  }

  /** Copies the row at `at` into `out` at the same place. */
  copy(out: Float64Array, at: number) {
    const { cells } = this;
    for (let k = at, end = at + this.width * this.fields; k < end; k++) out[k] = cells[k];
  }
}

/**
 * A row of a view. A row restored from a board state keeps its cells packed until something reads
 * them (a page that shows the row, a verdict that changes it): a restored board of 5,000 rows makes
 * the 50 rows' cells of the pages it serves, not 130,000 cell objects up front.
 */
export class Row<C> implements ViewRow<C> {
  filled = 0;
  primary = 0;
  secondary = 0;
  count = 0;
  placed = false;
  rank = 0;
  award: AwardConfigEntry | null = null;
  private own: (C | null)[] | null;

  constructor(
    readonly uid: string,
    readonly user: number,
    readonly isStar: boolean,
    width: number,
    private readonly packed: PackedCells<C> | null = null,
    private readonly packedAt = 0,
  ) {
    this.own = packed ? null : new Array<C | null>(width).fill(null);
  }

  get cells(): (C | null)[] {
    return (this.own ??= this.packed!.unpack(this.packedAt));
  }

  /** Writes the row's packed cells into `out` (a board state laid out as the one it came from); false once unpacked. */
  copyPacked(out: Float64Array): boolean {
    if (this.own) return false;
    this.packed!.copy(out, this.packedAt);
    return true;
  }
}

/** Board order: ac / score desc, penalty / time asc, then uid so that equal rows keep one order. */
export const byRank = <C>(a: ViewRow<C>, b: ViewRow<C>) =>
  b.primary - a.primary || a.secondary - b.secondary || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/** Smallest of a multiset of numbers, kept as counts so an AC taken back (rejudge) is cheap to drop. */
export class MinCounter {
  private readonly counts = new Map<number, number>();
  /** Numbers added and not yet counted: a load adds thousands, and most boards never remove one. */
  private added: number[] = [];
  min = Infinity;

  add(n: number) {
    this.added.push(n);
    if (n < this.min) this.min = n;
  }

  remove(n: number) {
    for (const k of this.added) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    this.added = [];
    const left = (this.counts.get(n) ?? 0) - 1;
    if (left > 0) return void this.counts.set(n, left);
    this.counts.delete(n);
    if (n !== this.min) return;
    this.min = Infinity;
    for (const k of this.counts.keys()) if (k < this.min) this.min = k;
  }
}
