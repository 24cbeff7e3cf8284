import type { BoardColumnsRead } from './contest-records';

/**
 * A contest's board columns as a board snapshot keeps them and a rebuild hands them to the board:
 * typed columns (index i of each is one row), uids and contest problems as keys into dictionaries
 * — no string or object per row. NaN stands for a NULL score or run time.
 */
export interface BoardTable {
  submitId: Float64Array;
  /** Each row's uid: an index into `uids`. */
  uidKey: Int32Array;
  uids: string[];
  /** Each row's contest problem: an index into `cpids`. */
  cpKey: Int32Array;
  cpids: number[];
  status: Float64Array;
  submitTime: Float64Array;
  gmtModified: Float64Array;
  /** OI boards only (an ACM board reads neither). */
  score: Float64Array | null;
  time: Float64Array | null;
}

/** The (uid, contest problem) of rows changed between two reads: where a board's cells change. */
export interface ChangedRows {
  uid: string[];
  cpid: number[];
}

/** Keys of `values` into `dictionary` (grown with the values it lacks; `index` is its inverse). */
function keysOf<T>(values: readonly T[], dictionary: T[], index = new Map(dictionary.map((v, i) => [v, i]))): Int32Array {
  const keys = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let k = index.get(values[i]);
    if (k === undefined) {
      k = dictionary.length;
      index.set(values[i], k);
      dictionary.push(values[i]);
    }
    keys[i] = k;
  }
  return keys;
}

const floats = (a: readonly (number | null)[]) => Float64Array.from(a, (v) => v ?? NaN);

/** The table of columns read from the judge table. */
export function tableOf(c: BoardColumnsRead): BoardTable {
  const uids: string[] = [];
  const cpids: number[] = [];
  return {
    submitId: Float64Array.from(c.submitId),
    uidKey: keysOf(c.uid, uids),
    uids,
    cpKey: keysOf(c.cpid, cpids),
    cpids,
    status: Float64Array.from(c.status),
    submitTime: Float64Array.from(c.submitTime),
    gmtModified: Float64Array.from(c.gmtModified),
    score: c.score ? floats(c.score) : null,
    time: c.time ? floats(c.time) : null,
  };
}

/** A copy of the table (the board takes a table over and changes it). */
export function copyTable(t: BoardTable): BoardTable {
  return {
    submitId: t.submitId.slice(),
    uidKey: t.uidKey.slice(),
    uids: t.uids.slice(),
    cpKey: t.cpKey.slice(),
    cpids: t.cpids.slice(),
    status: t.status.slice(),
    submitTime: t.submitTime.slice(),
    gmtModified: t.gmtModified.slice(),
    score: t.score?.slice() ?? null,
    time: t.time?.slice() ?? null,
  };
}

/**
 * `base` with `delta` laid over it: a submission in both takes the delta's state (read later), one
 * only in the delta is added. Both hold the same columns. `changed` gets every delta row's uid and
 * contest problem, and those a replaced row had before. Changes `base` (a new table when rows are added).
 */
export function mergeTable(base: BoardTable, delta: BoardColumnsRead, changed?: ChangedRows): BoardTable {
  const m = delta.submitId.length;
  if (m === 0) return base;
  const uidKey = keysOf(delta.uid, base.uids);
  const cpKey = keysOf(delta.cpid, base.cpids);
  // The delta's submit ids in an open-addressing table: one probe per base row, no Map lookup.
  let size = 16;
  while (size < 2 * m) size *= 2;
  const mask = size - 1;
  const ids = delta.submitId;
  const slots = new Int32Array(size).fill(-1);
  const hash = (id: number) => (Math.imul(id | 0, 0x9e3779b1) >>> 0) & mask;
  for (let j = 0; j < m; j++) {
    let h = hash(ids[j]);
    while (slots[h] >= 0 && ids[slots[h]] !== ids[j]) h = (h + 1) & mask;
    slots[h] = j;
  }
  const taken = new Uint8Array(m);
  let t = base;
  const copy = (i: number, j: number) => {
    t.uidKey[i] = uidKey[j];
    t.cpKey[i] = cpKey[j];
    t.status[i] = delta.status[j];
    t.submitTime[i] = delta.submitTime[j];
    t.gmtModified[i] = delta.gmtModified[j];
    if (t.score) t.score[i] = delta.score?.[j] ?? NaN;
    if (t.time) t.time[i] = delta.time?.[j] ?? NaN;
  };
  const n = base.submitId.length;
  for (let i = 0; i < n; i++) {
    const id = base.submitId[i];
    for (let h = hash(id), j = slots[h]; j >= 0; h = (h + 1) & mask, j = slots[h]) {
      if (ids[j] !== id) continue;
      changed?.uid.push(base.uids[base.uidKey[i]], delta.uid[j]);
      changed?.cpid.push(base.cpids[base.cpKey[i]], delta.cpid[j]);
      copy(i, j);
      taken[j] = 1;
      break;
    }
  }
  let added = 0;
  for (let j = 0; j < m; j++) added += 1 - taken[j];
  if (added === 0) return base;
  const grown = <A extends Float64Array | Int32Array>(a: A): A => {
    const out = new (a.constructor as new (size: number) => A)(n + added);
    out.set(a);
    return out;
  };
  t = {
    ...base,
    submitId: grown(base.submitId),
    uidKey: grown(base.uidKey),
    cpKey: grown(base.cpKey),
    status: grown(base.status),
    submitTime: grown(base.submitTime),
    gmtModified: grown(base.gmtModified),
    score: base.score && grown(base.score),
    time: base.time && grown(base.time),
  };
  for (let j = 0, i = n; j < m; j++) {
    if (taken[j]) continue;
    changed?.uid.push(delta.uid[j]);
    changed?.cpid.push(delta.cpid[j]);
    t.submitId[i] = ids[j];
    copy(i++, j);
  }
  return t;
}
