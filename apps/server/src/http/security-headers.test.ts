import { beforeAll, describe, expect, it } from 'vitest';
import { Role, getWebsiteConfig, uploadMdFile } from '@verdict/shared';
import { type SeededUser, seedUser } from '../test/seed';
import { useTestApp } from '../test/test-app';
import { postFile } from '../test/upload-kit';

describe('security headers (helmet, headers worked out once)', () => {
  const t = useTestApp();
  let user: SeededUser;

  beforeAll(async () => {
    user = await seedUser(t.core, { roleId: Role.Admin });
  });

  it('sends a Content-Security-Policy the client can live with, and the usual hardening headers', async () => {
    const res = await t.call(getWebsiteConfig);
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
    });
    // Plain-http deployments must keep working.
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("keeps the attachment route's own stricter policy", async () => {
    const up = await postFile<{ link: string }>(t, uploadMdFile, {
      token: user.token,
      filename: 'page.html',
      content: '<script>alert(1)</script>',
    });
    const got = await t.app.inject({ method: 'GET', url: up.data.link });
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
