import type { BoardState } from './board';
import type { BoardTable } from './board-snapshot-codec';

/**
 * A board snapshot's payload: a JSON header (row count, whether scores are in, the dictionaries of
 * uids and contest problems, each section's number type and base), then one section per column and,
 * optionally, the board engine's state derived from these columns (its key and users in the header,
 * each view's packed cells as a section). A section holds its values less its base in the narrowest
 * type they fit — uint8, uint16, int32, else float64 — each 8-byte aligned: typed arrays in and out,
 * no parse per value, and a third of the bytes to inflate (submit times as milliseconds since the
 * first, statuses and problem keys as bytes). Compressed by the caller. Versions 1 and 2 (every
 * section int32 or float64, contest problems by id, no bases) still read.
 */
const VERSION = 3;

interface Header {
  v: number;
  n: number;
  withScores: boolean;
  uids: string[];
  /** Version 3: the contest problems the rows' keys point into. */
  cpids?: number[];
  /** Per section: 'b' uint8, 'h' uint16, 'i' int32, 'f' float64 (version 2 on). */
  kinds?: string;
  /** Per section, the number its values are stored from (version 3). */
  bases?: number[];
  /** The engine state: its key, users and each view's cell count (version 2 on). */
  state?: { key: string; uids: string[]; views: number[] };
}

type Section = Uint8Array | Uint16Array | Int32Array | Float64Array;
const KINDS = { b: Uint8Array, h: Uint16Array, i: Int32Array, f: Float64Array } as const;
const pad8 = (n: number) => (n + 7) & ~7;

/** The values less a base (their smallest, with `rebase`) in the narrowest array that holds them. */
function section(values: ArrayLike<number>, rebase: boolean): { array: Section; base: number } {
  const n = values.length;
  let min = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (!Number.isInteger(v) || Object.is(v, -0)) return { array: Float64Array.from(values), base: 0 };
    if (i === 0 || v < min) min = v;
    if (i === 0 || v > max) max = v;
  }
  const base = rebase ? min : 0;
  const [lo, hi] = [min - base, max - base];
  const Kind =
    lo < 0
      ? lo >= -(2 ** 31) && hi < 2 ** 31
        ? Int32Array
        : null
      : hi <= 0xff
        ? Uint8Array
        : hi <= 0xffff
          ? Uint16Array
          : hi < 2 ** 31
            ? Int32Array
            : null;
  if (!Kind) return { array: Float64Array.from(values), base: 0 };
  const array = new Kind(n);
  if (base === 0) array.set(values);
  else for (let i = 0; i < n; i++) array[i] = values[i] - base;
  return { array, base };
}

export function encodeTable(t: BoardTable, withScores: boolean, state: BoardState | null = null): Buffer {
  const columns = [t.submitId, t.status, t.submitTime, t.gmtModified, ...(withScores ? [t.score ?? [], t.time ?? []] : [])];
  const sections = [
    ...columns.map((c) => section(c, true)),
    section(t.cpKey, false),
    section(t.uidKey, false),
    // The cells are read where they are (a restored row unpacks them on first use): no base.
    ...(state?.views ?? []).map((v) => section(v, false)),
  ];
  const kinds = sections.map(({ array }) => Object.entries(KINDS).find(([, K]) => array instanceof K)![0]).join('');
  const header: Header = {
    v: VERSION,
    n: t.submitId.length,
    withScores,
    uids: t.uids,
    cpids: t.cpids,
    kinds,
    bases: sections.map((s) => s.base),
    state: state ? { key: state.key, uids: state.uids, views: state.views.map((v) => v.length) } : undefined,
  };
  const head = Buffer.from(JSON.stringify(header));
  let size = pad8(4 + head.length);
  for (const { array } of sections) size = pad8(size + array.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(head.length, 0);
  head.copy(out, 4);
  let at = pad8(4 + head.length);
  for (const { array } of sections) {
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, at);
    at = pad8(at + array.byteLength);
  }
  return out;
}

export function decodeTable(packed: Uint8Array): { table: BoardTable; withScores: boolean; state: BoardState | null } {
  const buf = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  const headLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.toString('utf8', 4, 4 + headLength)) as Header;
  const { v, n, uids, withScores } = header;
  if (v !== 1 && v !== 2 && v !== VERSION) throw new Error(`board snapshot: unknown version ${v}`);
  // Sections before the cells: version 3 submit id, status, submit time, gmt_modified, [score, run time], contest
  // problem key, uid key; versions 1 and 2 submit id, contest problem id, status, submit time, gmt_modified, [score, run time], uid key.
  const columnCount = 5 + (withScores ? 2 : 0);
  const kinds = header.kinds ?? `${'f'.repeat(columnCount)}i`;
  const lengths = [...Array<number>(columnCount + 1).fill(n), ...(header.state?.views ?? [])];
  // Typed arrays need aligned offsets: copy when the buffer does not give them.
  const aligned = buf.byteOffset % 8 === 0 ? buf : Buffer.from(buf);
  let at = pad8(4 + headLength);
  const sections: Section[] = lengths.map((length, k) => {
    const Kind = KINDS[kinds[k] as keyof typeof KINDS];
    const array = new Kind(aligned.buffer as ArrayBuffer, aligned.byteOffset + at, length);
    at = pad8(at + array.byteLength);
    return array;
  });
  const bases = header.bases ?? sections.map(() => 0);
  // Copies: the table and the cells outlive the inflated buffer.
  const number = (k: number) => {
    const out = new Float64Array(n);
    out.set(sections[k]);
    const base = bases[k];
    if (base !== 0) for (let i = 0; i < n; i++) out[i] += base;
    return out;
  };
  const key = (k: number) => {
    const out = new Int32Array(n);
    out.set(sections[k]);
    return out;
  };
  const legacy = v < 3;
  const order = legacy ? [0, 2, 3, 4, 5, 6] : [0, 1, 2, 3, 4, 5];
  let cpids = header.cpids ?? [];
  let cpKey: Int32Array;
  if (legacy) {
    // Contest problems by id in the rows: made keys.
    const index = new Map<number, number>();
    cpids = [];
    cpKey = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const cpid = sections[1][i];
      let k = index.get(cpid);
      if (k === undefined) index.set(cpid, (k = cpids.push(cpid) - 1));
      cpKey[i] = k;
    }
  } else cpKey = key(columnCount - 1);
  const table: BoardTable = {
    submitId: number(order[0]),
    status: number(order[1]),
    submitTime: number(order[2]),
    gmtModified: number(order[3]),
    score: withScores ? number(order[4]) : null,
    time: withScores ? number(order[5]) : null,
    cpKey,
    cpids,
    uidKey: key(columnCount),
    uids,
  };
  const views = sections.slice(columnCount + 1).map((a) => a.slice());
  const state = header.state ? { key: header.state.key, uids: header.state.uids, views } : null;
  return { table, withScores, state };
}
