import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AcmContestRankVo,
  JudgeStatus,
  type OiContestRankVo,
  Role,
  adminUpdateContest,
  downloadContestRank,
  getContestOutsideScoreboard,
  getContestOutsizeInfo,
  getContestRank,
  manualJudge,
  registerContest,
  sseContestBoard,
  submitProblemJudge,
} from '@verdict/shared';
import {
  AB_CPP,
  AB_PY,
  AB_WRONG_CPP,
  type Actors,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission } from './contest.fixture';

type Board<R> = { records: R[]; total: number };

describe('contest boards served from the engine', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let admin2: SeededUser;
  let ab: { pid: number; problemId: string };
  let ab2: { pid: number; problemId: string };
  const db = () => t.core.database.db;
  const rank = <R = AcmContestRankVo>(token: string | undefined, body: Record<string, unknown>) =>
    t.callRaw<typeof getContestRank, Board<R>>(getContestRank, { token, body });
  const outside = <R = AcmContestRankVo>(token: string | undefined, body: Record<string, unknown>) =>
    t.callRaw<typeof getContestOutsideScoreboard, Board<R>>(getContestOutsideScoreboard, { token, body });
  /** Waits until the board answers what `ok` wants (verdicts reach it through the event stream). */
  async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > until) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /** A seeded row, announced as the judge announces verdicts. */
  const seedAndPublish = async (s: Parameters<typeof seedSubmission>[1]) => {
    const submitId = await seedSubmission(t, s);
    t.app.services.events.publish({ submitId, status: s.status, done: 0, total: 0 });
    return submitId;
  };

  beforeAll(async () => {
    a = await seedActors(t);
    admin2 = await seedUser(t.core, { roleId: Role.Admin });
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
    ab2 = await createAbProblem(t, a.admin.token);
    await startWorkers(t, sandbox);
  });

  it('an ACM contest end to end: verdicts reach the open board as they land', async () => {
    const c = await createContest(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    await addPublicProblem(t, a.admin.token, c.id, ab2.pid, 'B');
    expect((await rank(a.user.token, { cid: c.id })).data).toMatchObject({ records: [], total: 0 }); // built now, empty
    const submit = (u: SeededUser, pid: string, code: string, language = 'C++') =>
      t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: u.token,
        body: { cid: c.id, pid, language, code },
      });
    const s1 = await submit(a.user, 'A', AB_CPP);
    const s2 = await submit(a.other, 'A', AB_WRONG_CPP);
    await waitFinal(db(), s1.data.submitId);
    await waitFinal(db(), s2.data.submitId);
    // Board times count whole seconds and ties share first blood: the later AC must land in a later second.
    await new Promise((r) => setTimeout(r, 1_100));
    const s3 = await submit(a.other, 'A', AB_PY, 'Python3');
    await waitFinal(db(), s3.data.submitId);
    const board = await eventually(
      () => rank(a.root.token, { cid: c.id }),
      (r) => r.data.records.length === 2 && r.data.records.every((x) => x.ac === 1),
    );
    expect(
      board.data.records
        .filter((r) => !r.isConcerned)
        .map((r) => [r.rank, r.username, r.ac, r.submissionInfo.A.errorNum, r.submissionInfo.A.isFirstAC ?? false]),
    ).toEqual([
      [1, a.user.username, 1, 0, true],
      [2, a.other.username, 1, 1, false],
    ]);
    expect(board.data.records[1].totalTime - board.data.records[1].submissionInfo.A.ACTime!).toBe(1200);
    // The author's and root's tries never make a row.
    const own = await submit(a.admin, 'B', AB_CPP);
    await waitFinal(db(), own.data.submitId);
    // A manual judgement moves the board too.
    await t.call(manualJudge, { token: a.root.token, query: { submitId: s1.data.submitId, status: JudgeStatus.WrongAnswer } });
    const after = await eventually(
      () => rank(a.root.token, { cid: c.id }),
      (r) => r.data.records[0]?.username === a.other.username,
    );
    expect(after.data.records.map((r) => [r.rank, r.username, r.ac])).toEqual([
      [1, a.other.username, 1],
      [2, a.user.username, 0],
    ]);
    expect(after.data.total).toBe(2);
  });

  it('who sees which board: inner for those who may enter, outside when open, admins always', async () => {
    const priv = await createContest(t, a.admin.token, { auth: 1, pwd: 'pw' });
    const sched = await createContest(t, a.admin.token, { startIn: HOUR, endIn: 2 * HOUR, openRank: true });
    const open = await createContest(t, a.admin.token, { auth: 1, pwd: 'pw', openRank: true });
    await t.call(registerContest, { token: a.other.token, body: { cid: priv.id, password: 'pw' } });
    const status = async (call: typeof rank, token: string | undefined, cid: number) => (await call(token, { cid })).status;
    const who = {
      visitor: undefined,
      unregistered: a.user.token,
      registered: a.other.token,
      author: a.admin.token,
      otherAdmin: admin2.token,
      root: a.root.token,
    };
    const matrix = async (call: typeof rank, cid: number) =>
      Object.fromEntries(await Promise.all(Object.entries(who).map(async ([k, tk]) => [k, await status(call, tk, cid)])));
    expect(await matrix(rank, priv.id)).toEqual({
      visitor: 401,
      unregistered: 403,
      registered: 200,
      author: 200,
      otherAdmin: 403,
      root: 200,
    });
    expect(await matrix(outside, priv.id)).toEqual({
      visitor: 403,
      unregistered: 403,
      registered: 403,
      author: 200,
      otherAdmin: 403,
      root: 200,
    });
    expect(await matrix(outside, open.id)).toEqual({
      visitor: 200,
      unregistered: 200,
      registered: 200,
      author: 200,
      otherAdmin: 200,
      root: 200,
    });
    expect(await matrix(outside, sched.id)).toEqual({
      visitor: 403,
      unregistered: 403,
      registered: 403,
      author: 200,
      otherAdmin: 403,
      root: 200,
    });
    expect((await outside(undefined, { cid: priv.id })).msg).toBe('The contest does not show its board outside!');
    await addPublicProblem(t, a.admin.token, open.id, ab.pid, 'A', '#ff0000');
    const info = await t.call<
      typeof getContestOutsizeInfo,
      { contest: { id: number; now: string }; problemList: Array<{ displayId: string; color: string }> }
    >(getContestOutsizeInfo, { query: { cid: open.id } });
    expect(info.data.contest).toMatchObject({ id: open.id });
    expect(info.data.problemList).toEqual([expect.objectContaining({ displayId: 'A', color: '#ff0000', ac: 0, total: 0 })]);
    expect((await t.call(getContestOutsizeInfo, { query: { cid: priv.id } })).status).toBe(403);
  });

  it('a sealed ACM board shows late tries as pending to everyone but admins who force it, in every path', async () => {
    const c = await createContest(t, a.admin.token, {
      sealRank: true,
      openRank: true,
      startIn: -2 * HOUR,
      endIn: HOUR,
      sealRankTime: new Date(Date.now() - HOUR).toISOString(),
    });
    await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    const start = Date.parse(c.startTime);
    await seedAndPublish({
      cid: c.id,
      pid: ab.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.WrongAnswer,
      at: start + 10 * 60_000,
    });
    await rank(a.admin.token, { cid: c.id }); // the board is in memory from here on
    await seedAndPublish({
      cid: c.id,
      pid: ab.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.Accepted,
      at: Date.now() - 60_000,
    });
    const sealedCell = { isAC: false, errorNum: 1, tryNum: 1 };
    const cellOf = (r: { data: Board<AcmContestRankVo> }) => r.data.records[0]?.submissionInfo.A;
    expect(
      cellOf(
        await eventually(
          () => rank(a.admin.token, { cid: c.id, forceRefresh: true }),
          (r) => cellOf(r)?.isAC === true,
        ),
      ),
    ).toMatchObject({ isAC: true, errorNum: 1 });
    expect(cellOf(await rank(a.user.token, { cid: c.id }))).toEqual(sealedCell);
    expect(cellOf(await rank(a.user.token, { cid: c.id, forceRefresh: true }))).toEqual(sealedCell);
    expect(cellOf(await rank(a.admin.token, { cid: c.id }))).toEqual(sealedCell); // admins see through only when they ask
    expect(cellOf(await rank(admin2.token, { cid: c.id, forceRefresh: true }))).toEqual(sealedCell);
    expect(cellOf(await outside(undefined, { cid: c.id, forceRefresh: true }))).toEqual(sealedCell);
    expect((await rank(a.user.token, { cid: c.id })).data.records[0]).toMatchObject({ ac: 0, totalTime: 0 });
    const csv = async (token: string, query: Record<string, unknown>) =>
      (await t.call(downloadContestRank, { token, query: { cid: c.id, ...query } })).raw.body;
    expect(await csv(a.user.token, { forceRefresh: true })).toMatch(new RegExp(`1,${a.user.username},,0,0,'-1 \\?1`));
    expect(await csv(a.admin.token, { forceRefresh: true })).toMatch(new RegExp(`1,${a.user.username},,1,`));
    // Once it ended with the real board turned on by itself, everybody sees it.
    await db()
      .updateTable('contest')
      .set({ endTime: Date.now() - 1000, gmtModified: Date.now() })
      .where('id', '=', c.id)
      .execute();
    expect(cellOf(await outside(undefined, { cid: c.id }))).toMatchObject({ isAC: true, errorNum: 1 });
  });

  it('a sealed OI board keeps post-seal scores from contestants', async () => {
    const oi = await createAbProblem(t, a.admin.token, { type: 1 });
    const c = await createContest(t, a.admin.token, {
      type: 1,
      sealRank: true,
      sealRankTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    await addPublicProblem(t, a.admin.token, c.id, oi.pid, 'A');
    const start = Date.parse(c.startTime);
    await seedSubmission(t, {
      cid: c.id,
      pid: oi.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.PartialAccepted,
      score: 40,
      at: start + 60_000,
    });
    await seedSubmission(t, {
      cid: c.id,
      pid: oi.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.Accepted,
      score: 100,
      at: Date.now() - 60_000,
    });
    const score = async (token: string, forceRefresh = false) =>
      (await rank<OiContestRankVo>(token, { cid: c.id, forceRefresh })).data.records[0]?.totalScore;
    expect(await score(a.user.token)).toBe(40);
    expect(await score(a.user.token, true)).toBe(40);
    expect(await score(a.admin.token, true)).toBe(100);
  });

  it('star users, removeStar, followed users on top, keyword; settings changes rebuild the board', async () => {
    const star = await seedUser(t.core);
    const c = await createContest(t, a.admin.token, { starAccount: [star.username] });
    await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    const start = Date.parse(c.startTime);
    for (const [u, minute] of [
      [star, 1],
      [a.user, 2],
      [a.other, 3],
    ] as const) {
      await seedSubmission(t, {
        cid: c.id,
        pid: ab.pid,
        uid: u.uid,
        username: u.username,
        status: JudgeStatus.Accepted,
        at: start + minute * 60_000,
      });
    }
    const rows = async (body: Record<string, unknown>, token = a.user.token) =>
      (await rank(token, { cid: c.id, ...body })).data.records.map((r) => [r.rank, r.username, r.isConcerned ?? false]);
    // The viewer's own row is repeated on top of the first page.
    expect(await rows({})).toEqual([
      [1, a.user.username, true],
      [-1, star.username, false],
      [1, a.user.username, false],
      [2, a.other.username, false],
    ]);
    expect(await rows({ removeStar: true }, a.root.token)).toEqual([
      [1, a.user.username, false],
      [2, a.other.username, false],
    ]);
    expect(await rows({ concernedList: [a.other.uid], keyword: a.other.username.toUpperCase() }, a.root.token)).toEqual([
      [2, a.other.username, true],
      [2, a.other.username, false],
    ]);
    // Un-starring through the form: the board is rebuilt with the new settings.
    const upd = await t.call(adminUpdateContest, {
      token: a.admin.token,
      body: { id: c.id, title: c.title, description: 'x', startTime: c.startTime, endTime: c.endTime, starAccount: [] },
    });
    expect(upd.status).toBe(200);
    expect(await rows({}, a.root.token)).toEqual([
      [1, star.username, false],
      [2, a.user.username, false],
      [3, a.other.username, false],
    ]);
  });

  it('external contests merge in by display id, at the same time from their start', async () => {
    const c = await createContest(t, a.admin.token);
    const past = await createContest(t, a.admin.token, { startIn: -5 * HOUR, endIn: -2 * HOUR, openRank: true });
    for (const x of [c, past]) await addPublicProblem(t, a.admin.token, x.id, ab.pid, 'A');
    await seedSubmission(t, {
      cid: c.id,
      pid: ab.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.Accepted,
      at: Date.parse(c.startTime) + 20 * 60_000,
    });
    await seedSubmission(t, {
      cid: past.id,
      pid: ab.pid,
      uid: a.other.uid,
      username: a.other.username,
      status: JudgeStatus.Accepted,
      at: Date.parse(past.startTime) + 10 * 60_000,
    });
    const merged = await rank(a.user.token, { cid: c.id, externalCidList: [String(past.id)] });
    expect(merged.data.records.filter((r) => !r.isConcerned).map((r) => [r.username, r.submissionInfo.A.ACTime])).toEqual([
      [a.other.username, 600],
      [a.user.username, 1200],
    ]);
    const running = await createContest(t, a.admin.token);
    expect((await rank(a.user.token, { cid: c.id, externalCidList: [running.id] })).status).toBe(403);
  });

  it('the board stream announces changes within a second, and never a result the sealed board hides', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    /** Opens the stream and collects its events until closed. */
    const open = async (cid: number, token?: string) => {
      const ctrl = new AbortController();
      const res = await fetch(`${base}${sseContestBoard.path}?cid=${cid}`, {
        headers: token ? { authorization: token } : {},
        signal: ctrl.signal,
      });
      const events: string[] = [];
      if (res.headers.get('content-type')?.includes('text/event-stream') && res.body) {
        const reader = res.body.getReader();
        void (async () => {
          const text = new TextDecoder();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) return;
              for (const m of text.decode(value).matchAll(/^event: (\w+)$/gm)) events.push(m[1]);
            }
          } catch {
            // aborted
          }
        })();
        await eventually(
          async () => events,
          (e) => e.includes('ready'),
          5000,
        );
      }
      return { res, events, close: () => ctrl.abort() };
    };
    const changes = (s: { events: string[] }) => s.events.filter((e) => e === 'change').length;

    const c = await createContest(t, a.admin.token, { openRank: true });
    await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    const viewer = await open(c.id);
    const t0 = Date.now();
    await seedAndPublish({
      cid: c.id,
      pid: ab.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.Accepted,
      at: Date.now() - 1000,
    });
    await eventually(
      async () => changes(viewer),
      (n) => n === 1,
      3000,
    );
    expect(changes(viewer)).toBe(1);
    expect(Date.now() - t0).toBeLessThan(1000);
    viewer.close();

    // A sealed OI contest: a late verdict reaches its admin's stream only.
    const oi = await createContest(t, a.admin.token, {
      type: 1,
      sealRank: true,
      sealRankTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    await addPublicProblem(t, a.admin.token, oi.id, ab.pid, 'A');
    const contestant = await open(oi.id, a.user.token);
    const admin = await open(oi.id, a.admin.token);
    await seedAndPublish({
      cid: oi.id,
      pid: ab.pid,
      uid: a.other.uid,
      username: a.other.username,
      status: JudgeStatus.Accepted,
      score: 100,
      at: Date.now() - 60_000,
    });
    await eventually(
      async () => changes(admin),
      (n) => n === 1,
      3000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect([changes(admin), changes(contestant)]).toEqual([1, 0]);
    await seedAndPublish({
      cid: oi.id,
      pid: ab.pid,
      uid: a.other.uid,
      username: a.other.username,
      status: JudgeStatus.WrongAnswer,
      score: 0,
      at: Date.parse(oi.startTime) + 60_000,
    });
    expect(
      await eventually(
        async () => changes(contestant),
        (n) => n === 1,
        3000,
      ),
    ).toBe(1);
    contestant.close();
    admin.close();

    // Following a private contest needs its password step (or its outside board).
    const priv = await createContest(t, a.admin.token, { auth: 1, pwd: 'pw' });
    const refused = await open(priv.id, a.user.token);
    expect(await refused.res.json()).toMatchObject({ status: 403 });
    expect(await (await open(priv.id)).res.json()).toMatchObject({ status: 403 });
  });

  it('at start the boards of visible running contests are built ahead of their first viewer', async () => {
    const live = await createContest(t, a.admin.token);
    const ended = await createContest(t, a.admin.token, { startIn: -3 * HOUR, endIn: -HOUR });
    const scheduled = await createContest(t, a.admin.token, { startIn: HOUR, endIn: 3 * HOUR });
    const hidden = await createContest(t, a.admin.token, { visible: false });
    for (const c of [live, ended, hidden]) await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    const at = Date.now() - 30 * 60_000;
    await seedSubmission(t, {
      cid: live.id,
      pid: ab.pid,
      uid: a.user.uid,
      username: a.user.username,
      status: JudgeStatus.Accepted,
      at,
    });
    const warmed = await t.app.services.contestBoards.warmRunning();
    expect(warmed).toContain(live.id);
    for (const c of [ended, scheduled, hidden]) expect(warmed).not.toContain(c.id);
    // A row nobody announced: a board built before it does not show it, one built by the request would.
    await seedSubmission(t, {
      cid: live.id,
      pid: ab.pid,
      uid: a.other.uid,
      username: a.other.username,
      status: JudgeStatus.Accepted,
      at: at + 1000,
    });
    const board = (await rank(a.admin.token, { cid: live.id })).data;
    expect(board.records.map((r) => r.uid)).toEqual([a.user.uid]);
  });
});
