import { describe, expect, it } from 'vitest';
import { Role, getEmailConfig, getWebConfig, getWebsiteConfig, setEmailConfig, setWebConfig, testEmail } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { BOUNCE_ADDRESS, useMailbox } from '../account/account.fixture';

const t = useTestApp();
const mailbox = useMailbox();

describe('GET /api/get-website-config', () => {
  it('answers defaults on a new site, without login', async () => {
    const res = await t.call(getWebsiteConfig);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      baseUrl: '',
      name: 'Verdict Online Judge',
      shortName: 'Verdict',
      register: true,
      recordName: '',
      recordUrl: '',
      description: '',
      email: 'judge@verdict.test',
      mailConfigured: true,
      projectName: 'Verdict',
      projectUrl: '',
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      // No problem yet: no AC minimum applies (issue 28.2).
      acMinimums: { post: 0, comment: 0, group: 0 },
    });
  });

  it('never publishes the SMTP login name as the site address', async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { SMTP_USER: 'smtp-login@corp.test', SMTP_FROM: '' });
      expect((await t.call(getWebsiteConfig)).data).toMatchObject({ email: '' });
      Object.assign(process.env, { SMTP_FROM: 'contact@verdict.test' });
      expect((await t.call(getWebsiteConfig)).data).toMatchObject({ email: 'contact@verdict.test' });
      Object.assign(process.env, { SMTP_FROM: 'smtp-login@corp.test' });
      expect((await t.call(getWebsiteConfig)).data).toMatchObject({ email: '' });
    } finally {
      Object.assign(process.env, saved);
    }
  });

  it('reflects the switch document', async () => {
    await t.core.siteConfig.set('switch', { openGroupDiscussion: false });
    expect((await t.call(getWebsiteConfig)).data).toMatchObject({ openPublicDiscussion: true, openGroupDiscussion: false });
    await t.core.siteConfig.set('switch', { openGroupDiscussion: true });
  });
});

describe('web config (P:system_info_admin)', () => {
  it('is read and patched by root; absent or null fields stay as they were', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const put = await t.call(setWebConfig, {
      token: root.token,
      body: { name: 'My OJ', description: 'hello', recordName: null },
    });
    expect([put.status, put.data]).toEqual([200, null]);
    const got = await t.call(getWebConfig, { token: root.token });
    expect(got.data).toMatchObject({ name: 'My OJ', shortName: 'Verdict', description: 'hello', register: true });
    expect((await t.call(getWebsiteConfig)).data).toMatchObject({ name: 'My OJ', description: 'hello' });
    const post = await t.app.inject({ method: 'POST', url: getWebConfig.path, headers: { authorization: root.token } });
    expect(JSON.parse(post.body)).toMatchObject({ status: 200, data: { name: 'My OJ' } });
  });

  it('takes the "None" HOJ\'s client writes into empty fields as empty (issue 28.13)', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const body = { recordName: 'None', recordUrl: 'None', projectUrl: 'None', baseUrl: 'None', description: 'None' };
    expect((await t.call(setWebConfig, { token: root.token, body })).status).toBe(200);
    expect((await t.call(getWebConfig, { token: root.token })).data).toMatchObject({
      recordName: '',
      recordUrl: '',
      projectUrl: '',
      baseUrl: '',
      description: '',
    });
    expect((await t.call(getWebsiteConfig)).data).toMatchObject({ baseUrl: '', recordName: '', recordUrl: '' });
    // A "None" stored before this fix reads as the default.
    await t.core.siteConfig.set('web', { recordUrl: 'None', name: 'None' });
    expect((await t.call(getWebsiteConfig)).data).toMatchObject({ recordUrl: '', name: 'Verdict Online Judge' });
    expect((await t.call(setEmailConfig, { token: root.token, body: { emailHost: 'None', emailBGImg: 'None' } })).status).toBe(
      200,
    );
    expect((await t.call(getEmailConfig, { token: root.token })).data).toMatchObject({ emailHost: '', emailBGImg: '' });
    await t.core.siteConfig.set('web', { name: 'Verdict Online Judge', recordUrl: '' });
  });

  it('validates the body and is closed to admins without system_info_admin', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    expect((await t.call(setWebConfig, { token: root.token, body: { shortName: 'x'.repeat(21) } })).http).toBe(400);
    expect((await t.callRaw(setWebConfig, { token: root.token, body: { register: 'maybe' } })).http).toBe(400);
    const admin = await seedUser(t.core, { roleId: Role.Admin });
    expect((await t.call(getWebConfig, { token: admin.token })).http).toBe(403);
    expect((await t.call(setWebConfig, { token: admin.token, body: { name: 'x' } })).http).toBe(403);
    expect((await t.call(getWebConfig)).http).toBe(401);
  });
});

describe('e-mail config and test-email', () => {
  it('stores the settings and sends a test mail through them', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const empty = await t.call(getEmailConfig, { token: root.token });
    expect(empty.data).toEqual({
      emailHost: '',
      emailPassword: '',
      emailPort: 465,
      emailUsername: '',
      emailBGImg: '',
      emailSsl: true,
    });
    const body = {
      emailHost: '127.0.0.1',
      emailPort: String(mailbox.port),
      emailUsername: '',
      emailPassword: '',
      emailSsl: false,
      emailBGImg: '',
    };
    expect((await t.call(setEmailConfig, { token: root.token, body })).status).toBe(200);
    expect((await t.call(getEmailConfig, { token: root.token })).data).toMatchObject({
      emailHost: '127.0.0.1',
      emailPort: mailbox.port,
      emailSsl: false,
    });

    // Without the SMTP_* environment the stored settings are used.
    const saved = { ...process.env };
    for (const k of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM']) delete process.env[k];
    try {
      const res = await t.call(testEmail, { token: root.token, body: { email: 'admin@mail.test' } });
      expect([res.status, res.msg]).toEqual([200, 'The test e-mail has been sent']);
      expect(mailbox.last('admin@mail.test')?.subject).toContain('Test e-mail');
      await t.call(setEmailConfig, { token: root.token, body: { emailHost: '' } });
      const unconfigured = await t.call(testEmail, { token: root.token, body: { email: 'admin@mail.test' } });
      expect([unconfigured.http, unconfigured.status]).toEqual([200, 400]);
      expect(unconfigured.msg).toMatch(/not configured/);
      expect((await t.call(getWebsiteConfig)).data).toMatchObject({ mailConfigured: false });
    } finally {
      Object.assign(process.env, saved);
    }
  });

  it('answers body 400 (never HTTP 500) with the reason when delivery fails', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const res = await t.call(testEmail, { token: root.token, body: { email: BOUNCE_ADDRESS } });
    expect([res.http, res.status]).toEqual([200, 400]);
    expect(res.msg).toMatch(/^Failed to send the e-mail: .*550/);
    expect((await t.call(testEmail, { token: root.token, body: { email: 'nope' } })).http).toBe(400);
  });
});
