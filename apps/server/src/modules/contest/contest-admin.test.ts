import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  adminAddContest,
  adminChangeContestVisible,
  adminCloneContest,
  adminDeleteContest,
  adminGetContest,
  adminGetContestAnnouncement,
  adminGetContestList,
  adminGetContestProblemList,
  adminUpdateContest,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { HOUR, addPublicProblem, createContest } from './contest.fixture';
import { type Page, useContestAdmin } from './contest-admin.fixture';

describe('admin contests', () => {
  const { t, db, iso, form, seedJudgeRow } = useContestAdmin();
  let a: Actors;

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

  it('deleting a contest removes its submissions, problems places, registrations and board snapshot; clone copies it hidden', async () => {
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

    await seedJudgeRow(c.id, p.pid, a.user);
    await db()
      .insertInto('contestRegister')
      .values({ cid: c.id, uid: a.user.uid, status: 0, gmtCreate: 1, gmtModified: 1 })
      .execute();
    // A board snapshot (a big contest's, board-snapshot.ts) of it and of its clone: the deleted contest's goes, the clone's stays.
    const snapshot = { takenAt: 1, rowCount: 0, withScores: 0, payload: Buffer.from([0]), gmtCreate: 1 };
    await db()
      .insertInto('contestBoardSnapshot')
      .values([
        { cid: c.id, ...snapshot },
        { cid: copies[0].id, ...snapshot },
      ])
      .execute();
    expect((await t.call(adminDeleteContest, { token: a.root.token, query: { cid: c.id } })).status).toBe(200);
    expect(
      await db().selectFrom('contestBoardSnapshot').select('cid').where('cid', 'in', [c.id, copies[0].id]).execute(),
    ).toEqual([{ cid: copies[0].id }]);
    for (const table of ['contestProblem', 'contestRegister'] as const) {
      expect(await db().selectFrom(table).select('id').where('cid', '=', c.id).execute()).toHaveLength(0);
    }
    expect(await db().selectFrom('judge').select('submitId').where('cid', '=', c.id).execute()).toHaveLength(0);
  });
});
