import type { BoardColumns, BoardProfile, BoardSubmission, PackedColumns } from './board-types';

/** What a rule model reads of the submissions in a cell, by slot (NaN where a score or run time is none). */
export interface SubmissionColumns {
  readonly status: ArrayLike<number>;
  readonly score: ArrayLike<number>;
  readonly time: ArrayLike<number>;
  readonly submitTime: ArrayLike<number>;
}

const NONE: readonly number[] = Object.freeze([]);
const nanColumn = (n: number) => new Float64Array(n).fill(NaN);

/** Columns of submission objects or of strings, packed (uids and display ids as dictionary keys). */
export function packColumns(c: BoardColumns): PackedColumns {
  const dictionary = <T>(values: readonly T[]) => {
    const index = new Map<T, number>();
    const keys = new Int32Array(values.length);
    for (let i = 0; i < values.length; i++) {
      let k = index.get(values[i]);
      if (k === undefined) index.set(values[i], (k = index.size));
      keys[i] = k;
    }
    return { keys, values: [...index.keys()] };
  };
  const users = dictionary(c.uid);
  const problems = dictionary(c.displayId);
  const nullable = (a: readonly (number | null)[]) => Float64Array.from(a, (v) => v ?? NaN);
  return {
    submitId: Float64Array.from(c.submitId),
    status: Float64Array.from(c.status),
    score: nullable(c.score),
    time: nullable(c.time),
    submitTime: Float64Array.from(c.submitTime),
    version: c.version ? Float64Array.from(c.version) : null,
    userKey: users.keys,
    users: users.values,
    problemKey: problems.keys,
    problems: problems.values,
  };
}

/**
 * Every submission of one board as columns — slot i of each typed array is one submission — and,
 * per cell (a user × a problem), the slots of that user's submissions to that problem in
 * submission order. A board of 200,000 submissions holds a few typed arrays instead of 200,000
 * objects: making, keeping and collecting those objects was most of a rebuild's time. The arrays
 * have room to spare; `n` slots are used.
 */
export class SubmissionStore implements SubmissionColumns {
  n = 0;
  submitId: Float64Array = new Float64Array(0);
  status: Float64Array = new Float64Array(0);
  /** NaN for none. */
  score: Float64Array = new Float64Array(0);
  time: Float64Array = new Float64Array(0);
  submitTime: Float64Array = new Float64Array(0);
  /** NaN where the caller gave none. */
  version: Float64Array = new Float64Array(0);
  /** User index of each slot. */
  user: Int32Array = new Int32Array(0);
  /** Problem index of each slot; -1 when not on the board (another problem, an excluded user, a replaced duplicate). */
  problem: Int32Array = new Int32Array(0);
  /** uid and profile of each user index; the profile comes from the user's latest submission unless set by the caller. */
  uids: string[] = [];
  profiles: BoardProfile[] = [];
  /** 1 for an excluded user's index. */
  private excludedUser: number[] = [];
  /** The slot of each user's latest submission, made on first need (profiles from submissions, a verdict). */
  private latest: number[] | null = null;
  private userIndex = new Map<string, number>();
  /** submitId → slot, made on the first verdict after a load: a board only read (an ended contest) never needs it. */
  private slotIndex: Map<number, number> | null = null;
  /** Slots by cell (user × width + problem), in submission order; undefined where the user never tried the problem. */
  private cells: (number[] | undefined)[] = [];
  /** False after a load that left the filing for later (a board restored from its state): see entries(). */
  private filed = true;
  /** The only cells filed so far (fileOnly), or null. */
  private partial: Uint8Array | null = null;

  constructor(
    private readonly problems: ReadonlyMap<string, number>,
    private readonly width: number,
    private readonly excluded: ReadonlySet<string>,
  ) {}

