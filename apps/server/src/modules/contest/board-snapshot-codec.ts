import type { BoardState } from './board';
import type { BoardColumnsRead } from './contest-records';

/**
 * The packed form of a board's columns (a board snapshot's payload): a JSON header (row count,
 * whether scores are in, the distinct uids, each section's number type), then one section per
 * number column (NULL as NaN), each row's uid as an index into the header's uids, and since
 * version 2, optionally the board engine's state derived from these columns (its key and users in
 * the header, each view's packed cells as a section). A section is int32 when every value fits
 * one, else float64, each 8-byte aligned: typed arrays in and out, no parse per value, and half
 * the bytes to inflate for ids, statuses and cells. Compressed by the caller.
 */
const VERSION = 2;

interface Header {
  v: number;
  n: number;
  withScores: boolean;
  uids: string[];
  /** Per section, 'i' int32 or 'f' float64 (version 2). */
  kinds?: string;
  /** The engine state: its key, users and each view's cell count (version 2). */
  state?: { key: string; uids: string[]; views: number[] };
}

type NumberColumn = 'submitId' | 'cpid' | 'status' | 'submitTime' | 'gmtModified';
const NUMBER_COLUMNS: readonly NumberColumn[] = ['submitId', 'cpid', 'status', 'submitTime', 'gmtModified'];

const pad8 = (n: number) => (n + 7) & ~7;

/** int32 when every value is one (NaN, fractions and epoch milliseconds are not). */
function section(values: ArrayLike<number | null>): Int32Array | Float64Array {
  const n = values.length;
  const ints = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i] ?? NaN;
    if ((v | 0) !== v || Object.is(v, -0)) {
      const floats = new Float64Array(n);
      for (let k = 0; k < n; k++) floats[k] = values[k] ?? NaN;
      return floats;
    }
    ints[i] = v;
  }
  return ints;
}

export function encodeColumns(c: BoardColumnsRead, withScores: boolean, state: BoardState | null = null): Buffer {
  const n = c.submitId.length;
  const index = new Map<string, number>();
  const uids: string[] = [];
  const uidIndex = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let u = index.get(c.uid[i]);
    if (u === undefined) {
      u = uids.length;
      index.set(c.uid[i], u);
      uids.push(c.uid[i]);
    }
    uidIndex[i] = u;
  }
  const sections = [
    ...NUMBER_COLUMNS.map((name) => section(c[name])),
    ...(withScores ? [section(c.score ?? []), section(c.time ?? [])] : []),
    uidIndex,
    ...(state?.views ?? []).map(section),
  ];
  const kinds = sections.map((a) => (a instanceof Int32Array ? 'i' : 'f')).join('');
  const saved = state ? { key: state.key, uids: state.uids, views: state.views.map((v) => v.length) } : undefined;
  const header = Buffer.from(JSON.stringify({ v: VERSION, n, withScores, uids, kinds, state: saved } satisfies Header));
  let size = pad8(4 + header.length);
  for (const a of sections) size = pad8(size + a.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  let at = pad8(4 + header.length);
  for (const a of sections) {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, at);
    at = pad8(at + a.byteLength);
  }
  return out;
}

