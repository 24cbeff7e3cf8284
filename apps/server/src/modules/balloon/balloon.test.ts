import { beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  addBalloonRunner,
  getBalloonSettings,
  rebuildContestBalloons,
  removeBalloonRunner,
  setBalloonDelivered,
  updateBalloonSettings,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, setContestTimes } from '../contest/contest.fixture';
import { CONTEST_DESK_TOPIC } from '../team/team-directory';
import { balloonKit } from './balloon.fixture';

describe('balloons', () => {
  const t = useTestApp();
  const k = balloonKit(t);
  let a: Actors;
  let runner: SeededUser;
  let third: SeededUser;
  let p1: number;
  let p2: number;

  /** A running contest (started an hour ago) with problems A (red) and B (green). */
  async function contest(over: Record<string, unknown> = {}) {
    const c = await createContest(t, a.admin.token, over);
    await addPublicProblem(t, a.admin.token, c.id, p1, 'A', '#ff0000');
    await addPublicProblem(t, a.admin.token, c.id, p2, 'B', '#00ff00');
    return c;
  }
  const minutesIn = (c: { startTime: string | null }, m: number) => Date.parse(c.startTime!) + m * 60_000;

  beforeAll(async () => {
    a = await seedActors(t);
    runner = await seedUser(t.core);
    third = await seedUser(t.core);
    p1 = (await createAbProblem(t, a.admin.token)).pid;
    p2 = (await createAbProblem(t, a.admin.token)).pid;
  });

  it('one balloon per first AC of a team on a problem, first to solve marked, the other balloons listed', async () => {
    const c = await contest();
    const sub = (u: { uid: string; username: string }, pid: number, m: number, status: number) =>
      k.judged({ cid: c.id, pid, uid: u.uid, username: u.username, status, at: minutesIn(c, m) });
    await sub(a.user, p1, 5, k.WA); // no balloon for a wrong answer
    const firstA = await sub(a.user, p1, 10, k.AC);
    await sub(a.user, p1, 20, k.AC); // a later AC of the same problem: no second balloon
    await sub(a.other, p1, 12, k.AC);
    await sub(a.user, p2, 30, k.AC);
    await sub(a.admin, p2, 1, k.AC); // the contest's author counts for nothing
    const l = await k.until(a.admin.token, c.id, (x) => x.balloons.length >= 3);
    expect(l.balloons.map((b) => [b.teamName, b.displayId, b.color, b.firstToSolve, b.contestTime])).toEqual([
      [a.user.username, 'A', '#ff0000', true, 600],
      [a.other.username, 'A', '#ff0000', false, 720],
      [a.user.username, 'B', '#00ff00', true, 1800],
    ]);
    expect(l.balloons[0]).toMatchObject({ submitId: firstA, teamId: a.user.uid, delivered: false, others: [{ displayId: 'B' }] });
    expect(l.balloons[1]!.others).toEqual([]);
    expect([l.held, l.frozen, l.admin]).toEqual([0, false, true]);
    // A rebuild from the judge table finds the same balloons and keeps their ids.
    expect((await t.call(rebuildContestBalloons, { token: a.admin.token, body: { cid: c.id } })).msg).toBe(
      'Balloons rebuilt from the judged submissions (3)',
    );
    expect((await k.list(a.admin.token, c.id)).data.balloons.map((b) => b.id)).toEqual(l.balloons.map((b) => b.id));
  });

  it('delivered marks, the delivered filter, and rejudges: an undelivered balloon goes, a delivered one stays', async () => {
    const c = await contest();
    const sub = (u: { uid: string; username: string }, pid: number, m: number, status = k.AC) =>
      k.judged({ cid: c.id, pid, uid: u.uid, username: u.username, status, at: minutesIn(c, m) });
    const userA = await sub(a.user, p1, 10);
    const userA2 = await sub(a.user, p1, 40);
    const otherA = await sub(a.other, p1, 20);
    const otherB = await sub(a.other, p2, 25);
    const l = await k.until(a.admin.token, c.id, (x) => x.balloons.length === 3);
    const id = (submitId: number) => l.balloons.find((b) => b.submitId === submitId)!.id;
    const mark = await t.call(setBalloonDelivered, { token: a.admin.token, body: { cid: c.id, id: id(userA), delivered: true } });
    expect(mark.msg).toBe('Marked as delivered');
    const delivered = (await k.list(a.admin.token, c.id, { delivered: true })).data.balloons;
    expect(delivered.map((b) => [b.submitId, b.deliveredBy])).toEqual([[userA, a.admin.username]]);
    expect((await k.list(a.admin.token, c.id, { delivered: 'false' })).data.balloons.map((b) => b.submitId)).toEqual([
      otherA,
      otherB,
    ]);

    // The other team's A loses its AC: its undelivered balloon goes, and the first to solve stays with the user.
    await k.rejudged(otherA, k.WA);
    let now = await k.until(a.admin.token, c.id, (x) => x.balloons.length === 2);
    expect(now.balloons.map((b) => [b.submitId, b.firstToSolve])).toEqual([
      [userA, true],
      [otherB, true],
    ]);
    // The user's delivered balloon stays when its AC goes; it follows the team's next AC of the problem.
    await k.rejudged(userA, k.WA);
    now = await k.until(a.admin.token, c.id, (x) => x.balloons.some((b) => b.submitId === userA2));
    expect(now.balloons.map((b) => [b.submitId, b.delivered])).toEqual([
      [otherB, false],
      [userA2, true],
    ]);
    // An earlier AC given back (a rejudge the other way) makes the other team's balloon again.
    await k.rejudged(otherA, k.AC);
    now = await k.until(a.admin.token, c.id, (x) => x.balloons.length === 3);
    expect(now.balloons.find((b) => b.submitId === otherA)!.firstToSolve).toBe(true);
  });

  it('the freeze: none while the board is sealed, unless the setting allows them; held ones appear when the seal ends', async () => {
    const c = await contest();
    // Sealed from 30 minutes after the start (30 minutes ago), real board at the end.
    await setContestTimes(t, c.id, -HOUR, 2 * HOUR, { sealRankTime: Date.now() - HOUR / 2 });
    await t.core.database.db.updateTable('contest').set({ sealRank: 1, autoRealRank: 1 }).where('id', '=', c.id).execute();
    const row = await t.core.database.db
      .selectFrom('contest')
      .select('startTime')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    const at = (m: number) => Number(row.startTime) + m * 60_000;
    await k.judged({ cid: c.id, pid: p1, uid: a.user.uid, username: a.user.username, status: k.AC, at: at(10) });
    await k.judged({ cid: c.id, pid: p2, uid: a.user.uid, username: a.user.username, status: k.AC, at: at(40) });
    await k.judged({ cid: c.id, pid: p1, uid: a.other.uid, username: a.other.username, status: k.AC, at: at(45) });
    let l = await k.until(a.admin.token, c.id, (x) => x.balloons.length + x.held === 3);
    expect(l.balloons.map((b) => b.displayId)).toEqual(['A']);
    expect([l.held, l.frozen, l.duringFreeze]).toEqual([2, true, false]);
    expect(l.balloons[0]!.others).toEqual([]); // the held B is not shown among the team's balloons either

    const set = (on: boolean, token = a.admin.token) =>
      t.call(updateBalloonSettings, { token, body: { cid: c.id, duringFreeze: on } });
    expect((await set(true)).msg).toBe('Balloon settings saved');
    l = (await k.list(a.admin.token, c.id)).data;
    expect(l.balloons.map((b) => [b.teamName, b.displayId, b.firstToSolve])).toEqual([
      [a.user.username, 'A', true],
      [a.user.username, 'B', true],
      [a.other.username, 'A', false],
    ]);
    expect([l.held, l.duringFreeze]).toEqual([0, true]);
    expect((await t.call(getBalloonSettings, { token: a.admin.token, query: { cid: c.id } })).data.duringFreeze).toBe(true);

    await set(false);
    expect((await k.list(a.admin.token, c.id)).data.held).toBe(2);
    // The contest ends and the board turns real: the held balloons appear.
    await setContestTimes(t, c.id, -3 * HOUR, -HOUR / 60);
    l = (await k.list(a.admin.token, c.id)).data;
    expect([l.balloons.length, l.held, l.frozen]).toEqual([3, 0, false]);
  });

  it('runners: added by a contest admin, they see and mark the balloons of their contest only; contestants see nothing', async () => {
    const c = await contest();
    const other = await contest();
    await k.judged({ cid: c.id, pid: p1, uid: a.user.uid, username: a.user.username, status: k.AC, at: minutesIn(c, 3) });
    const b = (await k.until(a.admin.token, c.id, (x) => x.balloons.length === 1)).balloons[0]!;
    const add = (username: string, token = a.admin.token, cid = c.id) =>
      t.callRaw(addBalloonRunner, { token, body: { cid, username } });

    // Before the role: refused (the page, the mark, and the admin's calls).
    expect((await k.list(runner.token, c.id)).status).toBe(403);
    expect((await k.list(runner.token, c.id)).msg).toBe('You are not a balloon runner of this contest');
    expect((await add(runner.username, runner.token)).status).toBe(403);
    expect((await add(runner.username, a.root.token)).status).toBe(200); // root administers every site contest
    expect((await add(runner.username)).msg).toBe(`${runner.username} is a balloon runner already`);
    expect((await add('nobody_here')).msg).toBe('The user nobody_here does not exist');
    expect((await add(a.user.username)).msg).toBe(`${a.user.username} competes in this contest and cannot run balloons`);
    expect((await add(runner.username, a.admin.token, 999_999)).status).toBe(404);

    const seen = await k.list(runner.token, c.id);
    expect([seen.status, seen.data.admin, seen.data.balloons.map((x) => x.id)]).toEqual([200, false, [b.id]]);
    const mark = (token: string, body: Record<string, unknown>) => t.callRaw(setBalloonDelivered, { token, body });
    const desk: unknown[] = [];
    const stop = t.app.services.desk.subscribe(CONTEST_DESK_TOPIC, (e) => desk.push(e));
    expect((await mark(runner.token, { cid: c.id, id: b.id, delivered: true })).status).toBe(200);
    stop();
    expect(desk).toContainEqual({ cid: c.id, kind: 'balloon', id: String(b.id) });
    expect((await k.list(a.admin.token, c.id)).data.balloons[0]).toMatchObject({ delivered: true, deliveredBy: runner.username });
    // A runner of contest c reads nothing of contest `other`, nor its settings.
    expect((await k.list(runner.token, other.id)).status).toBe(403);
    expect((await mark(runner.token, { cid: other.id, id: b.id, delivered: false })).status).toBe(403);
    expect((await t.callRaw(getBalloonSettings, { token: runner.token, query: { cid: c.id } })).status).toBe(403);
    expect(
      (await t.callRaw(updateBalloonSettings, { token: runner.token, body: { cid: c.id, duringFreeze: true } })).status,
    ).toBe(403);
    // Contestants, other staff and visitors: nothing.
    for (const u of [a.user, a.other, third]) expect((await k.list(u.token, c.id)).status).toBe(403);
    const admin2 = await seedUser(t.core, { roleId: Role.Admin });
    expect((await k.list(admin2.token, c.id)).status).toBe(403);
    expect((await t.callRaw(getBalloonSettings, { query: { cid: c.id } })).http).toBe(401);

    const settings = await t.call(getBalloonSettings, { token: a.admin.token, query: { cid: c.id } });
    expect(settings.data.runners.map((r) => r.username)).toEqual([runner.username]);
    const removed = await t.call(removeBalloonRunner, { token: a.admin.token, query: { cid: c.id, uid: runner.uid } });
    expect(removed.msg).toBe('Balloon runner removed');
    expect((await k.list(runner.token, c.id)).status).toBe(403);
  });

  it('bad input: clear errors, nothing written', async () => {
    const c = await contest();
    const other = await contest();
    await k.judged({ cid: c.id, pid: p1, uid: a.user.uid, username: a.user.username, status: k.AC, at: minutesIn(c, 3) });
    const b = (await k.until(a.admin.token, c.id, (x) => x.balloons.length === 1)).balloons[0]!;
    expect((await k.list(a.admin.token, 'abc' as unknown as number)).msg).toBe('Invalid parameter: cid Invalid input');
    expect((await k.list(a.admin.token, c.id, { room: 'x'.repeat(65) })).status).toBe(400);
    expect((await k.list(a.admin.token, c.id, { delivered: 'maybe' })).status).toBe(400);
    expect((await k.list(a.admin.token, 999_999)).status).toBe(404);
    // A room prefix no team sits in: none listed.
    expect((await k.list(a.admin.token, c.id, { room: 'Hall 9' })).data.balloons).toEqual([]);
    const mark = (body: Record<string, unknown>) => t.callRaw(setBalloonDelivered, { token: a.admin.token, body });
    expect((await mark({ cid: c.id, id: b.id })).status).toBe(400);
    expect((await mark({ cid: c.id, id: b.id, delivered: 'yes' })).status).toBe(400);
    expect((await mark({ cid: c.id, id: 987_654, delivered: true })).msg).toBe('The balloon does not exist');
    // Another contest's balloon, asked under a contest the caller runs: not found there.
    await t.call(addBalloonRunner, { token: a.admin.token, body: { cid: other.id, username: runner.username } });
    expect(
      (await t.callRaw(setBalloonDelivered, { token: runner.token, body: { cid: other.id, id: b.id, delivered: true } })).status,
    ).toBe(404);
    expect((await t.callRaw(addBalloonRunner, { token: a.admin.token, body: { cid: c.id, username: '' } })).status).toBe(400);
    expect(
      (await t.callRaw(updateBalloonSettings, { token: a.admin.token, body: { cid: c.id, duringFreeze: 'on' } })).status,
    ).toBe(400);
    const l = (await k.list(a.admin.token, c.id)).data;
    expect([l.balloons[0]!.delivered, l.duringFreeze]).toEqual([false, false]);
    expect((await t.call(getBalloonSettings, { token: a.admin.token, query: { cid: c.id } })).data.runners).toEqual([]);
  });
});
