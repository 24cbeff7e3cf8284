import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyPublicProgress,
  GroupAuth,
  GroupLevel,
  adminChangeGroupProblemProgress,
  adminGetGroupProblemList,
  getProblemDetail,
  getProblemList,
  groupAddProblem,
  groupApplyPublic,
  groupChangeProblemAuth,
  groupDeleteProblem,
  groupGetAdminProblemList,
  groupGetAllProblemTags,
  groupGetProblem,
  groupGetProblemCases,
  groupGetProblemList,
  groupUpdateProblem,
  uploadTestcaseZip,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, makeZip, seedActors, upload } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { groupProblemBody } from './group-content.fixture';

describe('group problems: scoped to the group, managed by its admins, offered to the site by examination', () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  const p: Record<string, SeededUser> = {};
  let gid = 0;
  let shortName = '';

  const pidOf = async (problemId: string) =>
    (await t.core.database.db.selectFrom('problem').select('id').where('problemId', '=', problemId).executeTakeFirstOrThrow()).id;

  /** Creates a problem as `who`; answers its pid and stored display id. */
  const create = async (who: SeededUser, overrides: Record<string, unknown> = {}) => {
    const body = groupProblemBody(gid, overrides);
    const res = await t.call(groupAddProblem, { token: who.token, body });
    expect([res.status, res.msg]).toEqual([200, 'success']);
    const problemId = `${shortName}${body.problem.problemId}`.toUpperCase();
    return { pid: await pidOf(problemId), problemId };
  };

  beforeAll(async () => {
    a = await seedActors(t);
    owner = await seedUser(t.core);
    for (const k of ['applying', 'member', 'admin', 'admin2', 'root', 'stranger']) p[k] = await seedUser(t.core);
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Private });
    gid = g.gid;
    shortName = g.shortName;
    await joinGroup(t, gid, owner.token, p.applying.token, GroupLevel.Applying);
    await joinGroup(t, gid, owner.token, p.member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, p.admin.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, p.admin2.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, p.root.token, GroupLevel.Root);
  });

  it('a group admin creates a problem whose display id starts with the group short name; members list the public ones', async () => {
    const pub = await create(p.admin);
    const priv = await create(p.admin, { auth: 2 });
    expect(pub.problemId.startsWith(shortName.toUpperCase())).toBe(true);

    const list = await t.call(groupGetProblemList, { token: p.member.token, query: { gid } });
    expect(list.status).toBe(200);
    const ids = list.data!.records.map((r) => r.problemId);
    expect(ids).toContain(pub.problemId);
    expect(ids).not.toContain(priv.problemId);
    expect(list.data!.records.find((r) => r.pid === pub.pid)?.tags.map((x) => x.name)).toEqual(['group-tag']);

    const admin = await t.call(groupGetAdminProblemList, { token: p.admin.token, query: { gid } });
    expect(admin.data!.records.map((r) => r.problemId)).toEqual(expect.arrayContaining([pub.problemId, priv.problemId]));

    for (const who of [p.stranger, p.applying, a.admin]) {
      expect((await t.call(groupGetProblemList, { token: who.token, query: { gid } })).status).toBe(403);
    }
    expect((await t.call(groupGetAdminProblemList, { token: p.member.token, query: { gid } })).status).toBe(403);
    expect((await t.call(groupGetAdminProblemList, { token: a.root.token, query: { gid } })).status).toBe(200);
    expect((await t.call(groupAddProblem, { token: p.member.token, body: groupProblemBody(gid) })).status).toBe(403);
    expect((await t.call(groupGetProblemList, { token: p.member.token, query: { gid: 999_999 } })).status).toBe(404);

    const tags = await t.call(groupGetAllProblemTags, { token: p.member.token, query: { gid } });
    expect(tags.data!.map((x) => [x.name, x.gid])).toEqual([['group-tag', gid]]);
    expect((await t.call(groupGetAllProblemTags, { token: p.stranger.token, query: { gid } })).status).toBe(403);
  });

  it('a new private problem is listed at once to its author and the group admins, with its state; not to members', async () => {
    const priv = await create(p.admin, { auth: 2 });
    const listed = async (who: SeededUser) =>
      (await t.call(groupGetProblemList, { token: who.token, query: { gid, limit: 100 } })).data!.records.find(
        (r) => r.pid === priv.pid,
      );
    for (const who of [p.admin, p.admin2, p.root, owner]) expect((await listed(who))?.auth).toBe(2);
    expect(await listed(p.member)).toBeUndefined();
    const pub = await create(p.admin);
    const rows = (await t.call(groupGetProblemList, { token: p.member.token, query: { gid, limit: 100 } })).data!.records;
    expect(rows.find((r) => r.pid === pub.pid)?.auth).toBe(1);
  });

  it('the problem page: members see public group problems, admins private ones too, others nothing', async () => {
    const pub = await create(p.admin);
    const priv = await create(p.admin, { auth: 2 });
    const detail = (who: SeededUser | null, problemId: string) =>
      t.call(getProblemDetail, { token: who?.token, query: { problemId, gid } });
    expect((await detail(p.member, pub.problemId)).status).toBe(200);
    expect((await detail(p.member, priv.problemId)).status).toBe(403);
    expect((await detail(p.admin2, priv.problemId)).status).toBe(200);
    expect((await detail(p.stranger, pub.problemId)).status).toBe(403);
    expect((await detail(p.applying, pub.problemId)).status).toBe(403);
    expect((await detail(null, pub.problemId)).status).toBe(403);
  });

  it('a non-root group admin manages only what they authored; the group root and super admins manage all', async () => {
    const mine = await create(p.admin);
    const get = (who: SeededUser) => t.call(groupGetProblem, { token: who.token, query: { pid: mine.pid } });
    expect((await get(p.admin)).data?.problemId).toBe(mine.problemId);
    expect((await get(p.admin2)).status).toBe(403);
    expect((await get(p.member)).status).toBe(403);
    expect((await get(p.root)).status).toBe(200);
    expect((await get(owner)).status).toBe(200);
    expect((await get(a.root)).status).toBe(200);
    expect((await t.call(groupGetProblemCases, { token: p.admin2.token, query: { pid: mine.pid } })).status).toBe(403);
    const cases = await t.call(groupGetProblemCases, { token: p.admin.token, query: { pid: mine.pid } });
    expect(cases.data!.map((c) => [c.input, c.output])).toEqual([['1 2\n', '3\n']]);

    // Edits keep the prefix (sent with or without it) and the author.
    const body = groupProblemBody(gid, { id: mine.pid, problemId: mine.problemId, title: 'Renamed' });
    expect((await t.call(groupUpdateProblem, { token: p.admin2.token, body })).status).toBe(403);
    expect((await t.call(groupUpdateProblem, { token: p.root.token, body })).status).toBe(200);
    const row = await t.core.database.db
      .selectFrom('problem')
      .select(['problemId', 'title', 'author', 'gid', 'isGroup'])
      .where('id', '=', mine.pid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ problemId: mine.problemId, title: 'Renamed', author: p.admin.username, gid, isGroup: 1 });

    const auth = (who: SeededUser, value: number) =>
      t.call(groupChangeProblemAuth, { token: who.token, query: { pid: mine.pid, auth: value } });
    expect((await auth(p.admin2, 2)).status).toBe(403);
    expect((await auth(p.admin, 2)).status).toBe(200);
    expect((await t.callRaw(groupChangeProblemAuth, { token: p.admin.token, query: { pid: mine.pid, auth: 3 } })).status).toBe(
      400,
    );
    const stored = await t.core.database.db
      .selectFrom('problem')
      .select('auth')
      .where('id', '=', mine.pid)
      .executeTakeFirstOrThrow();
    expect(stored.auth).toBe(2);

    expect((await t.call(groupDeleteProblem, { token: p.admin2.token, query: { pid: mine.pid } })).status).toBe(403);
    expect((await t.call(groupDeleteProblem, { token: p.admin.token, query: { pid: mine.pid } })).status).toBe(200);
    expect((await get(p.admin)).status).toBe(404);
    // A site problem is not a group problem.
    const site = await t.call(groupGetProblem, { token: p.root.token, query: { pid: 999_999 } });
    expect(site.status).toBe(404);
  });

  it('apply for public: null → applying → cancelled; examined: refused (3) stays in the group, approved (2) opens it to the site', async () => {
    const prob = await create(p.admin);
    const progress = async () =>
      (
        await t.core.database.db
          .selectFrom('problem')
          .select('applyPublicProgress')
          .where('id', '=', prob.pid)
          .executeTakeFirstOrThrow()
      ).applyPublicProgress;
    const apply = (who: SeededUser, isApplied: boolean) =>
      t.call(groupApplyPublic, { token: who.token, query: { pid: prob.pid, isApplied } });

    expect((await apply(p.admin2, true)).status).toBe(403);
    expect((await apply(p.admin, false)).status).toBe(400);
    expect((await apply(p.admin, true)).status).toBe(200);
    expect(await progress()).toBe(ApplyPublicProgress.Applying);
    expect((await apply(p.admin, false)).status).toBe(200);
    expect(await progress()).toBeNull();
    expect((await apply(p.admin, true)).status).toBe(200);

    // The examination list: examiners only.
    expect((await t.call(adminGetGroupProblemList, { token: a.user.token, query: {} })).status).toBe(403);
    expect((await t.call(adminGetGroupProblemList, { token: a.admin.token, query: {} })).status).toBe(403);
    const list = await t.call(adminGetGroupProblemList, { token: a.problemAdmin.token, query: { gid } });
    expect(list.data!.records.map((r) => [r.id, r.applyPublicProgress, r.gid])).toContainEqual([prob.pid, 1, gid]);

    const examine = (progressValue: number) =>
      t.call(adminChangeGroupProblemProgress, { token: a.root.token, body: { pid: prob.pid, progress: progressValue } });
    const inBank = async () =>
      (await t.call(getProblemList, { query: { keyword: prob.problemId } })).data!.records.map((r) => r.problemId);

    expect((await examine(3)).status).toBe(200);
    expect(await progress()).toBe(ApplyPublicProgress.Refused);
    expect(await inBank()).toEqual([]);
    expect((await t.call(getProblemDetail, { query: { problemId: prob.problemId } })).status).toBe(403);

    expect((await apply(p.admin, true)).status).toBe(200);
    expect((await examine(2)).status).toBe(200);
    expect(await inBank()).toEqual([prob.problemId]);
    expect((await t.call(getProblemDetail, { query: { problemId: prob.problemId } })).status).toBe(200);
    // Still the group's: listed there, and a public one cannot apply or cancel again.
    expect(
      (await t.call(groupGetProblemList, { token: p.member.token, query: { gid } })).data!.records.map((r) => r.pid),
    ).toContain(prob.pid);
    expect((await apply(p.admin, true)).msg).toMatch(/already public|已经是公开/);
    expect((await apply(p.admin, false)).status).toBe(400);

    const never = await create(p.admin);
    expect(
      (await t.call(adminChangeGroupProblemProgress, { token: a.root.token, body: { pid: never.pid, progress: 2 } })).status,
    ).toBe(400);
  });

  it('a group admin uploads a test-data zip for their own group (gid); a member, no gid or another group is refused', async () => {
    const zip = makeZip([
      { name: '1.in', data: '1 2\n' },
      { name: '1.out', data: '3\n' },
    ]);
    const send = (who: SeededUser, query: Record<string, string>) =>
      upload(t, uploadTestcaseZip, { token: who.token, query, filename: 'cases.zip', content: zip });
    const ok = await send(p.admin, { gid: String(gid) });
    expect(ok.status).toBe(200);
    expect(ok.data.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
    expect((await send(p.admin, {})).status).toBe(403);
    expect((await send(p.member, { gid: String(gid) })).status).toBe(403);
    const other = await createGroup(t, p.stranger.token, { auth: GroupAuth.Public });
    expect((await send(p.admin, { gid: String(other.gid) })).status).toBe(403);
  });
});
