import type { BoardState } from './board';
import type { BoardColumnsRead } from './contest-records';

/**
 * The packed form of a board's columns (a board snapshot's payload): a JSON header (row count,
 * whether scores are in, the distinct uids), then each number column as float64 (NULL as NaN),
 * then each row's uid as an int32 index into the header's uids; since version 2, optionally the
 * board engine's state derived from these columns (its key and users in the header, each view's
 * packed cells as float64 after the uids). Typed arrays in and out: no parse per value.
 * Compressed by the caller.
 */
const VERSION = 2;

interface Header {
  v: number;
  n: number;
  withScores: boolean;
  uids: string[];
  /** The engine state: its key, users and each view's cell count (version 2). */
  state?: { key: string; uids: string[]; views: number[] };
}

type NumberColumn = 'submitId' | 'cpid' | 'status' | 'submitTime' | 'gmtModified';
const NUMBER_COLUMNS: readonly NumberColumn[] = ['submitId', 'cpid', 'status', 'submitTime', 'gmtModified'];

const pad8 = (n: number) => (n + 7) & ~7;

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
  const saved = state ? { key: state.key, uids: state.uids, views: state.views.map((v) => v.length) } : undefined;
  const header = Buffer.from(JSON.stringify({ v: VERSION, n, withScores, uids, state: saved } satisfies Header));
  const headerEnd = pad8(4 + header.length);
  const floats = NUMBER_COLUMNS.length + (withScores ? 2 : 0);
  const stateAt = pad8(headerEnd + floats * n * 8 + n * 4);
  const out = Buffer.alloc(stateAt + (state?.views ?? []).reduce((sum, v) => sum + v.byteLength, 0));
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  const body = new Float64Array(out.buffer, out.byteOffset + headerEnd, floats * n);
  let at = 0;
  for (const name of NUMBER_COLUMNS) {
    const col = c[name];
    for (let i = 0; i < n; i++) body[at + i] = col[i];
    at += n;
  }
  if (withScores) {
    for (const col of [c.score ?? [], c.time ?? []]) {
      for (let i = 0; i < n; i++) body[at + i] = col[i] ?? NaN;
      at += n;
    }
  }
  Buffer.from(uidIndex.buffer).copy(out, headerEnd + floats * n * 8);
  let viewAt = stateAt;
  for (const view of state?.views ?? []) {
    Buffer.from(view.buffer, view.byteOffset, view.byteLength).copy(out, viewAt);
    viewAt += view.byteLength;
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
  const headerEnd = pad8(4 + headerLength);
  const floats = NUMBER_COLUMNS.length + (withScores ? 2 : 0);
  // Float64Array needs an 8-byte aligned offset: copy when the buffer does not give one.
  const aligned = (buf.byteOffset + headerEnd) % 8 === 0 ? buf : Buffer.from(buf);
  const body = new Float64Array(aligned.buffer, aligned.byteOffset + headerEnd, floats * n);
  const numbers = (k: number) => {
    const out = new Array<number>(n);
    const from = k * n;
    for (let i = 0; i < n; i++) out[i] = body[from + i];
    return out;
  };
  const nullable = (k: number) => {
    const out = new Array<number | null>(n);
    const from = k * n;
    for (let i = 0; i < n; i++) {
      const v = body[from + i];
      out[i] = Number.isNaN(v) ? null : v;
    }
    return out;
  };
  const uidAt = headerEnd + floats * n * 8;
  const uidIndex =
    (aligned.byteOffset + uidAt) % 4 === 0
      ? new Int32Array(aligned.buffer, aligned.byteOffset + uidAt, n)
      : new Int32Array(new Uint8Array(aligned.subarray(uidAt, uidAt + n * 4)).buffer);
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
  let state: BoardState | null = null;
  if (header.state) {
    let at = aligned.byteOffset + pad8(headerEnd + floats * n * 8 + n * 4);
    const views = header.state.views.map((length) => {
      // A copy: the state's arrays outlive the inflated buffer's other parts.
      const view = new Float64Array(length);
      new Uint8Array(view.buffer).set(new Uint8Array(aligned.buffer, at, length * 8));
      at += length * 8;
      return view;
    });
    state = { key: header.state.key, uids: header.state.uids, views };
  }
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
