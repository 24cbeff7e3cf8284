import { describe, expect, it } from 'vitest';
import {
  Role,
  deleteUser,
  editUser,
  endSession,
  getDashboardInfo,
  getDashboardSessions,
  getDbAndRedisConfig,
  getJudgeServiceInfo,
  getServiceInfo,
  setDbAndRedisConfig,
  getSessionList,
  getUserList,
  login,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { judgeRow } from '../../test/judge-row';
import { seedUser } from '../../test/seed';
import { loginAs } from '../../test/users';
import { userAdminKit } from './users.fixture';

const t = useTestApp();
const { root, namesIn, whoAmI } = userAdminKit(t);

describe('user management', () => {
  it('lists users by keyword and admins only, with paging and without password hashes', async () => {
    const { token } = await root();
    for (const n of ['lst_amy', 'lst_bob', 'lst_cid']) await seedUser(t.core, { username: n });
    await seedUser(t.core, { username: 'lst_adm', roleId: Role.Admin });
    const page1 = await t.call(getUserList, { token, query: { keyword: 'lst_', limit: 3, currentPage: 1 } });
    expect([page1.data.total, page1.data.records.length, page1.data.pages]).toEqual([4, 3, 2]);
    expect(page1.data.records[0]).not.toHaveProperty('password');
    const admins = await t.call(getUserList, { token, query: { keyword: 'lst_', onlyAdmin: true } });
    expect(admins.data.records.map((r) => [r.username, r.roles[0]!.id])).toEqual([['lst_adm', 1001]]);
  });

  it("a role change takes effect on the old token's next call", async () => {
    const { token } = await root();
    const u = await seedUser(t.core);
    expect((await t.call(getDashboardInfo, { token: u.token })).http).toBe(403);
    expect((await t.call(editUser, { token, body: { uid: u.uid, type: Role.Admin } })).msg).toBe('Updated');
    expect((await t.call(getDashboardInfo, { token: u.token })).http).toBe(200);
    await t.call(editUser, { token, body: { uid: u.uid, type: Role.DefaultUser } });
    expect((await t.call(getDashboardInfo, { token: u.token })).http).toBe(403);
  });

  it('disabling a user cuts the old token at once and refuses the login; a new password ends old sessions', async () => {
    const { token } = await root();
    const u = await seedUser(t.core);
    expect((await whoAmI(u.token)).status).toBe(200);
    await t.call(editUser, { token, body: { uid: u.uid, status: 1 } });
    expect((await whoAmI(u.token)).http).toBe(401);
    expect((await t.call(login, { body: { username: u.username, password: u.password } })).msg).toMatch(
      /disabled|banned|locked/i,
    );
    await t.call(editUser, { token, body: { uid: u.uid, status: 0 } });
    const fresh = await loginAs(t, u);
    expect((await t.call(editUser, { token, body: { uid: u.uid, setNewPwd: true, password: 'brandnew1' } })).status).toBe(200);
    expect((await whoAmI(fresh)).http).toBe(401);
    expect(await loginAs(t, { username: u.username, password: 'brandnew1' })).toBeTruthy();
  });

  it("edits every field; refuses taken names and e-mails, and changes to one's own role or status", async () => {
    const me = await root();
    const u = await seedUser(t.core);
    const other = await seedUser(t.core, { username: 'edit_other', email: 'other@edit.test' });
    const body = {
      uid: u.uid,
      username: 'edit_renamed',
      realname: 'Real Name',
      email: 'New@Edit.test',
      titleName: 'Champion',
      titleColor: '#ff0000',
      nickname: 'nick',
      school: 'School',
      number: '2024001',
      gender: 'female' as const,
      course: 'CS',
      signature: 'hi',
      blog: 'https://b.test',
      github: 'gh',
      cfUsername: 'cf',
    };
    expect((await t.call(editUser, { token: me.token, body })).status).toBe(200);
    const row = await t.core.database.db.selectFrom('userInfo').selectAll().where('uuid', '=', u.uid).executeTakeFirstOrThrow();
    const { uid: _uid, ...fields } = body;
    expect(row).toMatchObject({ ...fields, email: 'new@edit.test', usernameFold: 'edit_renamed' });
    expect((await t.call(editUser, { token: me.token, body: { uid: u.uid, username: 'EDIT_OTHER' } })).msg).toBe(
      'The username exists or looks too much like an existing one',
    );
    expect((await t.call(editUser, { token: me.token, body: { uid: u.uid, email: 'OTHER@edit.test' } })).msg).toBe(
      'The e-mail is used by another user',
    );
    expect((await t.call(editUser, { token: me.token, body: { uid: me.uid, type: Role.DefaultUser } })).msg).toBe(
      'You cannot change your own role or status, or delete yourself',
    );
    expect((await t.call(editUser, { token: me.token, body: { uid: 'nobody', realname: 'x' } })).status).toBe(404);
    expect(other.uid).toBeTruthy();
  });

  it('deletes users by ids, keeping their submissions; never oneself', async () => {
    const me = await root();
    const a = await seedUser(t.core);
    const b = await seedUser(t.core);
    const now = Date.now();
    await t.core.database.db
      .insertInto('judge')
      .values(judgeRow({ uid: a.uid, username: a.username, submitTime: now, language: 'C' }))
      .execute();
    const res = await t.call(deleteUser, { token: me.token, body: { ids: [a.uid, b.uid] } });
    expect(res.msg).toBe('2 users deleted (their submissions are kept)');
    expect(await namesIn([a.username, b.username])).toEqual([]);
    expect(await t.core.database.db.selectFrom('judge').select('username').where('uid', '=', a.uid).execute()).toEqual([
      { username: a.username },
    ]);
    expect((await whoAmI(a.token)).http).toBe(401);
    expect((await t.call(deleteUser, { token: me.token, body: { ids: [me.uid] } })).msg).toBe(
      'You cannot change your own role or status, or delete yourself',
    );
  });
});

describe('sessions and dashboard', () => {
  it('lists every login with IP and user agent; ending one cuts its token on the next call only', async () => {
    const me = await root();
    const u = await seedUser(t.core, { username: 'sess_user' });
    const signIn = async (ua: string, ip: string) => {
      const res = await t.call(login, {
        body: { username: u.username, password: u.password },
        headers: { 'user-agent': ua },
        remoteAddress: ip,
      });
      return res.headers.authorization as string;
    };
    const phone = await signIn('PhoneBrowser/1.0', '10.0.0.7');
    const laptop = await signIn('LaptopBrowser/2.0', '10.0.0.8');
    const list = await t.call(getSessionList, { token: me.token, query: { keyword: 'sess_user' } });
    expect(list.data.records.map((r) => [r.username, r.ip, r.userAgent, r.active])).toEqual([
      ['sess_user', '10.0.0.8', 'LaptopBrowser/2.0', true],
      ['sess_user', '10.0.0.7', 'PhoneBrowser/1.0', true],
    ]);
    const phoneRow = list.data.records[1]!;
    expect((await t.call(endSession, { token: me.token, query: { id: phoneRow.id } })).msg).toBe(
      'Session ended; its token stops working at once',
    );
    expect((await whoAmI(phone)).http).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(200);
    const after = await t.call(getSessionList, { token: me.token, query: { keyword: 'sess_user' } });
    expect(after.data.records.map((r) => r.active)).toEqual([true, false]);
  });

  it("dashboard: user and today's submission counts, the caller's previous sign-in, the notices", async () => {
    const me = await root();
    const before = (await t.call(getDashboardInfo, { token: me.token })).data;
    await seedUser(t.core);
    await seedUser(t.core);
    const now = Date.now();
    const row = (submitTime: number) => judgeRow({ uid: me.uid, username: 'x', submitTime, language: 'C' });
    await t.core.database.db
      .insertInto('judge')
      .values([row(now), row(now), row(now), row(now - 3 * 86_400_000)])
      .execute();
    const after = (await t.call(getDashboardInfo, { token: me.token })).data;
    expect(after.userNum - before.userNum).toBe(2);
    expect(after.todayJudgeNum - before.todayJudgeNum).toBe(3);
    expect(after.notices.length).toBeGreaterThan(0);

    const admin = await seedUser(t.core, { roleId: Role.Admin });
    await t.call(login, { body: { username: admin.username, password: admin.password }, remoteAddress: '10.1.1.1' });
    const token = await (async () =>
      (await t.call(login, { body: { username: admin.username, password: admin.password }, remoteAddress: '10.2.2.2' })).headers
        .authorization as string)();
    expect((await t.call(getDashboardSessions, { token })).data).toMatchObject({ ip: '10.1.1.1', uid: admin.uid });
    // HOJ's dashboard posts `uid=…` form-encoded (issue 28.13): read, not refused with 415.
    const form = await t.app.inject({
      method: 'POST',
      url: getDashboardSessions.path,
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `uid=${admin.uid}`,
    });
    expect([form.statusCode, JSON.parse(form.body).data]).toEqual([200, expect.objectContaining({ ip: '10.1.1.1' })]);
    // Other calls still refuse a form body.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: getServiceInfo.path,
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('service panels: this process, the judge pool, and masked database settings', async () => {
    const me = await root();
    const svc = (await t.call(getServiceInfo, { token: me.token })).data;
    expect(svc.process.pid).toBe(process.pid);
    expect(svc.process.version).toBe('0.1.0');
    expect(svc.backupPercentCpuLoad).toMatch(/^\d+\.\d\d%$/);
    // What HOJ's dashboard reads (issue 28.13): CPU used as a percentage (never past 100), the
    // listening port, and the health key of each service row.
    expect(Number.parseFloat(svc.backupPercentCpuLoad)).toBeLessThanOrEqual(100);
    expect(svc.backupService[0]).toMatchObject({ serviceId: 'verdict-server', metadata: { 'nacos.healthy': 'true' } });
    const served = await t.app.inject({ method: 'GET', url: getServiceInfo.path, headers: { authorization: me.token } });
    expect(JSON.parse(served.body).data.backupService[0].port).toBe(served.raw.req.socket.localPort ?? 0);
    const judges = (await t.call(getJudgeServiceInfo, { token: me.token })).data;
    expect(judges).toHaveLength(1);
    expect(judges[0]!.service.serviceId).toBe('go-judge');
    expect(judges[0]!.service.metadata['nacos.healthy']).toBe(String(judges[0]!.status === 'ok'));
    expect(Number.parseFloat(judges[0]!.percentCpuLoad)).toBeLessThanOrEqual(100);
    // The setter answers why it cannot, with nothing written (was 404).
    const set = await t.call(setDbAndRedisConfig, { token: me.token });
    expect([set.http, set.status]).toEqual([200, 400]);
    expect(set.msg).toMatch(/configured at start-up/);
    const db = (await t.call(getDbAndRedisConfig, { token: me.token })).data;
    expect(db.dbType).toBe(process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite');
    if (process.env.TEST_DATABASE_URL)
      expect(db.dbPassword).not.toContain(new URL(process.env.TEST_DATABASE_URL).password || '\u0000');
  });
});
