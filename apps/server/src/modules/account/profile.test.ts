import { describe, expect, it } from 'vitest';
import { type Heatmap, type UserHome, changeUserInfo, getUserCalendarHeatmap, getUserHomeInfo, login } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { seedJudge, seedProblem } from './profile.fixture';

const t = useTestApp();
const DAY = 86_400_000;

describe('GET /api/get-user-home-info', () => {
  it('counts submissions, groups solved problems by difficulty and sums OI scores', async () => {
    const u = await seedUser(t.core);
    const easy = await seedProblem(t.core, { problemId: 'H1000', difficulty: 0 });
    const hard = await seedProblem(t.core, { problemId: 'H1001', difficulty: 2 });
    const oi = await seedProblem(t.core, { problemId: 'H1002', difficulty: 1, type: 1 });
    const now = Date.now();
    await seedJudge(t.core, { uid: u.uid, username: u.username, pid: easy, submitTime: now - 3000, status: -1 });
    await seedJudge(t.core, { uid: u.uid, username: u.username, pid: easy, submitTime: now - 2000, status: 0 });
    await seedJudge(t.core, { uid: u.uid, username: u.username, pid: hard, submitTime: now - 1000, status: 0 });
    await seedJudge(t.core, { uid: u.uid, username: u.username, pid: oi, submitTime: now - 900, status: 8, score: 40 });
    await seedJudge(t.core, { uid: u.uid, username: u.username, pid: oi, submitTime: now - 800, status: 8, score: 70 });
    await seedJudge(t.core, { uid: u.uid, username: u.username, pid: oi, submitTime: now - 700, status: 8, score: 90, cid: 3 });
    await t.call(login, { body: { username: u.username, password: u.password } });

    const res = await t.call<typeof getUserHomeInfo, UserHome>(getUserHomeInfo, { query: { uid: u.uid } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      uid: u.uid,
      username: u.username,
      total: 6,
      rating: null,
      scoreList: [70],
      solvedList: ['H1000', 'H1001'],
    });
    expect(res.data.solvedGroupByDifficulty).toEqual({
      0: [{ id: easy, problemId: 'H1000', difficulty: 0 }],
      2: [{ id: hard, problemId: 'H1001', difficulty: 2 }],
    });
    expect(res.data.recentLoginTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000$/);
    expect(res.data).not.toHaveProperty('password');
  });

  it('finds by username, defaults to the caller, else 400; unknown → 404 body', async () => {
    const u = await seedUser(t.core);
    expect((await t.call<typeof getUserHomeInfo, UserHome>(getUserHomeInfo, { query: { username: u.username } })).data.uid).toBe(
      u.uid,
    );
    const self = await t.call<typeof getUserHomeInfo, UserHome>(getUserHomeInfo, { token: u.token });
    expect([self.status, self.data.uid, self.data.total, self.data.recentLoginTime]).toEqual([200, u.uid, 0, null]);
    const anon = await t.call(getUserHomeInfo);
    expect([anon.http, anon.status]).toEqual([200, 400]);
    const missing = await t.call(getUserHomeInfo, { query: { username: 'nobody-x' } });
    expect([missing.http, missing.status, missing.msg]).toEqual([200, 404, 'The user does not exist']);
  });

  it('refuses a dead token with HTTP 401 (opt auth)', async () => {
    const u = await seedUser(t.core);
    await t.core.tokens.revokeAll(u.uid);
    expect((await t.call(getUserHomeInfo, { token: u.token, query: { uid: u.uid } })).http).toBe(401);
  });
});

describe('GET /api/get-user-calendar-heatmap', () => {
  it('counts the last year of submissions per day', async () => {
    const u = await seedUser(t.core);
    const pid = await seedProblem(t.core, { problemId: 'M1000' });
    const today = new Date().toISOString().slice(0, 10);
    const midday = Date.parse(`${today}T12:00:00.000Z`);
    for (const at of [midday, midday + 1000, midday - 3 * DAY, midday - 400 * DAY]) {
      await seedJudge(t.core, { uid: u.uid, username: u.username, pid, submitTime: Math.min(at, Date.now()) });
    }
    const res = await t.call<typeof getUserCalendarHeatmap, Heatmap>(getUserCalendarHeatmap, { query: { username: u.username } });
    expect(res.data.endDate).toBe(today);
    const threeDaysAgo = new Date(midday - 3 * DAY).toISOString().slice(0, 10);
    expect(res.data.dataList).toEqual([
      { date: threeDaysAgo, count: 1 },
      { date: today, count: 2 },
    ]);
  });

  it('uses the caller when logged in; 400 anonymous; 404 unknown', async () => {
    const u = await seedUser(t.core);
    expect(
      (await t.call<typeof getUserCalendarHeatmap, Heatmap>(getUserCalendarHeatmap, { token: u.token })).data.dataList,
    ).toEqual([]);
    expect((await t.call(getUserCalendarHeatmap)).status).toBe(400);
    expect((await t.call(getUserCalendarHeatmap, { query: { uid: 'nope' } })).status).toBe(404);
    // anon auth: a bad token is ignored, not refused.
    expect((await t.call(getUserCalendarHeatmap, { token: 'bad', query: { uid: u.uid } })).status).toBe(200);
  });
});

describe('POST /api/change-userInfo', () => {
  it('updates the profile fields and answers UserInfoVO', async () => {
    const u = await seedUser(t.core);
    const body = {
      nickname: 'Nick',
      realname: 'Real Name',
      school: 'MIT',
      signature: '# hi',
      blog: 'https://b.example',
      github: 'https://github.com/x',
      gender: 'female' as const,
      number: '42',
      cfUsername: 'tourist',
      course: 'CS',
    };
    const res = await t.call(changeUserInfo, { token: u.token, body });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ...body, uid: u.uid, username: u.username, roleList: ['default_user'] });
    const partial = await t.call(changeUserInfo, { token: u.token, body: { nickname: 'Other', school: null } });
    expect(partial.data).toMatchObject({ nickname: 'Other', school: null, realname: 'Real Name', gender: 'female' });
  });

  it('validates lengths and gender; needs login', async () => {
    const u = await seedUser(t.core);
    expect((await t.call(changeUserInfo, { token: u.token, body: { nickname: 'n'.repeat(21) } })).http).toBe(400);
    expect((await t.callRaw(changeUserInfo, { token: u.token, body: { gender: 'robot' } })).http).toBe(400);
    expect((await t.call(changeUserInfo, { body: { nickname: 'x' } })).http).toBe(401);
  });
});
