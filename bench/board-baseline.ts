/**
 * The baseline of `npm run bench:board`: the board recomputed from every submission per request
 * the way HOJ does, written apart from the engine (board.bench.ts compares the two).
 */
import type { Db } from '../apps/server/src/db/database';
import {
  type BoardSubmission,
  hasVerdict,
  PENALTY_SECONDS,
  recordStatus,
  RecordStatus,
} from '../apps/server/src/modules/contest/board';
import { CID, CONTEST, displayByCpid } from './board-seed';

export const PAGE_SIZE = 50;

/**
 * The contest's submissions with their users' profiles, for the HOJ-style baseline:
 * the judge rows' seven columns, the profiles once per user, and objects of one fixed shape.
 */
export async function readSubmissions(db: Db, ordered: boolean): Promise<BoardSubmission[]> {
  const [rows, users] = await Promise.all([
    db
      .selectFrom('judge')
      .select(['submitId', 'uid', 'cpid', 'status', 'score', 'time', 'submitTime'])
      .where('cid', '=', CID)
      .$if(ordered, (q) => q.orderBy('submitTime').orderBy('submitId'))
      .execute(),
    db
      .selectFrom('userInfo')
      .select(['uuid', 'username', 'nickname', 'realname', 'school', 'gender', 'avatar'])
      .where('uuid', 'in', (eb) => eb.selectFrom('judge').select('uid').distinct().where('cid', '=', CID))
      .execute(),
  ]);
  const profiles = new Map(users.map((u) => [u.uuid, u]));
  return rows.map((r) => {
    const u = profiles.get(r.uid)!;
    return {
      submitId: r.submitId,
      uid: r.uid,
      username: u.username,
      nickname: u.nickname,
      realname: u.realname,
      school: u.school,
      gender: u.gender,
      avatar: u.avatar,
      displayId: displayByCpid.get(r.cpid)!,
      status: r.status,
      score: r.score,
      time: r.time,
      submitTime: r.submitTime,
    };
  });
}

/**
 * The baseline: HOJ's ACM board per request (ContestCalculateRankManager) — every record in time
 * order into per-user maps, sort, ranks, awards, then the page. Written apart from the engine.
 */
export function hojBoard(records: readonly BoardSubmission[], page: number) {
  interface Row {
    uid: string;
    ac: number;
    totalTime: number;
    total: number;
    info: Map<string, { isAC: boolean; errorNum: number; ACTime: number; isFirstAC: boolean }>;
    rank: number;
    award: string | null;
  }
  const users = new Map<string, Row>();
  const firstAC = new Map<string, number>();
  for (const r of records) {
    if (!hasVerdict(r.status) || r.submitTime >= CONTEST.endTime) continue;
    let row = users.get(r.uid);
    if (!row) users.set(r.uid, (row = { uid: r.uid, ac: 0, totalTime: 0, total: 0, info: new Map(), rank: 0, award: null }));
    row.total++;
    let cell = row.info.get(r.displayId);
    if (!cell) row.info.set(r.displayId, (cell = { isAC: false, errorNum: 0, ACTime: 0, isFirstAC: false }));
    if (cell.isAC) continue;
    const status = recordStatus(r.status);
    if (status === RecordStatus.Penalty) cell.errorNum++;
    if (status !== RecordStatus.Accepted) continue;
    cell.isAC = true;
    cell.ACTime = Math.floor((r.submitTime - CONTEST.startTime) / 1000);
    row.ac++;
    row.totalTime += cell.ACTime + PENALTY_SECONDS * cell.errorNum;
    const first = firstAC.get(r.displayId);
    if (first === undefined || first === cell.ACTime) {
      firstAC.set(r.displayId, cell.ACTime);
      cell.isFirstAC = true;
    }
  }
  const stars = new Set(CONTEST.starUids);
  const list = [...users.values()].sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || (a.uid < b.uid ? -1 : 1));
  const participants = list.filter((r) => !stars.has(r.uid)).length;
  const quotas = CONTEST.awardConfig
    .map((c) => ({ name: c.name, left: Math.floor((c.num * participants) / 100) }))
    .filter((q) => q.left > 0);
  let n = 0;
  let prev: Row | null = null;
  for (const row of list) {
    if (stars.has(row.uid)) {
      row.rank = -1;
      continue;
    }
    n++;
    row.rank = prev && prev.ac === row.ac && prev.totalTime === row.totalTime ? prev.rank : n;
    prev = row;
    if (quotas.length && row.ac > 0) {
      row.award = quotas[0].name;
      if (--quotas[0].left === 0) quotas.shift();
    }
  }
  return { list, page: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) };
}
