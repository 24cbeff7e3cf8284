import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupLevel,
  type Heatmap,
  JudgeStatus,
  type OiRankVo,
  Role,
  type UserHome,
  type WeeklySubmissionStatistics,
  getGroupRankList,
  getLastAcCode,
  getLastWeekSubmissionStatistics,
  getRankList,
  getUserCalendarHeatmap,
  getUserHomeInfo,
} from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, createContest } from '../contest/contest.fixture';
import { seedRows } from './rank.fixture';

const { Accepted: AC, WrongAnswer: WA } = JudgeStatus;
const MIN = 60_000;

/**
 * One "visible verdict" rule for every figure a contestant or visitor sees: a contest submission
 * made at or after the seal time counts nowhere while the seal holds (judge semantics §5.2), and
 * counts as soon as the seal lifts. Rows are written by hand, as the judge would write them.
 */
describe('sealed verdicts stay out of every public figure until the seal lifts', () => {
  const t = useTestApp();
  let root: SeededUser;
  let u: SeededUser;
  let owner: SeededUser;
  let pid: number;
  let cid: number;
  let groupCid: number;
  let gid: number;
  const db = () => t.core.database.db;

  /** A running OI contest sealed from two minutes ago (OI without real-time rank works the same, sealed from the start). */
  async function sealedContest(extra: Record<string, unknown> = {}): Promise<number> {
    const c = await createContest(t, root.token, { type: 1, startIn: -HOUR, endIn: 2 * HOUR });
    await db()
      .updateTable('contest')
      .set({ sealRank: 1, sealRankTime: Date.now() - 2 * MIN, autoRealRank: 1, ...extra })
      .where('id', '=', c.id)
      .execute();
    return c.id;
  }

  const oiRow = async () => {
    const page = (await t.callRaw<typeof getRankList, { records: OiRankVo[] }>(getRankList, { query: { type: 1 } })).data;
    return page.records.find((r) => r.uid === u.uid);
  };
  const weekly = async () => {
    const w = (
      await t.call<typeof getLastWeekSubmissionStatistics, WeeklySubmissionStatistics>(getLastWeekSubmissionStatistics, {
        query: { forceRefresh: true },
      })
    ).data;
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return { total: sum(w.totalCountList), ac: sum(w.acCountList) };
  };
  const heatmapCount = async () =>
    (
      await t.call<typeof getUserCalendarHeatmap, Heatmap>(getUserCalendarHeatmap, { query: { uid: u.uid } })
    ).data.dataList.reduce((a, d) => a + d.count, 0);
  const homeTotal = async () =>
    (await t.call<typeof getUserHomeInfo, UserHome>(getUserHomeInfo, { query: { uid: u.uid } })).data.total;
  const groupRow = async () =>
    (
      await t.call<typeof getGroupRankList, { records: OiRankVo[] }>(getGroupRankList, {
        token: owner.token,
        query: { gid, type: 0 },
      })
    ).data.records.find((r) => r.uid === u.uid);

  beforeAll(async () => {
    root = await seedUser(t.core, { roleId: Role.Root });
    u = await seedUser(t.core);
    owner = await seedUser(t.core);
    pid = (await createAbProblem(t, root.token)).pid;
    cid = await sealedContest();
    gid = (await createGroup(t, owner.token)).gid;
    await joinGroup(t, gid, owner.token, u.token, GroupLevel.Member);
    // A group contest whose board stays sealed after the end (auto real rank off).
    groupCid = await sealedContest({ autoRealRank: 0, isGroup: 1, gid });
    const now = Date.now();
    await seedRows(t, [
      { uid: u.uid, pid, status: AC, at: now - 5 * MIN }, // practice: always counts
      { uid: u.uid, pid, status: WA, cid, at: now - 4 * MIN }, // before the seal: counts
      { uid: u.uid, pid, status: AC, cid, at: now - MIN }, // after the seal: hidden
      { uid: u.uid, pid, status: AC, cid: groupCid, gid, at: now - MIN }, // a group contest's, after its seal: hidden
    ]);
  });

  it('the global OI rank counts no sealed submission', async () => {
    expect(await oiRow()).toMatchObject({ total: 2 });
  });

  it('the weekly statistics (forceRefresh=true, anonymous) count no sealed submission or AC', async () => {
    expect(await weekly()).toEqual({ total: 2, ac: 1 });
  });

  it('the heatmap and the user home count no sealed submission', async () => {
    expect(await heatmapCount()).toBe(2);
    expect(await homeTotal()).toBe(2);
  });

  it('the group rank counts no sealed AC of a group contest', async () => {
    expect(await groupRow()).toMatchObject({ ac: 0, total: 0 });
  });

  it('get-last-ac-code gives no code accepted under the seal of an OI contest', async () => {
    const res = await t.call(getLastAcCode, { token: u.token, query: { pid, cid } });
    expect(res.status).not.toBe(200);
    expect(res.data).toBeNull();
  });

  it('once the seal lifts the verdicts count, also on pages cached while sealed', async () => {
    expect(await oiRow()).toMatchObject({ total: 2 }); // cached while sealed
    // The contest ends with auto real rank on: its seal lifts. The group contest's board stays sealed.
    await db()
      .updateTable('contest')
      .set({ endTime: Date.now() - 1000 })
      .where('id', 'in', [cid, groupCid])
      .execute();
    let row = await oiRow();
    for (let i = 0; i < 60 && row?.total !== 3; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await oiRow();
    }
    expect(row).toMatchObject({ total: 3 });
    expect(await weekly()).toEqual({ total: 3, ac: 2 });
    expect(await heatmapCount()).toBe(3);
    expect(await homeTotal()).toBe(3);
    expect(await groupRow()).toMatchObject({ ac: 0, total: 0 });
    const code = await t.call(getLastAcCode, { token: u.token, query: { pid, cid } });
    expect(code.status).toBe(200);
    // An admin turns the group contest's real board on: its AC counts in the group.
    await db().updateTable('contest').set({ autoRealRank: 1 }).where('id', '=', groupCid).execute();
    expect(await groupRow()).toMatchObject({ ac: 1, total: 1 });
  });
});
