import { describe, expect, it } from 'vitest';
import { Role, getUserAuthInfo, login, logout, uploadAvatar, uploadTestcaseZip } from '@verdict/shared';
import { useTestApp } from '../test/test-app';
import { seedUser } from '../test/seed';
import { makeZip } from '../test/judge-kit';
import { SESSION_COOKIE } from './session-cookie';

const t = useTestApp();

/** A multipart upload as hoj-vue's element-ui widget posts it: no Authorization header, only what the browser adds. */
async function widgetUpload(path: string, headers: Record<string, string>) {
  const boundary = `----widget${Math.random().toString(16).slice(2)}`;
  const zip = makeZip([
    { name: '1.in', data: '1 2\n' },
    { name: '1.out', data: '3\n' },
  ]);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cases.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en', ...headers },
  });
  return { http: res.statusCode, body: JSON.parse(res.body) as { status: number; msg: string; data: unknown } };
}

async function signIn() {
  // Test data uploads are for problem admins.
  const u = await seedUser(t.core, { roleId: Role.Admin });
  const res = await t.call(login, { body: { username: u.username, password: u.password } });
  const setCookie = String(res.headers['set-cookie']);
  const value = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  return { u, token: res.headers.authorization as string, setCookie, cookie: `${SESSION_COOKIE}=${value}` };
}

describe('session cookie for hoj-vue upload widgets', () => {
  it('is set at login: HttpOnly, SameSite=Strict, Path=/api, carrying the session token', async () => {
    const { token, setCookie } = await signIn();
    expect(setCookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/api/);
    expect(setCookie).toMatch(/Max-Age=86\d{3}/);
  });

  it('authenticates a cookie-only upload on a widget route, from this site or with no Origin', async () => {
    const { cookie } = await signIn();
    for (const extra of <Array<Record<string, string>>>[
      {},
      { origin: 'http://localhost:80' },
      { referer: 'http://localhost:80/admin/problem/create' },
    ]) {
      const res = await widgetUpload(uploadTestcaseZip.path, { cookie, ...extra });
      expect([res.http, res.body.status]).toEqual([200, 200]);
      expect(res.body.data).toMatchObject({ fileList: [{ input: '1.in', output: '1.out' }] });
    }
  });

  it('authenticates behind a reverse proxy that rewrites Host (issue 28.13)', async () => {
    const { cookie } = await signIn();
    // nginx's default proxy_pass: Host is the upstream's, the browser's Origin the public site's.
    const proxied = { host: '127.0.0.1:8080', origin: 'https://oj.example.edu', referer: 'https://oj.example.edu/admin' };
    const bySecFetch = await widgetUpload(uploadTestcaseZip.path, { cookie, ...proxied, 'sec-fetch-site': 'same-origin' });
    expect([bySecFetch.http, bySecFetch.body.status]).toEqual([200, 200]);
    const byForwarded = await widgetUpload(uploadTestcaseZip.path, { cookie, ...proxied, 'x-forwarded-host': 'oj.example.edu' });
    expect([byForwarded.http, byForwarded.body.status]).toEqual([200, 200]);
    // The browser's own word refuses another site, whatever the Origin says.
    const crossSite = await widgetUpload(uploadTestcaseZip.path, { cookie, ...proxied, 'sec-fetch-site': 'same-site' });
    expect(crossSite.http).toBe(401);
    expect((await widgetUpload(uploadTestcaseZip.path, { cookie, ...proxied })).http).toBe(401);
  });

  it('is ignored on routes that are not widget uploads', async () => {
    const { cookie } = await signIn();
    const info = await t.call(getUserAuthInfo, { headers: { cookie } });
    expect([info.http, info.status]).toEqual([401, 401]);
    // upload-avatar is multipart too, but its caller (axios) sends the token: no cookie there.
    expect((await widgetUpload(uploadAvatar.path, { cookie })).http).toBe(401);
  });

  it('refuses a foreign Origin or Referer', async () => {
    const { cookie } = await signIn();
    for (const extra of <Array<Record<string, string>>>[
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'null' },
    ]) {
      const res = await widgetUpload(uploadTestcaseZip.path, { cookie, ...extra });
      expect([res.http, res.body.status]).toEqual([401, 401]);
    }
  });

  it('dies with the session: logout clears it, and a kept copy is refused', async () => {
    const { token, cookie } = await signIn();
    const out = await t.call(logout, { token });
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`));
    const res = await widgetUpload(uploadTestcaseZip.path, { cookie });
    expect([res.http, res.body.status]).toEqual([401, 401]);
  });
});