  /**
   * Takes the columns over (every submission, each submitId once) and files them by cell — or, with
   * `later`, on the first need (a board restored from its state reads few cells, or none, before its
   * first verdict).
   */
  load(columns: PackedColumns, later = false) {
    const n = columns.submitId.length;
    this.n = n;
    this.submitId = columns.submitId;
    this.status = columns.status;
    this.score = columns.score ?? nanColumn(n);
    this.time = columns.time ?? nanColumn(n);
    this.submitTime = columns.submitTime;
    this.version = columns.version ?? nanColumn(n);
    this.uids = [];
    this.profiles = [];
    this.excludedUser = [];
    this.latest = null;
    this.userIndex = new Map();
    this.slotIndex = null;
    const user = new Int32Array(n);
    const problem = new Int32Array(n);
    const { userKey, users, problemKey } = columns;
    // Users are numbered in the order their first row comes (a board state's cells are laid out by it).
    const keyUser = new Int32Array(users.length).fill(-1);
    const keyProblem = Int32Array.from(columns.problems, (id) => (id === undefined ? undefined : this.problems.get(id)) ?? -1);
    const excludedUser = this.excludedUser;
    // One loop over typed arrays, no lookup by string: this runs once per submission of the contest.
    for (let i = 0; i < n; i++) {
      const k = userKey[i];
      let u = keyUser[k];
      if (u < 0) u = keyUser[k] = this.userOf(users[k]);
      user[i] = u;
      const p = keyProblem[problemKey[i]];
      problem[i] = p < 0 || excludedUser[u] === 1 ? -1 : p;
    }
    this.user = user;
    this.problem = problem;
    this.cells = [];
    this.partial = null;
    this.filed = false;
    if (!later) this.fileByCell();
  }

  /** Files only the cells marked (by cell index) in `marks`; any other cell read later files them all. */
  fileOnly(marks: Uint8Array) {
    const { user, problem, width } = this;
    const cells = new Array<number[] | undefined>(marks.length);
    for (let i = 0; i < this.n; i++) {
      const p = problem[i];
      if (p < 0) continue;
      const cell = user[i] * width + p;
      if (marks[cell] === 1) (cells[cell] ??= []).push(i);
    }
    const compare = (a: number, b: number) => this.compare(a, b);
    cells.forEach((entries) => entries!.sort(compare));
    this.cells = cells;
    this.partial = marks;
  }

  /** Profiles of the users, by uid (a user the caller does not know shows the uid). */
  setProfiles(profileOf: (uid: string) => BoardProfile | undefined) {
    for (let u = 0; u < this.uids.length; u++) this.profiles[u] = profileOf(this.uids[u]) ?? { username: this.uids[u] };
  }

  /** Profiles from the users' latest submissions (the objects the columns were made from). */
  profilesFrom(submissions: readonly BoardSubmission[]) {
    const latest = this.latestSlots();
    for (let u = 0; u < this.uids.length; u++) this.profiles[u] = profileOf(submissions[latest[u]]);
  }

