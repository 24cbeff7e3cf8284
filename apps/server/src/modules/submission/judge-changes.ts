/** The submission list's filters (the repository's list). */
export interface SubmissionListFilter {
  currentPage: number;
  limit: number;
  uid?: string;
  username?: string;
  status?: number;
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
  /** Problems whose submissions the caller may not see. */
  hiddenPids: number[];
  /** ContestScope.practiceLinkSql: read with each row (`linked`); no condition of the list. */
  linkSql?: string;
}

/**
 * A change of judge rows, told by the repository after it is committed, so that what is counted
 * over those rows (list totals, verdict counts per problem) is kept instead of counted per request.
 * - insert: one new row (Pending);
 * - status: the listed problems' rows changed status (null: problems unknown); `verdict` when a
 *   counted verdict may have appeared or gone (Pending ↔ Compiling ↔ Judging is not one);
 * - all: anything may have changed (a problem's submissions deleted);
 * - share: a row's share flag changed (no count moves; the lists show it).
 */
export type JudgeChange =
  | {
      kind: 'insert';
      row: { pid: number; cid: number; gid: number | null; uid: string; username: string; status: number; displayPid: string };
    }
  | { kind: 'status'; pids: number[] | null; verdict: boolean }
  | { kind: 'all' }
  | { kind: 'share' };

/**
 * Cached values expire after this long even without a change told here: another server process
 * writing to the same database (a scaled deployment) is not heard, so its writes show within it.
 */
export const COUNT_CACHE_MAX_AGE_MS = 10_000;
/** A bound on the entries a cache holds (distinct filters); past it the cache starts over. */
const MAX_ENTRIES = 20_000;

type ListCountFilter = Omit<SubmissionListFilter, 'currentPage' | 'limit'>;

/**
 * Totals of the submission list per filter. A new submission adds one to every total whose filter
 * it matches (or drops the total when that is not simple to tell); a status change drops the
 * totals filtered by status; anything else drops them all.
 */
export class ListTotals {
  private readonly entries = new Map<string, { filter: ListCountFilter; n: number; at: number }>();

  /** `maxAgeMs`: how long a total is trusted without a change told here (Infinity when this process is the only writer). */
  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  key = (f: ListCountFilter) =>
    JSON.stringify([
      f.gid ?? null,
      f.uid ?? null,
      f.username ?? null,
      f.status ?? null,
      f.problemID ?? null,
      !!f.completeProblemID,
      f.hiddenPids,
    ]);

  /**
   * The kept total, and `due` once it is older than half its trusted age: it is still served while
   * the caller counts it again in the background (the unfiltered count reads every submission's
   * index entry, ≈ 200 ms on PostgreSQL at 2,000,000 rows), so that requests wait for a count only
   * when none asked for the filter during the second half. Past `maxAgeMs` it is dropped.
   */
  get(key: string): { n: number; due: boolean } | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const age = this.now() - e.at;
    if (age > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { n: e.n, due: age > this.maxAgeMs / 2 };
  }

  /** Keeps a total (the repository keeps only totals counted while no write was under way). */
  set(key: string, filter: ListCountFilter, n: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { filter, n, at: this.now() });
  }

  apply(change: JudgeChange): void {
    if (change.kind === 'all') return this.entries.clear();
    if (change.kind === 'share') return;
    for (const [key, e] of this.entries) {
      if (change.kind === 'status') {
        if (e.filter.status !== undefined) this.entries.delete(key);
        continue;
      }
      const m = matches(e.filter, change.row);
      if (m === 'unknown') this.entries.delete(key);
      else if (m) e.n += 1;
    }
  }
}

/** Whether a new row counts in a list filter: the repository's list conditions, or 'unknown' for a text search. */
function matches(f: ListCountFilter, r: Extract<JudgeChange, { kind: 'insert' }>['row']): boolean | 'unknown' {
  if (Number(r.cid) !== 0) return false;
  if (f.gid !== undefined ? r.gid !== f.gid : r.gid != null) return false;
  if (f.hiddenPids.includes(r.pid)) return false;
  if (f.uid !== undefined && r.uid !== f.uid) return false;
  if (f.username !== undefined && r.username !== f.username) return false;
  if (f.status !== undefined && r.status !== f.status) return false;
  if (f.problemID) {
    // SQL's upper() folds ASCII only: other ids are left to the database.
    if (!f.completeProblemID || !/^[\x20-\x7e]*$/.test(r.displayPid + f.problemID)) return 'unknown';
    if (r.displayPid.toUpperCase() !== f.problemID.toUpperCase()) return false;
  }
  return true;
}
