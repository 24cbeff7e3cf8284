import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  Role,
  getFullScreenProblemList,
  getTrainingAccess,
  getTrainingDetail,
  getTrainingList,
  getTrainingProblemList,
  getTrainingRank,
  getUserProblemStatus,
  registerTraining,
  submitProblemJudge,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { type BatchUser, insertBatchUsers, loginAs, userRows } from '../../test/users';
import { addProblems, createCategory, createTraining, seedJudgeRow } from './training.fixture';

type Vo = {
  id: number;
  title: string;
  auth: string;
  problemCount: number;
  acCount: number;
  categoryName: string | null;
  categoryColor: string | null;
};
type Row = {
  rank: number;
  username: string;
  realname: string | null;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, { status: number; isAC?: boolean; runTime?: number }>;
};
type RankPage = { records: Row[]; total: number; isTrainingAdmin: boolean };

describe('trainings: list, access, problems and rank', () => {
  const t = useTestApp();
  let a: Actors;
  let learners: Array<BatchUser & { token: string }>;
  let cat: number;
  let p1: { pid: number; problemId: string };
  let p2: { pid: number; problemId: string };
  let hidden: { pid: number; problemId: string };
  let pub: number;
  let priv: number;
  const recorder = () => t.app.services.trainingRecorder;

  beforeAll(async () => {
    a = await seedActors(t);
    const made = await insertBatchUsers(
      t,
      a.root.token,
      userRows(4).map((r, i) => [...r, `Real Name ${i}`]),
    );
    learners = await Promise.all(made.map(async (u) => ({ ...u, token: await loginAs(t, u) })));
    cat = await createCategory(t, a.root.token, 'Basics', '#67c23a');
    p1 = await createAbProblem(t, a.admin.token);
    p2 = await createAbProblem(t, a.admin.token);
    hidden = await createAbProblem(t, a.admin.token);
    pub = await createTraining(t, a.admin.token, cat, { title: 'Public loops', rank: 5 });
    priv = await createTraining(t, a.admin.token, cat, {
      title: 'Private sprint',
      auth: 'Private',
      privatePwd: 'letmein',
      rank: 1,
    });
    await addProblems(t, a.admin.token, pub, [p1.pid]);
    await addProblems(t, a.admin.token, priv, [p1.pid, p2.pid, hidden.pid]);
    // A problem made private after it joined the training is left out of the learners' lists.
    await t.core.database.db.updateTable('problem').set({ auth: 2 }).where('id', '=', hidden.pid).execute();
  });

  it('lists visible trainings by rank order with category, counts and the viewer’s progress; filters by keyword, category and auth', async () => {
    const u = learners[0];
    await seedJudgeRow(t, { pid: p1.pid, uid: u.uid, username: u.username, status: JudgeStatus.Accepted, at: Date.now() - 5000 });
    const list = await t.call<typeof getTrainingList, { records: Vo[]; total: number }>(getTrainingList, {
      token: u.token,
      query: {},
    });
    expect(list.data.records.map((r) => [r.title, r.auth, r.problemCount, r.acCount, r.categoryName, r.categoryColor])).toEqual([
      ['Private sprint', 'Private', 2, 1, 'Basics', '#67c23a'],
      ['Public loops', 'Public', 1, 1, 'Basics', '#67c23a'],
    ]);
    const visitor = await t.call<typeof getTrainingList, { records: Vo[] }>(getTrainingList, { query: {} });
    expect(visitor.data.records.map((r) => r.acCount)).toEqual([0, 0]);
    const byKeyword = await t.call<typeof getTrainingList, { records: Vo[] }>(getTrainingList, { query: { keyword: 'LOOPS' } });
    expect(byKeyword.data.records.map((r) => r.title)).toEqual(['Public loops']);
    const byAuth = await t.call<typeof getTrainingList, { records: Vo[] }>(getTrainingList, { query: { auth: 'Private' } });
    expect(byAuth.data.records.map((r) => r.title)).toEqual(['Private sprint']);
    const other = await createCategory(t, a.root.token, 'Graphs', '#f56c6c');
    const byCategory = await t.call<typeof getTrainingList, { records: Vo[] }>(getTrainingList, { query: { categoryId: other } });
    expect(byCategory.data.records).toEqual([]);
    const bad = await t.callRaw(getTrainingList, { query: { auth: 'Secret' } });
    expect([bad.http, bad.status, bad.msg]).toEqual([400, 400, expect.stringContaining('auth')]);
  });

  it('a public training is open to any signed-in user; visitors must sign in', async () => {
    const u = learners[1];
    expect((await t.call(getTrainingAccess, { token: u.token, query: { tid: pub } })).data).toEqual({ access: true });
    const problems = await t.call(getTrainingProblemList, { token: u.token, query: { tid: pub } });
    expect(problems.data.map((p) => p.problemId)).toEqual([p1.problemId]);
    expect((await t.callRaw(getTrainingDetail, { query: { tid: pub } })).http).toBe(401);
    const reg = await t.call(registerTraining, { token: u.token, body: { tid: pub, password: 'x' } });
    expect([reg.status, reg.msg]).toEqual([400, 'A public training needs no registration']);
  });

  it('a private training opens only with its password, once', async () => {
    const u = learners[2];
    const detail = await t.call(getTrainingDetail, { token: u.token, query: { tid: priv } });
    expect(detail.data).toMatchObject({ title: 'Private sprint', description: 'Practise loops', auth: 'Private' });
    expect((await t.call(getTrainingAccess, { token: u.token, query: { tid: priv } })).data).toEqual({ access: false });
    const locked = await t.call(getTrainingProblemList, { token: u.token, query: { tid: priv } });
    expect([locked.http, locked.status]).toEqual([200, 403]);
    const lockedRank = await t.call(getTrainingRank, { token: u.token, query: { tid: priv } });
    expect(lockedRank.status).toBe(403);
    const wrong = await t.call(registerTraining, {
      token: u.token,
      body: { tid: priv, password: 'guess' },
      headers: { 'accept-language': 'en' },
    });
    expect([wrong.status, wrong.msg]).toEqual([400, 'Wrong training password, please try again!']);
    const empty = await t.callRaw(registerTraining, { token: u.token, body: { tid: priv, password: '' } });
    expect([empty.http, empty.status]).toEqual([400, 400]);
    const ok = await t.call(registerTraining, {
      token: u.token,
      body: { tid: priv, password: 'letmein' },
      headers: { 'accept-language': 'en' },
    });
    expect([ok.status, ok.msg]).toEqual([200, 'Register training successfully']);
    expect((await t.call(getTrainingAccess, { token: u.token, query: { tid: priv } })).data).toEqual({ access: true });
    const problems = await t.call(getTrainingProblemList, { token: u.token, query: { tid: priv } });
    expect(problems.data.map((p) => p.problemId)).toEqual([p1.problemId, p2.problemId]);
    const again = await t.call(registerTraining, { token: u.token, body: { tid: priv, password: 'letmein' } });
    expect(again.status).toBe(400);
  });

  it('training admins (author, root, problem admins) enter without a password; other admins do not', async () => {
    for (const who of [a.admin, a.root, a.problemAdmin]) {
      expect((await t.call(getTrainingAccess, { token: who.token, query: { tid: priv } })).data).toEqual({ access: true });
    }
    const otherAdmin = await seedUser(t.core, { roleId: Role.Admin });
    expect((await t.call(getTrainingAccess, { token: otherAdmin.token, query: { tid: priv } })).data).toEqual({ access: false });
  });

  it('a hidden training is not found except by its admins', async () => {
    const tid = await createTraining(t, a.admin.token, cat, { title: 'Draft', status: false });
    expect((await t.call(getTrainingDetail, { token: learners[0].token, query: { tid } })).status).toBe(404);
    expect((await t.call(getTrainingDetail, { token: a.admin.token, query: { tid } })).status).toBe(200);
    const list = await t.call<typeof getTrainingList, { records: Vo[] }>(getTrainingList, { query: { keyword: 'Draft' } });
    expect(list.data.records).toEqual([]);
  });

  it('refuses a training submission of a problem not in the training, or before joining', async () => {
    const p3 = await createAbProblem(t, a.admin.token);
    const u = learners[1];
    const notIn = await t.call(submitProblemJudge, {
      token: u.token,
      body: { pid: p3.problemId, tid: pub, language: 'C++', code: 'int main(){}' },
    });
    expect([notIn.status, notIn.msg]).toEqual([404, `The problem is not part of this training: ${p3.problemId}`]);
    const notJoined = await t.call(submitProblemJudge, {
      token: u.token,
      body: { pid: p1.problemId, tid: priv, language: 'C++', code: 'int main(){}' },
    });
    expect(notJoined.status).toBe(403);
    const missing = await t.call(submitProblemJudge, {
      token: u.token,
      body: { pid: p1.problemId, tid: 999_999, language: 'C++', code: 'int main(){}' },
    });
    expect(missing.status).toBe(404);
  });

  it('records a joined user’s final verdicts in the private training and ranks them by AC, then fastest AC run time', async () => {
    const [x, y, z] = [learners[3], learners[0], learners[2]];
    for (const u of [x, y])
      expect((await t.call(registerTraining, { token: u.token, body: { tid: priv, password: 'letmein' } })).status).toBe(200);
    const t0 = Date.now() - 60_000;
    // x: p1 WA then AC in 30 ms then AC in 12 ms; p2 CE.  y: p1 AC in 5 ms; p2 AC in 50 ms.  z (registered earlier): p2 WA.
    const rows = [
      { u: x, pid: p1.pid, status: JudgeStatus.WrongAnswer, time: 3 },
      { u: x, pid: p1.pid, status: JudgeStatus.Accepted, time: 30 },
      { u: x, pid: p1.pid, status: JudgeStatus.Accepted, time: 12 },
      { u: x, pid: p2.pid, status: JudgeStatus.CompileError, time: null },
      { u: y, pid: p1.pid, status: JudgeStatus.Accepted, time: 5 },
      { u: y, pid: p2.pid, status: JudgeStatus.Accepted, time: 50 },
      { u: z, pid: p2.pid, status: JudgeStatus.WrongAnswer, time: 7 },
      // The author's own submission never ranks.
      { u: { uid: a.admin.uid, username: a.admin.username }, pid: p1.pid, status: JudgeStatus.Accepted, time: 1 },
    ];
    let i = 0;
    for (const r of rows) {
      const submitId = await seedJudgeRow(t, {
        pid: r.pid,
        uid: r.u.uid,
        username: r.u.username,
        status: r.status,
        at: t0 + i++ * 1000,
        time: r.time,
      });
      t.app.services.events.publish({ submitId, status: r.status, done: 1, total: 1 });
    }
    // A submission still judging writes nothing.
    const pendingId = await seedJudgeRow(t, {
      pid: p1.pid,
      uid: z.uid,
      username: z.username,
      status: JudgeStatus.Pending,
      at: t0 + 20_000,
    });
    t.app.services.events.publish({ submitId: pendingId, status: JudgeStatus.Pending, done: 0, total: 0 });
    await recorder().settled();
    const recs = await t.core.database.db
      .selectFrom('trainingRecord')
      .select(['uid', 'submitId'])
      .where('tid', '=', priv)
      .execute();
    expect(recs).toHaveLength(7); // author not registered: no record; pending: none
    expect(recs.some((r) => r.submitId === pendingId)).toBe(false);
    // Public trainings keep no records.
    expect(await t.core.database.db.selectFrom('trainingRecord').select('id').where('tid', '=', pub).execute()).toEqual([]);

    const page = await t.call<typeof getTrainingRank, RankPage>(getTrainingRank, { token: x.token, query: { tid: priv } });
    expect(page.data.isTrainingAdmin).toBe(false);
    expect(page.data.records.map((r) => [r.rank, r.username, r.ac, r.totalRunTime, r.realname])).toEqual([
      [1, y.username, 2, 55, null],
      [2, x.username, 1, 12, null],
      [3, z.username, 0, 0, null],
    ]);
    expect(page.data.records[1].submissionInfo).toEqual({
      [p1.problemId]: { status: 0, score: null, isAC: true, runTime: 12 },
      [p2.problemId]: { status: -2, score: null, isAC: false },
    });
    // Training admins see real names; keyword searches names.
    const asAdmin = await t.call<typeof getTrainingRank, RankPage>(getTrainingRank, {
      token: a.admin.token,
      query: { tid: priv, keyword: x.username.toUpperCase() },
    });
    expect(asAdmin.data.isTrainingAdmin).toBe(true);
    expect(asAdmin.data.records.map((r) => [r.rank, r.username, r.realname])).toEqual([[2, x.username, 'Real Name 3']]);
    const second = await t.call<typeof getTrainingRank, RankPage>(getTrainingRank, {
      token: x.token,
      query: { tid: priv, currentPage: 2, limit: 2 },
    });
    expect([second.data.total, second.data.records.map((r) => r.username)]).toEqual([3, [z.username]]);
  });

  it('focus mode lists the training’s problems with the viewer’s marks, and needs tid or cid', async () => {
    const u = learners[3];
    const list = await t.call(getFullScreenProblemList, { token: u.token, query: { tid: priv } });
    expect(list.data).toEqual([
      { pid: p1.pid, problemId: p1.problemId, title: 'A+B', status: JudgeStatus.Accepted, score: null },
      { pid: p2.pid, problemId: p2.problemId, title: 'A+B', status: JudgeStatus.CompileError, score: null },
    ]);
    expect((await t.call(getFullScreenProblemList, { token: learners[1].token, query: { tid: priv } })).status).toBe(403);
    expect((await t.call(getFullScreenProblemList, { token: u.token, query: {} })).status).toBe(400);
    const marks = await t.call(getUserProblemStatus, {
      token: u.token,
      body: { pidList: [p1.pid], isContestProblemList: false },
    });
    expect(marks.data).toEqual({ [p1.pid]: { status: 0 } });
  });
});
