import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AcmContestRankVo,
  GroupAuth,
  GroupLevel,
  JudgeStatus,
  ProblemAuth,
  adminAddContestProblem,
  adminGetContestProblemList,
  adminGetProblem,
  adminSetContestProblemInfo,
  adminUpdateProblem,
  groupAddContestProblemFromGroup,
  groupAddTrainingProblemFromGroup,
  groupAddTrainingProblemFromPublic,
  groupChangeContestVisible,
  groupChangeTrainingStatus,
  getContestProblem,
  getContestRank,
  getContestSubmissions,
  groupGetAdminProblemList,
  groupGetContestProblemList,
  groupGetProblem,
  groupUpdateContestProblem,
  updateGroupMember,
} from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { HOUR, createContest, seedSubmission, setContestTimes } from '../contest/contest.fixture';
import { groupProblemBody } from './group-content.fixture';
import { SECRET, refused, useGroupObjectRules } from './group-object-rules.fixture';

/**
 * Object-level rules of the group policy (access/group-policy.ts) and of contest secrets: which
 * problem may enter which contest or training, whose items a level-4 group admin may manage,
 * who gets a problem's checker and judge-only files. Authority by uid: group-uid-authority.test.ts.
 */
const { t, site, groupProblem, groupTraining, groupContest } = useGroupObjectRules();

