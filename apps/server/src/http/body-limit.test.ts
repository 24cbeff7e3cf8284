import { describe, expect, it } from 'vitest';
import { Role, adminUpdateProblem, getWebsiteConfig, login, uploadAvatar } from '@verdict/shared';
import { useTestApp } from '../test/test-app';
import { seedUser } from '../test/seed';

const t = useTestApp();
const twoMb = 'x'.repeat(2 * 1024 * 1024);

describe('JSON body limit', () => {
  it('answers a 2 MB JSON body with a 413 envelope and keeps serving', async () => {
    const res = await t.call(login, { body: { username: 'someone', password: twoMb } });
    expect([res.http, res.status]).toEqual([413, 400]);
    expect(res.msg).toBe('The request body is too large (at most 1 MB)');
    const zh = await t.call(login, { body: { username: 'someone', password: twoMb }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.msg).toBe('请求体过大（最大 1 MB）');
    expect((await t.call(getWebsiteConfig)).status).toBe(200);
  });

  it('lets the admin problem save carry more (typed test cases)', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    // Raw: only the size matters here, not a complete problem.
    const res = await t.callRaw(adminUpdateProblem, { token: root.token, body: { problem: { id: 1, description: twoMb } } });
    expect(res.http).not.toBe(413);
    expect(res.msg).not.toMatch(/too large/);
  });

  it('leaves multipart uploads to their own limits', async () => {
    const u = await seedUser(t.core);
    const boundary = '----limit';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(1536 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: uploadAvatar.path,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: u.token, 'accept-language': 'en' },
    });
    const body = JSON.parse(res.body) as { msg: string };
    // Past the JSON limit but within the avatar's 2 MB: refused for what it is, not for its size.
    expect(res.statusCode).toBe(200);
    expect(body.msg).toBe('File type not support');
  });
});
