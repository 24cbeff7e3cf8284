import type { UserCard, UserDirectory } from '../account/user-directory';
import { type ContestBoard, type PackedColumns } from './board';
import { type BoardCompetitor, teamCard } from './board-competitors';
import type { BoardSnapshots } from './board-snapshot';
import { tableOf } from './board-snapshot-codec';
import type { ContestRecords } from './contest-records';

/**
 * Rebuilds `board` from the judge table as the service does on first use: the contest's submissions as columns (no
 * object per row), then their users' profiles, once per user (the rows' usernames for accounts since deleted). With
 * snapshots, the columns come from the contest's snapshot and the rows changed since, and the board's cells from the
 * engine state kept with it (only the changed rows' cells are derived again); a new snapshot is kept when due.
 */
export async function rebuildFromJudge(
  board: ContestBoard,
  cid: number,
  displayOf: ReadonlyMap<number, string>,
  deps: {
    records: Pick<ContestRecords, 'boardColumns' | 'usernames'>;
    users: Pick<UserDirectory, 'byUids'>;
    snapshots?: Pick<BoardSnapshots, 'read'>;
  },
  teams: Map<string, BoardCompetitor> | null = null,
): Promise<Map<string, UserCard>> {
  const withScores = board.contest.rule.ranksBy === 'score';
  const read = deps.snapshots ? await deps.snapshots.read(cid, withScores) : null;
  const t = read?.table ?? tableOf(await deps.records.boardColumns(cid, withScores));
  // A team contest: each member's submissions count for their team's row.
  const competitor = (uid: string) => teams?.get(uid)?.key ?? uid;
  // Users and problems are mapped once per distinct value, not per row.
  const columns: PackedColumns = {
    submitId: t.submitId,
    status: t.status,
    score: t.score,
    time: t.time,
    submitTime: t.submitTime,
    version: t.gmtModified,
    userKey: t.uidKey,
    users: teams ? t.uids.map(competitor) : t.uids,
    problemKey: t.cpKey,
    problems: t.cpids.map((cpid) => displayOf.get(cpid)),
  };
  const teamCards = new Map([...(teams?.values() ?? [])].map((t) => [t.key, teamCard(t)]));
  // The users a kept state names are known now: their profiles are read while the board is built.
  const asked = read?.state ? read.state.uids.filter((uid) => !teamCards.has(uid)) : [];
  const early = asked.length > 0 ? deps.users.byUids(asked) : null;
  early?.catch(() => {}); // awaited below; an error before then is not unhandled
  const context = stateContext(displayOf, teams);
  const changed = read && {
    uid: read.changed.uid.map(competitor),
    displayId: read.changed.cpid.map((cpid) => displayOf.get(cpid)),
  };
  const restored = read?.state ? board.restoreColumns(columns, read.state, context, changed!) : false;
  if (!read?.state) board.rebuildColumns(columns);
  // Now, before the board takes another submission: the state must be the one derived from these columns.
  if (read?.keep && (read.due || !restored)) read.keep(board.exportState(context));
  const uids = board.uids().filter((uid) => !teamCards.has(uid));
  const known = new Set(asked);
  const rest = uids.filter((uid) => !known.has(uid));
  const profiles = early ? await early : new Map<string, UserCard>();
  if (rest.length > 0) for (const [uid, card] of await deps.users.byUids(rest)) profiles.set(uid, card);
  for (const [key, card] of teamCards) profiles.set(key, card);
  const gone = uids.filter((uid) => !profiles.has(uid));
  const names = gone.length ? await deps.records.usernames(cid, gone) : undefined;
  board.setProfiles((uid) => profiles.get(uid) ?? { username: names?.get(uid) ?? uid });
  return profiles;
}

/** How the rows were mapped for the board (contest problem ids, team members): part of a board state's key. */
function stateContext(displayOf: ReadonlyMap<number, string>, teams: Map<string, BoardCompetitor> | null): string {
  const members = teams ? [...teams].map(([uid, team]) => `${uid}\u0000${team.key}`).sort() : null;
  return JSON.stringify([[...displayOf], members]);
}