export function decodeColumns(packed: Uint8Array): {
  columns: BoardColumnsRead;
  withScores: boolean;
  state: BoardState | null;
} {
  const buf = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  const headerLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.toString('utf8', 4, 4 + headerLength)) as Header;
  if (header.v !== 1 && header.v !== VERSION) throw new Error(`board snapshot: unknown version ${header.v}`);
  const { n, uids, withScores } = header;
  const columnCount = NUMBER_COLUMNS.length + (withScores ? 2 : 0);
  // Version 1: every number column float64, then the uids.
  const kinds = header.kinds ?? `${'f'.repeat(columnCount)}i`;
  const lengths = [...Array<number>(columnCount + 1).fill(n), ...(header.state?.views ?? [])];
  // Typed arrays need aligned offsets: copy when the buffer does not give them.
  const aligned = buf.byteOffset % 8 === 0 ? buf : Buffer.from(buf);
  let at = pad8(4 + headerLength);
  const sections = lengths.map((length, k) => {
    const array =
      kinds[k] === 'i'
        ? new Int32Array(aligned.buffer, aligned.byteOffset + at, length)
        : new Float64Array(aligned.buffer, aligned.byteOffset + at, length);
    at = pad8(at + array.byteLength);
    return array;
  });
  const numbers = (k: number) => {
    const out = new Array<number>(n);
    const from = sections[k];
    for (let i = 0; i < n; i++) out[i] = from[i];
    return out;
  };
  const nullable = (k: number) => {
    const out = new Array<number | null>(n);
    const from = sections[k];
    for (let i = 0; i < n; i++) {
      const v = from[i];
      out[i] = Number.isNaN(v) ? null : v;
    }
    return out;
  };
  const uidIndex = sections[columnCount];
  const uid = new Array<string>(n);
  for (let i = 0; i < n; i++) uid[i] = uids[uidIndex[i]];
  const columns: BoardColumnsRead = {
    submitId: numbers(0),
    uid,
    cpid: numbers(1),
    status: numbers(2),
    submitTime: numbers(3),
    gmtModified: numbers(4),
  };
  if (withScores) {
    columns.score = nullable(5);
    columns.time = nullable(6);
  }
  // The state's cells as float64 (a copy: they outlive the inflated buffer).
  const views = sections.slice(columnCount + 1).map((a) => Float64Array.from(a));
  const state = header.state ? { key: header.state.key, uids: header.state.uids, views } : null;
  return { columns, withScores, state };
}

/** The (uid, contest problem) of rows changed between two reads: where a board's cells change. */
export interface ChangedRows {
  uid: string[];
  cpid: number[];
}

/**
 * `base` with `delta` laid over it: a submission in both takes the delta's state (read later), one
 * only in the delta is added. Both are a contest's board columns with the same columns present.
 * `changed` gets every delta row's uid and contest problem, and those a replaced row had before.
 */
export function mergeColumns(base: BoardColumnsRead, delta: BoardColumnsRead, changed?: ChangedRows): BoardColumnsRead {
  const m = delta.submitId.length;
  if (m === 0) return base;
  const position = new Map<number, number>();
  for (let j = 0; j < m; j++) position.set(delta.submitId[j], j);
  const taken = new Uint8Array(m);
  const copy = (i: number, j: number) => {
    changed?.uid.push(base.uid[i], delta.uid[j]);
    changed?.cpid.push(base.cpid[i], delta.cpid[j]);
    base.uid[i] = delta.uid[j];
    base.cpid[i] = delta.cpid[j];
    base.status[i] = delta.status[j];
    base.submitTime[i] = delta.submitTime[j];
    base.gmtModified[i] = delta.gmtModified[j];
    if (base.score) base.score[i] = delta.score?.[j] ?? null;
    if (base.time) base.time[i] = delta.time?.[j] ?? null;
  };
  const ids = base.submitId;
  for (let i = 0; i < ids.length; i++) {
    const j = position.get(ids[i]);
    if (j === undefined) continue;
    copy(i, j);
    taken[j] = 1;
  }
  for (let j = 0; j < m; j++) {
    if (taken[j]) continue;
    const i = ids.length;
    ids.push(delta.submitId[j]);
    base.uid.push('');
    base.cpid.push(0);
    base.status.push(0);
    base.submitTime.push(0);
    base.gmtModified.push(0);
    base.score?.push(null);
    base.time?.push(null);
    copy(i, j);
  }
  return base;
}

/** A copy of the columns (the board takes the read's arrays over and changes them). */
export function copyColumns(c: BoardColumnsRead): BoardColumnsRead {
  return {
    submitId: c.submitId.slice(),
    uid: c.uid.slice(),
    cpid: c.cpid.slice(),
    status: c.status.slice(),
    submitTime: c.submitTime.slice(),
    gmtModified: c.gmtModified.slice(),
    ...(c.score ? { score: c.score.slice() } : {}),
    ...(c.time ? { time: c.time.slice() } : {}),
  };
}
