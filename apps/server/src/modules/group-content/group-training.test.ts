import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  adminAddTrainingCategory,
  getTrainingDetail,
  getTrainingList,
  getTrainingProblemList,
  groupAddProblem,
  groupAddTraining,
  groupAddTrainingProblemFromGroup,
  groupAddTrainingProblemFromPublic,
  groupChangeTrainingStatus,
  groupDeleteTraining,
  groupDeleteTrainingProblem,
  groupGetAdminTrainingList,
  groupGetTraining,
  groupGetTrainingList,
  groupGetTrainingProblemList,
  groupUpdateTraining,
  submitProblemJudge,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, createAbProblem, noSubmitInterval, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { groupProblemBody } from './group-content.fixture';

describe("group trainings: the group's own, with problems from the public bank or the group", () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  const p: Record<string, SeededUser> = {};
  let gid = 0;
  let shortName = '';
  let categoryId = 0;

  const trainingBody = (overrides: Record<string, unknown> = {}) => ({
    training: {
      title: 'Group practice',
      description: 'For the class',
      auth: 'Public',
      status: true,
      rank: 1000,
      gid,
      ...overrides,
    },
    trainingCategory: { id: categoryId },
  });
  const create = async (who: SeededUser, overrides: Record<string, unknown> = {}) => {
    const res = await t.call(groupAddTraining, { token: who.token, body: trainingBody(overrides) });
    expect([res.status, res.msg]).toEqual([200, 'success']);
    return res.data!.id;
  };

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    owner = await seedUser(t.core);
    for (const k of ['member', 'admin', 'admin2', 'stranger']) p[k] = await seedUser(t.core);
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Private });
    gid = g.gid;
    shortName = g.shortName;
    await joinGroup(t, gid, owner.token, p.member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, p.admin.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, p.admin2.token, GroupLevel.Admin);
    categoryId = (await t.call(adminAddTrainingCategory, { token: a.root.token, body: { name: 'Class', color: '#409eff' } }))
      .data!.id;
  });

  it('members list visible group trainings, admins hidden ones too; nobody else, and never in the site list', async () => {
    const shown = await create(p.admin);
    const hidden = await create(p.admin, { status: false });
    const ids = async (who: SeededUser) =>
      (await t.call(groupGetTrainingList, { token: who.token, query: { gid } })).data?.records.map((r) => r.id);
    expect(await ids(p.member)).toEqual([hidden, shown].filter((x) => x === shown));
    expect((await ids(p.admin2))?.sort()).toEqual([shown, hidden].sort());
    expect((await t.call(groupGetTrainingList, { token: p.stranger.token, query: { gid } })).status).toBe(403);
    expect((await t.call(groupGetAdminTrainingList, { token: p.member.token, query: { gid } })).status).toBe(403);
    expect(
      (await t.call(groupGetAdminTrainingList, { token: p.admin2.token, query: { gid } })).data!.records.map((r) => r.id),
    ).toContain(hidden);

    const site = await t.call(getTrainingList, { token: a.root.token, query: {} });
    expect(site.data!.records.map((r) => r.id)).not.toContain(shown);
    expect((await t.call(getTrainingDetail, { token: p.member.token, query: { tid: shown } })).status).toBe(200);
    expect((await t.call(getTrainingDetail, { token: p.member.token, query: { tid: hidden } })).status).toBe(404);
    expect((await t.call(getTrainingDetail, { token: p.stranger.token, query: { tid: shown } })).status).toBe(404);
    expect((await t.call(groupAddTraining, { token: p.member.token, body: trainingBody() })).status).toBe(403);
  });

  it('a training is administered by its author and the group root, not by another group admin', async () => {
    const tid = await create(p.admin);
    const get = (who: SeededUser) => t.call(groupGetTraining, { token: who.token, query: { tid } });
    expect((await get(p.admin)).data?.training.gid).toBe(gid);
    expect((await get(p.admin2)).status).toBe(403);
    expect((await get(owner)).status).toBe(200);
    expect((await get(a.root)).status).toBe(200);
    expect((await get(p.member)).status).toBe(403);

    const update = (who: SeededUser) =>
      t.call(groupUpdateTraining, { token: who.token, body: trainingBody({ id: tid, title: 'Renamed' }) });
    expect((await update(p.admin2)).status).toBe(403);
    expect((await update(p.admin)).status).toBe(200);
    expect((await t.call(groupChangeTrainingStatus, { token: p.admin2.token, query: { tid, status: false } })).status).toBe(403);
    expect((await t.call(groupChangeTrainingStatus, { token: owner.token, query: { tid, status: false } })).status).toBe(200);
    expect((await get(p.admin)).data?.training).toMatchObject({ title: 'Renamed', status: false });

    expect((await t.call(groupDeleteTraining, { token: p.admin2.token, query: { tid } })).status).toBe(403);
    expect((await t.call(groupDeleteTraining, { token: p.admin.token, query: { tid } })).status).toBe(200);
    expect((await get(p.admin)).status).toBe(404);
  });

  it('problems come from the public bank or the group; members open and submit them, filed under the group', async () => {
    const tid = await create(p.admin);
    const pub = await createAbProblem(t, a.root.token);
    const priv = await createAbProblem(t, a.root.token, { auth: 2 });
    expect(
      (await t.call(groupAddProblem, { token: p.admin.token, body: groupProblemBody(gid, { problemId: 'TR1' }) })).status,
    ).toBe(200);
    const groupProblemId = `${shortName}TR1`.toUpperCase();

    expect((await t.call(groupAddTrainingProblemFromPublic, { token: p.admin.token, body: { tid, pid: pub.pid } })).status).toBe(
      200,
    );
    expect((await t.call(groupAddTrainingProblemFromPublic, { token: p.admin.token, body: { tid, pid: priv.pid } })).status).toBe(
      400,
    );
    expect((await t.call(groupAddTrainingProblemFromPublic, { token: p.admin2.token, body: { tid, pid: pub.pid } })).status).toBe(
      403,
    );
    expect(
      (await t.call(groupAddTrainingProblemFromGroup, { token: p.admin.token, query: { tid, problemId: groupProblemId } }))
        .status,
    ).toBe(200);
    // A problem of another group, or a site problem, is not "from the group".
    expect(
      (await t.call(groupAddTrainingProblemFromGroup, { token: p.admin.token, query: { tid, problemId: priv.problemId } }))
        .status,
    ).toBe(404);

    const admin = await t.call(groupGetTrainingProblemList, { token: p.admin.token, query: { tid, queryExisted: true } });
    expect(admin.data!.problemList.records.map((r) => r.problemId)).toEqual([pub.problemId, groupProblemId]);
    // Without queryExisted: the training's problems too, as HOJ defaults it (issue 28.13; its client sends none).
    const byDefault = await t.call(groupGetTrainingProblemList, { token: p.admin.token, query: { tid } });
    expect(byDefault.data!.problemList.records.map((r) => r.problemId)).toEqual([pub.problemId, groupProblemId]);
    expect(Object.keys(byDefault.data!.trainingProblemMap)).toHaveLength(2);
    expect(
      (await t.call(groupGetTrainingProblemList, { token: p.member.token, query: { tid, queryExisted: true } })).status,
    ).toBe(403);

    const member = await t.call(getTrainingProblemList, { token: p.member.token, query: { tid } });
    expect(member.data!.map((r) => r.problemId)).toEqual([pub.problemId, groupProblemId]);
    expect((await t.call(getTrainingProblemList, { token: p.stranger.token, query: { tid } })).status).toBe(404);

    const submit = await t.call(submitProblemJudge, {
      token: p.member.token,
      body: { pid: groupProblemId, tid, language: 'C++', code: 'int main(){}' },
    });
    expect(submit.status).toBe(200);
    expect(submit.data!.gid).toBe(gid);
    // A public bank problem solved in the group's training is the group's work too (its status list and rank).
    const fromBank = await t.call(submitProblemJudge, {
      token: p.member.token,
      body: { pid: pub.problemId, tid, language: 'C++', code: 'int main(){}' },
    });
    expect(fromBank.status).toBe(200);
    expect(fromBank.data!.gid).toBe(gid);
    const outsider = await t.call(submitProblemJudge, {
      token: p.stranger.token,
      body: { pid: groupProblemId, tid, language: 'C++', code: 'int main(){}' },
    });
    expect(outsider.status).toBe(404);

    const groupPid = (
      await t.core.database.db
        .selectFrom('problem')
        .select('id')
        .where('problemId', '=', groupProblemId)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await t.call(groupDeleteTrainingProblem, { token: p.admin.token, query: { tid, pid: groupPid } })).status).toBe(200);
    expect(
      (await t.call(getTrainingProblemList, { token: p.member.token, query: { tid } })).data!.map((r) => r.problemId),
    ).toEqual([pub.problemId]);
  });
});
