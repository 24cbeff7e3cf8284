import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseDetail,
  GroupAuth,
  GroupLevel,
  JudgeStatus,
  adminAddTrainingCategory,
  getAllCaseResult,
  getTrainingRank,
  groupAddProblem,
  groupAddTraining,
  groupAddTrainingProblemFromGroup,
  groupGetTrainingList,
  registerTraining,
  submitProblemJudge,
  updateGroupMember,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import {
  AB_CPP,
  AB_WRONG_CPP,
  type Actors,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { groupProblemBody } from './group-content.fixture';

type Row = { username: string; ac: number; submissionInfo: Record<string, { status: number; isAC?: boolean }> };

describe("group trainings record their members' verdicts (judge semantics §5.5), on the real sandbox", () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let owner: SeededUser;
  let member: SeededUser;
  let other: SeededUser;
  let gid = 0;
  let tid = 0;
  let problemId = '';
  const db = () => t.core.database.db;
  const records = (submitId: number) =>
    db().selectFrom('trainingRecord').select(['tid', 'uid']).where('submitId', '=', submitId).execute();
  /** Records are written after the verdict event, a moment after the row turned final. */
  const eventually = async <T>(read: () => Promise<T>, expected: T) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      await t.app.services.trainingRecorder.settled();
      const got = await read();
      if (JSON.stringify(got) === JSON.stringify(expected) || Date.now() > deadline) return expect(got).toEqual(expected);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const rank = async () =>
    (
      await t.call<typeof getTrainingRank, { records: Row[] }>(getTrainingRank, { token: member.token, query: { tid } })
    ).data.records.map((r) => [r.username, r.ac, r.submissionInfo[problemId]?.status]);
  const progress = async (who: SeededUser) =>
    (await t.call(groupGetTrainingList, { token: who.token, query: { gid } })).data!.records.map((r) => [
      r.id,
      r.acCount,
      r.problemCount,
    ]);

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    owner = await seedUser(t.core);
    member = await seedUser(t.core);
    other = await seedUser(t.core);
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Private });
    gid = g.gid;
    await joinGroup(t, gid, owner.token, member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, other.token, GroupLevel.Member);
    const category = (await t.call(adminAddTrainingCategory, { token: a.root.token, body: { name: 'Class', color: '#409eff' } }))
      .data!.id;
    const made = await t.call(groupAddTraining, {
      token: owner.token,
      body: {
        training: { title: 'Week 1', description: 'Sums', auth: 'Private', privatePwd: 'pw', status: true, rank: 1, gid },
        trainingCategory: { id: category },
      },
    });
    expect([made.status, made.msg]).toEqual([200, 'success']);
    tid = made.data!.id;
    expect((await t.call(groupAddProblem, { token: owner.token, body: groupProblemBody(gid, { problemId: 'W1' }) })).status).toBe(
      200,
    );
    problemId = `${g.shortName}W1`.toUpperCase();
    expect((await t.call(groupAddTrainingProblemFromGroup, { token: owner.token, query: { tid, problemId } })).status).toBe(200);
    expect((await t.call(registerTraining, { token: member.token, body: { tid, password: 'pw' } })).status).toBe(200);
    await startWorkers(t, sandbox);
  });

  it("a training submission of a group problem lands in the training's records, rank and the member's progress", async () => {
    expect(await progress(member)).toEqual([[tid, 0, 1]]);
    const wrong = await t.call(submitProblemJudge, {
      token: member.token,
      body: { pid: problemId, tid, language: 'C++', code: AB_WRONG_CPP },
    });
    expect([wrong.status, wrong.data.gid]).toEqual([200, gid]);
    expect(await waitFinal(db(), wrong.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    await eventually(() => records(wrong.data.submitId), [{ tid, uid: member.uid }]);
    expect(await rank()).toEqual([[member.username, 0, JudgeStatus.WrongAnswer]]);

    const ac = await t.call(submitProblemJudge, {
      token: member.token,
      body: { pid: problemId, tid, language: 'C++', code: AB_CPP },
    });
    expect(await waitFinal(db(), ac.data.submitId)).toBe(JudgeStatus.Accepted);
    await eventually(rank, [[member.username, 1, JudgeStatus.Accepted]]);
    expect(await progress(member)).toEqual([[tid, 1, 1]]);
  });

  it("a member who did not join the private training is not recorded there, though the submission is the group's", async () => {
    const res = await t.call(submitProblemJudge, { token: other.token, body: { pid: problemId, language: 'C++', code: AB_CPP } });
    expect([res.status, res.data.gid]).toEqual([200, gid]);
    expect(await waitFinal(db(), res.data.submitId)).toBe(JudgeStatus.Accepted);
    await t.app.services.trainingRecorder.settled();
    expect(await records(res.data.submitId)).toEqual([]);
    expect((await rank()).map(([name]) => name)).toEqual([member.username]);
  });

  it("a joined member's normal submission of the group problem (outside the training) is recorded in it too", async () => {
    const res = await t.call(submitProblemJudge, {
      token: member.token,
      body: { pid: problemId, language: 'C++', code: AB_WRONG_CPP },
    });
    expect(await waitFinal(db(), res.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    await eventually(() => records(res.data.submitId), [{ tid, uid: member.uid }]);
    // Accepted stays on the rank after a later wrong answer.
    expect(await rank()).toEqual([[member.username, 1, JudgeStatus.Accepted]]);
  });

  it('failed-case data of a group problem goes to its managers by the creator rule: the root, its maker while a group admin, not after a demotion', async () => {
    const maker = await seedUser(t.core);
    await joinGroup(t, gid, owner.token, maker.token, GroupLevel.Admin);
    expect((await t.call(groupAddProblem, { token: maker.token, body: groupProblemBody(gid, { problemId: 'W2' }) })).status).toBe(
      200,
    );
    const res = await t.call(submitProblemJudge, {
      token: member.token,
      body: { pid: problemId.replace(/W1$/, 'W2'), language: 'C++', code: AB_WRONG_CPP },
    });
    expect([res.status, res.msg]).toEqual([200, 'success']);
    expect(await waitFinal(db(), res.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    type Cases = { judgeCaseList: Array<{ detail?: CaseDetail }> } | null;
    const expected = async (who: SeededUser) =>
      (
        (
          await t.call<typeof getAllCaseResult, Cases>(getAllCaseResult, {
            token: who.token,
            query: { submitId: res.data.submitId },
          })
        ).data?.judgeCaseList ?? []
      ).flatMap((c) => (c.detail ? [c.detail.expected?.text] : []));

    expect(await expected(owner)).toEqual(['3\n']);
    expect(await expected(maker)).toEqual(['3\n']);
    expect(await expected(other)).toEqual([]);
    expect(
      (await t.call(updateGroupMember, { token: owner.token, body: { gid, uid: maker.uid, auth: GroupLevel.Member } })).status,
    ).toBe(200);
    expect(await expected(maker)).toEqual([]);
  });
});