describe('which problem may enter which contest or training', () => {
  let owner: SeededUser;
  let gid: number;
  let cid: number;
  let tid: number;
  const problems: Record<string, { pid: number; problemId: string }> = {};

  beforeAll(async () => {
    owner = await seedUser(t.core);
    ({ gid } = await createGroup(t, owner.token));
    cid = await groupContest(owner.token, gid);
    tid = await groupTraining(owner.token, gid);

    // a scheduled site contest's own problem, and a private contest's problem
    const scheduled = await createContest(t, site.a.root.token, { startIn: 2 * HOUR, endIn: 4 * HOUR });
    const privateContest = await createContest(t, site.a.root.token, { auth: 1, pwd: 'secret' });
    for (const [name, contest] of [
      ['scheduledContest', scheduled.id],
      ['privateContest', privateContest.id],
    ] as const) {
      const problemId = `OBJ${name.toUpperCase()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
      const res = await t.call(adminAddContestProblem, {
        token: site.a.root.token,
        body: {
          ...groupProblemBody(0, { problemId, gid: undefined, auth: ProblemAuth.Contest, ...SECRET }),
          cid: contest,
          contestProblem: { displayId: 'A', displayTitle: 'Secret' },
        },
      });
      expect([res.status, res.msg]).toEqual([200, expect.any(String)]);
      problems[name] = { pid: res.data.pid, problemId };
    }
    problems.privateSite = await createAbProblem(t, site.a.root.token, { auth: ProblemAuth.Private, ...SECRET });
    const other = await seedUser(t.core);
    const { gid: otherGid } = await createGroup(t, other.token);
    problems.otherGroup = await groupProblem(other.token, otherGid, { auth: ProblemAuth.Private, ...SECRET });
    problems.publicSite = await createAbProblem(t, site.a.root.token, { auth: ProblemAuth.Public, ...SECRET });
    problems.ownGroup = await groupProblem(owner.token, gid, { auth: ProblemAuth.Private });
  });

  it("refuses a scheduled contest's, a private site, another group's and a private contest's problem into a group contest (PUT contest-problem)", async () => {
    const answers: Record<string, boolean> = {};
    for (const [name, p] of Object.entries(problems)) {
      const res = await t.call(groupUpdateContestProblem, {
        token: owner.token,
        body: { cid, pid: p.pid, displayId: name, displayTitle: name },
      });
      answers[name] = res.status === 200;
      if (!answers[name]) expect(refused(res), `${name}: ${res.msg}`).toBe(true);
    }
    expect(answers).toEqual({
      scheduledContest: false,
      privateContest: false,
      privateSite: false,
      otherGroup: false,
      publicSite: true,
      ownGroup: true,
    });

    // Nothing refused reached the contest: its statement and checker stay where they were.
    const list = await t.call(groupGetContestProblemList, { token: owner.token, query: { cid } });
    expect(list.data.problemList.records.map((r) => r.id).sort()).toEqual(
      [problems.publicSite!.pid, problems.ownGroup!.pid].sort(),
    );
  });

  it('refuses the same problems into a group training, from public or from the group', async () => {
    for (const name of ['scheduledContest', 'privateContest', 'privateSite', 'otherGroup']) {
      const p = problems[name]!;
      const fromPublic = await t.call(groupAddTrainingProblemFromPublic, { token: owner.token, body: { tid, pid: p.pid } });
      expect(fromPublic.status, `${name} from public`).not.toBe(200);
      const fromGroup = await t.call(groupAddTrainingProblemFromGroup, {
        token: owner.token,
        query: { tid, problemId: p.problemId },
      });
      expect(fromGroup.status, `${name} from group`).not.toBe(200);
    }
    expect(
      (await t.call(groupAddTrainingProblemFromPublic, { token: owner.token, body: { tid, pid: problems.publicSite!.pid } }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call(groupAddTrainingProblemFromGroup, {
          token: owner.token,
          query: { tid, problemId: problems.ownGroup!.problemId },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a site admin who does not manage a private problem to place it in their own site contest', async () => {
    const contest = await createContest(t, site.a.admin.token);
    const res = await t.call(adminSetContestProblemInfo, {
      token: site.a.admin.token,
      body: { cid: contest.id, pid: problems.privateSite!.pid, displayId: 'A', displayTitle: 'A' },
    });
    expect(refused(res), res.msg).toBe(true);
    const own = await t.call(adminSetContestProblemInfo, {
      token: site.a.root.token,
      body: {
        cid: (await createContest(t, site.a.root.token)).id,
        pid: problems.privateSite!.pid,
        displayId: 'A',
        displayTitle: 'A',
      },
    });
    expect(own.status).toBe(200);
  });

  it('gives the checker and judge-only files of a problem only to its managers', async () => {
    // The group owner put root's public problem in the contest: the owner does not manage it.
    const list = await t.call(groupGetContestProblemList, { token: owner.token, query: { cid } });
    const pub = list.data.problemList.records.find((r) => r.id === problems.publicSite!.pid)!;
    expect([pub.spjCode, pub.judgeExtraFile]).toEqual([null, null]);
    // A site admin's contest with the same problem: the admin (1001) is no manager of it; root is.
    const contest = await createContest(t, site.a.admin.token);
    expect(
      (
        await t.call(adminSetContestProblemInfo, {
          token: site.a.admin.token,
          body: { cid: contest.id, pid: problems.publicSite!.pid, displayId: 'A', displayTitle: 'A' },
        })
      ).status,
    ).toBe(200);
    const adminList = await t.call(adminGetContestProblemList, { token: site.a.admin.token, query: { cid: contest.id } });
    expect(adminList.data.problemList.records.map((r) => [r.spjCode, r.judgeExtraFile])).toEqual([[null, null]]);
    const adminRead = await t.call(adminGetProblem, { token: site.a.admin.token, query: { pid: problems.publicSite!.pid } });
    expect([adminRead.data.spjCode, adminRead.data.judgeExtraFile]).toEqual([null, null]);
    const rootRead = await t.call(adminGetProblem, { token: site.a.root.token, query: { pid: problems.publicSite!.pid } });
    expect([rootRead.data.spjCode, rootRead.data.judgeExtraFile]).toEqual([SECRET.spjCode, SECRET.judgeExtraFile]);
    // Nor does that admin save it: the form they got has no checker, a save would wipe it.
    const save = await t.call(adminUpdateProblem, {
      token: site.a.admin.token,
      body: {
        problem: { id: problems.publicSite!.pid, problemId: problems.publicSite!.problemId, title: 'edited' },
        samples: [{ input: '1 2\n', output: '3\n' }],
        languages: [{ name: 'C' }],
      },
    });
    expect(refused(save), save.msg).toBe(true);
  });
});

describe('whose items a level-4 group admin may manage', () => {
  let owner: SeededUser;
  let admin1: SeededUser;
  let admin2: SeededUser;
  let demoted: SeededUser;
  let gid: number;
  const items: Record<'owner' | 'admin1' | 'admin2' | 'demoted', { tid: number; cid: number; pid: number }> = {} as never;

  beforeAll(async () => {
    owner = await seedUser(t.core);
    admin1 = await seedUser(t.core);
    admin2 = await seedUser(t.core);
    demoted = await seedUser(t.core);
    ({ gid } = await createGroup(t, owner.token, { auth: GroupAuth.Public }));
    for (const u of [admin1, admin2, demoted]) await joinGroup(t, gid, owner.token, u.token, GroupLevel.Admin);
    for (const [name, u] of [
      ['owner', owner],
      ['admin1', admin1],
      ['admin2', admin2],
      ['demoted', demoted],
    ] as const) {
      const p = await groupProblem(u.token, gid, SECRET);
      items[name] = { tid: await groupTraining(u.token, gid), cid: await groupContest(u.token, gid), pid: p.pid };
    }
    // The demoted creator made their items as an admin, then became a plain member.
    const res = await t.call(updateGroupMember, { token: owner.token, body: { gid, uid: demoted.uid, auth: GroupLevel.Member } });
    expect(res.status).toBe(200);
  });

  async function manages(u: SeededUser, item: { tid: number; cid: number; pid: number }) {
    const training = await t.call(groupChangeTrainingStatus, { token: u.token, query: { tid: item.tid, status: true } });
    const contest = await t.call(groupChangeContestVisible, { token: u.token, query: { cid: item.cid, visible: true } });
    const problem = await t.call(groupGetProblem, { token: u.token, query: { pid: item.pid } });
    return [training, contest, problem].map((r) => (r.status === 200 ? 'yes' : refused(r) ? 'no' : `? ${r.status} ${r.msg}`));
  }

  it("manages their own items, not another admin's nor the root's", async () => {
    expect(await manages(admin1, items.admin1)).toEqual(['yes', 'yes', 'yes']);
    expect(await manages(admin1, items.admin2)).toEqual(['no', 'no', 'no']);
    expect(await manages(admin1, items.owner)).toEqual(['no', 'no', 'no']);
  });

  it('the group owner manages every item', async () => {
    for (const item of Object.values(items)) expect(await manages(owner, item)).toEqual(['yes', 'yes', 'yes']);
  });

  it('a creator demoted to member manages nothing, not even their own items', async () => {
    expect(await manages(demoted, items.demoted)).toEqual(['no', 'no', 'no']);
  });

  it("lists another admin's problems without their checker and judge-only files", async () => {
    const list = await t.call(groupGetAdminProblemList, { token: admin1.token, query: { gid, limit: 50 } });
    const byPid = new Map(list.data.records.map((r) => [r.id, [r.spjCode, r.judgeExtraFile]]));
    expect(byPid.get(items.admin1.pid)).toEqual([SECRET.spjCode, SECRET.judgeExtraFile]);
    expect(byPid.get(items.admin2.pid)).toEqual([null, null]);
    expect(byPid.get(items.owner.pid)).toEqual([null, null]);
  });

  it('a group admin puts only problems they manage into their contest and training', async () => {
    const mine = await t.call(groupAddContestProblemFromGroup, {
      token: admin1.token,
      query: { cid: items.admin1.cid, problemId: await displayIdOf(items.admin1.pid), displayId: 'A' },
    });
    expect(mine.status).toBe(200);
    const theirs = await t.call(groupAddContestProblemFromGroup, {
      token: admin1.token,
      query: { cid: items.admin1.cid, problemId: await displayIdOf(items.admin2.pid), displayId: 'B' },
    });
    expect(refused(theirs), theirs.msg).toBe(true);
    const intoTraining = await t.call(groupAddTrainingProblemFromGroup, {
      token: admin1.token,
      query: { tid: items.admin1.tid, problemId: await displayIdOf(items.owner.pid) },
    });
    expect(refused(intoTraining), intoTraining.msg).toBe(true);
  });

  it('a sealed group contest: its creator demoted to member reads the sealed board and statuses like any member, the root sees all', async () => {
    const cid = items.demoted.cid;
    const player = await seedUser(t.core);
    await joinGroup(t, gid, owner.token, player.token, GroupLevel.Member);
    const link = await t.call(groupAddContestProblemFromGroup, {
      token: owner.token,
      query: { cid, problemId: await displayIdOf(items.owner.pid), displayId: 'A' },
    });
    expect([link.status, link.msg]).toEqual([200, expect.any(String)]);
    // Running since two hours, sealed since one; a wrong try before the seal, the AC after it.
    await setContestTimes(t, cid, -2 * HOUR, HOUR, { sealRankTime: Date.now() - HOUR });
    await t.core.database.db.updateTable('contest').set({ sealRank: 1, visible: 1 }).where('id', '=', cid).execute();
    const start = Date.now() - 2 * HOUR;
    const row = { cid, pid: items.owner.pid, uid: player.uid, username: player.username };
    await seedSubmission(t, { ...row, status: JudgeStatus.WrongAnswer, at: start + 10 * 60_000 });
    const late = await seedSubmission(t, { ...row, status: JudgeStatus.Accepted, at: Date.now() - 60_000 });

    const cell = async (u: SeededUser) =>
      (
        await t.call<typeof getContestRank, { records: AcmContestRankVo[] }>(getContestRank, {
          token: u.token,
          body: { cid, forceRefresh: true },
        })
      ).data.records[0]?.submissionInfo.A;
    const counts = async (u: SeededUser) =>
      (await t.call(getContestProblem, { token: u.token, query: { cid } })).data.map((p) => [p.ac, p.total]);
    const statuses = async (u: SeededUser) =>
      (await t.call(getContestSubmissions, { token: u.token, query: { contestID: cid, limit: 50 } })).data.records.map(
        (r) => r.submitId,
      );

    // The root (the group owner) sees past the seal when asking for it.
    expect(await cell(owner)).toMatchObject({ isAC: true, errorNum: 1 });
    expect(await counts(owner)).toEqual([[1, 2]]);
    expect(await statuses(owner)).toContain(late);
    // The demoted creator: the sealed board, the counts of the seal time, no post-seal row of others — as admin2, a group admin who did not make it, sees it.
    for (const u of [demoted, admin2]) {
      expect(await cell(u), u.username).toEqual({ isAC: false, errorNum: 1, tryNum: 1 });
      expect(await counts(u), u.username).toEqual([[0, 1]]);
      expect(await statuses(u), u.username).not.toContain(late);
    }
  });
});

async function displayIdOf(pid: number): Promise<string> {
  return (await t.core.database.db.selectFrom('problem').select('problemId').where('id', '=', pid).executeTakeFirstOrThrow())
    .problemId;
}
