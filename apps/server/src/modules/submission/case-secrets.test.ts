import { beforeAll, describe, expect, it } from 'vitest';
import { type CaseDetail, JudgeStatus, getAllCaseResult, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
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
import { HOUR, addPublicProblem, createContest, setContestTimes } from '../contest/contest.fixture';

type CaseRow = Record<string, unknown> & { status: number; detail?: CaseDetail };
type Cases = { judgeCaseList: CaseRow[] } | null;

/**
 * Failed-case data (input, expected, the program's output, the checker's message) is practice
 * material: never for a submission of a contest that has not ended, never for a problem of a
 * running or scheduled contest, only where the problem opens it; its admins see everything.
 */
describe('failed-case data is shown only in practice', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  const submit = async (token: string, pid: string, cid?: number) => {
    const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token,
      body: { pid, language: 'C++', code: AB_WRONG_CPP, ...(cid ? { cid } : {}) },
    });
    expect(res.status).toBe(200);
    expect(await waitFinal(t.core.database.db, res.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    return res.data.submitId;
  };
  const cases = async (submitId: number, token?: string) =>
    (await t.call<typeof getAllCaseResult, Cases>(getAllCaseResult, { token, query: { submitId } })).data;
  const details = (c: Cases) => (c?.judgeCaseList ?? []).filter((x) => x.detail !== undefined);
  const messages = (c: Cases) => (c?.judgeCaseList ?? []).filter((x) => x.userOutput != null && x.userOutput !== '');

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    await startWorkers(t, sandbox);
  });

  it('a contest submission: hidden from its author while the contest runs, shown after the end; its admins see it all along', async () => {
    const p = await createAbProblem(t, a.admin.token);
    const c = await createContest(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p.pid, 'A');
    const wa = await submit(a.user.token, 'A', c.id);

    const running = await cases(wa, a.user.token);
    expect(running?.judgeCaseList[0].status).toBe(JudgeStatus.WrongAnswer); // the verdicts per case stay
    expect(details(running)).toEqual([]);
    expect(messages(running)).toEqual([]);
    expect(details(await cases(wa, a.admin.token))[0].detail?.expected?.text).toBe('3\n');

    await setContestTimes(t, c.id, -3 * HOUR, -60_000);
    expect(details(await cases(wa, a.user.token))[0].detail).toEqual({
      input: { text: '1 2\n', bytes: 4, truncated: false },
      expected: { text: '3\n', bytes: 2, truncated: false },
      output: { text: '-1\n', bytes: 3, truncated: false },
    });
  });

  it('a practice submission on a problem of a running or a scheduled contest: hidden until that contest ends', async () => {
    for (const [startIn, endIn] of [
      [-HOUR, 2 * HOUR],
      [HOUR, 3 * HOUR],
    ]) {
      const p = await createAbProblem(t, a.admin.token);
      const c = await createContest(t, a.admin.token, { startIn, endIn });
      await addPublicProblem(t, a.admin.token, c.id, p.pid, 'A');
      const wa = await submit(a.user.token, p.problemId);
      const seen = await cases(wa, a.user.token);
      expect(seen?.judgeCaseList).toHaveLength(3);
      expect(details(seen)).toEqual([]);
      expect(messages(seen)).toEqual([]);
      expect(details(await cases(wa, a.admin.token))).toHaveLength(3);
      await setContestTimes(t, c.id, -3 * HOUR, -60_000);
      expect(details(await cases(wa, a.user.token))).toHaveLength(3);
    }
  });

  it('a problem that does not open its case results: none after the end either', async () => {
    const p = await createAbProblem(t, a.admin.token, { openCaseResult: false });
    const c = await createContest(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p.pid, 'A');
    const wa = await submit(a.user.token, 'A', c.id);
    await setContestTimes(t, c.id, -3 * HOUR, -60_000);
    expect(details(await cases(wa, a.user.token))).toEqual([]);
    expect(details(await cases(wa, a.admin.token))).toHaveLength(3);
  });
});
