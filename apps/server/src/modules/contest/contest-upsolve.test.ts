import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AcmContestRankVo,
  type OiContestRankVo,
  type ContestVo,
  JudgeStatus,
  getContestInfo,
  getContestList,
  getContestRank,
  getContestUpsolve,
} from '@verdict/shared';
import { type Actors, createAbProblem, judgeTestConfig, seedActors } from '../../test/judge-kit';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission, setContestTimes } from './contest.fixture';

type Rows<R> = { records: R[]; total: number };

/** Upsolving (issue 24.2) and the participant count of public contests (issue 28.4). */
describe('after the contest: upsolve marks and counts', () => {
  const t = useTestApp(judgeTestConfig());
  let a: Actors;
  let p1: { pid: number }, p2: { pid: number }, p3: { pid: number };
  beforeAll(async () => {
    a = await seedActors(t);
  });
  const rank = async <R = AcmContestRankVo>(token: string, body: Record<string, unknown>) =>
    (await t.callRaw<typeof getContestRank, Rows<R>>(getContestRank, { token, body })).data;
  const seed = (cid: number, pid: number, who: { uid: string; username: string }, status: number, at: number, score?: number) =>
    seedSubmission(t, { cid, pid, uid: who.uid, username: who.username, status, at, score });

  /** An ended contest (two hours, ended an hour ago) with new problems A, B, C (p1, p2, p3). */
  async function endedContest(extra: Record<string, unknown> = {}) {
    p1 = await createAbProblem(t, a.admin.token);
    p2 = await createAbProblem(t, a.admin.token);
    p3 = await createAbProblem(t, a.admin.token);
    const c = await createContest(t, a.admin.token, extra);
    await addPublicProblem(t, a.admin.token, c.id, p1.pid, 'A');
    await addPublicProblem(t, a.admin.token, c.id, p2.pid, 'B');
    await addPublicProblem(t, a.admin.token, c.id, p3.pid, 'C');
    await setContestTimes(t, c.id, -3 * HOUR, -HOUR);
    return { ...c, start: Date.now() - 3 * HOUR, end: Date.now() - HOUR };
  }

  it('ACM: practice ACs after the end mark the row, in-contest ACs and the figures stay as they were', async () => {
    const c = await endedContest();
    const { user, other } = a;
    await seed(c.id, p1.pid, user, JudgeStatus.Accepted, c.start + 60_000); // A in the contest
    await seed(c.id, p2.pid, user, JudgeStatus.WrongAnswer, c.start + 120_000); // B tried
    await seed(c.id, p1.pid, other, JudgeStatus.WrongAnswer, c.start + 180_000);
    await seed(0, p2.pid, user, JudgeStatus.Accepted, c.end + 60_000); // B upsolved in practice
    await seed(0, p1.pid, user, JudgeStatus.Accepted, c.end + 70_000); // A again: solved in the contest, no mark
    await seed(0, p3.pid, other, JudgeStatus.WrongAnswer, c.end + 80_000); // not an AC
    await seed(0, p1.pid, other, JudgeStatus.Accepted, c.start - 60_000); // before the contest: no mark
    await seed(c.id, p3.pid, other, JudgeStatus.Accepted, c.end + 90_000); // a late contest AC: the contest takes none

    const plain = await rank(user.token, { cid: c.id });
    expect(plain.records.every((r) => !('upsolved' in r))).toBe(true); // HOJ's answer without the parameter
    const marked = await rank(user.token, { cid: c.id, upsolve: true });
    const byName = new Map(marked.records.map((r) => [r.username, r]));
    expect(byName.get(user.username)?.upsolved).toEqual(['B']);
    expect(byName.get(other.username)?.upsolved).toEqual([]);
    // Marks never move the figures.
    expect(marked.records.map((r) => [r.username, r.rank, r.ac, r.totalTime])).toEqual(
      plain.records.map((r) => [r.username, r.rank, r.ac, r.totalTime]),
    );

    const mine = await t.call(getContestUpsolve, { token: user.token, query: { cid: c.id } });
    expect(mine.data).toEqual({ mine: ['B'], counts: { B: 1 } });
  });

  it('late contest submissions count when the contest takes them; a running contest has no marks', async () => {
    const c = await endedContest({ allowEndSubmit: true });
    await seed(c.id, p3.pid, a.other, JudgeStatus.Accepted, c.end + 90_000);
    await seed(c.id, p1.pid, a.other, JudgeStatus.WrongAnswer, c.start + 90_000);
    const marked = await rank(a.other.token, { cid: c.id, upsolve: true });
    expect(marked.records.find((r) => r.username === a.other.username)?.upsolved).toEqual(['C']);
    expect((await t.call(getContestUpsolve, { token: a.other.token, query: { cid: c.id } })).data.counts).toEqual({ C: 1 });

    const running = await createContest(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, running.id, p1.pid, 'A');
    await seed(running.id, p1.pid, a.user, JudgeStatus.WrongAnswer, Date.now() - 1000);
    await seed(0, p1.pid, a.user, JudgeStatus.Accepted, Date.now() - 500);
    const live = await rank(a.user.token, { cid: running.id, upsolve: true });
    expect(live.records.every((r) => !r.upsolved?.length)).toBe(true);
    expect((await t.call(getContestUpsolve, { token: a.user.token, query: { cid: running.id } })).data).toEqual({
      mine: [],
      counts: {},
    });
  });

  it('OI boards carry the marks too; a private contest keeps its figures to those who may enter', async () => {
    const c = await endedContest({ type: 1, auth: 1, pwd: 'pw' });
    await seed(c.id, p1.pid, a.user, JudgeStatus.PartialAccepted, c.start + 60_000, 40);
    await seed(0, p1.pid, a.user, JudgeStatus.Accepted, c.end + 60_000);
    const marked = await rank<OiContestRankVo>(a.root.token, { cid: c.id, upsolve: 'true' });
    expect(marked.records.find((r) => r.username === a.user.username)).toMatchObject({ totalScore: 40, upsolved: ['A'] });
    const refused = await t.callRaw(getContestUpsolve, { token: a.other.token, query: { cid: c.id } });
    expect(refused.status).toBe(403);
  });

  it("a public contest's participants are its submitters (it takes no registration), its author and root left out", async () => {
    const c = await endedContest({ type: 1 });
    await seed(c.id, p1.pid, a.user, JudgeStatus.Accepted, c.start + 60_000, 100);
    await seed(c.id, p2.pid, a.user, JudgeStatus.WrongAnswer, c.start + 70_000, 0);
    await seed(c.id, p1.pid, a.other, JudgeStatus.WrongAnswer, c.start + 80_000, 0);
    await seed(c.id, p1.pid, a.admin, JudgeStatus.Accepted, c.start + 90_000, 100);
    await seed(c.id, p1.pid, a.root, JudgeStatus.Accepted, c.start + 90_000, 100);
    const info = await t.call<typeof getContestInfo, ContestVo>(getContestInfo, { token: a.user.token, query: { cid: c.id } });
    expect(info.data.count).toBe(2);
    const list = await t.call(getContestList, { token: a.user.token, query: { currentPage: 1, limit: 50 } });
    expect(list.data.records.find((r) => r.id === c.id)?.count).toBe(2);
  });
});
