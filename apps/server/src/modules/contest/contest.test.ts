import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  type ContestVo,
  JudgeStatus,
  ProblemAuth,
  Role,
  adminAddContestAnnouncement,
  adminAddContestProblem,
  adminChangeContestVisible,
  getContestAccess,
  getContestAnnouncement,
  getContestInfo,
  getContestList,
  getContestNotReadAnnouncement,
  getContestProblem,
  getContestProblemDetails,
  registerContest,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { type CallResult, useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission, setContestTimes } from './contest.fixture';

type Who = 'visitor' | 'unregistered' | 'registered' | 'author' | 'otherAdmin' | 'root';
const WHO: Who[] = ['visitor', 'unregistered', 'registered', 'author', 'otherAdmin', 'root'];
/** The expected status of each caller, in WHO's order: one line a row of the access table. */
const statuses = (...s: [number, number, number, number, number, number]): Record<Who, number> =>
  Object.fromEntries(WHO.map((w, i) => [w, s[i]])) as Record<Who, number>;
type ProblemRow = { displayId: string; displayTitle: string; color: string | null; ac: number; total: number };

describe('contests for contestants', () => {
  const t = useTestApp();
  let a: Actors;
  let reg: SeededUser;
  let admin2: SeededUser;
  const c = {} as Record<'pub' | 'priv' | 'prot' | 'sched' | 'hidden' | 'ended', AdminContestVo>;
  let pubProblem: { pid: number; problemId: string };
  let innerPid: number;

  const token = (w: Who) =>
    ({
      visitor: undefined,
      unregistered: a.user.token,
      registered: reg.token,
      author: a.admin.token,
      otherAdmin: admin2.token,
      root: a.root.token,
    })[w];
  /** The body status each kind of caller gets. */
  async function matrix(call: (token: string | undefined) => Promise<CallResult<unknown>>, expected: Record<Who, number>) {
    const got = Object.fromEntries(await Promise.all(WHO.map(async (w) => [w, (await call(token(w))).status] as const)));
    expect(got).toEqual(expected);
  }

  beforeAll(async () => {
    a = await seedActors(t);
    reg = await seedUser(t.core);
    admin2 = await seedUser(t.core, { roleId: Role.Admin });
    pubProblem = await createAbProblem(t, a.admin.token, { title: 'Real title' }, { tags: [{ name: 'math' }] });
    c.pub = await createContest(t, a.admin.token, { title: 'Weekly Public Round' });
    c.priv = await createContest(t, a.admin.token, { title: 'Private Cup', auth: 1, pwd: 'letmein' });
    c.prot = await createContest(t, a.admin.token, { title: 'Protected Cup', auth: 2, pwd: 'guard' });
    c.sched = await createContest(t, a.admin.token, { title: 'Future Cup', startIn: HOUR, endIn: 3 * HOUR, type: 1 });
    c.hidden = await createContest(t, a.admin.token, { title: 'Hidden Cup', visible: false });
    c.ended = await createContest(t, a.admin.token, { title: 'Past Cup', startIn: -3 * HOUR, endIn: -HOUR });
    for (const k of ['pub', 'priv', 'prot', 'sched', 'hidden', 'ended'] as const)
      await addPublicProblem(t, a.admin.token, c[k].id, pubProblem.pid, 'A', '#ff0000');
    const inner = await t.call<typeof adminAddContestProblem, { pid: number }>(adminAddContestProblem, {
      token: a.admin.token,
      body: {
        problem: { problemId: `IN${Date.now()}`, title: 'Inner', author: 'setter', source: 'Spring', difficulty: 2 },
        samples: [{ input: '1', output: '1' }],
        languages: [{ name: 'C++' }],
        tags: [{ name: 'graphs' }],
        cid: c.pub.id,
        contestProblem: { displayId: 'B', displayTitle: 'Shown title', color: '#0000ff' },
      },
    });
    innerPid = inner.data.pid;
    for (const k of ['priv', 'prot'] as const) {
      await t.call(registerContest, { token: reg.token, body: { cid: c[k].id, password: k === 'priv' ? 'letmein' : 'guard' } });
    }
  });

  it('lists visible contests with rule, status (from the server clock) and keyword filters; scheduled first', async () => {
    type Listed = { records: ContestVo[]; total: number };
    const list = async (query: Record<string, unknown> = {}) =>
      (await t.call<typeof getContestList, Listed>(getContestList, { query: { limit: 100, ...query } })).data;
    const all = await list();
    const titles = all.records.map((r) => r.title);
    expect(titles).not.toContain('Hidden Cup');
    expect(all.records.map((r) => r.status)).toEqual([...all.records.map((r) => r.status)].sort((x, y) => x - y));
    expect((await list({ status: -1 })).records.map((r) => r.title)).toEqual(['Future Cup']);
    expect((await list({ status: 1 })).records.map((r) => r.title)).toEqual(['Past Cup']);
    expect((await list({ status: 0 })).records.map((r) => r.title).sort()).toEqual([
      'Private Cup',
      'Protected Cup',
      'Weekly Public Round',
    ]);
    expect((await list({ type: 1 })).records.map((r) => r.title)).toEqual(['Future Cup']);
    expect((await list({ keyword: 'cup', status: 0 })).records.map((r) => r.title).sort()).toEqual([
      'Private Cup',
      'Protected Cup',
    ]);
    const priv = all.records.find((r) => r.title === 'Private Cup')!;
    expect(priv).toMatchObject({ auth: 1, count: 1, type: 0, duration: 3 * 3600, now: null });
    expect((await t.call(getContestList, { query: { status: 7 } })).msg).toMatch(/status/);
    expect((await t.call<typeof getContestList, Listed>(getContestList, { query: {} })).data.records.length).toBeLessThanOrEqual(
      10,
    );
  });

  it('contest info carries the server time; hidden contests only for their admins', async () => {
    const before = Date.now();
    const info = await t.call<typeof getContestInfo, ContestVo>(getContestInfo, {
      token: a.user.token,
      query: { cid: c.priv.id },
    });
    expect(Date.parse(info.data.now!)).toBeGreaterThanOrEqual(before - 1000);
    expect(info.data).toMatchObject({ status: 0, auth: 1, title: 'Private Cup' });
    expect(info.data).not.toHaveProperty('pwd');
    await matrix((tk) => t.call(getContestInfo, { token: tk, query: { cid: c.pub.id } }), statuses(401, 200, 200, 200, 200, 200));
    await matrix(
      (tk) => t.call(getContestInfo, { token: tk, query: { cid: c.hidden.id } }),
      statuses(401, 404, 404, 200, 404, 200),
    );
    expect((await t.call(getContestInfo, { token: a.user.token, query: { cid: 999999 } })).status).toBe(404);
  });

  it('registration: password paths, one registration each, account rule', async () => {
    const reg2 = await seedUser(t.core);
    const register = (cid: number, password: unknown, tk = reg2.token, lang = 'en') =>
      t.callRaw(registerContest, { token: tk, body: { cid, password }, headers: { 'accept-language': lang } });
    expect((await register(c.priv.id, 'wrong')).msg).toBe('Wrong contest password, please try again!');
    expect((await register(c.priv.id, 'wrong', reg2.token, 'zh-CN')).msg).toBe('比赛密码错误，请重新输入！');
    const empty = await register(c.priv.id, '');
    expect([empty.http, empty.msg]).toEqual([400, 'Invalid parameter: password is required']);
    expect((await register(c.pub.id, 'x')).msg).toMatch(/needs no registration/);
    const ok = await register(c.priv.id, 'letmein');
    expect([ok.status, ok.msg]).toEqual([200, 'Register contest successfully']);
    expect((await register(c.priv.id, 'letmein')).msg).toMatch(/already registered/);
    expect((await t.call(registerContest, { body: { cid: c.priv.id, password: 'letmein' } })).http).toBe(401);

    const limited = await createContest(t, a.admin.token, {
      auth: 1,
      pwd: 'p',
      openAccountLimit: true,
      accountLimitRule: '<prefix>team</prefix><suffix>x</suffix><start>1</start><end>20</end><extra>guest1 guest2</extra>',
    });
    const team7 = await seedUser(t.core, { username: `team7x` });
    const team21 = await seedUser(t.core, { username: `team21x` });
    const guest = await seedUser(t.core, { username: 'guest2' });
    expect((await register(limited.id, 'p', team7.token)).status).toBe(200);
    expect((await register(limited.id, 'p', guest.token)).status).toBe(200);
    expect((await register(limited.id, 'p', team21.token)).msg).toMatch(/account rule/);
    expect((await register(limited.id, 'p')).msg).toMatch(/account rule/);
  });

  it('access: the password step passed, or no password needed', async () => {
    const access = async (tk: string | undefined, cid: number) =>
      (await t.call<typeof getContestAccess, { access: boolean }>(getContestAccess, { token: tk, query: { cid } })).data?.access;
    expect(await access(a.user.token, c.priv.id)).toBe(false);
    expect(await access(reg.token, c.priv.id)).toBe(true);
    expect(await access(a.admin.token, c.priv.id)).toBe(true);
    expect(await access(admin2.token, c.priv.id)).toBe(false);
    expect(await access(a.root.token, c.priv.id)).toBe(true);
    expect(await access(a.user.token, c.pub.id)).toBe(true);
    expect(await access(a.user.token, c.prot.id)).toBe(false);
    expect((await t.call(getContestAccess, { query: { cid: c.priv.id } })).status).toBe(401);
  });

  it('entering: scheduled only for admins, private only once registered, protected open to view', async () => {
    const problems = (cid: number) => (tk: string | undefined) => t.call(getContestProblem, { token: tk, query: { cid } });
    const details = (cid: number) => (tk: string | undefined) =>
      t.call(getContestProblemDetails, { token: tk, query: { cid, displayId: 'A' } });
    const notes = (cid: number) => (tk: string | undefined) => t.call(getContestAnnouncement, { token: tk, query: { cid } });
    await matrix(problems(c.pub.id), statuses(200, 200, 200, 200, 200, 200));
    await matrix(problems(c.priv.id), statuses(403, 403, 200, 200, 403, 200));
    await matrix(problems(c.prot.id), statuses(200, 200, 200, 200, 200, 200));
    await matrix(problems(c.sched.id), statuses(403, 403, 403, 200, 403, 200));
    await matrix(problems(c.hidden.id), statuses(404, 404, 404, 200, 404, 200));
    await matrix(problems(c.ended.id), statuses(200, 200, 200, 200, 200, 200));
    await matrix(details(c.priv.id), statuses(401, 403, 200, 200, 403, 200));
    await matrix(details(c.sched.id), statuses(401, 403, 403, 200, 403, 200));
    await matrix(notes(c.priv.id), statuses(401, 403, 200, 200, 403, 200));
    const msg = await t.call(getContestProblem, {
      token: a.user.token,
      query: { cid: c.priv.id },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(msg.msg).toBe('对不起，请先到比赛首页输入比赛密码进行注册！');
    expect((await t.call(getContestProblem, { token: a.user.token, query: { cid: c.sched.id } })).msg).toBe(
      'The contest has not started yet!',
    );
  });

  it('problem list: display ids in order, balloon colours, counts without the author and root; frozen at the seal', async () => {
    const cid = c.pub.id;
    const start = Date.parse(c.pub.startTime);
    const sub = (u: SeededUser, pid: number, status: number, minute: number) =>
      seedSubmission(t, { cid, pid, uid: u.uid, username: u.username, status, at: start + minute * 60_000 });
    await sub(a.user, pubProblem.pid, JudgeStatus.WrongAnswer, 5);
    await sub(a.user, pubProblem.pid, JudgeStatus.Accepted, 10);
    await sub(reg, pubProblem.pid, JudgeStatus.Accepted, 40);
    await sub(a.admin, pubProblem.pid, JudgeStatus.Accepted, 1); // the author's test: never counted
    await sub(a.root, innerPid, JudgeStatus.Accepted, 1); // root's: never counted
    await seedSubmission(t, { cid, pid: pubProblem.pid, uid: reg.uid, username: reg.username, status: 0, at: start - 60_000 }); // before the start
    const list = async (tk: string | undefined, containsEnd = false) =>
      (await t.call<typeof getContestProblem, ProblemRow[]>(getContestProblem, { token: tk, query: { cid, containsEnd } })).data;
    expect(await list(a.user.token)).toEqual([
      expect.objectContaining({ displayId: 'A', displayTitle: 'Problem A', color: '#ff0000', ac: 2, total: 3 }),
      expect.objectContaining({ displayId: 'B', displayTitle: 'Shown title', color: '#0000ff', ac: 0, total: 0 }),
    ]);
    // Seal from minute 30: contestants see the counts of the seal time, admins the real ones.
    await setContestTimes(t, cid, -HOUR, 2 * HOUR, { sealRankTime: start + 30 * 60_000 });
    await t.core.database.db.updateTable('contest').set({ sealRank: 1 }).where('id', '=', cid).execute();
    expect((await list(a.user.token))[0]).toMatchObject({ ac: 1, total: 2 });
    expect((await list(undefined))[0]).toMatchObject({ ac: 1, total: 2 });
    expect((await list(a.admin.token))[0]).toMatchObject({ ac: 2, total: 3 });
    expect((await list(admin2.token))[0]).toMatchObject({ ac: 1, total: 2 });
    await t.core.database.db.updateTable('contest').set({ sealRank: 0 }).where('id', '=', cid).execute();
  });

  it('problem details: display title; author, source and difficulty hidden until the end; tags only while it runs', async () => {
    const details = async (cid: number, displayId: string, tk = reg.token) =>
      t.call<
        typeof getContestProblemDetails,
        {
          problem: { title: string; author: string | null; source: string | null; difficulty: number | null; spjCode: null };
          tags: Array<{ name: string }>;
          languages: string[];
          problemCount: { total: number };
        }
      >(getContestProblemDetails, { token: tk, query: { cid, displayId } });
    const running = await details(c.pub.id, 'B');
    expect(running.data.problem).toMatchObject({
      title: 'Shown title',
      author: null,
      source: null,
      difficulty: null,
      spjCode: null,
    });
    expect(running.data.tags.map((x) => x.name)).toEqual(['graphs']);
    expect(running.data.languages).toEqual(['C++']);
    const ended = await details(c.ended.id, 'A');
    expect(ended.data.problem).toMatchObject({ title: 'Problem A', author: a.admin.username, difficulty: 0 });
    expect(ended.data.tags).toEqual([]);
    expect((await details(c.pub.id, 'Z')).status).toBe(404);
    // A private problem in a contest: its admins only.
    await t.core.database.db.updateTable('problem').set({ auth: ProblemAuth.Private }).where('id', '=', innerPid).execute();
    expect((await details(c.pub.id, 'B')).msg).toBe('This contest problem is not available now!');
    expect((await details(c.pub.id, 'B', a.admin.token)).status).toBe(200);
    await t.core.database.db.updateTable('problem').set({ auth: ProblemAuth.Contest }).where('id', '=', innerPid).execute();
  });

  it('announcements: shown ones only, and the unread ones', async () => {
    const cid = c.priv.id;
    for (const [title, status] of [
      ['First', 0],
      ['Hidden', 1],
      ['Second', 0],
    ] as const) {
      await t.call(adminAddContestAnnouncement, {
        token: a.admin.token,
        body: { cid, announcement: { title, content: `${title} text`, status } },
      });
    }
    const page = await t.call<typeof getContestAnnouncement, { records: Array<{ id: number; title: string }>; total: number }>(
      getContestAnnouncement,
      { token: reg.token, query: { cid } },
    );
    expect(page.data.records.map((r) => r.title)).toEqual(['Second', 'First']);
    const firstId = page.data.records[1].id;
    const unread = await t.call<typeof getContestNotReadAnnouncement, Array<{ title: string }>>(getContestNotReadAnnouncement, {
      token: reg.token,
      body: { cid, readAnnouncementList: [String(firstId)] },
    });
    expect(unread.data.map((r) => r.title)).toEqual(['Second']);
    expect(
      (await t.call(getContestNotReadAnnouncement, { token: a.user.token, body: { cid, readAnnouncementList: [] } })).status,
    ).toBe(403);
  });

  it('a hidden contest turns visible with the switch', async () => {
    await t.call(adminChangeContestVisible, { token: a.admin.token, query: { cid: c.hidden.id, visible: true } });
    expect((await t.call(getContestProblem, { token: a.user.token, query: { cid: c.hidden.id } })).status).toBe(200);
  });
});
