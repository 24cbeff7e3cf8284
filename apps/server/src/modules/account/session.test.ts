import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type ChangeAccountResult,
  Role,
  changePassword,
  getUserAuthInfo,
  getWebConfig,
  login,
  logout,
  resetPassword,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { keys } from './account.service';

const t = useTestApp();

async function jwtKey(): Promise<Uint8Array> {
  const secret = process.env.VERDICT_JWT_SECRET ?? (JSON.parse((await t.core.siteConfig.getRaw('jwtSecret')) ?? '""') as string);
  return new TextEncoder().encode(secret);
}

async function signIn(username: string, password: string): Promise<string> {
  const res = await t.call(login, { body: { username, password } });
  expect(res.status).toBe(200);
  return res.headers.authorization as string;
}

const alive = async (token: string) => (await t.call(getUserAuthInfo, { token })).http === 200;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('sessions', () => {
  it('logout ends that session only', async () => {
    const u = await seedUser(t.core);
    const laptop = await signIn(u.username, u.password);
    const phone = await signIn(u.username, u.password);
    expect((await t.call(logout, { token: laptop })).status).toBe(200);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone)).toBe(true);
  });

  it('a logged-out token stays dead after the next login', async () => {
    const u = await seedUser(t.core);
    const old = await signIn(u.username, u.password);
    await t.call(logout, { token: old });
    const fresh = await signIn(u.username, u.password);
    expect(await alive(fresh)).toBe(true);
    expect(await alive(old)).toBe(false);
  });

  it('a password change ends every session of the user, for good', async () => {
    const u = await seedUser(t.core);
    const a = await signIn(u.username, u.password);
    const b = await signIn(u.username, u.password);
    const other = await seedUser(t.core);
    const res = await t.call<typeof changePassword, ChangeAccountResult>(changePassword, {
      token: a,
      body: { oldPassword: u.password, newPassword: 'changed12' },
    });
    expect(res.data.code).toBe(200);
    const next = await signIn(u.username, 'changed12');
    expect(await alive(next)).toBe(true);
    for (const token of [a, b, u.token]) expect(await alive(token)).toBe(false);
    expect(await alive(other.token)).toBe(true);
  });

  it('a password reset ends every session of the user, for good', async () => {
    const u = await seedUser(t.core);
    const before = await signIn(u.username, u.password);
    await t.core.kv.set(keys.resetCode(u.username), 'c0ffee', 600);
    expect((await t.call(resetPassword, { body: { username: u.username, password: 'brandnew1', code: 'c0ffee' } })).status).toBe(
      200,
    );
    const after = await signIn(u.username, 'brandnew1');
    expect(await alive(after)).toBe(true);
    expect(await alive(before)).toBe(false);
  });

  it('refuses well-signed tokens without exp or without sid', async () => {
    const u = await seedUser(t.core);
    const { sid } = decodeJwt(u.token) as { sid: string };
    const key = await jwtKey();
    const noExp = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS512' }).setSubject(u.uid).setIssuedAt().sign(key);
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(u.uid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const otherUser = await seedUser(t.core);
    const stolenSid = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(otherUser.uid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [noExp, noSid, stolenSid]) {
      const res = await t.call(getUserAuthInfo, { token });
      expect([res.http, res.status]).toEqual([401, 401]);
    }
    expect(await alive(u.token)).toBe(true);
  });

  it('a refreshed token keeps its session: logging it out ends the older token too', async () => {
    const u = await seedUser(t.core);
    const first = await signIn(u.username, u.password);
    const { sid } = decodeJwt(first) as { sid: string };
    // The same session's token, as it looks once the refresh window (12 h) has passed.
    const aged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512', type: 'JWT' })
      .setSubject(u.uid)
      .setIssuedAt(nowSeconds() - 13 * 3600)
      .setExpirationTime(nowSeconds() + 11 * 3600)
      .sign(await jwtKey());
    const res = await t.call(getUserAuthInfo, { token: aged, headers: { 'url-type': 'general' } });
    expect(res.status).toBe(200);
    expect(res.headers['refresh-token']).toBe('true');
    expect(res.headers['url-type']).toBe('general');
    expect(res.headers['access-control-expose-headers']).toMatch(/Refresh-Token/);
    const refreshed = res.headers.authorization as string;
    // The upload widgets' cookie follows the refreshed token.
    expect(String(res.headers['set-cookie'])).toContain(`verdict_session=${refreshed}`);
    const claims = decodeJwt(refreshed);
    expect(claims.sid).toBe(sid);
    expect(claims.exp! - claims.iat!).toBe(86400);
    // A token still inside its refresh window is not refreshed again.
    expect((await t.call(getUserAuthInfo, { token: refreshed })).headers['refresh-token']).toBeUndefined();

    await t.call(logout, { token: refreshed });
    expect(await alive(refreshed)).toBe(false);
    expect(await alive(first)).toBe(false);
    expect(await alive(aged)).toBe(false);
  });

  it('a refreshed token cannot outlive its session', async () => {
    const u = await seedUser(t.core);
    const first = await signIn(u.username, u.password);
    const { sid } = decodeJwt(first) as { sid: string };
    const aged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(u.uid)
      .setIssuedAt(nowSeconds() - 86400 + 600)
      .setExpirationTime(nowSeconds() + 600)
      .sign(await jwtKey());
    // The session started 29 days 23 h ago: one hour of its 30 days is left.
    const record = JSON.parse((await t.core.kv.get(`session:${sid}`))!) as { end: number };
    const end = nowSeconds() + 3600;
    await t.core.kv.set(`session:${sid}`, JSON.stringify({ ...record, end }), 3600);
    const res = await t.call(getUserAuthInfo, { token: aged });
    expect(res.status).toBe(200);
    const refreshed = res.headers.authorization as string;
    expect(decodeJwt(refreshed).exp).toBe(end);
    // Past its end the session is over, whatever the token's own exp says.
    await t.core.kv.set(`session:${sid}`, JSON.stringify({ ...record, end: nowSeconds() - 1 }), 3600);
    expect(await alive(first)).toBe(false);
  });

  it('applies a role change on the next request', async () => {
    const admin = await seedUser(t.core, { roleId: Role.Root });
    expect((await t.call(getWebConfig, { token: admin.token })).http).toBe(200);
    await t.core.database.db.updateTable('userRole').set({ roleId: Role.DefaultUser }).where('uid', '=', admin.uid).execute();
    expect((await t.call(getWebConfig, { token: admin.token })).http).toBe(403);
  });
});
