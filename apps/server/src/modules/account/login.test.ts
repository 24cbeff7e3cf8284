import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Role, adminLogin, adminLogout, getUserAuthInfo, getWebConfig, login, logout } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { keys } from './account.service';
import { ROOT_UID, ensureRootUser } from './root-user';
import { AccountRepository } from './account.repository';

// Lockouts and field-by-field checks call login, register and the mail codes in loops.
const t = useTestApp({ rateLimits: floodLimits() });

async function jwtSecret(): Promise<Uint8Array> {
  const secret = process.env.VERDICT_JWT_SECRET ?? (JSON.parse((await t.core.siteConfig.getRaw('jwtSecret')) ?? '""') as string);
  return new TextEncoder().encode(secret);
}

describe('POST /api/login', () => {
  it('answers UserInfoVO, the token header and records a session', async () => {
    const u = await seedUser(t.core);
    const res = await t.call(login, {
      body: { username: u.username, password: u.password },
      headers: { 'user-agent': 'vitest-agent' },
    });
    expect(res.http).toBe(200);
    expect(res.status).toBe(200);
    expect(res.msg).toBe('success');
    expect(res.data).toMatchObject({ uid: u.uid, username: u.username, email: u.email, roleList: ['default_user'] });
    expect(res.data).not.toHaveProperty('password');
    const token = res.headers.authorization as string;
    expect(token.split('.')).toHaveLength(3);
    expect(res.headers['access-control-expose-headers']).toBe('Authorization');
    expect((await t.call(getUserAuthInfo, { token })).data).toEqual({ roles: ['default_user'], permissions: null });
    const sessions = await t.core.database.db.selectFrom('session').selectAll().where('uid', '=', u.uid).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ userAgent: 'vitest-agent', ip: '127.0.0.1' });
  });

  it('refuses a wrong password or unknown user with body 400', async () => {
    const u = await seedUser(t.core);
    const wrong = await t.call(login, { body: { username: u.username, password: 'wrong-pass' } });
    expect([wrong.http, wrong.status, wrong.msg]).toEqual([200, 400, 'Please check your username or password']);
    const unknown = await t.call(login, { body: { username: 'nobody-here', password: 'whatever1' } });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.authorization).toBeUndefined();
  });

  it('validates field lengths (HTTP 400)', async () => {
    for (const body of [
      { username: '', password: 'secret123' },
      { username: 'a'.repeat(21), password: 'secret123' },
      { username: 'abc', password: '12345' },
      { username: 'abc', password: 'x'.repeat(21) },
      { username: 'abc' },
    ]) {
      const res = await t.callRaw(login, { body });
      expect([res.http, res.status]).toEqual([400, 400]);
    }
  });

  it('clears the failure counter on success', async () => {
    const u = await seedUser(t.core);
    await t.call(login, { body: { username: u.username, password: 'badpass1' } });
    expect(await t.core.kv.get(keys.loginFailures(u.username, '127.0.0.1'))).toBe('1');
    expect((await t.call(login, { body: { username: u.username, password: u.password } })).status).toBe(200);
    expect(await t.core.kv.get(keys.loginFailures(u.username, '127.0.0.1'))).toBeNull();
  });

  it('refuses a banned user', async () => {
    const u = await seedUser(t.core);
    await t.core.database.db.updateTable('userInfo').set({ status: 1 }).where('uuid', '=', u.uid).execute();
    const res = await t.call(login, { body: { username: u.username, password: u.password } });
    expect(res.status).toBe(400);
    expect(res.msg).toMatch(/banned/);
  });

  it('accepts a legacy HOJ MD5 password once and rewrites it as argon2id', async () => {
    const u = await seedUser(t.core);
    const md5 = createHash('md5').update('legacy-pass').digest('hex');
    await t.core.database.db.updateTable('userInfo').set({ password: md5 }).where('uuid', '=', u.uid).execute();
    const res = await t.call(login, { body: { username: u.username, password: 'legacy-pass' } });
    expect(res.status).toBe(200);
    const row = await t.core.database.db
      .selectFrom('userInfo')
      .select('password')
      .where('uuid', '=', u.uid)
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect((await t.call(login, { body: { username: u.username, password: 'legacy-pass' } })).status).toBe(200);
  });
});

describe('POST /api/admin/login', () => {
  it('lets admins in', async () => {
    for (const roleId of [Role.Root, Role.Admin, Role.ProblemAdmin]) {
      const u = await seedUser(t.core, { roleId });
      const res = await t.call(adminLogin, { body: { username: u.username, password: u.password } });
      expect(res.status).toBe(200);
      expect(res.headers.authorization).toBeTruthy();
    }
  });

  it('refuses other roles with body 401 on HTTP 200', async () => {
    const u = await seedUser(t.core);
    const res = await t.call(adminLogin, { body: { username: u.username, password: u.password } });
    expect([res.http, res.status, res.msg]).toEqual([200, 401, 'Please login again with the administrator account!']);
    expect(res.headers.authorization).toBeUndefined();
  });
});

describe('tokens and logout', () => {
  it('answers HTTP 401 without, with a bad, an expired or a revoked token', async () => {
    const u = await seedUser(t.core);
    expect((await t.call(getUserAuthInfo)).http).toBe(401);
    expect((await t.call(getUserAuthInfo, { token: 'not.a.jwt' })).http).toBe(401);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(u.uid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(await jwtSecret());
    const res = await t.call(getUserAuthInfo, { token: expired });
    expect([res.http, res.status]).toEqual([401, 401]);

    const out = await t.call(logout, { token: u.token });
    expect([out.http, out.status, out.msg, out.data]).toEqual([200, 200, 'Logged out successfully', null]);
    expect((await t.call(getUserAuthInfo, { token: u.token })).http).toBe(401);
  });

  it('admin logout needs an admin role (HTTP 403) and revokes', async () => {
    const user = await seedUser(t.core);
    expect((await t.call(adminLogout, { token: user.token })).http).toBe(403);
    const admin = await seedUser(t.core, { roleId: Role.Admin });
    expect((await t.call(adminLogout, { token: admin.token })).status).toBe(200);
    expect((await t.call(getUserAuthInfo, { token: admin.token })).http).toBe(401);
  });

  it('answers HTTP 403 on an admin call for a plain user', async () => {
    const u = await seedUser(t.core);
    const res = await t.call(getWebConfig, { token: u.token });
    expect([res.http, res.status]).toEqual([403, 403]);
  });

  it('get-user-auth-info lists the one role', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    expect((await t.call(getUserAuthInfo, { token: root.token })).data).toEqual({ roles: ['root'], permissions: null });
  });
});

describe('ensureRootUser', () => {
  it('creates root once with a printed random password, then does nothing', async () => {
    // Earlier tests seeded root-role users; the bootstrap only runs on a site without one.
    await t.core.database.db.deleteFrom('userRole').where('roleId', '=', Role.Root).execute();
    const logs: string[] = [];
    const log = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) };
    const password = await ensureRootUser(new AccountRepository(t.core.database.db), t.core.config.rootPassword, log);
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(logs.join('\n')).toContain(`password: ${password}`);
    const res = await t.call(adminLogin, { body: { username: 'root', password: password! } });
    expect(res.data).toMatchObject({ uid: ROOT_UID, roleList: ['root'] });
    logs.length = 0;
    expect(await ensureRootUser(new AccountRepository(t.core.database.db), t.core.config.rootPassword, log)).toBeNull();
    expect(logs).toEqual([]);
  });
});
