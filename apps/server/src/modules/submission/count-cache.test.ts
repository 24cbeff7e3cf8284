import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  getProblemDetail,
  getProblemList,
  getSubmissionList,
  manualJudge,
  rejudge,
  submitProblemJudge,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
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

type Counts = { total: number; ac: number; wa: number };
type ProblemRow = Counts & { problemId: string };
type Page<T> = { records: T[]; total: number };

/**
 * The verdict counts of the problem list and page, and the submission list's totals, are kept
 * between requests and follow every write of submissions: these read them before and after each
 * change, so a count kept from before would show here.
 */
describe('counts kept between requests follow submissions and verdicts', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let ab: { pid: number; problemId: string };
  const db = () => t.core.database.db;

  const submit = async (code: string) =>
    (
      await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: a.user.token,
        body: { pid: ab.problemId, language: 'C++', code },
      })
    ).data.submitId;
  const listCounts = async (): Promise<Counts> => {
    const page = await t.call<typeof getProblemList, Page<ProblemRow>>(getProblemList, {
      query: { keyword: ab.problemId, limit: 10 },
    });
    const row = page.data.records.find((r) => r.problemId === ab.problemId)!;
    return { total: row.total, ac: row.ac, wa: row.wa };
  };
  const pageCounts = async (): Promise<Counts> => {
    const info = await t.call<typeof getProblemDetail, { problemCount: Counts }>(getProblemDetail, {
      query: { problemId: ab.problemId },
    });
    const c = info.data.problemCount;
    return { total: c.total, ac: c.ac, wa: c.wa };
  };
  const submissionTotal = async (query: Record<string, unknown> = {}) =>
    (
      await t.call<typeof getSubmissionList, Page<unknown>>(getSubmissionList, {
        query: { problemID: ab.problemId, completeProblemID: true, ...query },
      })
    ).data.total;
  const everyTotal = async () =>
    (await t.call<typeof getSubmissionList, Page<unknown>>(getSubmissionList, { query: {} })).data.total;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
    await startWorkers(t, sandbox);
  });

  it('a new submission and its verdict change the counts; a rejudge recounts and never adds twice', async () => {
    // Read (and keep) the empty counts first.
    expect(await listCounts()).toEqual({ total: 0, ac: 0, wa: 0 });
    expect(await pageCounts()).toEqual({ total: 0, ac: 0, wa: 0 });
    expect(await submissionTotal()).toBe(0);
    expect(await submissionTotal({ status: JudgeStatus.Accepted })).toBe(0);
    const before = await everyTotal();

    const acId = await submit(AB_CPP);
    expect(await everyTotal()).toBe(before + 1);
    expect(await waitFinal(db(), acId)).toBe(JudgeStatus.Accepted);
    expect(await listCounts()).toEqual({ total: 1, ac: 1, wa: 0 });
    expect(await pageCounts()).toEqual({ total: 1, ac: 1, wa: 0 });
    expect(await submissionTotal()).toBe(1);
    expect(await submissionTotal({ status: JudgeStatus.Accepted })).toBe(1);

    const waId = await submit(AB_WRONG_CPP);
    expect(await waitFinal(db(), waId)).toBe(JudgeStatus.WrongAnswer);
    expect(await listCounts()).toEqual({ total: 2, ac: 1, wa: 1 });
    expect(await submissionTotal()).toBe(2);
    expect(await submissionTotal({ status: JudgeStatus.WrongAnswer })).toBe(1);

    // A rejudge of the AC: Pending again (not counted as AC), then AC once more.
    const res = await t.call(rejudge, { token: a.root.token, query: { submitId: acId } });
    expect(res.status).toBe(200);
    expect(await waitFinal(db(), acId)).toBe(JudgeStatus.Accepted);
    expect(await listCounts()).toEqual({ total: 2, ac: 1, wa: 1 });
    expect(await pageCounts()).toEqual({ total: 2, ac: 1, wa: 1 });
    expect(await submissionTotal({ status: JudgeStatus.Accepted })).toBe(1);
    expect(await everyTotal()).toBe(before + 2);

    // A verdict given by hand moves the WA to AC.
    expect(
      (await t.call(manualJudge, { token: a.root.token, query: { submitId: waId, status: JudgeStatus.Accepted } })).status,
    ).toBe(200);
    expect(await listCounts()).toEqual({ total: 2, ac: 2, wa: 0 });
    expect(await pageCounts()).toEqual({ total: 2, ac: 2, wa: 0 });
    expect(await submissionTotal({ status: JudgeStatus.Accepted })).toBe(2);
    expect(await submissionTotal({ status: JudgeStatus.WrongAnswer })).toBe(0);
  });
});
