import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  checkSubmissionsStatus,
  getGroupRankList,
  getProblemDetail,
  getProblemList,
  getRandomProblem,
  getRankList,
  getRecentUpdatedProblem,
  getSubmissionDetail,
  getSubmissionList,
  groupAddProblem,
  submitProblemJudge,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, noSubmitInterval, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { seedRows } from '../rank/rank.fixture';
import { groupProblemBody } from './group-content.fixture';

describe("a private group's problems and submissions never leak into site-wide lists, details, search, ranks or random", () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  let member: SeededUser;
  let member2: SeededUser;
  let stranger: SeededUser;
  let gid = 0;
  let problemId = '';
  let pid = 0;
  let submitId = 0;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    owner = await seedUser(t.core);
    member = await seedUser(t.core);
    member2 = await seedUser(t.core);
    stranger = await seedUser(t.core);
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Private });
    gid = g.gid;
    await joinGroup(t, gid, owner.token, member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, member2.token, GroupLevel.Member);
    expect(
      (
        await t.call(groupAddProblem, {
          token: owner.token,
          body: groupProblemBody(gid, { problemId: 'SECRET1', title: 'Secret sauce' }),
        })
      ).status,
    ).toBe(200);
    problemId = `${g.shortName}SECRET1`.toUpperCase();
    pid = (
      await t.core.database.db.selectFrom('problem').select('id').where('problemId', '=', problemId).executeTakeFirstOrThrow()
    ).id;
    const sub = await t.call(submitProblemJudge, {
      token: member.token,
      body: { pid: problemId, gid, language: 'C++', code: 'int main(){}' },
    });
    expect([sub.status, sub.data?.gid]).toEqual([200, gid]);
    submitId = sub.data!.submitId;
  });

  it('the problem: absent from the bank, its search, random, recent and detail for outsiders; open to members', async () => {
    for (const who of [null, stranger, member, a.root]) {
      const bank = await t.call(getProblemList, { token: who?.token, query: { keyword: 'Secret' } });
      expect(bank.data!.records).toEqual([]);
    }
    expect((await t.call(getRecentUpdatedProblem, {})).data!.map((r) => r.problemId)).not.toContain(problemId);
    for (let i = 0; i < 5; i++) expect((await t.call(getRandomProblem, {})).status).toBe(400);
    expect((await t.call(getProblemDetail, { token: stranger.token, query: { problemId } })).status).toBe(403);
    expect((await t.call(getProblemDetail, { query: { problemId } })).status).toBe(403);
    expect((await t.call(getProblemDetail, { token: member.token, query: { problemId, gid } })).data?.problem.id).toBe(pid);
    // An outsider cannot submit to it either.
    expect(
      (await t.call(submitProblemJudge, { token: stranger.token, body: { pid: problemId, language: 'C++', code: 'x' } })).status,
    ).toBe(403);
  });

  it('the submissions: absent from the site status list and details for outsiders; the group status list for members only', async () => {
    for (const who of [null, stranger, member]) {
      const site = await t.call(getSubmissionList, { token: who?.token, query: {} });
      expect(site.data!.records.map((r) => r.submitId)).not.toContain(submitId);
    }
    const group = await t.call(getSubmissionList, { token: member2.token, query: { gid } });
    expect(group.data!.records.map((r) => r.submitId)).toEqual([submitId]);
    expect((await t.call(getSubmissionList, { token: stranger.token, query: { gid } })).status).toBe(403);
    expect((await t.call(getSubmissionList, { query: { gid } })).status).toBe(403);

    expect((await t.call(getSubmissionDetail, { token: stranger.token, query: { submitId } })).status).toBe(403);
    expect((await t.call(getSubmissionDetail, { token: member2.token, query: { submitId } })).status).toBe(200);
    const polled = async (who: SeededUser) =>
      Object.keys((await t.call(checkSubmissionsStatus, { token: who.token, body: { submitIds: [submitId] } })).data ?? {});
    expect(await polled(stranger)).toEqual([]);
    expect(await polled(member2)).toEqual([String(submitId)]);
  });

  it('ranks: the global boards count no group ACs; the group rank counts them for members (ACM and OI order)', async () => {
    await seedRows(t, [
      { uid: member.uid, pid, status: 0, gid },
      { uid: member.uid, pid, status: 1, gid },
      { uid: member2.uid, pid, status: 0, gid, oiRankScore: 100 },
    ]);
    for (const type of [0, 1]) {
      const global = await t.call(getRankList, { query: { type } });
      // Both boards list every active user (HOJ does, issue 28.13), the members with no group AC or score.
      const mine = global.data!.records.filter((r) => r.uid === member.uid || r.uid === member2.uid);
      expect(mine.map((r) => [r.ac, 'score' in r ? r.score : 0])).toEqual([
        [0, 0],
        [0, 0],
      ]);
    }
    const acm = await t.call(getGroupRankList, { token: member.token, query: { gid, type: 0 } });
    // member: 1 AC in 3 rows (their submission above, then AC and WA); member2: 1 AC in 1 row; the owner: none.
    expect(acm.data!.records.map((r) => [r.username, r.ac, r.total])).toEqual([
      [member2.username, 1, 1],
      [member.username, 1, 3],
      [owner.username, 0, 0],
    ]);
    const oi = await t.call(getGroupRankList, { token: member.token, query: { gid, type: 1, searchUser: member2.username } });
    expect(oi.data!.records.map((r) => [r.username, r.score])).toEqual([[member2.username, 100]]);
    expect((await t.call(getGroupRankList, { token: stranger.token, query: { gid, type: 0 } })).status).toBe(403);
  });
});
