import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  ProblemAuth,
  adminAddContest,
  adminAddContestAnnouncement,
  adminAddContestProblem,
  adminAddContestProblemFromPublic,
  adminChangeContestVisible,
  adminCloneContest,
  adminDeleteContest,
  adminDeleteContestAnnouncement,
  adminDeleteContestProblem,
  adminGetContest,
  adminGetContestAnnouncement,
  adminGetContestList,
  adminGetContestProblem,
  adminGetContestProblemInfo,
  adminGetContestProblemList,
  adminImportContestRemoteOjProblem,
  adminSetContestProblemInfo,
  adminUpdateContest,
  adminUpdateContestAnnouncement,
  adminUpdateContestProblem,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest } from './contest.fixture';

type Page<T> = { records: T[]; total: number };

describe('admin contests', () => {
  const t = useTestApp();
  let a: Actors;
  const db = () => t.core.database.db;
  // One base time, so a form and the values tested against it agree to the millisecond.
  const base = Date.now();
  const iso = (offset: number) => new Date(base + offset).toISOString();
  const form = (over: Record<string, unknown> = {}) => ({
    title: 'Spring Cup',
    description: 'desc',
    startTime: iso(HOUR),
    endTime: iso(3 * HOUR),
    ...over,
  });

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('creates a contest with the contract defaults; the author is the caller', async () => {
    const res = await t.call<typeof adminAddContest, AdminContestVo>(adminAddContest, { token: a.admin.token, body: form() });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      title: 'Spring Cup',
      author: a.admin.username,
      uid: a.admin.uid,
      type: 0,
      auth: 0,
      status: -1,
      duration: 7200,
      sealRank: false,
      autoRealRank: true,
      visible: true,
      openPrint: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      awardType: 0,
      starAccount: [],
      allowEndSubmit: false,
      openRank: false,
      pwd: null,
    });
    expect(res.data.awardConfigList).toEqual([
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
    ]);
    const got = await t.call<typeof adminGetContest, AdminContestVo>(adminGetContest, {
      token: a.admin.token,
      query: { cid: res.data.id },
    });
    expect(got.data).toEqual(res.data);
  });

  it('seal time defaults by rule and length (spec 3 §4) and must lie inside the contest', async () => {
    const seal = async (over: Record<string, unknown>) => {
      const c = (
        await t.call<typeof adminAddContest, AdminContestVo>(adminAddContest, {
          token: a.admin.token,
          body: form({ sealRank: true, ...over }),
        })
      ).data;
      return (Date.parse(c.sealRankTime!) - Date.parse(c.startTime)) / 1000;
    };
    expect(await seal({})).toBe(3600); // ACM, 2 h: the last hour
    expect(await seal({ endTime: iso(HOUR + 1800_000) })).toBe(0); // ACM, 30 min: the whole contest
    expect(await seal({ type: 1 })).toBe(0); // OI: the whole contest
    expect(await seal({ sealRankTime: iso(2.5 * HOUR) })).toBe(5400); // half an hour before the end, as chosen
    const out = await t.call(adminAddContest, {
      token: a.admin.token,
      body: form({ sealRank: true, sealRankTime: iso(5 * HOUR) }),
    });
    expect([out.status, out.msg]).toEqual([400, expect.stringContaining('sealRankTime')]);
  });

  it('form rules name the field, in English and in Chinese', async () => {
    const add = (over: Record<string, unknown>, lang = 'en') =>
      t.call(adminAddContest, { token: a.admin.token, body: form(over), headers: { 'accept-language': lang } });
    const cases: Array<[Record<string, unknown>, RegExp, RegExp]> = [
      [{ title: '  ' }, /^title is required$/, /^title 为必填项$/],
      [{ description: '' }, /^description is required$/, /description 为必填项/],
      [{ startTime: null }, /^startTime is required$/, /startTime 为必填项/],
      [{ endTime: iso(0) }, /endTime.*startTime/, /endTime.*startTime/],
      [{ endTime: iso(HOUR) }, /duration/, /duration/],
      [{ auth: 1 }, /pwd/, /pwd/],
      [{ auth: 2, pwd: ' ' }, /pwd/, /密码（pwd）/],
      [{ starAccount: ['ann', ' bob', 'bob '] }, /starAccount.*bob/, /starAccount.*bob/],
      [
        { openAccountLimit: true, accountLimitRule: '<prefix>t</prefix><start>9</start><end>2</end>' },
        /accountLimitRule.*below/,
        /accountLimitRule/,
      ],
      [
        {
          awardType: 1,
          awardConfigList: [
            { name: 'G', num: 60 },
            { name: 'S', num: 50 },
          ],
        },
        /awardConfigList/,
        /awardConfigList/,
      ],
      [{ awardType: 2, awardConfigList: [] }, /awardConfigList/, /awardConfigList/],
    ];
    for (const [over, en, zh] of cases) {
      const r = await add(over);
      expect([r.status, r.msg], JSON.stringify(over)).toEqual([400, expect.stringMatching(en)]);
      expect((await add(over, 'zh-CN')).msg, JSON.stringify(over)).toMatch(zh);
    }
    // Type and bound errors are caught before the service, also naming the field.
    const badDate = await add({ startTime: 'soon' });
    expect([badDate.http, badDate.msg]).toEqual([400, 'Invalid parameter: startTime must be a date']);
    expect((await add({ startTime: 'soon' }, 'zh-CN')).msg).toBe('参数错误：startTime must be a date');
    expect((await add({ rankShowName: 'email' })).msg).toMatch(/^Invalid parameter: rankShowName/);
    expect((await add({ awardConfigList: [{ name: '', num: 1 }] })).msg).toMatch(/awardConfigList\.0\.name is required/);
    // Star users are trimmed; private contests keep their password.
    const ok = await t.call<typeof adminAddContest, AdminContestVo>(adminAddContest, {
      token: a.admin.token,
      body: form({ auth: 1, pwd: 'p@ss', starAccount: [' ann ', '', 'bob'] }),
    });
    expect(ok.data).toMatchObject({ starAccount: ['ann', 'bob'], pwd: 'p@ss', auth: 1 });
  });

  it('edits keep the rule type; other admins may not edit, change visibility or read the password', async () => {
    const c = await createContest(t, a.admin.token, { auth: 2, pwd: 'secret', startIn: HOUR, endIn: 3 * HOUR });
    const body = { ...form({ id: c.id, title: 'Renamed', auth: 2, pwd: 'secret' }) };
    const upd = await t.call(adminUpdateContest, { token: a.admin.token, body });
    expect([upd.status, upd.msg]).toEqual([200, 'Update Successfully']);
    expect((await t.call(adminUpdateContest, { token: a.admin.token, body: { ...body, type: 1 } })).msg).toMatch(/type/);
    expect((await t.call(adminUpdateContest, { token: a.admin.token, body: { ...body, id: undefined } })).msg).toBe(
      'id is required',
    );
    expect((await t.call(adminUpdateContest, { token: a.problemAdmin.token, body })).status).toBe(403);
    expect((await t.call(adminUpdateContest, { token: a.root.token, body: { ...body, title: 'By root' } })).status).toBe(200);
    expect((await t.call(adminGetContest, { token: a.problemAdmin.token, query: { cid: c.id } })).status).toBe(403);
    expect(
      (await t.call(adminChangeContestVisible, { token: a.problemAdmin.token, query: { cid: c.id, visible: false } })).status,
    ).toBe(403);
    // Hidden, it is still listed to every admin: the answer stays 403, not 404.
    expect((await t.call(adminChangeContestVisible, { token: a.root.token, query: { cid: c.id, visible: false } })).status).toBe(
      200,
    );
    expect(
      (await t.call(adminChangeContestVisible, { token: a.problemAdmin.token, query: { cid: c.id, visible: true } })).status,
    ).toBe(403);
    expect((await t.call(adminGetContest, { token: a.problemAdmin.token, query: { cid: c.id } })).status).toBe(403);
    expect((await t.call(adminChangeContestVisible, { token: a.root.token, query: { cid: c.id, visible: true } })).status).toBe(
      200,
    );

    const list = async (token: string) =>
      (
        await t.call<typeof adminGetContestList, Page<AdminContestVo>>(adminGetContestList, {
          token,
          query: { keyword: 'by root', limit: 100 },
        })
      ).data;
    expect((await list(a.problemAdmin.token)).records.find((r) => r.id === c.id)?.pwd).toBeNull();
    expect((await list(a.admin.token)).records.find((r) => r.id === c.id)).toMatchObject({ pwd: 'secret', title: 'By root' });

    const hide = await t.call(adminChangeContestVisible, {
      token: a.admin.token,
      query: { cid: c.id, uid: a.admin.uid, visible: 'false' },
    });
    expect(hide.status).toBe(200);
    expect(
      (await t.call<typeof adminGetContest, AdminContestVo>(adminGetContest, { token: a.admin.token, query: { cid: c.id } })).data
        .visible,
    ).toBe(false);
  });

  it('role gates: visitors 401, users 403 (HTTP); delete is for root only', async () => {
    const c = await createContest(t, a.admin.token);
    for (const [def, opts] of [
      [adminGetContestList, { query: {} }],
      [adminGetContest, { query: { cid: c.id } }],
      [adminAddContest, { body: form() }],
      [adminGetContestProblemList, { query: { cid: c.id } }],
      [adminGetContestAnnouncement, { query: { cid: c.id } }],
    ] as const) {
      // Raw: one loop over calls of different shapes.
      expect((await t.callRaw(def, opts)).http).toBe(401);
      expect((await t.callRaw(def, { ...opts, token: a.user.token })).http).toBe(403);
    }
    expect((await t.call(adminDeleteContest, { token: a.admin.token, query: { cid: c.id } })).http).toBe(403);
    const del = await t.call(adminDeleteContest, { token: a.root.token, query: { cid: c.id } });
    expect([del.status, del.msg]).toEqual([200, 'Delete successfully']);
    expect((await t.call(adminGetContest, { token: a.root.token, query: { cid: c.id } })).status).toBe(404);
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
    await seedJudgeRow(c.id, pub.pid);
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

    expect(
      (
        await t.call(adminImportContestRemoteOjProblem, {
          token: a.admin.token,
          query: { name: 'HDU', problemId: '1000', cid: c.id, displayId: 'E' },
        })
      ).msg,
    ).toMatch(/HDU/);
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

  it('deleting a contest removes its submissions, problems places and registrations; clone copies it hidden', async () => {
    const c = await createContest(t, a.admin.token);
    const p = await createAbProblem(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p.pid, 'A', '#123456');
    const clone = await t.call(adminCloneContest, { token: a.admin.token, query: { cid: c.id } });
    expect(clone.status).toBe(200);
    const copies = await db()
      .selectFrom('contest')
      .select(['id', 'visible', 'uid'])
      .where('title', '=', c.title)
      .where('id', '!=', c.id)
      .execute();
    expect(copies).toEqual([{ id: expect.any(Number), visible: 0, uid: a.admin.uid }]);
    expect(await db().selectFrom('contestProblem').select('displayId').where('cid', '=', copies[0].id).execute()).toEqual([
      { displayId: 'A' },
    ]);

    await seedJudgeRow(c.id, p.pid);
    await db()
      .insertInto('contestRegister')
      .values({ cid: c.id, uid: a.user.uid, status: 0, gmtCreate: 1, gmtModified: 1 })
      .execute();
    expect((await t.call(adminDeleteContest, { token: a.root.token, query: { cid: c.id } })).status).toBe(200);
    for (const table of ['contestProblem', 'contestRegister'] as const) {
      expect(await db().selectFrom(table).select('id').where('cid', '=', c.id).execute()).toHaveLength(0);
    }
    expect(await db().selectFrom('judge').select('submitId').where('cid', '=', c.id).execute()).toHaveLength(0);
  });

  async function seedJudgeRow(cid: number, pid: number): Promise<void> {
    const now = Date.now();
    await db()
      .insertInto('judge')
      .values({
        pid,
        displayPid: 'X',
        uid: a.user.uid,
        username: a.user.username,
        submitTime: now,
        status: 0,
        share: 0,
        errorMessage: null,
        time: 1,
        memory: 1,
        score: null,
        length: 3,
        code: 'x',
        language: 'C',
        cid,
        cpid: 0,
        gid: null,
        judger: null,
        ip: null,
        version: 0,
        oiRankScore: null,
        isManual: 0,
        attemptId: null,
        gmtCreate: now,
        gmtModified: now,
      })
      .execute();
  }
});
