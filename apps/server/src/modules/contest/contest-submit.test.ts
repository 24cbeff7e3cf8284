import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  JudgeStatus,
  Role,
  checkContestSubmissionsStatus,
  checkSubmissionsStatus,
  downloadContestAcSubmission,
  getAllCaseResult,
  getContestSubmissions,
  getSubmissionDetail,
  getUserProblemStatus,
  registerContest,
  rejudgeContestProblem,
  submitProblemJudge,
} from '@verdict/shared';
import {
  AB_CPP,
  AB_PY,
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
import { HOUR, addPublicProblem, createContest, setContestTimes } from './contest.fixture';

type Judge = {
  submitId: number;
  status: number;
  cid: number;
  cpid: number;
  displayPid: string;
  pid: number;
  time: number | null;
  code: string | null;
};
type Vo = {
  submitId: number;
  username: string;
  status: number;
  time: number | null;
  length: number | null;
  displayId: string | null;
  title: string | null;
  ip: string | null;
};
type Page<T> = { records: T[]; total: number };

describe('contest submissions on the real sandbox', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let reg: SeededUser;
  let admin2: SeededUser;
  let ab: { pid: number; problemId: string };
  const db = () => t.core.database.db;
  const submit = (token: string | undefined, cid: number, pid = 'A', over: Record<string, unknown> = {}) =>
    t.call<typeof submitProblemJudge, Judge>(submitProblemJudge, {
      token,
      body: { pid, cid, language: 'Python3', code: AB_PY, ...over },
    });
  const contest = async (over: Record<string, unknown> = {}) => {
    const c = await createContest(t, a.admin.token, over);
    await addPublicProblem(t, a.admin.token, c.id, ab.pid, 'A');
    return c;
  };
  const list = (token: string, query: Record<string, unknown>) =>
    t.callRaw<typeof getContestSubmissions, Page<Vo>>(getContestSubmissions, { token, query });

  beforeAll(async () => {
    a = await seedActors(t);
    reg = await seedUser(t.core);
    admin2 = await seedUser(t.core, { roleId: Role.Admin });
    // A submit interval applies to practice only: contest submissions are never throttled.
    await t.core.siteConfig.set('switch', { defaultSubmitInterval: 60 });
    ab = await createAbProblem(t, a.admin.token);
    await startWorkers(t, sandbox);
  });

  it('a contest submission is filed under the contest problem and judged', async () => {
    const c = await contest();
    const first = await submit(a.user.token, c.id, 'A', { language: 'C++', code: AB_CPP });
    expect(first.status).toBe(200);
    const link = await db().selectFrom('contestProblem').select('id').where('cid', '=', c.id).executeTakeFirstOrThrow();
    expect(first.data).toMatchObject({
      cid: c.id,
      cpid: link.id,
      pid: ab.pid,
      displayPid: ab.problemId,
      status: JudgeStatus.Pending,
    });
    const second = await submit(a.user.token, c.id, 'A', { language: 'C++', code: AB_WRONG_CPP });
    expect(second.status).toBe(200); // no interval inside a contest
    expect(await waitFinal(db(), first.data.submitId)).toBe(JudgeStatus.Accepted);
    expect(await waitFinal(db(), second.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    // Contest ACs are not practice ACs.
    expect(
      await db().selectFrom('userAcproblem').select('id').where('submitId', '=', first.data.submitId).execute(),
    ).toHaveLength(0);
    expect((await submit(a.user.token, c.id, 'Z')).status).toBe(404);
    expect((await submit(a.user.token, c.id, 'A', { language: 'Java' })).msg).toMatch(/does not accept/);
    expect((await submit(undefined, c.id)).http).toBe(401);
    expect((await submit(a.noSubmit.token, c.id)).http).toBe(403);
    await t.core.siteConfig.set('switch', { openContestJudge: false });
    expect((await submit(a.user.token, c.id)).msg).toBe('Contest judging is not enabled on the site!');
    await t.core.siteConfig.set('switch', { openContestJudge: true });
    // Statuses: ACM marks Accepted over later tries.
    const marks = await t.call<typeof getUserProblemStatus, Record<string, { status: number; score: number | null }>>(
      getUserProblemStatus,
      {
        token: a.user.token,
        body: { pidList: [ab.pid, 123456], isContestProblemList: true, cid: c.id },
      },
    );
    expect(marks.data).toEqual({ [ab.pid]: { status: JudgeStatus.Accepted, score: null }, 123456: { status: -10, score: null } });
    expect(
      (await t.call(getUserProblemStatus, { token: a.user.token, body: { pidList: [ab.pid], isContestProblemList: true } })).msg,
    ).toBe('cid is required');
  });

  it('who may submit when: scheduled, running, ended; public, private, protected', async () => {
    const priv = await contest({ auth: 1, pwd: 'pw' });
    const prot = await contest({ auth: 2, pwd: 'pw' });
    const sched = await contest({ startIn: HOUR, endIn: 2 * HOUR });
    const ended = await contest({ startIn: -2 * HOUR, endIn: -HOUR });
    const late = await contest({ startIn: -2 * HOUR, endIn: -HOUR, allowEndSubmit: true });
    for (const c of [priv, prot]) await t.call(registerContest, { token: reg.token, body: { cid: c.id, password: 'pw' } });
    const tokens = {
      unregistered: a.user.token,
      registered: reg.token,
      author: a.admin.token,
      otherAdmin: admin2.token,
      root: a.root.token,
    };
    const ids: number[] = [];
    const outcome = async (cid: number) => {
      const out: Record<string, number> = {};
      for (const [who, tk] of Object.entries(tokens)) {
        const res = await submit(tk, cid);
        out[who] = res.status;
        if (res.status === 200) ids.push(res.data.submitId);
      }
      return out;
    };
    expect(await outcome(priv.id)).toEqual({ unregistered: 403, registered: 200, author: 200, otherAdmin: 403, root: 200 });
    expect(await outcome(prot.id)).toEqual({ unregistered: 403, registered: 200, author: 200, otherAdmin: 403, root: 200 });
    expect(await outcome(sched.id)).toEqual({ unregistered: 403, registered: 403, author: 200, otherAdmin: 403, root: 200 });
    expect(await outcome(ended.id)).toEqual({ unregistered: 403, registered: 403, author: 200, otherAdmin: 403, root: 200 });
    expect(await outcome(late.id)).toEqual({ unregistered: 200, registered: 200, author: 200, otherAdmin: 200, root: 200 });
    expect((await submit(a.user.token, sched.id)).msg).toBe('The contest has not started; submissions are not open yet!');
    expect((await submit(a.user.token, ended.id)).msg).toBe('Contest has ended');
    const zh = await t.call(submitProblemJudge, {
      token: a.user.token,
      body: { pid: 'A', cid: priv.id, language: 'Python3', code: AB_PY },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.msg).toBe('对不起，请先到比赛首页输入比赛密码进行注册！');
    for (const id of ids) expect(await waitFinal(db(), id)).toBe(JudgeStatus.Accepted);
  });

  it("the status list: others' figures hidden while running, display ids, filters, tests before the start for admins only", async () => {
    const c = await contest({ startIn: HOUR, endIn: 3 * HOUR });
    const test = await submit(a.admin.token, c.id); // the author tries the problem before the start
    await waitFinal(db(), test.data.submitId);
    await setContestTimes(t, c.id, 0, 2 * HOUR); // starts now, after the author's test
    const mine = await submit(a.user.token, c.id);
    const theirs = await submit(a.other.token, c.id, 'A', { language: 'C++', code: AB_WRONG_CPP });
    await waitFinal(db(), mine.data.submitId);
    await waitFinal(db(), theirs.data.submitId);
    const seen = await list(a.user.token, { contestID: c.id });
    expect(seen.data.records.map((r) => r.submitId)).toEqual([theirs.data.submitId, mine.data.submitId]);
    expect(seen.data.records[0]).toMatchObject({
      username: a.other.username,
      status: JudgeStatus.WrongAnswer,
      time: null,
      length: null,
      displayId: 'A',
      title: 'A+B',
      ip: null,
    });
    expect(seen.data.records[1].time).not.toBeNull();
    const admin = await list(a.admin.token, { contestID: c.id });
    expect(admin.data.records[0].time).not.toBeNull();
    expect((await list(a.user.token, { contestID: c.id, onlyMine: true })).data.records.map((r) => r.submitId)).toEqual([
      mine.data.submitId,
    ]);
    expect((await list(a.user.token, { contestID: c.id, status: JudgeStatus.WrongAnswer })).data.total).toBe(1);
    expect((await list(a.user.token, { contestID: c.id, username: a.user.username })).data.total).toBe(1);
    expect((await list(a.user.token, { contestID: c.id, problemID: 'a' })).data.total).toBe(2);
    expect((await list(a.user.token, { contestID: c.id, problemID: 'B', completeProblemID: true })).data.total).toBe(0);
    expect((await list(a.user.token, { contestID: c.id, beforeContestSubmit: true })).status).toBe(403);
    const before = await list(a.admin.token, { contestID: c.id, beforeContestSubmit: true });
    expect(before.data.records.map((r) => r.submitId)).toEqual([test.data.submitId]);
    // A visitor gets 401 for a contest submission's details; others' code is never shown.
    expect((await t.call(getSubmissionDetail, { query: { submitId: mine.data.submitId } })).status).toBe(401);
    const other = await t.call<typeof getSubmissionDetail, { submission: Judge }>(getSubmissionDetail, {
      token: a.other.token,
      query: { submitId: mine.data.submitId },
    });
    expect(other.data.submission).toMatchObject({ code: null, time: null, status: JudgeStatus.Accepted });
    expect(
      (
        await t.call<typeof getSubmissionDetail, { submission: Judge }>(getSubmissionDetail, {
          token: a.user.token,
          query: { submitId: mine.data.submitId },
        })
      ).data.submission.code,
    ).toBe(AB_PY);
    expect((await t.call(getAllCaseResult, { token: a.other.token, query: { submitId: mine.data.submitId } })).data).toBeNull();
    expect(
      (await t.call(getAllCaseResult, { token: a.user.token, query: { submitId: mine.data.submitId } })).data,
    ).not.toBeNull();
    expect((await list(a.user.token, { contestID: 999999 })).status).toBe(404);
  });

  it("sealed ACM board: others' late rows hidden everywhere, own verdicts kept; admins see all", async () => {
    const c = await contest({ sealRank: true });
    await setContestTimes(t, c.id, -HOUR, 2 * HOUR, { sealRankTime: Date.now() - 1000 });
    const mine = await submit(a.user.token, c.id);
    const theirs = await submit(a.other.token, c.id);
    await waitFinal(db(), mine.data.submitId);
    await waitFinal(db(), theirs.data.submitId);
    expect((await list(a.user.token, { contestID: c.id })).data.records.map((r) => [r.submitId, r.status])).toEqual([
      [mine.data.submitId, JudgeStatus.Accepted],
    ]);
    expect((await list(a.admin.token, { contestID: c.id })).data.total).toBe(2);
    const ids = [mine.data.submitId, theirs.data.submitId];
    for (const def of [checkContestSubmissionsStatus, checkSubmissionsStatus]) {
      const st = await t.call<typeof def, Record<string, Judge>>(def, {
        token: a.user.token,
        body: { submitIds: ids, cid: c.id },
      });
      expect(Object.keys(st.data)).toEqual([String(mine.data.submitId)]);
    }
    expect((await t.call(checkSubmissionsStatus, { body: { submitIds: ids, cid: c.id } })).status).toBe(401);
    const hidden = await t.call<typeof getSubmissionDetail, { submission: Judge }>(getSubmissionDetail, {
      token: a.user.token,
      query: { submitId: theirs.data.submitId },
    });
    expect(hidden.data.submission).toEqual({ status: JudgeStatus.SubmittedUnknownResult });
  });

  it('sealed OI contest: contestants get Submitted Unknown Result for their late submissions, through every path', async () => {
    const oi = await createAbProblem(
      t,
      a.admin.token,
      { type: 1 },
      {
        samples: [
          { input: '1 2\n', output: '3\n', score: 50 },
          { input: '2 2\n', output: '4\n', score: 50 },
        ],
      },
    );
    const c = await createContest(t, a.admin.token, { type: 1, sealRank: true });
    await addPublicProblem(t, a.admin.token, c.id, oi.pid, 'A');
    const mine = await submit(a.user.token, c.id);
    await waitFinal(db(), mine.data.submitId);
    const masked = { status: JudgeStatus.SubmittedUnknownResult };
    expect((await list(a.user.token, { contestID: c.id })).data.records[0]).toMatchObject({ ...masked, time: null });
    const st = await t.call<typeof checkContestSubmissionsStatus, Record<string, Judge>>(checkContestSubmissionsStatus, {
      token: a.user.token,
      body: { submitIds: [mine.data.submitId], cid: c.id },
    });
    expect(st.data[String(mine.data.submitId)]).toMatchObject({ ...masked, score: null });
    expect(
      (await t.call(getSubmissionDetail, { token: a.user.token, query: { submitId: mine.data.submitId } })).data,
    ).toMatchObject({ submission: masked });
    expect((await t.call(getAllCaseResult, { token: a.user.token, query: { submitId: mine.data.submitId } })).data).toBeNull();
    const marks = await t.call(getUserProblemStatus, {
      token: a.user.token,
      body: { pidList: [oi.pid], isContestProblemList: true, cid: c.id },
    });
    expect(marks.data).toEqual({ [oi.pid]: { status: JudgeStatus.SubmittedUnknownResult, score: null } });
    // The contest's admins see the real result.
    expect((await list(a.admin.token, { contestID: c.id })).data.records[0]).toMatchObject({ status: JudgeStatus.Accepted });
    // After the end (automatic real rank) the result shows.
    await setContestTimes(t, c.id, -3 * HOUR, -HOUR, { sealRankTime: Date.now() - 3 * HOUR });
    await db()
      .updateTable('judge')
      .set({ submitTime: Date.now() - 2 * HOUR })
      .where('submitId', '=', mine.data.submitId)
      .execute();
    const after = await t.call(getUserProblemStatus, {
      token: a.user.token,
      body: { pidList: [oi.pid], isContestProblemList: true, cid: c.id },
    });
    expect(after.data).toEqual({ [oi.pid]: { status: JudgeStatus.Accepted, score: 100 } });
  });

  it('rejudge of a contest problem and the AC code download, split by user or problem', async () => {
    const c = await contest();
    const p2 = await createAbProblem(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p2.pid, 'B');
    const subs = [
      await submit(a.user.token, c.id, 'A'),
      await submit(a.user.token, c.id, 'B', { language: 'C++', code: AB_CPP }),
      await submit(a.other.token, c.id, 'A'),
      await submit(a.admin.token, c.id, 'B'),
    ];
    for (const s of subs) expect(await waitFinal(db(), s.data.submitId)).toBe(JudgeStatus.Accepted);
    const re = await t.call(rejudgeContestProblem, { token: a.root.token, query: { cid: c.id, pid: ab.pid } });
    expect([re.status, re.msg]).toEqual([200, 'Rejudge successfully']);
    for (const s of [subs[0], subs[2]]) expect(await waitFinal(db(), s.data.submitId)).toBe(JudgeStatus.Accepted);

    const names = async (query: Record<string, unknown>, token = a.admin.token) => {
      const res = await t.app.inject({
        method: 'GET',
        url: downloadContestAcSubmission.path,
        query: { cid: String(c.id), ...query },
        headers: { authorization: token },
      });
      if (!String(res.headers['content-type']).includes('x-download')) return JSON.parse(res.body) as { status: number };
      return (await zipNames(res.rawPayload)).sort();
    };
    const id = (i: number) => subs[i].data.submitId;
    expect(await names({})).toEqual(
      [
        `${a.admin.username}/B_${id(3)}.py`,
        `${a.other.username}/A_${id(2)}.py`,
        `${a.user.username}/A_${id(0)}.py`,
        `${a.user.username}/B_${id(1)}.cpp`,
      ].sort(),
    );
    expect(await names({ splitType: 'problem', excludeAdmin: true })).toEqual(
      [`A/${a.other.username}_${id(2)}.py`, `A/${a.user.username}_${id(0)}.py`, `B/${a.user.username}_${id(1)}.cpp`].sort(),
    );
    expect(await names({}, admin2.token)).toMatchObject({ status: 403 });
  });
});

function zipNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        out.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
