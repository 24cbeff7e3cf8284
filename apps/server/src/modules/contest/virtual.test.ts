import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  checkContestSubmissionsStatus,
  checkSubmissionsStatus,
  getAllCaseResult,
  getContestInfo,
  getContestRank,
  getContestSubmissions,
  getLastAcCode,
  getSubmissionDetail,
  getSubmissionList,
  getUserProblemStatus,
  getVirtualParticipation,
  registerContest,
  startVirtualParticipation,
  submitProblemJudge,
} from '@verdict/shared';
import {
  AB_CPP,
  AB_WRONG_CPP,
  type Actors,
  createAbProblem,
  judgeTestConfig,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission } from './contest.fixture';
import { VirtualRepository } from './virtual.repository';

type Row = { uid: string; rank: number; ac?: number; totalScore?: number; submissionInfo: Record<string, unknown> };
type Page<T> = { records: T[]; total: number };

describe('virtual participation on the real sandbox', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let early: SeededUser;
  let late: SeededUser;
  let ab: { pid: number; problemId: string };
  const db = () => t.core.database.db;
  const start = (token: string | undefined, cid: number) => t.call(startVirtualParticipation, { token, body: { cid } });
  const windows = async (uid: string) =>
    (await db().selectFrom('contestVirtual').select('cid').where('uid', '=', uid).execute()).map((r) => Number(r.cid));
  const board = async (token: string, cid: number, virtual: boolean) => {
    const res = await t.call<typeof getContestRank, Page<Row>>(getContestRank, { token, body: { cid, virtual, limit: 50 } });
    expect(res.status, res.msg).toBe(200);
    return res.data.records.filter((r) => !('isConcerned' in r && r.isConcerned));
  };
  /** An ended contest with problem A: two hours long, over an hour ago. */
  const ended = async (over: Record<string, unknown> = {}) => {
    const c = await createContest(t, a.admin.token, { startIn: -3 * HOUR, endIn: -HOUR, ...over });
    await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    return { ...c, start: Date.now() - 3 * HOUR };
  };
  /** Moves a user's open window back in time, as if `elapsed` ms of it had passed. */
  const age = async (uid: string, cid: number, elapsed: number) => {
    const row = await db()
      .selectFrom('contestVirtual')
      .selectAll()
      .where('cid', '=', cid)
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const shift = Number(row.startTime) - (Date.now() - elapsed);
    await db()
      .updateTable('contestVirtual')
      .set({ startTime: Number(row.startTime) - shift, endTime: Number(row.endTime) - shift })
      .where('id', '=', row.id)
      .execute();
    await db()
      .updateTable('contestVirtualSlot')
      .set({ endTime: Number(row.endTime) - shift })
      .where('uid', '=', uid)
      .execute();
  };

  beforeAll(async () => {
    a = await seedActors(t);
    early = await seedUser(t.core);
    late = await seedUser(t.core);
    ab = await createAbProblem(t, a.admin.token);
    await startWorkers(t, sandbox);
  });

  it('ACM: a window of its own, a judged submission on the virtual board only, the board at the same elapsed time', async () => {
    const c = await ended();
    // The real contest: one AC at the start, one half an hour in.
    await seedSubmission(t, { cid: c.id, pid: ab.pid, uid: early.uid, username: early.username, status: 0, at: c.start });
    await seedSubmission(t, {
      cid: c.id,
      pid: ab.pid,
      uid: late.uid,
      username: late.username,
      status: 0,
      at: c.start + HOUR / 2,
    });
    const before = await t.call(getContestInfo, { token: a.user.token, query: { cid: c.id } });

    const state = await t.call(getVirtualParticipation, { token: a.user.token, query: { cid: c.id } });
    expect(state.data).toEqual({ participation: null, refusal: null });
    const started = await start(a.user.token, c.id);
    expect(started.status, started.msg).toBe(200);
    expect(started.data.running).toBe(true);
    expect(started.data.endTime - started.data.startTime).toBe(2 * HOUR);

    // A submission in the window: judged for real, a practice submission linked to the window.
    const wrong = await t.call(submitProblemJudge, {
      token: a.user.token,
      body: { pid: 'A', cid: c.id, language: 'C++', code: AB_WRONG_CPP },
    });
    const right = await t.call(submitProblemJudge, {
      token: a.user.token,
      body: { pid: 'A', cid: c.id, language: 'C++', code: AB_CPP },
    });
    expect(right.status, right.msg).toBe(200);
    expect(right.data).toMatchObject({ cid: 0, pid: ab.pid });
    expect(await waitFinal(db(), wrong.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    expect(await waitFinal(db(), right.data.submitId)).toBe(JudgeStatus.Accepted);

    // The virtual board: the contest at the user's elapsed time (the AC at the start, not the one half an hour in) and their row.
    const virtual = await board(a.user.token, c.id, true);
    expect(virtual.map((r) => r.uid).sort()).toEqual([early.uid, a.user.uid].sort());
    const mine = virtual.find((r) => r.uid === a.user.uid)!;
    expect(mine).toMatchObject({ ac: 1, submissionInfo: { A: { isAC: true, errorNum: 1 } } });

    // The real board, the contest's counts and its list never see it; the practice figures do.
    expect((await board(a.user.token, c.id, false)).map((r) => r.uid).sort()).toEqual([early.uid, late.uid].sort());
    const after = await t.call(getContestInfo, { token: a.user.token, query: { cid: c.id } });
    expect(after.data).toEqual({ ...before.data, now: after.data.now });
    const all = await t.call<typeof getContestSubmissions, Page<{ submitId: number }>>(getContestSubmissions, {
      token: a.user.token,
      query: { contestID: c.id, containsEnd: true },
    });
    expect(all.data.records.map((r) => r.submitId)).not.toContain(right.data.submitId);
    expect(
      await db().selectFrom('userAcproblem').select('id').where('submitId', '=', right.data.submitId).execute(),
    ).toHaveLength(1);

    // The user's own statuses in the contest pages.
    const own = await t.call<typeof getContestSubmissions, Page<{ submitId: number; displayId: string }>>(getContestSubmissions, {
      token: a.user.token,
      query: { contestID: c.id, virtual: true },
    });
    expect(own.data.records.map((r) => [r.submitId, r.displayId])).toEqual([
      [right.data.submitId, 'A'],
      [wrong.data.submitId, 'A'],
    ]);
    const marks = await t.call(getUserProblemStatus, {
      token: a.user.token,
      body: { pidList: [ab.pid], isContestProblemList: true, cid: c.id },
    });
    expect(marks.data).toEqual({ [ab.pid]: { status: JudgeStatus.Accepted, score: null } });
    // The problem page's "my submissions" (onlyMine) while the window runs: the same rows.
    const mine2 = await t.call<typeof getContestSubmissions, Page<{ submitId: number }>>(getContestSubmissions, {
      token: a.user.token,
      query: { contestID: c.id, onlyMine: true, problemID: 'A', completeProblemID: true },
    });
    expect(mine2.data.total).toBe(2);
    const polled = await t.call(checkContestSubmissionsStatus, {
      token: a.user.token,
      body: { cid: c.id, submitIds: [right.data.submitId] },
    });
    expect(Object.keys(polled.data)).toEqual([String(right.data.submitId)]);
    // Others never get the virtual list or board of someone else.
    expect((await t.call(getContestRank, { token: a.other.token, body: { cid: c.id, virtual: true } })).status).toBe(404);

    // An hour in, the half-hour AC is on the virtual board too; once the window is over, the board at the end.
    await age(a.user.uid, c.id, HOUR);
    expect((await board(a.user.token, c.id, true)).map((r) => r.uid).sort()).toEqual([early.uid, late.uid, a.user.uid].sort());
    await age(a.user.uid, c.id, 3 * HOUR);
    const over = await t.call(getVirtualParticipation, { token: a.user.token, query: { cid: c.id } });
    expect(over.data).toMatchObject({ participation: { running: false }, refusal: 'already' });
    expect(
      (await t.call(submitProblemJudge, { token: a.user.token, body: { pid: 'A', cid: c.id, language: 'C++', code: AB_CPP } }))
        .msg,
    ).toMatch(/ended/i);
  });

  it('OI with a seal: the seal applies at the moment the user is at', async () => {
    const c = await ended({ type: 1, sealRank: true, sealRankTime: new Date(Date.now() - 2 * HOUR).toISOString() });
    const seal = c.start + HOUR;
    await seedSubmission(t, {
      cid: c.id,
      pid: ab.pid,
      uid: early.uid,
      username: early.username,
      status: 0,
      at: c.start + 60_000,
      score: 100,
    });
    await seedSubmission(t, {
      cid: c.id,
      pid: ab.pid,
      uid: late.uid,
      username: late.username,
      status: 0,
      at: seal + 60_000,
      score: 100,
    });
    const user = await seedUser(t.core);
    expect((await start(user.token, c.id)).status).toBe(200);
    const score = async () => Object.fromEntries((await board(user.token, c.id, true)).map((r) => [r.uid, r.totalScore]));
    await age(user.uid, c.id, 30 * 60_000);
    expect(await score()).toEqual({ [early.uid]: 100 });
    // Past the seal: the late 100 is hidden as it was for contestants then.
    await age(user.uid, c.id, HOUR + 30 * 60_000);
    expect((await score())[late.uid] ?? 0).toBe(0);
    const right = await t.call(submitProblemJudge, {
      token: user.token,
      body: { pid: 'A', cid: c.id, language: 'C++', code: AB_CPP },
    });
    expect(await waitFinal(db(), right.data.submitId)).toBe(JudgeStatus.Accepted);
    const marks = await t.call(getUserProblemStatus, {
      token: user.token,
      body: { pidList: [ab.pid], isContestProblemList: true, cid: c.id },
    });
    expect(marks.data).toEqual({ [ab.pid]: { status: JudgeStatus.SubmittedUnknownResult, score: null } });
    const own = await t.call<typeof getContestSubmissions, Page<{ status: number; score: number | null }>>(
      getContestSubmissions,
      {
        token: user.token,
        query: { contestID: c.id, virtual: true },
      },
    );
    expect(own.data.records).toMatchObject([{ status: JudgeStatus.SubmittedUnknownResult, score: null }]);
    // The problem page's live poll, the submission's page and its cases keep the verdict back too.
    const id = right.data.submitId;
    const polled = await t.call(checkContestSubmissionsStatus, { token: user.token, body: { cid: c.id, submitIds: [id] } });
    expect(polled.data[String(id)]).toMatchObject({ status: JudgeStatus.SubmittedUnknownResult, score: null });
    const detail = await t.call(getSubmissionDetail, { token: user.token, query: { submitId: id } });
    expect(detail.data.submission).toEqual({ status: JudgeStatus.SubmittedUnknownResult });
    expect((await t.call(getAllCaseResult, { token: user.token, query: { submitId: id } })).data).toBeNull();
    // Outside the contest too: the site-wide status list (to anyone), the practice poll, the bank's mark, the last AC code.
    const outside = async (who: string) => ({
      listed: (
        await t.call<typeof getSubmissionList, Page<{ submitId: number; status: number }>>(getSubmissionList, {
          token: who,
          query: { currentPage: 1, limit: 50 },
        })
      ).data.records.find((r) => r.submitId === id)?.status,
      polled: (await t.call(checkSubmissionsStatus, { token: user.token, body: { submitIds: [id] } })).data[String(id)]?.status,
      mark: (await t.call(getUserProblemStatus, { token: user.token, body: { pidList: [ab.pid], isContestProblemList: false } }))
        .data[String(ab.pid)]?.status,
      lastAc: (await t.call(getLastAcCode, { token: user.token, query: { pid: ab.pid } })).status,
    });
    const unknown = JudgeStatus.SubmittedUnknownResult;
    expect(await outside(early.token)).toEqual({ listed: unknown, polled: unknown, mark: unknown, lastAc: 400 });
    // Once the window is over, the verdict shows as the contest's own results do after the end.
    await age(user.uid, c.id, 2 * HOUR + 60_000);
    const after = await t.call(getSubmissionDetail, { token: user.token, query: { submitId: id } });
    expect(after.data.submission).toMatchObject({ status: JudgeStatus.Accepted });
    const ac = JudgeStatus.Accepted;
    expect(await outside(early.token)).toEqual({ listed: ac, polled: ac, mark: ac, lastAc: 200 });
  });

  it('where this process opens every window (SQLite), the latest window end it learnt is moved by a window opened after', async () => {
    const repo = new VirtualRepository(db(), true);
    // Later than every window the other cases opened: none runs then, as far as the repository read.
    const later = Date.now() + 1000 * HOUR;
    expect(await repo.mayRun(later)).toBe(false);
    const c = await ended();
    const user = await seedUser(t.core);
    expect(await repo.open({ cid: c.id, uid: user.uid, startTime: later - HOUR, endTime: later + HOUR })).not.toBeNull();
    // Not read again: the open itself told it (the lists would otherwise show that window's sealed verdicts).
    expect(await repo.mayRun(later)).toBe(true);
    expect(await repo.mayRun(later + HOUR)).toBe(false);
  });

  it('refusals: running or scheduled contests, two windows at once, a contest taken part in, no access; nothing written', async () => {
    const user = await seedUser(t.core);
    const running = await createContest(t, a.admin.token);
    const scheduled = await createContest(t, a.admin.token, { startIn: HOUR, endIn: 2 * HOUR });
    expect((await start(user.token, running.id)).msg).toBe('A contest can be taken virtually only after it has ended');
    expect((await start(user.token, scheduled.id)).status).toBe(403); // not started: not even entered
    const first = await ended();
    const second = await ended();
    expect((await start(user.token, first.id)).status).toBe(200);
    expect((await start(user.token, first.id)).msg).toBe('You have already taken this contest virtually');
    const busy = await start(user.token, second.id);
    expect(busy.msg).toMatch(/still running/);
    expect((await t.call(getVirtualParticipation, { token: user.token, query: { cid: second.id } })).data.refusal).toBe('busy');
    // Took part: a submission during the contest.
    await seedSubmission(t, {
      cid: second.id,
      pid: ab.pid,
      uid: early.uid,
      username: early.username,
      status: 0,
      at: second.start + 1000,
    });
    expect((await start(early.token, second.id)).msg).toBe('You took part in this contest, so you cannot take it virtually');
    // A private contest still needs its password; a visitor needs to log in; bad input is refused.
    const priv = await ended({ auth: 1, pwd: 'pw' });
    expect((await start(early.token, priv.id)).status).toBe(403);
    expect((await start(undefined, priv.id)).http).toBe(401);
    expect((await t.callRaw(startVirtualParticipation, { token: early.token, body: { cid: 'x' } })).status).toBe(400);
    expect(await windows(user.uid)).toEqual([first.id]);
    // Two starts at once: one window wins.
    const racer = await seedUser(t.core);
    const both = await Promise.all([start(racer.token, first.id), start(racer.token, second.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await windows(racer.uid)).toHaveLength(1);
    expect(await windows(early.uid)).toEqual([]);
    await t.call(registerContest, { token: early.token, body: { cid: priv.id, password: 'pw' } });
    expect((await start(early.token, priv.id)).status).toBe(200);
    // A window running: the contest's own rules still refuse submits after the end for everyone else.
    expect(
      (await t.call(submitProblemJudge, { token: late.token, body: { pid: 'A', cid: first.id, language: 'C++', code: AB_CPP } }))
        .status,
    ).toBe(403);
  });
});
