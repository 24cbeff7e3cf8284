import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  getContestInfo,
  getContestList,
  getContestProblem,
  getContestRank,
  getVirtualParticipation,
  groupAddContest,
  groupAddContestAnnouncement,
  groupAddContestProblem,
  groupAddContestProblemFromGroup,
  groupAddContestProblemFromPublic,
  groupAddProblem,
  groupChangeContestVisible,
  groupDeleteContest,
  groupDeleteContestProblem,
  groupGetAdminContestList,
  groupGetContest,
  groupGetContestAnnouncementList,
  groupGetContestList,
  groupGetContestProblem,
  groupGetContestProblemList,
  groupUpdateContest,
  groupUpdateContestProblem,
  startVirtualParticipation,
  submitProblemJudge,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { groupProblemBody } from './group-content.fixture';

const HOUR = 3600_000;

describe('group contests: seen by members, administered by the group root and the creator', () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  const p: Record<string, SeededUser> = {};
  let gid = 0;
  let shortName = '';

  const contestBody = (overrides: Record<string, unknown> = {}) => {
    const now = Date.now();
    return {
      title: 'Class contest',
      description: 'Good luck',
      type: 0,
      auth: 0,
      gid,
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + 2 * HOUR).toISOString(),
      ...overrides,
    };
  };
  const create = async (who: SeededUser, overrides: Record<string, unknown> = {}) => {
    const res = await t.call(groupAddContest, { token: who.token, body: contestBody(overrides) });
    expect([res.status, res.msg]).toEqual([200, 'success']);
    return res.data!.id;
  };

  beforeAll(async () => {
    a = await seedActors(t);
    owner = await seedUser(t.core);
    for (const k of ['member', 'admin', 'admin2', 'stranger']) p[k] = await seedUser(t.core);
    const g = await createGroup(t, owner.token, { auth: GroupAuth.Private });
    gid = g.gid;
    shortName = g.shortName;
    await joinGroup(t, gid, owner.token, p.member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, p.admin.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, p.admin2.token, GroupLevel.Admin);
  });

  it('members list and open visible group contests; others get nothing, and the site list never shows them', async () => {
    const shown = await create(p.admin);
    const hidden = await create(p.admin, { visible: false });
    const ids = async (who: SeededUser) =>
      (await t.call(groupGetContestList, { token: who.token, query: { gid } })).data?.records.map((r) => r.id);
    expect(await ids(p.member)).toEqual([shown]);
    expect((await ids(p.admin2))?.sort()).toEqual([shown, hidden].sort());
    expect((await t.call(groupGetContestList, { token: p.stranger.token, query: { gid } })).status).toBe(403);
    expect((await t.call(groupGetAdminContestList, { token: p.member.token, query: { gid } })).status).toBe(403);
    expect(
      (await t.call(groupGetAdminContestList, { token: p.admin2.token, query: { gid } })).data!.records.map((r) => r.id).sort(),
    ).toEqual([shown, hidden].sort());
    expect((await t.call(groupAddContest, { token: p.member.token, body: contestBody() })).status).toBe(403);

    for (const who of [null, p.stranger, a.admin]) {
      const site = await t.call(getContestList, { token: who?.token, query: {} });
      expect(site.data!.records.map((r) => r.id)).not.toContain(shown);
    }
    expect((await t.call(getContestInfo, { token: p.member.token, query: { cid: shown } })).status).toBe(200);
    expect((await t.call(getContestInfo, { token: p.member.token, query: { cid: hidden } })).status).toBe(404);
    expect((await t.call(getContestInfo, { token: p.stranger.token, query: { cid: shown } })).status).toBe(404);
    expect((await t.call(getContestInfo, { token: a.admin.token, query: { cid: shown } })).status).toBe(404);
  });

  it('edit, visibility, announcements and delete (its board snapshot too): the group root and the creator only', async () => {
    const cid = await create(p.admin);
    const get = (who: SeededUser) => t.call(groupGetContest, { token: who.token, query: { cid } });
    expect((await get(p.admin)).data?.gid).toBe(gid);
    expect((await get(p.admin2)).status).toBe(403);
    expect((await get(owner)).status).toBe(200);
    expect((await get(a.root)).status).toBe(200);

    const update = (who: SeededUser) =>
      t.call(groupUpdateContest, { token: who.token, body: contestBody({ id: cid, title: 'Renamed' }) });
    expect((await update(p.admin2)).status).toBe(403);
    expect((await update(owner)).status).toBe(200);
    expect((await get(p.admin)).data).toMatchObject({ title: 'Renamed', gid });
    expect((await t.call(groupChangeContestVisible, { token: p.admin2.token, query: { cid, visible: false } })).status).toBe(403);
    expect((await t.call(groupChangeContestVisible, { token: p.admin.token, query: { cid, visible: false } })).status).toBe(200);

    const announcement = { cid, announcement: { title: 'Note', content: 'Read the statement', status: 0 } };
    expect((await t.call(groupAddContestAnnouncement, { token: p.admin2.token, body: announcement })).status).toBe(403);
    expect((await t.call(groupAddContestAnnouncement, { token: p.admin.token, body: announcement })).status).toBe(200);
    const list = await t.call(groupGetContestAnnouncementList, { token: p.admin.token, query: { cid } });
    expect(list.data!.records.map((r) => r.title)).toEqual(['Note']);

    // Its board snapshot (contest/board-snapshot.ts) goes with it, as with the site admin's delete.
    const db = t.core.database.db;
    const snapshot = { cid, takenAt: 1, rowCount: 0, withScores: 0, payload: Buffer.from([0]), gmtCreate: 1 };
    await db.insertInto('contestBoardSnapshot').values(snapshot).execute();
    expect((await t.call(groupDeleteContest, { token: p.admin2.token, query: { cid } })).status).toBe(403);
    expect((await t.call(groupDeleteContest, { token: p.admin.token, query: { cid } })).status).toBe(200);
    expect((await get(p.admin)).status).toBe(404);
    expect(await db.selectFrom('contestBoardSnapshot').select('cid').where('cid', '=', cid).execute()).toEqual([]);
  });

  it("problems: new ones (prefixed, contest-only), public ones and the group's; members submit, filed under the group", async () => {
    const cid = await create(p.admin);
    const pub = await createAbProblem(t, a.root.token);
    expect(
      (await t.call(groupAddProblem, { token: p.admin.token, body: groupProblemBody(gid, { problemId: 'CP1' }) })).status,
    ).toBe(200);
    const own = `${shortName}CP1`.toUpperCase();

    const made = await t.call(groupAddContestProblem, {
      token: p.admin.token,
      body: { ...groupProblemBody(gid, { problemId: 'NEW1' }), cid, contestProblem: { displayId: 'A', displayTitle: 'First' } },
    });
    expect(made.status).toBe(200);
    const row = await t.core.database.db
      .selectFrom('problem')
      .select(['problemId', 'auth', 'gid'])
      .where('id', '=', made.data!.pid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ problemId: `${shortName}NEW1`.toUpperCase(), auth: 3, gid });

    expect(
      (await t.call(groupAddContestProblemFromPublic, { token: p.admin.token, body: { cid, pid: pub.pid, displayId: 'B' } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call(groupAddContestProblemFromGroup, { token: p.admin.token, query: { cid, problemId: own, displayId: 'C' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call(groupAddContestProblemFromGroup, {
          token: p.admin.token,
          query: { cid, problemId: pub.problemId, displayId: 'D' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call(groupAddContestProblemFromPublic, { token: p.admin2.token, body: { cid, pid: pub.pid, displayId: 'E' } }))
        .status,
    ).toBe(403);

    const list = await t.call(groupGetContestProblemList, { token: p.admin.token, query: { cid } });
    expect(
      Object.values(list.data!.contestProblemMap)
        .map((l) => l.displayId)
        .sort(),
    ).toEqual(['A', 'B', 'C']);
    expect((await t.call(groupGetContestProblemList, { token: p.member.token, query: { cid } })).status).toBe(403);
    const link = await t.call(groupGetContestProblem, { token: p.admin.token, query: { cid, pid: pub.pid } });
    expect(link.data?.displayId).toBe('B');
    const moved = await t.call(groupUpdateContestProblem, {
      token: p.admin.token,
      body: { cid, pid: pub.pid, displayId: 'B', displayTitle: 'Second' },
    });
    expect(moved.data?.displayTitle).toBe('Second');

    expect((await t.call(getContestProblem, { token: p.member.token, query: { cid } })).data!.map((r) => r.displayId)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect((await t.call(getContestProblem, { token: p.stranger.token, query: { cid } })).status).toBe(404);
    const submit = await t.call(submitProblemJudge, {
      token: p.member.token,
      body: { pid: 'B', cid, language: 'C++', code: 'int main(){}' },
    });
    expect(submit.status).toBe(200);
    expect(submit.data!.gid).toBe(gid);
    expect(
      (
        await t.call(submitProblemJudge, {
          token: p.stranger.token,
          body: { pid: 'B', cid, language: 'C++', code: 'int main(){}' },
        })
      ).status,
    ).toBe(404);

    expect((await t.call(groupDeleteContestProblem, { token: p.admin.token, query: { cid, pid: pub.pid } })).status).toBe(200);
    expect((await t.call(getContestProblem, { token: p.member.token, query: { cid } })).data!.map((r) => r.displayId)).toEqual([
      'A',
      'C',
    ]);
  });

  it('virtual participation in an ended group contest: its members only, their window and virtual board', async () => {
    const cid = await create(p.admin, {
      startTime: new Date(Date.now() - 3 * HOUR).toISOString(),
      endTime: new Date(Date.now() - HOUR).toISOString(),
    });
    // A stranger to the private group is told the contest is not there (the group policy hides it), and nothing is written.
    const hidden = (r: { status: number; http: number }) => [403, 404].includes(r.status) || [403, 404].includes(r.http);
    expect(hidden(await t.call(startVirtualParticipation, { token: p.stranger.token, body: { cid } }))).toBe(true);
    expect(hidden(await t.call(getVirtualParticipation, { token: p.stranger.token, query: { cid } }))).toBe(true);
    const windows = (uid: string) =>
      t.core.database.db.selectFrom('contestVirtual').select('cid').where('uid', '=', uid).execute();
    expect(await windows(p.stranger.uid)).toEqual([]);
    const started = await t.call(startVirtualParticipation, { token: p.member.token, body: { cid } });
    expect(started.status, started.msg).toBe(200);
    expect(started.data.running).toBe(true);
    expect((await windows(p.member.uid)).map((w) => Number(w.cid))).toEqual([cid]);
    const state = await t.call(getVirtualParticipation, { token: p.member.token, query: { cid } });
    expect(state.data).toMatchObject({ participation: { running: true }, refusal: 'already' });
    const board = await t.call(getContestRank, { token: p.member.token, body: { cid, virtual: true, limit: 50 } });
    expect(board.status, board.msg).toBe(200);
    expect(hidden(await t.call(getContestRank, { token: p.stranger.token, body: { cid, virtual: true, limit: 50 } }))).toBe(true);
  });
});
