import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, getTrainingList, getTrainingRank, registerTraining, submitProblemJudge } from '@verdict/shared';
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
import { useTestApp } from '../../test/test-app';
import { type BatchUser, insertBatchUsers, loginAs, userRows } from '../../test/users';
import { addProblems, createCategory, createTraining } from './training.fixture';

type Row = { username: string; ac: number; submissionInfo: Record<string, { status: number; isAC?: boolean }> };

describe('training records on the real sandbox', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let users: Array<BatchUser & { token: string }>;
  let ab: { pid: number; problemId: string };
  let tid: number;
  const db = () => t.core.database.db;
  const records = (submitId: number) =>
    db().selectFrom('trainingRecord').select(['tid', 'uid']).where('submitId', '=', submitId).execute();
  /** The record is written after the verdict event, a moment after the row turned final. */
  const eventually = async <T>(read: () => Promise<T>, expected: T) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      await t.app.services.trainingRecorder.settled();
      const got = await read();
      if (JSON.stringify(got) === JSON.stringify(expected) || Date.now() > deadline) return expect(got).toEqual(expected);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const rank = async (token: string) =>
    (await t.call<typeof getTrainingRank, { records: Row[] }>(getTrainingRank, { token, query: { tid } })).data.records;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    const made = await insertBatchUsers(t, a.root.token, userRows(3));
    users = await Promise.all(made.map(async (u) => ({ ...u, token: await loginAs(t, u) })));
    ab = await createAbProblem(t, a.admin.token);
    const cat = await createCategory(t, a.root.token);
    tid = await createTraining(t, a.admin.token, cat, { auth: 'Private', privatePwd: 'secret' });
    await addProblems(t, a.admin.token, tid, [ab.pid]);
    for (const u of users.slice(0, 2))
      expect((await t.call(registerTraining, { token: u.token, body: { tid, password: 'secret' } })).status).toBe(200);
    await startWorkers(t, sandbox);
  });

  it('a training submission is judged as an ordinary one and recorded in the training once its verdict lands', async () => {
    const [u] = users;
    const res = await t.call(submitProblemJudge, {
      token: u.token,
      body: { pid: ab.problemId, tid, language: 'C++', code: AB_WRONG_CPP },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ cid: 0, pid: ab.pid, status: JudgeStatus.Pending });
    expect(await waitFinal(db(), res.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    await eventually(() => records(res.data.submitId), [{ tid, uid: u.uid }]);
    expect((await rank(u.token)).map((r) => [r.username, r.ac, r.submissionInfo[ab.problemId]?.status])).toEqual([
      [u.username, 0, JudgeStatus.WrongAnswer],
    ]);

    const ac = await t.call(submitProblemJudge, {
      token: u.token,
      body: { pid: ab.problemId, tid, language: 'C++', code: AB_CPP },
    });
    expect(await waitFinal(db(), ac.data.submitId)).toBe(JudgeStatus.Accepted);
    await eventually(
      async () => (await rank(u.token)).map((r) => [r.username, r.ac, r.submissionInfo[ab.problemId]?.isAC]),
      [[u.username, 1, true]],
    );
    const list = await t.call(getTrainingList, { token: u.token, query: {} });
    expect(list.data.records.map((r) => [r.id, r.acCount, r.problemCount])).toEqual([[tid, 1, 1]]);
  });

  it('a normal submission of a problem in a private training the user joined is recorded there too; others are not', async () => {
    const [, joined, outsider] = users;
    const normal = await t.call(submitProblemJudge, {
      token: joined.token,
      body: { pid: ab.problemId, language: 'C++', code: AB_CPP },
    });
    const stranger = await t.call(submitProblemJudge, {
      token: outsider.token,
      body: { pid: ab.problemId, language: 'C++', code: AB_CPP },
    });
    expect(await waitFinal(db(), normal.data.submitId)).toBe(JudgeStatus.Accepted);
    expect(await waitFinal(db(), stranger.data.submitId)).toBe(JudgeStatus.Accepted);
    await eventually(() => records(normal.data.submitId), [{ tid, uid: joined.uid }]);
    expect(await records(stranger.data.submitId)).toEqual([]);
    // Both joined users solved it; the outsider is not on the rank.
    expect((await rank(joined.token)).map((r) => [r.username, r.ac]).sort()).toEqual(
      [
        [joined.username, 1],
        [users[0].username, 1],
      ].sort(),
    );
  });
});
