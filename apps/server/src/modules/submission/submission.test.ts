import { beforeAll, describe, expect, it } from 'vitest';
import {
  type EndpointBodyInput,
  JudgeStatus,
  checkSubmissionsStatus,
  getAllCaseResult,
  getLastAcCode,
  getSubmissionDetail,
  getSubmissionList,
  getTestJudgeResult,
  getUserProblemStatus,
  resubmit,
  submitProblemJudge,
  submitProblemTestJudge,
  updateSubmission,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
  AB_PY,
  AB_WRONG_CPP,
  type Actors,
  acCount,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';

type Judge = { submitId: number; status: number; code: string | null; errorMessage: string | null; share: boolean };

describe('submissions on the real sandbox', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let ab: { pid: number; problemId: string };
  const submit = (token: string, body: EndpointBodyInput<typeof submitProblemJudge>) =>
    t.call(submitProblemJudge, { token, body });
  const db = () => t.core.database.db;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token, { codeShare: true });
    await startWorkers(t, sandbox);
  });

  it('A+B in C++ is Accepted, with cases and one user_acproblem row', async () => {
    const res = await submit(a.user.token, { pid: ab.problemId, language: 'C++', code: AB_CPP });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe(JudgeStatus.Pending);
    expect(await waitFinal(db(), res.data.submitId)).toBe(JudgeStatus.Accepted);
    expect(await acCount(db(), a.user.uid)).toBe(1);
    const cases = await t.call<typeof getAllCaseResult, { judgeCaseList: Array<Record<string, unknown>> }>(getAllCaseResult, {
      query: { submitId: res.data.submitId },
    });
    expect(cases.data?.judgeCaseList).toHaveLength(3);
    expect(Object.keys(cases.data!.judgeCaseList[0]).sort()).toEqual([
      'groupNum',
      'memory',
      'mode',
      'score',
      'seq',
      'status',
      'time',
      'userOutput',
    ]);
    const admin = await t.call<typeof getAllCaseResult, { judgeCaseList: Array<Record<string, unknown>> }>(getAllCaseResult, {
      token: a.admin.token,
      query: { submitId: res.data.submitId },
    });
    expect(admin.data?.judgeCaseList[0]).toHaveProperty('inputData');
    const status = await t.call<typeof getUserProblemStatus, Record<string, { status: number }>>(getUserProblemStatus, {
      token: a.user.token,
      body: { pidList: [ab.pid, 999999] },
    });
    expect(status.data).toEqual({ [ab.pid]: { status: 0 }, 999999: { status: -10 } });
    const last = await t.call<typeof getLastAcCode, { code: string; language: string }>(getLastAcCode, {
      token: a.user.token,
      query: { pid: ab.pid },
    });
    expect(last.data).toMatchObject({ code: AB_CPP, language: 'C++' });
    expect((await t.call(getLastAcCode, { token: a.other.token, query: { pid: ab.pid } })).status).toBe(400);
  });

  it('wrong answer, compile error (message for the owner only) and Python', async () => {
    const wa = await submit(a.other.token, { pid: ab.problemId, language: 'C++', code: AB_WRONG_CPP });
    const ce = await submit(a.other.token, { pid: ab.problemId, language: 'C++', code: 'int main() { this is not c++ }' });
    const py = await submit(a.other.token, { pid: ab.problemId, language: 'Python3', code: AB_PY });
    expect(await waitFinal(db(), wa.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    expect(await waitFinal(db(), ce.data.submitId)).toBe(JudgeStatus.CompileError);
    expect(await waitFinal(db(), py.data.submitId)).toBe(JudgeStatus.Accepted);
    const own = await t.call<typeof getSubmissionDetail, { submission: Judge }>(getSubmissionDetail, {
      token: a.other.token,
      query: { submitId: ce.data.submitId },
    });
    expect(own.data.submission.errorMessage).toMatch(/error/i);
    const stranger = await t.call<typeof getSubmissionDetail, { submission: Judge }>(getSubmissionDetail, {
      token: a.user.token,
      query: { submitId: ce.data.submitId },
    });
    expect(stranger.data.submission.code).toBeNull();
    expect(stranger.data.submission.errorMessage).toBeNull();
    expect(await acCount(db(), a.other.uid)).toBe(1);
    const statuses = await t.call<typeof checkSubmissionsStatus, Record<string, Judge>>(checkSubmissionsStatus, {
      body: { submitIds: [String(wa.data.submitId), ce.data.submitId] },
    });
    expect(statuses.data[String(wa.data.submitId)]).toMatchObject({
      status: JudgeStatus.WrongAnswer,
      code: null,
      errorMessage: null,
    });
  });

  it('code visibility and sharing rules', async () => {
    const s = await submit(a.user.token, { pid: ab.problemId, language: 'C++', code: AB_CPP });
    await waitFinal(db(), s.data.submitId);
    const view = async (token?: string) =>
      (
        await t.call<typeof getSubmissionDetail, { submission: Judge; codeShare: boolean }>(getSubmissionDetail, {
          token,
          query: { submitId: s.data.submitId },
        })
      ).data;
    expect((await view(a.user.token)).submission.code).toBe(AB_CPP);
    expect((await view(a.admin.token)).submission.code).toBe(AB_CPP);
    expect((await view(a.other.token)).submission.code).toBeNull();
    expect((await view()).submission.code).toBeNull();
    expect(
      (await t.call(updateSubmission, { token: a.other.token, body: { submitId: s.data.submitId, share: true } })).status,
    ).toBe(403);
    const shared = await t.call(updateSubmission, { token: a.user.token, body: { submitId: s.data.submitId, share: true } });
    expect([shared.status, shared.msg]).toEqual([200, 'Shared successfully']);
    expect((await view(a.other.token)).submission.code).toBe(AB_CPP);
    expect((await view()).submission.code).toBe(AB_CPP);
    await t.core.siteConfig.set('switch', { hideNonContestSubmissionCode: true });
    expect((await view(a.other.token)).submission.code).toBeNull();
    await t.core.siteConfig.set('switch', { hideNonContestSubmissionCode: false });
    const noShare = await createAbProblem(t, a.admin.token, { codeShare: false });
    const s2 = await submit(a.user.token, { pid: noShare.problemId, language: 'C++', code: AB_CPP });
    expect(
      (await t.call(updateSubmission, { token: a.user.token, body: { submitId: s2.data.submitId, share: true } })).msg,
    ).toMatch(/does not allow sharing/);
    await waitFinal(db(), s2.data.submitId);
  });

  it('submit permissions and bad input', async () => {
    const body = { pid: ab.problemId, language: 'C++', code: AB_CPP };
    expect((await t.call(submitProblemJudge, { body })).http).toBe(401);
    expect((await t.call(submitProblemJudge, { token: a.noSubmit.token, body })).http).toBe(403);
    const bad = async (over: Record<string, unknown>) =>
      t.callRaw(submitProblemJudge, { token: a.user.token, body: { ...body, ...over } });
    expect((await bad({ code: '   \n ' })).status).toBe(400);
    expect((await bad({ code: 'x'.repeat(65536) })).status).toBe(400);
    expect((await bad({ language: 'Brainfuck' })).msg).toMatch(/does not accept/);
    expect((await bad({ language: 'Java' })).msg).toMatch(/does not accept/);
    expect((await bad({ pid: 'NOSUCH' })).status).toBe(404);
    expect((await bad({ pid: undefined })).http).toBe(400);
    const priv = await createAbProblem(t, a.admin.token, { auth: 2 });
    expect((await bad({ pid: priv.problemId })).status).toBe(403);
    expect((await t.call(getSubmissionDetail, { query: { submitId: 'abc' } })).http).toBe(400);
    expect((await t.call(getSubmissionDetail, { query: { submitId: 99999999 } })).status).toBe(404);
  });

  it('throttles by the switch interval', async () => {
    await t.core.siteConfig.set('switch', { defaultSubmitInterval: 60 });
    const u = a.problemAdmin;
    const first = await submit(u.token, { pid: ab.problemId, language: 'C++', code: AB_CPP });
    expect(first.status).toBe(200);
    const second = await submit(u.token, { pid: ab.problemId, language: 'C++', code: AB_CPP });
    expect([second.status, second.msg]).toEqual([400, expect.stringMatching(/too fast/)]);
    // HOJ's envelope as it was, and the wait in Retry-After for the button's countdown (issue 28.9).
    expect(second.data).toBeNull();
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    await noSubmitInterval(t);
    await waitFinal(db(), first.data.submitId);
  });

  it('lists with filters; non-admins never see private problems', async () => {
    const priv = await createAbProblem(t, a.admin.token, { auth: 2 });
    const hidden = await submit(a.admin.token, { pid: priv.problemId, language: 'C++', code: AB_CPP });
    type Page = {
      records: Array<{ submitId: number; username: string; status: number; ip: string | null; title: string }>;
      total: number;
    };
    const list = (token?: string, query: Record<string, unknown> = {}) =>
      t.call<typeof getSubmissionList, Page>(getSubmissionList, { token, query });
    const anon = await list();
    expect(anon.data.records.some((r) => r.submitId === hidden.data.submitId)).toBe(false);
    expect(anon.data.records.every((r) => r.ip === null)).toBe(true);
    const adminView = await list(a.admin.token);
    expect(adminView.data.records.some((r) => r.submitId === hidden.data.submitId)).toBe(true);
    const mine = await list(a.other.token, { onlyMine: true });
    expect(mine.data.records.every((r) => r.username === a.other.username)).toBe(true);
    expect(mine.data.total).toBe(3);
    expect((await list(undefined, { onlyMine: true })).status).toBe(401);
    const wa = await list(undefined, { status: JudgeStatus.WrongAnswer });
    expect(wa.data.records.every((r) => r.status === JudgeStatus.WrongAnswer)).toBe(true);
    const exact = await list(undefined, { problemID: ab.problemId, completeProblemID: true, limit: 2 });
    expect(exact.data.records).toHaveLength(2);
    expect(exact.data.total).toBeGreaterThanOrEqual(6);
    const like = await list(undefined, { problemID: ab.problemId.slice(0, 4).toLowerCase() });
    expect(like.data.total).toBeGreaterThanOrEqual(exact.data.total);
    expect((await list(undefined, { username: a.user.username })).data.records.every((r) => r.username === a.user.username)).toBe(
      true,
    );
    await waitFinal(db(), hidden.data.submitId);
  });

  it('custom test runs with the Pending placeholder, then the verdict, read once', async () => {
    const start = await t.call<typeof submitProblemTestJudge, string>(submitProblemTestJudge, {
      token: a.user.token,
      body: { pid: ab.pid, type: 'public', code: AB_CPP, language: 'C++', userInput: '20 22', expectedOutput: '42' },
    });
    expect(start.status).toBe(200);
    expect((await t.call(getTestJudgeResult, { token: a.other.token, query: { testJudgeKey: start.data } })).status).toBe(400);
    let result: { status: number; userOutput?: string | null } = { status: JudgeStatus.Pending };
    for (let i = 0; i < 300 && result.status === JudgeStatus.Pending; i++) {
      result = (
        await t.call<typeof getTestJudgeResult, typeof result>(getTestJudgeResult, {
          token: a.user.token,
          query: { testJudgeKey: start.data },
        })
      ).data;
      if (result.status === JudgeStatus.Pending) await new Promise((r) => setTimeout(r, 100));
    }
    expect(result).toMatchObject({ status: JudgeStatus.Accepted, userOutput: '42\n' });
    expect((await t.call(getTestJudgeResult, { token: a.user.token, query: { testJudgeKey: start.data } })).status).toBe(400);
    const long = await t.call(submitProblemTestJudge, {
      token: a.user.token,
      body: { pid: ab.pid, code: AB_CPP, language: 'C++', userInput: 'x'.repeat(1001) },
    });
    expect(long.http).toBe(400);
    expect(
      (await t.call(submitProblemTestJudge, { token: a.noSubmit.token, body: { pid: ab.pid, code: AB_CPP, language: 'C++' } }))
        .http,
    ).toBe(403);
  });

  it('resubmit only for own failed submissions', async () => {
    const s = await submit(a.user.token, { pid: ab.problemId, language: 'C++', code: AB_CPP });
    await waitFinal(db(), s.data.submitId);
    expect((await t.call(resubmit, { token: a.user.token, query: { submitId: s.data.submitId } })).status).toBe(400);
    await db().updateTable('judge').set({ status: JudgeStatus.SystemError }).where('submitId', '=', s.data.submitId).execute();
    expect((await t.call(resubmit, { token: a.other.token, query: { submitId: s.data.submitId } })).status).toBe(403);
    const again = await t.call<typeof resubmit, Judge>(resubmit, { token: a.user.token, query: { submitId: s.data.submitId } });
    expect(again.data.status).toBe(JudgeStatus.Pending);
    expect(await waitFinal(db(), s.data.submitId)).toBe(JudgeStatus.Accepted);
  });
});
