import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AcmRankVo,
  type ContestRatingState,
  JudgeStatus,
  getContestRated,
  getRankList,
  getUserHomeInfo,
  getUserRatingHistory,
  rateContest as rateContestCall,
  setContestRated,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission, setContestTimes } from '../contest/contest.fixture';
import { displayRating, rateContest } from './elo-mmr';

const { Accepted: AC, WrongAnswer: WA } = JudgeStatus;

describe('rated contests and the rating chain', () => {
  const t = useTestApp();
  let a: Actors;
  let u: SeededUser[];
  let star: SeededUser;
  let pid: number;

  beforeAll(async () => {
    a = await seedActors(t);
    u = [];
    for (let i = 0; i < 4; i++) u.push(await seedUser(t.core));
    star = await seedUser(t.core);
    pid = (await createAbProblem(t, a.admin.token)).pid;
  });

  const db = () => t.core.database.db;
  const changes = async () => db().selectFrom('ratingChange').selectAll().orderBy('cid').orderBy('uid').execute();
  const ratingTables = async () => ({
    changes: await changes(),
    users: await db().selectFrom('userRating').select(['uid', 'rating', 'contests']).orderBy('uid').execute(),
    contests: await db().selectFrom('ratingContest').select(['cid', 'rated', 'endTime']).orderBy('cid').execute(),
  });

  /** A contest that ended `endedAgo` ms ago (an hour long); `subs`: user, minute, verdict. */
  async function pastContest(endedAgo: number, subs: [SeededUser, number, number][], over: Record<string, unknown> = {}) {
    const c = await createContest(t, a.admin.token, over);
    await addPublicProblem(t, a.admin.token, c.id, pid, 'A');
    await setContestTimes(t, c.id, -endedAgo - HOUR, -endedAgo);
    const start = Date.now() - endedAgo - HOUR;
    const ids: number[] = [];
    for (const [who, minute, status] of subs)
      ids.push(
        await seedSubmission(t, { cid: c.id, pid, uid: who.uid, username: who.username, status, at: start + minute * 60_000 }),
      );
    return { cid: c.id, ids };
  }
  const setRated = (token: string, cid: number, rated = true) =>
    t.callRaw<typeof setContestRated, ContestRatingState>(setContestRated, { token, query: { cid, rated } });
  const rate = (token: string, cid: number) =>
    t.callRaw<typeof rateContestCall, ContestRatingState>(rateContestCall, { token, query: { cid } });
  const history = async (who: SeededUser) => (await t.call(getUserRatingHistory, { query: { username: who.username } })).data;

  it('refuses non-admins, unfinished contests and contests not marked rated, writing nothing', async () => {
    const running = await createContest(t, a.admin.token);
    const ended = await pastContest(2 * HOUR, [[u[0]!, 5, AC]]);
    const before = await ratingTables();

    const asUser = await setRated(u[0]!.token, ended.cid);
    expect(asUser.status).toBe(403);
    expect((await rate(u[0]!.token, ended.cid)).status).toBe(403);
    expect((await rate(a.problemAdmin.token, ended.cid)).status).toBe(403);
    const notRated = await rate(a.admin.token, ended.cid);
    expect([notRated.status, notRated.msg]).toEqual([400, 'This contest is not rated; mark it rated first']);
    expect((await setRated(a.admin.token, running.id)).status).toBe(200);
    const early = await rate(a.admin.token, running.id);
    expect([early.status, early.msg]).toEqual([400, 'The contest has not ended; ratings are computed after its end']);
    expect((await rate(a.admin.token, 999_999)).status).toBe(404);
    expect((await t.callRaw(getContestRated, { token: a.admin.token, query: { cid: 'x' } })).status).toBe(400);
    // The sweep leaves the running contest alone; only the rated flag was written.
    expect(await t.app.services.ratings.sweep()).toEqual([]);
    const after = await ratingTables();
    expect(after.changes).toEqual(before.changes);
    expect(after.users).toEqual(before.users);
    expect(after.contests.map((c) => Number(c.cid))).toEqual([running.id]);
    await setRated(a.admin.token, running.id, false);
  });

  it('rates ended rated contests (sweep and endpoint), re-rates the chain after a rejudge, idempotently', async () => {
    // Contest 1: u0 first, u1 second, u2 third (a wrong answer), the star user first but unranked; u3 takes no part.
    const c1 = await pastContest(
      5 * HOUR,
      [
        [u[0]!, 5, AC],
        [u[1]!, 20, AC],
        [u[2]!, 10, WA],
        [star, 1, AC],
      ],
      { starAccount: [star.username] },
    );
    // Contest 2, later: u1 beats u0; u3 joins.
    const c2 = await pastContest(2 * HOUR, [
      [u[1]!, 5, AC],
      [u[0]!, 30, AC],
      [u[3]!, 40, WA],
    ]);
    // A group's contest: one site rating, so it is rated like any other.
    await db().updateTable('contest').set({ gid: 77 }).where('id', '=', c2.cid).execute();
    expect((await setRated(a.admin.token, c1.cid)).data).toMatchObject({ cid: c1.cid, rated: true, ratedAt: null });
    expect((await setRated(a.admin.token, c2.cid)).msg).toBe('The contest is rated');
    // The sweep finds both ended rated contests and rates them in order.
    expect(await t.app.services.ratings.sweep()).toEqual([c1.cid, c2.cid]);
    expect(await t.app.services.ratings.sweep()).toEqual([]);

    const r1 = rateContest([0, 1, 2].map((i) => ({ key: i, rank: i + 1, state: null })));
    const h0 = await history(u[0]!);
    expect(h0.map((h) => [h.cid, h.rank, h.oldRating])).toEqual([
      [c1.cid, 1, null],
      [c2.cid, 2, displayRating(r1[0]!.after)],
    ]);
    expect(h0[0]).toMatchObject({ newRating: displayRating(r1[0]!.after), performance: Math.round(r1[0]!.performance) });
    expect(h0[0]!.title).toMatch(/^Contest /);
    expect(await history(star)).toEqual([]);
    expect((await history(u[3]!)).map((h) => [h.cid, h.rank])).toEqual([[c2.cid, 3]]);
    const state = await t.call(getContestRated, { token: a.admin.token, query: { cid: c1.cid } });
    expect(state.data).toMatchObject({ rated: true, participants: 3 });
    expect(state.data.ratedAt).not.toBeNull();

    // The user home and the global ACM rank show the current rating.
    const home = await t.call(getUserHomeInfo, { query: { username: u[0]!.username } });
    expect(home.data.rating).toBe(h0[1]!.newRating);
    expect((await t.call(getUserHomeInfo, { query: { username: star.username } })).data.rating).toBeNull();
    await seedSubmission(t, { cid: 0, pid, uid: u[0]!.uid, username: u[0]!.username, status: AC, at: Date.now() });
    const rank = await t.callRaw<typeof getRankList, { records: AcmRankVo[] }>(getRankList, {
      query: { type: 0, searchUser: u[0]!.username },
    });
    expect(rank.data.records.find((r) => r.uid === u[0]!.uid)?.rating).toBe(h0[1]!.newRating);

    // Rating again changes nothing.
    const snapshot = await ratingTables();
    expect((await rate(a.admin.token, c1.cid)).msg).toBe('Ratings computed (3 participants)');
    expect(await ratingTables()).toEqual(snapshot);

    // A rejudge takes u0's AC in contest 1: re-rating contest 1 re-rates contest 2 from the new beliefs.
    await db().updateTable('judge').set({ status: WA }).where('submitId', '=', c1.ids[0]!).execute();
    t.app.services.events.publish({ submitId: c1.ids[0]!, status: WA, done: 0, total: 0 });
    await rate(a.admin.token, c1.cid);
    const new1 = rateContest([
      { key: 1, rank: 1, state: null },
      { key: 0, rank: 2, state: null },
      { key: 2, rank: 2, state: null },
    ]);
    const state1 = new Map(new1.map((x) => [x.key, x.after]));
    const new2 = rateContest([
      { key: 1, rank: 1, state: state1.get(1)! },
      { key: 0, rank: 2, state: state1.get(0)! },
      { key: 3, rank: 3, state: null },
    ]);
    expect((await history(u[0]!)).map((h) => [h.rank, h.newRating])).toEqual([
      [2, displayRating(state1.get(0)!)],
      [2, displayRating(new2[1]!.after)],
    ]);
    expect((await history(u[2]!)).map((h) => h.rank)).toEqual([2]); // tied with u0 now (one wrong answer each, no AC)
    const rerated = await ratingTables();
    await rate(a.admin.token, c1.cid);
    expect(await ratingTables()).toEqual(rerated);

    // Unmarking contest 1 takes its changes back; contest 2 becomes everyone's first.
    expect((await setRated(a.admin.token, c1.cid, false)).data).toMatchObject({ rated: false, participants: 0 });
    expect((await history(u[0]!)).map((h) => [h.cid, h.oldRating])).toEqual([[c2.cid, null]]);
    expect(await history(u[2]!)).toEqual([]);
    expect((await t.call(getUserHomeInfo, { query: { username: u[2]!.username } })).data.rating).toBeNull();
    // Marking it again and rating it gives back exactly the chain before.
    await setRated(a.admin.token, c1.cid);
    await rate(a.admin.token, c1.cid);
    const again = await ratingTables();
    expect(again.changes).toEqual(rerated.changes);
    expect(again.users).toEqual(rerated.users);
  });

  it('answers an unknown user clearly', async () => {
    const res = await t.callRaw(getUserRatingHistory, { query: { username: 'nobody_here' } });
    expect([res.status, res.msg]).toEqual([404, 'The user does not exist']);
    expect((await t.callRaw(getUserRatingHistory, { query: {} })).status).toBe(400);
  });
});
