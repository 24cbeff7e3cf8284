/**
 * The rebuilds `npm run bench:board` times (board.bench.ts): the board rebuilt as the contest
 * service does it — from every judge row, from a snapshot's columns, or from a snapshot's cells —
 * with its wall and CPU time, and the helpers to time and compare them.
 */
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Db } from '../apps/server/src/db/database';
import type { Dialect } from '../apps/server/src/db/dialect';
import { ContestBoard } from '../apps/server/src/modules/contest/board';
import { UserDirectory } from '../apps/server/src/modules/account/user-directory';
import { rebuildFromJudge } from '../apps/server/src/modules/contest/contest-board.service';
import type { BoardSnapshots } from '../apps/server/src/modules/contest/board-snapshot';
import { ContestRecords } from '../apps/server/src/modules/contest/contest-records';
import { SubmissionReads } from '../apps/server/src/modules/submission/scoped-reads';
import { VisibleVerdicts } from '../apps/server/src/modules/submission/visible-verdicts';
import { CID, CONTEST, displayByCpid } from './board-seed';

export const time = async <T>(fn: () => Promise<T> | T): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
};
/** Wall time and this process's CPU time: on a shared machine the second shows the work, the first also the wait. */
export const timeCpu = async <T>(fn: () => Promise<T> | T): Promise<[T, number, number]> => {
  const c0 = process.cpuUsage();
  const [value, wall] = await time(fn);
  const c = process.cpuUsage(c0);
  return [value, wall, (c.user + c.system) / 1000];
};
export const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/**
 * The board rebuilt from the judge table exactly as the contest service does it
 * (`rebuildFromJudge`): the submissions as columns, the engine's load, the profiles once per user.
 * Timed apart, the columnar read alone (`ContestRecords.boardColumns`, the submission module's `SubmissionReads.stream`).
 */
export async function rebuildAsService(
  db: Db,
  dialect: Dialect,
  snapshots?: Pick<BoardSnapshots, 'read'>,
): Promise<{ board: ContestBoard; read: number; total: number; cpu: number; restored: boolean }> {
  const records = new ContestRecords(new SubmissionReads(db, new VisibleVerdicts(null)));
  const withScores = CONTEST.rule.ranksBy === 'score';
  collect();
  const [, read] = await time(async () =>
    snapshots ? await snapshots.read(CID, withScores) : await records.boardColumns(CID, withScores),
  );
  collect();
  const board = new ContestBoard(CONTEST);
  let restored = false;
  const restore = board.restoreColumns.bind(board);
  board.restoreColumns = (...args) => (restored = restore(...args));
  const [, total, cpu] = await timeCpu(() =>
    rebuildFromJudge(board, CID, displayByCpid, { records, users: new UserDirectory(db, dialect), snapshots }),
  );
  return { board, read, total, cpu, restored };
}

/** The snapshot as session 8 used it: its columns only, every cell derived again (the engine state left out). */
export const columnsOnly = (snapshots: BoardSnapshots): Pick<BoardSnapshots, 'read'> => ({
  read: async (cid, withScores) => ({ ...(await snapshots.read(cid, withScores)), state: null, keep: null }),
});

/**
 * A full collection before each timed part. The bench holds the seeded rows and the boards it
 * compares; without it, each rebuild would pay for collecting the previous one's garbage in a
 * heap much larger than a server's (the later a rebuild ran, the slower it looked).
 */
export const collect: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

export type Rebuild = Omit<Awaited<ReturnType<typeof rebuildAsService>>, 'board'> & { same: boolean };
export const median = (runs: Rebuild[]) => [...runs].sort((a, b) => a.total - b.total)[Math.floor(runs.length / 2)];
/** The real and the sealed board, every row: two rebuilds are the same board when these are equal. */
export const listing = (b: ContestBoard) => [false, true].map((sealed) => JSON.stringify(b.list({ sealed }))).join('\n');
