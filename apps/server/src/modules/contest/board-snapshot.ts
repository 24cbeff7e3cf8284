import { promisify } from 'node:util';
import { deflateRaw, inflateRaw, constants } from 'node:zlib';
import type { Db } from '../../db/database';
import type { BoardState } from './board';
import { type BoardTable, type ChangedRows, copyTable, mergeTable, tableOf } from './board-snapshot-codec';
import { decodeTable, encodeTable } from './board-snapshot-payload';
import type { ContestRecords } from './contest-records';

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);

export interface BoardSnapshotOptions {
  /** Contests with fewer submissions keep no snapshot (their full read is already quick). */
  minRows?: number;
  /** Rows modified from this long before a snapshot was taken are read again (clock skew, late commits). */
  marginMs?: number;
  /** A snapshot is taken again when the rows read since it are more than this share of the board. */
  refreshShare?: number;
}

/** Where a board's columns came from (the bench and the tests read it). */
export type ColumnsSource = 'full' | 'snapshot';

type Records = Pick<ContestRecords, 'boardColumns' | 'boardColumnsSince' | 'boardCount'>;

/** A board's columns as `BoardSnapshots.read` gives them. */
export interface BoardRead {
  /** The contest's board columns (the caller's board takes them over). */
  table: BoardTable;
  source: ColumnsSource;
  /** The engine state kept with the snapshot (derived from its columns), if any. */
  state: BoardState | null;
  /** The rows read since the snapshot (uid and contest problem, before and after): the cells to derive again. */
  changed: ChangedRows;
  /** Whether a new snapshot should be kept (a full read, many rows since, no state in it). */
  due: boolean;
  /**
   * Keeps these columns (as read, before the caller's board changed them) and the state the
   * caller's board derived from them as the contest's snapshot; null for a contest too small.
   * Call it right after the board is built, before it takes another submission.
   */
  keep: ((state: BoardState | null) => void) | null;
}

/**
 * Board snapshots (issue 27.3): a big contest's board columns kept in `contest_board_snapshot`, so
 * that a rebuild (a restart, a change of the contest, a board evicted) reads one compressed row
 * and the judge rows modified since it was taken — not every submission of the contest.
 *
 * The columns are the judge table's own (uid, contest problem id, status, …): the contest's rules,
 * problem list, teams and seal are applied after, by the board, exactly as on a full read, so the
 * board is the same by construction. A snapshot is trusted only while the contest's row count
 * equals the snapshot's rows plus the new ones read since: a submission removed or moved out
 * (a problem or contest deleted, a row's contest changed) makes the board read everything again.
 * Every write to a judge row sets gmt_modified, so a row changed since the snapshot is read again.
 */
export class BoardSnapshots {
  private readonly minRows: number;
  private readonly marginMs: number;
  private readonly refreshShare: number;
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly records: Records,
    opts: BoardSnapshotOptions = {},
  ) {
    this.minRows = opts.minRows ?? 20_000;
    this.marginMs = opts.marginMs ?? 10 * 60_000;
    this.refreshShare = opts.refreshShare ?? 0.2;
  }

  /** A contest's board columns: from its snapshot and the rows changed since when it holds, else the full read. */
  async columns(cid: number, withScores: boolean): Promise<BoardRead> {
    const read = await this.read(cid, withScores);
    if (read.due) read.keep?.(null);
    return read;
  }

  /**
   * A contest's board columns with what a board needs to restore itself from the snapshot's
   * engine state (`ContestBoard.restoreColumns`): the state, the rows changed since, and `keep`
   * to store a new snapshot with the board's state once built.
   */
  async read(cid: number, withScores: boolean): Promise<BoardRead> {
    const takenAt = Date.now();
    const changed: ChangedRows = { uid: [], cpid: [] };
    const fast = await this.fromSnapshot(cid, withScores, changed).catch(() => null);
    const table = fast?.table ?? tableOf(await this.records.boardColumns(cid, withScores));
    const scored = fast ? fast.withScores : withScores;
    // The board takes the table over and changes it with its first verdict: `keep` copies it before.
    const keep =
      table.submitId.length < this.minRows
        ? null
        : (state: BoardState | null) => this.keep(cid, copyTable(table), scored, takenAt, state);
    if (!fast) return { table, source: 'full', state: null, changed, due: true, keep };
    const due = !fast.state || fast.since > this.refreshShare * table.submitId.length;
    return { table, source: 'snapshot', state: fast.state, changed, due, keep };
  }

  /** Resolves when the snapshots being written are written (tests, bench). */
  async settled(): Promise<void> {
    while (this.writes.size > 0) await Promise.all([...this.writes]);
  }

  /** Forgets a contest's snapshot (the contest is being deleted). */
  async drop(cid: number): Promise<void> {
    await this.db.deleteFrom('contestBoardSnapshot').where('cid', '=', cid).execute();
  }

  private async fromSnapshot(
    cid: number,
    withScores: boolean,
    changed: ChangedRows,
  ): Promise<{ table: BoardTable; state: BoardState | null; withScores: boolean; since: number } | null> {
    const row = await this.db
      .selectFrom('contestBoardSnapshot')
      .select(['takenAt', 'rowCount', 'withScores', 'payload'])
      .where('cid', '=', cid)
      .executeTakeFirst();
    if (!row || (withScores && !Number(row.withScores))) return null;
    const scored = Number(row.withScores) === 1;
    const [{ table: base, state }, delta, count] = await Promise.all([
      inflate(row.payload).then(decodeTable),
      this.records.boardColumnsSince(cid, scored, Number(row.takenAt) - this.marginMs),
      this.records.boardCount(cid),
    ]);
    if (base.submitId.length !== Number(row.rowCount)) return null;
    const merged = mergeTable(base, delta, changed);
    if (merged.submitId.length !== count) return null;
    return { table: merged, state, withScores: scored, since: delta.submitId.length };
  }

  /** Writes a snapshot after the caller's board is served (the board takes the columns over: `columns` is a copy). */
  private keep(cid: number, table: BoardTable, withScores: boolean, takenAt: number, state: BoardState | null) {
    const write = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const payload = await deflate(encodeTable(table, withScores, state), { level: constants.Z_BEST_SPEED });
        const values = {
          takenAt,
          rowCount: table.submitId.length,
          withScores: withScores ? 1 : 0,
          payload,
          gmtCreate: Date.now(),
        };
        await this.db
          .insertInto('contestBoardSnapshot')
          .values({ cid, ...values })
          .onConflict((oc) => oc.column('cid').doUpdateSet(values))
          .execute();
      })
      .catch(() => {
        // A snapshot is only a shortcut: without it the next rebuild reads every row.
      })
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }
}
