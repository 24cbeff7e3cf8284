import { beforeAll, describe, expect, it } from 'vitest';
import {
  ProblemAuth,
  Role,
  adminAddContestAnnouncement,
  adminAddContestProblem,
  adminAddContestProblemFromPublic,
  adminDeleteContestAnnouncement,
  adminDeleteContestProblem,
  adminGetContestAnnouncement,
  adminGetContestProblem,
  adminGetContestProblemInfo,
  adminGetContestProblemList,
  adminImportContestRemoteOjProblem,
  adminSetContestProblemInfo,
  adminUpdateContestAnnouncement,
  adminUpdateContestProblem,
} from '@verdict/shared';
import { startStandin as startHdu } from '../../../../../tools/remote-standins/hdu';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { seedUser } from '../../test/seed';
import { createContest } from './contest.fixture';
import { type Page, useContestAdmin } from './contest-admin.fixture';

describe('admin contests', () => {
  const { t, db, seedJudgeRow } = useContestAdmin();
  let a: Actors;

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('contest problems: from the public bank, created inside, display id, title and balloon colour', async () => {
    const c = await createContest(t, a.admin.token);
    const pub = await createAbProblem(t, a.admin.token, { title: 'Public A+B' });
    const priv = await createAbProblem(t, a.admin.token, { auth: ProblemAuth.Private });
    const add = (token: string, body: Record<string, unknown>) => t.callRaw(adminAddContestProblemFromPublic, { token, body });
    expect((await add(a.admin.token, { cid: c.id, pid: pub.pid, displayId: 'A' })).status).toBe(200);
    expect((await add(a.admin.token, { cid: c.id, pid: pub.pid, displayId: 'B' })).msg).toMatch(/already in the contest/);
    expect((await add(a.admin.token, { cid: c.id, pid: priv.pid, displayId: 'B' })).msg).toMatch(/public bank/);
    expect((await add(a.problemAdmin.token, { cid: c.id, pid: priv.pid, displayId: 'B' })).status).toBe(403);
    expect((await add(a.admin.token, { cid: c.id, pid: 99999, displayId: 'B' })).status).toBe(404);

    // A problem written inside the contest: contest-only, placed in the contest in the same call.
    const created = await t.call<typeof adminAddContestProblem, { pid: number }>(adminAddContestProblem, {
      token: a.admin.token,
      body: {
        problem: { problemId: `CP${Date.now()}`, title: 'Inner', auth: 1 },
        samples: [{ input: '1', output: '1' }],
        languages: [{ name: 'C' }],
        cid: c.id,
        contestProblem: { displayId: 'A', displayTitle: 'Inner one', color: '#ff0000' },
      },
    });
    expect(created.msg).toMatch(/display id \(displayId\) A/);
    const made = await t.call<typeof adminAddContestProblem, { pid: number }>(adminAddContestProblem, {
      token: a.admin.token,
      body: {
        problem: { problemId: `CP${Date.now()}`, title: 'Inner', auth: 1 },
        samples: [{ input: '1', output: '1' }],
        languages: [{ name: 'C' }],
        cid: c.id,
        contestProblem: { displayId: 'B', displayTitle: 'Inner one', color: '#ff0000' },
      },
    });
    expect(made.status).toBe(200);
    const inner = await db()
      .selectFrom('problem')
      .select(['auth', 'problemId'])
      .where('id', '=', made.data.pid)
      .executeTakeFirstOrThrow();
    expect(inner.auth).toBe(ProblemAuth.Contest);

    type Listed = {
      problemList: Page<{ id: number; title: string }>;
      contestProblemMap: Record<string, { displayId: string; displayTitle: string; color: string | null }>;
    };
    const mine = await t.call<typeof adminGetContestProblemList, Listed>(adminGetContestProblemList, {
      token: a.admin.token,
      query: { cid: c.id },
    });
    expect(mine.data.problemList.records.map((p) => p.id)).toEqual([pub.pid, made.data.pid]);
    expect(mine.data.contestProblemMap[made.data.pid]).toMatchObject({
      displayId: 'B',
      displayTitle: 'Inner one',
      color: '#ff0000',
    });
    const picker = await t.call<typeof adminGetContestProblemList, Listed>(adminGetContestProblemList, {
      token: a.admin.token,
      query: { cid: c.id, problemType: 0, limit: 100 },
    });
    const offered = picker.data.problemList.records.map((p) => p.id);
    expect(offered).not.toContain(pub.pid);
    expect(offered).not.toContain(priv.pid);
    expect(offered).not.toContain(made.data.pid);

    const set = await t.call<typeof adminSetContestProblemInfo, { displayId: string; color: string }>(
      adminSetContestProblemInfo,
      {
        token: a.admin.token,
        body: { cid: c.id, pid: pub.pid, displayId: 'C', displayTitle: 'Sum', color: '#00ff00' },
      },
    );
    expect(set.data).toMatchObject({ displayId: 'C', color: '#00ff00' });
    expect(
      (
        await t.call(adminSetContestProblemInfo, {
          token: a.admin.token,
          body: { cid: c.id, pid: pub.pid, displayId: 'B', displayTitle: 'x' },
        })
      ).msg,
    ).toMatch(/displayId/);
    expect(
      (
        await t.call(adminSetContestProblemInfo, {
          token: a.admin.token,
          body: { cid: c.id, pid: pub.pid, displayId: '', displayTitle: 'x' },
        })
      ).msg,
    ).toMatch(/displayId is required/);
    const info = await t.call(adminGetContestProblemInfo, { token: a.admin.token, query: { cid: c.id, pid: pub.pid } });
    expect(info.data).toMatchObject({ displayTitle: 'Sum' });

    // The problem editor inside a contest: its author, root and problem admins.
    expect((await t.call(adminGetContestProblem, { token: a.admin.token, query: { pid: made.data.pid } })).status).toBe(200);
    const other = await t.call(adminGetContestProblem, {
      token: (await seedActors(t)).admin.token,
      query: { pid: made.data.pid },
    });
    expect(other.status).toBe(403);
    expect((await t.call(adminGetContestProblem, { token: a.problemAdmin.token, query: { pid: made.data.pid } })).status).toBe(
      200,
    );
    const edit = await t.call(adminUpdateContestProblem, {
      token: a.admin.token,
      body: {
        problem: { id: made.data.pid, problemId: inner.problemId, title: 'Inner v2', auth: 3 },
        samples: [{ input: '2', output: '2' }],
        languages: [{ name: 'C' }],
        cid: c.id,
        contestProblem: { displayId: 'D', displayTitle: 'Inner two' },
      },
    });
    expect(edit.status).toBe(200);
    expect(
      (await t.call(adminGetContestProblemInfo, { token: a.admin.token, query: { cid: c.id, pid: made.data.pid } })).data,
    ).toMatchObject({ displayId: 'D', displayTitle: 'Inner two' });

    // Taking a problem out of the contest takes its contest submissions with it; the problem stays.
    await seedJudgeRow(c.id, pub.pid, a.user);
    const out = await t.call(adminDeleteContestProblem, { token: a.admin.token, query: { pid: pub.pid, cid: c.id } });
    expect(out.status).toBe(200);
    expect(await db().selectFrom('judge').select('submitId').where('cid', '=', c.id).execute()).toHaveLength(0);
    expect(await db().selectFrom('problem').select('id').where('id', '=', pub.pid).executeTakeFirst()).toBeDefined();
    // Deleting the problem itself stays with root and problem admins.
    expect((await t.call(adminDeleteContestProblem, { token: a.admin.token, query: { pid: made.data.pid } })).status).toBe(403);
    expect((await t.call(adminDeleteContestProblem, { token: a.problemAdmin.token, query: { pid: made.data.pid } })).status).toBe(
      200,
    );
    expect((await t.call(adminGetContestProblemList, { token: a.admin.token, query: { cid: c.id } })).data).toMatchObject({
      problemList: { total: 0 },
    });
  });

  it("imports a remote judge's problem into the contest (against the HDU stand-in), or takes the one imported before", async () => {
    const hdu = await startHdu({ port: 0 });
    try {
      t.app.services.remoteJudge.options.baseUrls.HDU = hdu.url;
      const c = await createContest(t, a.admin.token);
      const remote = (token: string, query: { name: string; problemId: string; displayId: string }) =>
        t.callRaw(adminImportContestRemoteOjProblem, { token, query: { ...query, cid: c.id } });
      expect((await remote(a.user.token, { name: 'HDU', problemId: '1000', displayId: 'A' })).http).toBe(403);
      // An admin of another contest (not this one's author) is refused before the site is asked.
      const otherAdmin = await seedUser(t.core, { roleId: Role.Admin });
      await createContest(t, otherAdmin.token);
      expect((await remote(otherAdmin.token, { name: 'HDU', problemId: '1000', displayId: 'A' })).status).toBe(403);
      expect(await db().selectFrom('problem').select('id').where('problemId', '=', 'HDU-1000').execute()).toEqual([]);
      expect((await remote(a.admin.token, { name: 'HDU', problemId: '1000', displayId: 'A' })).status).toBe(200);
      const problem = await db().selectFrom('problem').selectAll().where('problemId', '=', 'HDU-1000').executeTakeFirstOrThrow();
      expect(problem).toMatchObject({ isRemote: 1, title: 'A + B Problem' });
      const info = await t.call(adminGetContestProblemInfo, { token: a.admin.token, query: { cid: c.id, pid: problem.id } });
      expect(info.data).toMatchObject({ displayId: 'A', displayTitle: 'A + B Problem' });
      // Refused with nothing written: twice, a taken display id, an unknown site, a site answering 500.
      expect((await remote(a.admin.token, { name: 'hdu', problemId: 'HDU-1000', displayId: 'B' })).msg).toMatch(/already in/);
      expect((await remote(a.admin.token, { name: 'HDU', problemId: '1001', displayId: 'A' })).msg).toMatch(
        /display id \(displayId\) A/,
      );
      expect((await remote(a.admin.token, { name: 'XX', problemId: '1', displayId: 'C' })).msg).toBe(
        'Remote judge not supported: XX',
      );
      const down = await remote(a.admin.token, { name: 'HDU', problemId: '5000', displayId: 'D' });
      expect([down.status, down.msg]).toEqual([400, expect.stringMatching(/^The remote judge failed: .*500/)]);
      expect(await db().selectFrom('problem').select('id').where('problemId', 'in', ['HDU-1001', 'HDU-5000']).execute()).toEqual(
        [],
      );
      expect(await db().selectFrom('contestProblem').select('displayId').where('cid', '=', c.id).execute()).toEqual([
        { displayId: 'A' },
      ]);
      // Another contest takes the problem imported before without asking the site again.
      const c2 = await createContest(t, a.admin.token);
      await hdu.close();
      const again = await t.callRaw(adminImportContestRemoteOjProblem, {
        token: a.admin.token,
        query: { name: 'HDU', problemId: '1000', cid: c2.id, displayId: 'A' },
      });
      expect(again.status).toBe(200);
    } finally {
      await hdu.close().catch(() => undefined);
    }
  });

  it('announcements: the contest admins write them', async () => {
    const c = await createContest(t, a.admin.token);
    const body = { cid: c.id, announcement: { title: 'Clarification', content: 'A is easy' } };
    expect((await t.call(adminAddContestAnnouncement, { token: a.problemAdmin.token, body })).status).toBe(403);
    expect(
      (
        await t.call(adminAddContestAnnouncement, {
          token: a.admin.token,
          body: { ...body, announcement: { title: 'x', content: ' ' } },
        })
      ).msg,
    ).toMatch(/announcement\.content is required/);
    expect((await t.call(adminAddContestAnnouncement, { token: a.admin.token, body })).status).toBe(200);
    const list = await t.call<
      typeof adminGetContestAnnouncement,
      Page<{ id: number; title: string; username: string; status: number }>
    >(adminGetContestAnnouncement, { token: a.admin.token, query: { cid: c.id } });
    expect(list.data.records).toEqual([
      expect.objectContaining({ title: 'Clarification', username: a.admin.username, status: 0 }),
    ]);
    const id = list.data.records[0].id;
    expect(
      (
        await t.call(adminUpdateContestAnnouncement, {
          token: a.admin.token,
          body: { cid: c.id, announcement: { id, title: 'Fixed', content: 'B', status: 1 } },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(adminUpdateContestAnnouncement, {
          token: a.admin.token,
          body: { cid: c.id, announcement: { id: 999999, title: 'x', content: 'y' } },
        })
      ).status,
    ).toBe(404);
    expect((await t.call(adminDeleteContestAnnouncement, { token: a.problemAdmin.token, query: { aid: id } })).status).toBe(403);
    expect((await t.call(adminDeleteContestAnnouncement, { token: a.root.token, query: { aid: id } })).status).toBe(200);
  });
});
