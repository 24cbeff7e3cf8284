import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  cancelJudge,
  getAllCaseResult,
  manualJudge,
  rejudge,
  rejudgeContestProblem,
  submitProblemJudge,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
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

type Judge = { submitId: number; status: number; score: number | null; isManual: boolean; oiRankScore: number | null };

describe('rejudge, manual judge and cancel', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let ab: { pid: number; problemId: string };
  const db = () => t.core.database.db;
  const submit = async (token: string, code: string, problemId = ab.problemId) =>
    (
      await t.call<typeof submitProblemJudge, Judge>(submitProblemJudge, {
        token,
        body: { pid: problemId, language: 'C++', code },
      })
    ).data.submitId;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
    await startWorkers(t, sandbox);
  });

  it('only root (with the rejudge permission) may call them', async () => {
    const id = await submit(a.user.token, AB_CPP);
    await waitFinal(db(), id);
    for (const def of [rejudge, cancelJudge]) {
      expect((await t.call(def, { query: { submitId: id } })).http).toBe(401);
      for (const u of [a.user, a.noSubmit, a.admin, a.problemAdmin])
        expect((await t.call(def, { token: u.token, query: { submitId: id } })).http).toBe(403);
    }
    expect((await t.call(manualJudge, { token: a.admin.token, query: { submitId: id, status: 0 } })).http).toBe(403);
    expect((await t.call(rejudgeContestProblem, { token: a.admin.token, query: { cid: 1, pid: ab.pid } })).http).toBe(403);
    expect((await t.call(rejudge, { token: a.root.token, query: { submitId: 'x' } })).http).toBe(400);
    expect((await t.call(rejudge, { token: a.root.token, query: { submitId: 987654 } })).status).toBe(404);
  });

  it('rejudge re-runs an AC once: cases replaced, user_acproblem not doubled', async () => {
    const id = await submit(a.other.token, AB_CPP);
    expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
    expect(await acCount(db(), a.other.uid)).toBe(1);
    const res = await t.call<typeof rejudge, Judge>(rejudge, { token: a.root.token, query: { submitId: id } });
    expect([res.status, res.msg, res.data.status]).toEqual([200, 'Rejudge successfully', JudgeStatus.Pending]);
    expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
    expect(await acCount(db(), a.other.uid)).toBe(1);
    const cases = await db().selectFrom('judgeCase').select('id').where('submitId', '=', id).execute();
    expect(cases).toHaveLength(3);
    const row = await db().selectFrom('judge').select('version').where('submitId', '=', id).executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
  });

  it('manual judge sets the verdict and keeps user_acproblem in step', async () => {
    const u = a.problemAdmin;
    const id = await submit(u.token, AB_WRONG_CPP);
    expect(await waitFinal(db(), id)).toBe(JudgeStatus.WrongAnswer);
    expect(await acCount(db(), u.uid)).toBe(0);
    const toAc = await t.call<typeof manualJudge, Judge>(manualJudge, {
      token: a.root.token,
      query: { submitId: id, status: JudgeStatus.Accepted },
    });
    expect([toAc.msg, toAc.data.status, toAc.data.isManual]).toEqual(['Update Successfully', JudgeStatus.Accepted, true]);
    expect(await acCount(db(), u.uid)).toBe(1);
    await t.call(manualJudge, { token: a.root.token, query: { submitId: id, status: JudgeStatus.Accepted } });
    expect(await acCount(db(), u.uid)).toBe(1);
    await t.call(manualJudge, { token: a.root.token, query: { submitId: id, status: JudgeStatus.WrongAnswer } });
    expect(await acCount(db(), u.uid)).toBe(0);
    expect(
      (await t.call(manualJudge, { token: a.root.token, query: { submitId: id, status: JudgeStatus.Pending } })).msg,
    ).toMatch(/can not be chosen/);
    const ce = await submit(u.token, 'int main( {');
    expect(await waitFinal(db(), ce)).toBe(JudgeStatus.CompileError);
    expect((await t.call(manualJudge, { token: a.root.token, query: { submitId: ce, status: 0 } })).msg).toMatch(
      /can not be judged manually/,
    );
  });

  it('manual judge clamps OI scores to io_score', async () => {
    const oi = await createAbProblem(t, a.admin.token, { type: 1, difficulty: 2 });
    const id = await submit(a.user.token, AB_WRONG_CPP, oi.problemId);
    await waitFinal(db(), id);
    const res = await t.call<typeof manualJudge, Judge>(manualJudge, {
      token: a.root.token,
      query: { submitId: id, status: JudgeStatus.PartialAccepted, score: 5000 },
    });
    const io = await db().selectFrom('problem').select('ioScore').where('id', '=', oi.pid).executeTakeFirstOrThrow();
    expect(res.data.score).toBe(io.ioScore);
  });

  it('cancel: refused while judging, allowed when pending or final; AC row removed', async () => {
    const u = a.user;
    const before = await acCount(db(), u.uid);
    const id = await submit(u.token, AB_CPP);
    await waitFinal(db(), id);
    expect(await acCount(db(), u.uid)).toBe(before + 1);
    const res = await t.call<typeof cancelJudge, Judge>(cancelJudge, { token: a.root.token, query: { submitId: id } });
    expect([res.msg, res.data.status]).toEqual(['Cancel Successfully', JudgeStatus.Cancelled]);
    expect(await acCount(db(), u.uid)).toBe(before);
    await db().updateTable('judge').set({ status: JudgeStatus.Judging }).where('submitId', '=', id).execute();
    expect((await t.call(cancelJudge, { token: a.root.token, query: { submitId: id } })).msg).toMatch(/can not be cancelled/);
    await db().updateTable('judge').set({ status: JudgeStatus.Cancelled }).where('submitId', '=', id).execute();
  });

  it('a pending submission cancelled before any worker takes it is never judged', async () => {
    await t.app.services.judging.stopWorkers();
    const id = await submit(a.other.token, AB_CPP);
    expect((await t.call(cancelJudge, { token: a.root.token, query: { submitId: id } })).status).toBe(200);
    await startWorkers(t, sandbox);
    await new Promise((r) => setTimeout(r, 800));
    const row = await db().selectFrom('judge').select('status').where('submitId', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(JudgeStatus.Cancelled);
    expect(await db().selectFrom('judgeJob').select('submitId').where('submitId', '=', id).executeTakeFirst()).toBeUndefined();
    const cases = await t.call(getAllCaseResult, { query: { submitId: id } });
    expect(cases.data).toEqual({ judgeCaseList: [], subTaskJudgeCaseVoList: [], judgeCaseMode: 'default' });
  });

  it('rejudge-contest-problem re-queues the rows of that contest problem', async () => {
    const id = await submit(a.user.token, AB_CPP);
    await waitFinal(db(), id);
    await db().updateTable('judge').set({ cid: 77 }).where('submitId', '=', id).execute();
    const res = await t.call(rejudgeContestProblem, { token: a.root.token, query: { cid: 77, pid: ab.pid } });
    expect(res.status).toBe(200);
    expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
    const row = await db().selectFrom('judge').select('version').where('submitId', '=', id).executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
  });
});