  /**
   * One submission's current state: replaces the previous state of its submitId. Returns the cells
   * whose entries changed (before and after; -1 for none, the same cell once).
   */
  put(sub: BoardSubmission): [number, number] {
    if (!this.filed) this.fileByCell();
    const slots = this.slots();
    const latest = this.latestSlots();
    let slot = slots.get(sub.submitId);
    let before = -1;
    if (slot === undefined) {
      slot = this.n;
      if (slot === this.submitId.length) this.grow();
      this.n++;
      slots.set(sub.submitId, slot);
      this.submitId[slot] = sub.submitId;
    } else if (this.problem[slot] >= 0) {
      before = this.cellOfSlot(slot);
      const entries = this.cells[before]!;
      entries.splice(entries.indexOf(slot), 1);
    }
    const u = this.userOf(sub.uid);
    const p = this.problems.get(sub.displayId);
    this.status[slot] = sub.status;
    this.score[slot] = sub.score ?? NaN;
    this.time[slot] = sub.time ?? NaN;
    this.submitTime[slot] = sub.submitTime;
    this.version[slot] = sub.version ?? NaN;
    this.user[slot] = u;
    this.problem[slot] = p === undefined || this.excluded.has(sub.uid) ? -1 : p;
    const last = latest[u];
    if (last === undefined || last === slot || this.compare(last, slot) <= 0) {
      latest[u] = slot;
      this.profiles[u] = profileOf(sub);
    }
    if (this.problem[slot] < 0) return [before, -1];
    const after = this.cellOfSlot(slot);
    const entries = (this.cells[after] ??= []);
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(entries[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    entries.splice(lo, 0, slot);
    return [before, after === before ? -1 : after];
  }

  /** Slots of a user's submissions to a problem, in submission order. */
  entries(user: number, problem: number): readonly number[] {
    const cell = user * this.width + problem;
    if (!this.filed && this.partial?.[cell] !== 1) this.fileByCell();
    return this.cells[cell] ?? NONE;
  }

  /** The version of a submission as last put, if the caller gave one. */
  versionOf(submitId: number): number | undefined {
    const slot = this.slots().get(submitId);
    return slot === undefined || Number.isNaN(this.version[slot]) ? undefined : this.version[slot];
  }

  /** The cell (user × width + problem) of a uid and display id, or -1 when either is not on the board. */
  cellOf(uid: string, displayId: string | undefined): number {
    const u = this.userIndex.get(uid);
    const p = displayId === undefined ? undefined : this.problems.get(displayId);
    return u === undefined || p === undefined ? -1 : u * this.width + p;
  }

  get userCount(): number {
    return this.uids.length;
  }

  cellUser = (cell: number) => Math.floor(cell / this.width);
  cellProblem = (cell: number) => cell % this.width;

  private slots(): Map<number, number> {
    if (this.slotIndex) return this.slotIndex;
    const index = new Map<number, number>();
    for (let i = 0; i < this.n; i++) index.set(this.submitId[i], i);
    return (this.slotIndex = index);
  }

  private latestSlots(): number[] {
    if (this.latest) return this.latest;
    const { user, submitTime, submitId } = this;
    const latest: number[] = [];
    for (let i = 0; i < this.n; i++) {
      const u = user[i];
      const last = latest[u];
      if (
        last === undefined ||
        submitTime[last] < submitTime[i] ||
        (submitTime[last] === submitTime[i] && submitId[last] <= submitId[i])
      )
        latest[u] = i;
    }
    return (this.latest = latest);
  }

  /** Room for more slots (a verdict's new submission): every column twice as long. */
  private grow() {
    const size = Math.max(16, this.submitId.length * 2);
    const float = (a: Float64Array) => {
      const out = new Float64Array(size);
      out.set(a.subarray(0, this.n));
      return out;
    };
    const int = (a: Int32Array) => {
      const out = new Int32Array(size);
      out.set(a.subarray(0, this.n));
      return out;
    };
    this.submitId = float(this.submitId);
    this.status = float(this.status);
    this.score = float(this.score);
    this.time = float(this.time);
    this.submitTime = float(this.submitTime);
    this.version = float(this.version);
    this.user = int(this.user);
    this.problem = int(this.problem);
  }

  private cellOfSlot(slot: number): number {
    return this.user[slot] * this.width + this.problem[slot];
  }

  /** Submission order: time, then id. */
  private compare(a: number, b: number): number {
    return this.submitTime[a] - this.submitTime[b] || this.submitId[a] - this.submitId[b];
  }

  private userOf(uid: string): number {
    let u = this.userIndex.get(uid);
    if (u === undefined) {
      u = this.uids.length;
      this.userIndex.set(uid, u);
      this.uids.push(uid);
      this.profiles.push({ username: uid });
      this.excludedUser.push(this.excluded.has(uid) ? 1 : 0);
    }
    return u;
  }

  /**
   * Slots into cells by a counting sort: stable, so slots read in submission order (as the judge
   * table is read) stay in it; a cell that is not (submissions given in any order) is sorted.
   */
  private fileByCell() {
    const { user, problem, width } = this;
    const n = this.n;
    const size = this.uids.length * width;
    const starts = new Int32Array(size + 1);
    for (let i = 0; i < n; i++) if (problem[i] >= 0) starts[user[i] * width + problem[i] + 1]++;
    for (let c = 0; c < size; c++) starts[c + 1] += starts[c];
    const next = starts.slice(0, size);
    const order = new Int32Array(starts[size]);
    for (let i = 0; i < n; i++) if (problem[i] >= 0) order[next[user[i] * width + problem[i]]++] = i;
    const cells = new Array<number[] | undefined>(size);
    const compare = (a: number, b: number) => this.compare(a, b);
    for (let c = 0; c < size; c++) {
      const from = starts[c];
      const length = starts[c + 1] - from;
      if (length === 0) continue;
      const entries = new Array<number>(length);
      let sorted = true;
      for (let k = 0; k < length; k++) {
        entries[k] = order[from + k];
        if (k > 0 && this.compare(entries[k - 1], entries[k]) > 0) sorted = false;
      }
      if (!sorted) entries.sort(compare);
      cells[c] = entries;
    }
    this.cells = cells;
    this.partial = null;
    this.filed = true;
  }
}

const profileOf = (s: BoardSubmission): BoardProfile => ({
  username: s.username,
  nickname: s.nickname,
  realname: s.realname,
  school: s.school,
  gender: s.gender,
  avatar: s.avatar,
});
