import { describe, expect, it } from 'vitest';
import {
  type AcmContestRankVo,
  JudgeStatus,
  type OiContestRankVo,
  adminUpdateContest,
  downloadContestRank,
  getContestOutsizeInfo,
  getContestProblem,
  manualJudge,
  registerContest,
  submitProblemJudge,
} from '@verdict/shared';
import { AB_CPP, AB_PY, AB_WRONG_CPP, createAbProblem, waitFinal } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { HOUR, addPublicProblem, createContest, seedSubmission } from './contest.fixture';
import { type Board, useBoardScene } from './contest-board.fixture';

describe('contest boards served from the engine', () => {
  const scene = useBoardScene();
  const { t, rank, outside, eventually, seedAndPublish } = scene;

  it('an ACM contest end to end: verdicts reach the open board as they land', async () => {
    const c = await createContest(t, scene.a.admin.token);
    await addPublicProblem(t, scene.a.admin.token, c.id, scene.ab.pid, 'A');
    await addPublicProblem(t, scene.a.admin.token, c.id, scene.ab2.pid, 'B');
    expect((await rank(scene.a.user.token, { cid: c.id })).data).toMatchObject({ records: [], total: 0 }); // built now, empty
    const submit = (u: SeededUser, pid: string, code: string, language = 'C++') =>
      t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: u.token,
        body: { cid: c.id, pid, language, code },
      });
    const s1 = await submit(scene.a.user, 'A', AB_CPP);
    const s2 = await submit(scene.a.other, 'A', AB_WRONG_CPP);
    await waitFinal(scene.db(), s1.data.submitId);
    await waitFinal(scene.db(), s2.data.submitId);
    // Board times count whole seconds and ties share first blood: the later AC must land in a later second.
    await new Promise((r) => setTimeout(r, 1_100));
    const s3 = await submit(scene.a.other, 'A', AB_PY, 'Python3');
    await waitFinal(scene.db(), s3.data.submitId);
    const board = await eventually(
      () => rank(scene.a.root.token, { cid: c.id }),
      (r) => r.data.records.length === 2 && r.data.records.every((x) => x.ac === 1),
    );
    expect(
      board.data.records
        .filter((r) => !r.isConcerned)
        .map((r) => [r.rank, r.username, r.ac, r.submissionInfo.A.errorNum, r.submissionInfo.A.isFirstAC ?? false]),
    ).toEqual([
      [1, scene.a.user.username, 1, 0, true],
      [2, scene.a.other.username, 1, 1, false],
    ]);
    expect(board.data.records[1].totalTime - board.data.records[1].submissionInfo.A.ACTime!).toBe(1200);
    // The author's and root's tries never make a row.
    const own = await submit(scene.a.admin, 'B', AB_CPP);
    await waitFinal(scene.db(), own.data.submitId);
    // A manual judgement moves the board too.
    await t.call(manualJudge, {
      token: scene.a.root.token,
      query: { submitId: s1.data.submitId, status: JudgeStatus.WrongAnswer },
    });
    const after = await eventually(
      () => rank(scene.a.root.token, { cid: c.id }),
      (r) => r.data.records[0]?.username === scene.a.other.username,
    );
    expect(after.data.records.map((r) => [r.rank, r.username, r.ac])).toEqual([
      [1, scene.a.other.username, 1],
      [2, scene.a.user.username, 0],
    ]);
    expect(after.data.total).toBe(2);
  });

  it('who sees which board: inner for those who may enter, outside when open, admins always', async () => {
    const priv = await createContest(t, scene.a.admin.token, { auth: 1, pwd: 'pw' });
    const sched = await createContest(t, scene.a.admin.token, { startIn: HOUR, endIn: 2 * HOUR, openRank: true });
    const open = await createContest(t, scene.a.admin.token, { auth: 1, pwd: 'pw', openRank: true });
    await t.call(registerContest, { token: scene.a.other.token, body: { cid: priv.id, password: 'pw' } });
    const status = async (call: typeof rank, token: string | undefined, cid: number) => (await call(token, { cid })).status;
    const who = {
      visitor: undefined,
      unregistered: scene.a.user.token,
      registered: scene.a.other.token,
      author: scene.a.admin.token,
      otherAdmin: scene.admin2.token,
      root: scene.a.root.token,
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
    await addPublicProblem(t, scene.a.admin.token, open.id, scene.ab.pid, 'A', '#ff0000');
    const info = await t.call<
      typeof getContestOutsizeInfo,
      { contest: { id: number; now: string }; problemList: Array<{ displayId: string; color: string }> }
    >(getContestOutsizeInfo, { query: { cid: open.id } });
    expect(info.data.contest).toMatchObject({ id: open.id });
    expect(info.data.problemList).toEqual([expect.objectContaining({ displayId: 'A', color: '#ff0000', ac: 0, total: 0 })]);
    expect((await t.call(getContestOutsizeInfo, { query: { cid: priv.id } })).status).toBe(403);
    // HOJ's client draws a private contest's open board from get-contest-problem (issue 28.13):
    // spectators get its problem columns when the board is open, not when it is closed or not started.
    const columns = Object.fromEntries(
      await Promise.all(
        Object.entries(who).map(async ([k, tk]) => [
          k,
          (await t.call(getContestProblem, { token: tk, query: { cid: open.id } })).status,
        ]),
      ),
    );
    expect(columns).toEqual({ visitor: 200, unregistered: 200, registered: 200, author: 200, otherAdmin: 200, root: 200 });
    const seen = await t.call<typeof getContestProblem, Array<{ displayId: string }>>(getContestProblem, {
      token: scene.a.user.token,
      query: { cid: open.id },
    });
    expect(seen.data.map((p) => p.displayId)).toEqual(['A']);
    expect((await t.call(getContestProblem, { token: scene.a.user.token, query: { cid: priv.id } })).status).toBe(403);
    expect((await t.call(getContestProblem, { token: scene.a.user.token, query: { cid: sched.id } })).status).toBe(403);
  });

  it('a sealed ACM board shows late tries as pending to everyone but admins who force it, in every path', async () => {
    const c = await createContest(t, scene.a.admin.token, {
      sealRank: true,
      openRank: true,
      startIn: -2 * HOUR,
      endIn: HOUR,
      sealRankTime: new Date(Date.now() - HOUR).toISOString(),
    });
    await addPublicProblem(t, scene.a.admin.token, c.id, scene.ab.pid, 'A');
    const start = Date.parse(c.startTime);
    await seedAndPublish({
      cid: c.id,
      pid: scene.ab.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.WrongAnswer,
      at: start + 10 * 60_000,
    });
    await rank(scene.a.admin.token, { cid: c.id }); // the board is in memory from here on
    await seedAndPublish({
      cid: c.id,
      pid: scene.ab.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.Accepted,
      at: Date.now() - 60_000,
    });
    const sealedCell = { isAC: false, errorNum: 1, tryNum: 1 };
    const cellOf = (r: { data: Board<AcmContestRankVo> }) => r.data.records[0]?.submissionInfo.A;
    expect(
      cellOf(
        await eventually(
          () => rank(scene.a.admin.token, { cid: c.id, forceRefresh: true }),
          (r) => cellOf(r)?.isAC === true,
        ),
      ),
    ).toMatchObject({ isAC: true, errorNum: 1 });
    expect(cellOf(await rank(scene.a.user.token, { cid: c.id }))).toEqual(sealedCell);
    expect(cellOf(await rank(scene.a.user.token, { cid: c.id, forceRefresh: true }))).toEqual(sealedCell);
    expect(cellOf(await rank(scene.a.admin.token, { cid: c.id }))).toEqual(sealedCell); // admins see through only when they ask
    expect(cellOf(await rank(scene.admin2.token, { cid: c.id, forceRefresh: true }))).toEqual(sealedCell);
    expect(cellOf(await outside(undefined, { cid: c.id, forceRefresh: true }))).toEqual(sealedCell);
    expect((await rank(scene.a.user.token, { cid: c.id })).data.records[0]).toMatchObject({ ac: 0, totalTime: 0 });
    const csv = async (token: string, query: Record<string, unknown>) =>
      (await t.call(downloadContestRank, { token, query: { cid: c.id, ...query } })).raw.body;
    expect(await csv(scene.a.user.token, { forceRefresh: true })).toMatch(new RegExp(`1,${scene.a.user.username},,0,0,'-1 \\?1`));
    expect(await csv(scene.a.admin.token, { forceRefresh: true })).toMatch(new RegExp(`1,${scene.a.user.username},,1,`));
    // Once it ended with the real board turned on by itself, everybody sees it.
    await scene
      .db()
      .updateTable('contest')
      .set({ endTime: Date.now() - 1000, gmtModified: Date.now() })
      .where('id', '=', c.id)
      .execute();
    expect(cellOf(await outside(undefined, { cid: c.id }))).toMatchObject({ isAC: true, errorNum: 1 });
  });

  it('a sealed OI board keeps post-seal scores from contestants', async () => {
    const oi = await createAbProblem(t, scene.a.admin.token, { type: 1 });
    const c = await createContest(t, scene.a.admin.token, {
      type: 1,
      sealRank: true,
      sealRankTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    await addPublicProblem(t, scene.a.admin.token, c.id, oi.pid, 'A');
    const start = Date.parse(c.startTime);
    await seedSubmission(t, {
      cid: c.id,
      pid: oi.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.PartialAccepted,
      score: 40,
      at: start + 60_000,
    });
    await seedSubmission(t, {
      cid: c.id,
      pid: oi.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.Accepted,
      score: 100,
      at: Date.now() - 60_000,
    });
    const score = async (token: string, forceRefresh = false) =>
      (await rank<OiContestRankVo>(token, { cid: c.id, forceRefresh })).data.records[0]?.totalScore;
    expect(await score(scene.a.user.token)).toBe(40);
    expect(await score(scene.a.user.token, true)).toBe(40);
    expect(await score(scene.a.admin.token, true)).toBe(100);
  });

  it('star users, removeStar, followed users on top, keyword; settings changes rebuild the board', async () => {
    const star = await seedUser(t.core);
    const c = await createContest(t, scene.a.admin.token, { starAccount: [star.username] });
    await addPublicProblem(t, scene.a.admin.token, c.id, scene.ab.pid, 'A');
    const start = Date.parse(c.startTime);
    for (const [u, minute] of [
      [star, 1],
      [scene.a.user, 2],
      [scene.a.other, 3],
    ] as const) {
      await seedSubmission(t, {
        cid: c.id,
        pid: scene.ab.pid,
        uid: u.uid,
        username: u.username,
        status: JudgeStatus.Accepted,
        at: start + minute * 60_000,
      });
    }
    const rows = async (body: Record<string, unknown>, token = scene.a.user.token) =>
      (await rank(token, { cid: c.id, ...body })).data.records.map((r) => [r.rank, r.username, r.isConcerned ?? false]);
    // The viewer's own row is repeated on top of the first page.
    expect(await rows({})).toEqual([
      [1, scene.a.user.username, true],
      [-1, star.username, false],
      [1, scene.a.user.username, false],
      [2, scene.a.other.username, false],
    ]);
    expect(await rows({ removeStar: true }, scene.a.root.token)).toEqual([
      [1, scene.a.user.username, false],
      [2, scene.a.other.username, false],
    ]);
    expect(
      await rows({ concernedList: [scene.a.other.uid], keyword: scene.a.other.username.toUpperCase() }, scene.a.root.token),
    ).toEqual([
      [2, scene.a.other.username, true],
      [2, scene.a.other.username, false],
    ]);
    // Un-starring through the form: the board is rebuilt with the new settings.
    const upd = await t.call(adminUpdateContest, {
      token: scene.a.admin.token,
      body: { id: c.id, title: c.title, description: 'x', startTime: c.startTime, endTime: c.endTime, starAccount: [] },
    });
    expect(upd.status).toBe(200);
    expect(await rows({}, scene.a.root.token)).toEqual([
      [1, star.username, false],
      [2, scene.a.user.username, false],
      [3, scene.a.other.username, false],
    ]);
  });

  it('external contests merge in by display id, at the same time from their start', async () => {
    const c = await createContest(t, scene.a.admin.token);
    const past = await createContest(t, scene.a.admin.token, { startIn: -5 * HOUR, endIn: -2 * HOUR, openRank: true });
    for (const x of [c, past]) await addPublicProblem(t, scene.a.admin.token, x.id, scene.ab.pid, 'A');
    await seedSubmission(t, {
      cid: c.id,
      pid: scene.ab.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.Accepted,
      at: Date.parse(c.startTime) + 20 * 60_000,
    });
    await seedSubmission(t, {
      cid: past.id,
      pid: scene.ab.pid,
      uid: scene.a.other.uid,
      username: scene.a.other.username,
      status: JudgeStatus.Accepted,
      at: Date.parse(past.startTime) + 10 * 60_000,
    });
    const merged = await rank(scene.a.user.token, { cid: c.id, externalCidList: [String(past.id)] });
    expect(merged.data.records.filter((r) => !r.isConcerned).map((r) => [r.username, r.submissionInfo.A.ACTime])).toEqual([
      [scene.a.other.username, 600],
      [scene.a.user.username, 1200],
    ]);
    const running = await createContest(t, scene.a.admin.token);
    expect((await rank(scene.a.user.token, { cid: c.id, externalCidList: [running.id] })).status).toBe(403);
  });
});
