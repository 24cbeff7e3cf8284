import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AcmRankVo,
  JudgeStatus,
  type OiRankVo,
  Role,
  getLastWeekSubmissionStatistics,
  getRankList,
  getRecentSevenAcRank,
  manualJudge,
} from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { seedRows } from './rank.fixture';
import { GENERATION_MIN_MS } from './rank.service';

const { Accepted: AC, WrongAnswer: WA, PartialAccepted: PA, Pending } = JudgeStatus;
const DAY = 86_400_000;

describe('global ranks (§5.5)', () => {
  const t = useTestApp();
  let root: SeededUser;
  const u: Record<string, SeededUser> = {};
  let p1: number;
  let p2: number;
  let p3: number;
  let lastAcAt = 0;

  const acm = async (query: Record<string, unknown> = {}) =>
    (await t.callRaw<typeof getRankList, { records: AcmRankVo[]; total: number }>(getRankList, { query: { type: 0, ...query } }))
      .data;
  const oi = async (query: Record<string, unknown> = {}) =>
    (await t.callRaw<typeof getRankList, { records: OiRankVo[]; total: number }>(getRankList, { query: { type: 1, ...query } }))
      .data;
  const names = (rows: Array<{ username: string }>) => rows.map((r) => r.username);

  beforeAll(async () => {
    root = await seedUser(t.core, { roleId: Role.Root });
    // Names sort like their letters, so ties (ordered by uid) are checked below by uid.
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) u[k] = await seedUser(t.core, { username: `rk_${k}` });
    p1 = (await createAbProblem(t, root.token)).pid;
    p2 = (await createAbProblem(t, root.token)).pid;
    p3 = (await createAbProblem(t, root.token)).pid;
    const old = Date.now() - 10 * DAY;
    await seedRows(t, [
      // a: p1 twice accepted (one problem), p2 accepted, p3 wrong → ac 2, total 4; OI best p1 30 + p2 20 = 50
      { uid: u.a.uid, pid: p1, status: AC, oiRankScore: 10, at: old },
      { uid: u.a.uid, pid: p1, status: AC, oiRankScore: 30, at: old },
      { uid: u.a.uid, pid: p2, status: AC, oiRankScore: 20 },
      { uid: u.a.uid, pid: p3, status: WA, oiRankScore: 0 },
      // b: two problems in two tries; contest and group ACs never count → ac 2, total 2; OI p1 50 → 50, all rows total 4
      { uid: u.b.uid, pid: p1, status: AC, oiRankScore: 50 },
      { uid: u.b.uid, pid: p2, status: AC },
      { uid: u.b.uid, pid: p3, status: AC, cid: 77, oiRankScore: 90 },
      { uid: u.b.uid, pid: p3, status: AC, gid: 5, oiRankScore: 90 },
      // c: only a wrong answer outside contests, an AC inside one → ac 0, total 1; OI 0, total 2
      { uid: u.c.uid, pid: p1, status: WA },
      { uid: u.c.uid, pid: p2, status: AC, cid: 77 },
      // d and e: one problem in one try each: a tie, ordered by uid
      { uid: u.d.uid, pid: p1, status: AC, oiRankScore: 5 },
      { uid: u.e.uid, pid: p2, status: AC, oiRankScore: 5 },
      // f: one problem in two tries; a partial score on p3 → OI 12 + 38 = 50 with one AC, below a and b
      { uid: u.f.uid, pid: p1, status: AC, oiRankScore: 12 },
      { uid: u.f.uid, pid: p3, status: PA, oiRankScore: 38 },
      // g never submitted outside a contest: not on the ACM board
      { uid: u.g.uid, pid: p1, status: AC, cid: 77 },
    ]);
  });

  it('ACM: distinct accepted problems desc, non-contest non-group submissions asc, ties by uid', async () => {
    const [d, e] = [u.d, u.e].sort((x, y) => (x.uid < y.uid ? -1 : 1));
    const page = await acm();
    expect(page.total).toBe(8);
    expect(page.records.map((r) => [r.username, r.ac, r.total])).toEqual([
      ['rk_b', 2, 2],
      ['rk_a', 2, 4],
      [d.username, 1, 1],
      [e.username, 1, 1],
      ['rk_f', 1, 2],
      // Every active user is listed, as HOJ does (issue 28.13): no practice submission → 0 / 0.
      ...[root, u.g].sort((x, y) => (x.uid < y.uid ? -1 : 1)).map((x) => [x.username, 0, 0]),
      ['rk_c', 0, 1],
    ]);
    expect(page.records[0]).toMatchObject({ uid: u.b.uid, nickname: null, signature: null, titleName: null, rating: null });
  });

  it('OI: best rank score per problem summed (non-contest, non-group), then AC; total counts every row', async () => {
    const page = await oi();
    expect(page.total).toBe(8);
    expect(page.records.map((r) => [r.username, r.score, r.ac, r.total])).toEqual([
      ...[u.a, u.b].sort((x, y) => (x.uid < y.uid ? -1 : 1)).map((x) => [x.username, 50, 2, 4]),
      ['rk_f', 50, 1, 2],
      ...[u.d, u.e].sort((x, y) => (x.uid < y.uid ? -1 : 1)).map((x) => [x.username, 5, 1, 1]),
      ...[u.c, u.g].sort((x, y) => (x.uid < y.uid ? -1 : 1)).map((x) => [x.username, 0, 0, x === u.c ? 2 : 1]),
      [root.username, 0, 0, 0],
    ]);
    expect(page.records[0]).not.toHaveProperty('rating');
  });

  it('pages, searches by username or nickname, and refuses a bad type', async () => {
    const second = await acm({ currentPage: 2, limit: 2 });
    expect(second.total).toBe(8);
    expect(second.records).toHaveLength(2);
    expect(second.records.every((r) => r.ac === 1 && r.total === 1)).toBe(true);
    expect(names((await acm({ searchUser: 'rk_f' })).records)).toEqual(['rk_f']);
    expect((await acm({ searchUser: 'nobody-here' })).total).toBe(0);
    // A user without a qualifying submission is found too (issue 28.13), on both boards.
    expect((await acm({ searchUser: 'rk_g' })).records.map((r) => [r.username, r.ac, r.total])).toEqual([['rk_g', 0, 0]]);
    const fresh = await seedUser(t.core, { username: 'rk_new' });
    expect((await oi({ searchUser: 'rk_new' })).records).toMatchObject([{ uid: fresh.uid, score: 0, ac: 0, total: 0 }]);
    const bad = await t.callRaw(getRankList, { query: { type: 3 } });
    expect(bad.status).toBe(400);
  });

  it('a cached page is dropped when a new non-contest AC lands', async () => {
    const before = await acm();
    expect(before.records.find((r) => r.username === 'rk_c')).toMatchObject({ ac: 0, total: 1 });
    const [pending] = await seedRows(t, [{ uid: u.c.uid, pid: p3, status: Pending }]);
    // Served from the cache: the new submission is not counted yet.
    expect((await acm()).records.find((r) => r.username === 'rk_c')).toMatchObject({ ac: 0, total: 1 });
    const judged = await t.call(manualJudge, { token: root.token, query: { submitId: pending, status: AC } });
    expect(judged.status).toBe(200);
    lastAcAt = Date.now();
    let after = await acm();
    for (let i = 0; i < 100 && after.records.find((r) => r.username === 'rk_c')?.ac !== 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await acm();
    }
    expect(after.records.find((r) => r.username === 'rk_c')).toMatchObject({ ac: 1, total: 2 });
    // ac 1 and two submissions: after d and e (one each), with f (two) in uid order.
    expect(
      after.records
        .slice(2, 4)
        .map((r) => r.username)
        .sort(),
    ).toEqual(['rk_d', 'rk_e']);
  });

  it('ACs in a burst move the board once per window: the later one shows when the window ends', async () => {
    const [pending] = await seedRows(t, [{ uid: u.e.uid, pid: p3, status: Pending }]);
    await t.call(manualJudge, { token: root.token, query: { submitId: pending, status: AC } });
    const soon = Date.now() - lastAcAt < GENERATION_MIN_MS - 1500;
    await new Promise((r) => setTimeout(r, 200));
    // Within the window of the AC above, the cached page stays as it was.
    if (soon) expect((await acm()).records.find((r) => r.username === 'rk_e')).toMatchObject({ ac: 1, total: 1 });
    let after = await acm();
    for (let i = 0; i < 100 && after.records.find((r) => r.username === 'rk_e')?.ac !== 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await acm();
    }
    expect(after.records.find((r) => r.username === 'rk_e')).toMatchObject({ ac: 2, total: 2 });
  });

  it('the recent-7-days AC rank counts distinct problems accepted in the last 7 days', async () => {
    const rows = (await t.call(getRecentSevenAcRank)).data;
    // a's p1 ACs are 10 days old: only p2 counts. c's AC came from the test above.
    const byName = Object.fromEntries(rows.map((r) => [r.username, r.ac]));
    expect(byName).toEqual({ rk_a: 1, rk_b: 2, rk_c: 1, rk_d: 1, rk_e: 2, rk_f: 1 });
    expect(
      rows
        .slice(0, 2)
        .map((r) => r.username)
        .sort(),
    ).toEqual(['rk_b', 'rk_e']);
  });

  it('weekly statistics: seven local days ending today, submissions and ACs per day', async () => {
    const now = Date.now();
    await seedRows(t, [
      { uid: u.g.uid, pid: p1, status: WA, cid: 77, at: now - 2 * DAY },
      { uid: u.g.uid, pid: p1, status: AC, cid: 77, at: now - 2 * DAY },
      { uid: u.g.uid, pid: p1, status: AC, cid: 77, at: now - 8 * DAY },
    ]);
    const res = (await t.call(getLastWeekSubmissionStatistics, { query: { forceRefresh: true } })).data;
    const mmdd = (ms: number) => {
      const d = new Date(ms);
      return `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(res.dateStrList).toEqual([6, 5, 4, 3, 2, 1, 0].map((k) => mmdd(now - k * DAY)));
    // Every row above made today except the 10-day-old ones and these three.
    expect(res.totalCountList.slice(4)).toEqual([2, 0, 15]);
    expect(res.acCountList.slice(4)).toEqual([1, 0, 12]);
    expect(res.totalCountList.slice(0, 4)).toEqual([0, 0, 0, 0]);
  });
});
