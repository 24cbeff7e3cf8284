import { describe, expect, it } from 'vitest';
import { applyResetPassword, captcha, getUserAuthInfo, login, resetPassword, setWebConfig } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { expireKey, useMailbox } from './account.fixture';
import { keys } from './account.service';

// Lockouts and field-by-field checks call login, register and the mail codes in loops.
const t = useTestApp({ rateLimits: floodLimits() });
const mailbox = useMailbox();

async function solvedCaptcha(): Promise<{ captcha: string; captchaKey: string }> {
  const res = await t.call<typeof captcha, { img: string; captchaKey: string }>(captcha);
  const text = await t.core.kv.get(`captcha:${res.data.captchaKey}`);
  return { captcha: text!, captchaKey: res.data.captchaKey };
}

function resetLink(email: string): URL {
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mailbox.last(email)?.body ?? '')?.[1];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link.replace(/&amp;/g, '&'));
}

describe('GET /api/captcha', () => {
  it('answers a PNG data URI and a key whose answer expires', async () => {
    const res = await t.call<typeof captcha, { img: string; captchaKey: string }>(captcha);
    expect(res.status).toBe(200);
    expect(res.data.img).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.data.img.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(res.data.captchaKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await t.core.kv.ttl(`captcha:${res.data.captchaKey}`)).toBeGreaterThan(0);
  });
});

describe('POST /api/apply-reset-password', () => {
  it('mails a reset link to the request origin, case-insensitive captcha', async () => {
    const u = await seedUser(t.core);
    const c = await solvedCaptcha();
    const res = await t.call(applyResetPassword, {
      body: { email: u.email, captcha: c.captcha.toUpperCase(), captchaKey: c.captchaKey },
      headers: { host: 'oj.example:8080', origin: 'http://oj.example:8080' },
    });
    expect([res.status, res.msg]).toEqual([200, 'The password reset e-mail has been sent']);
    const link = resetLink(u.email);
    expect(link.origin + link.pathname).toBe('http://oj.example:8080/reset-password');
    expect(link.searchParams.get('username')).toBe(u.username);
    expect(link.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never points the link at a foreign page that asked (the code would go there)', async () => {
    const u = await seedUser(t.core);
    const res = await t.call(applyResetPassword, {
      body: { email: u.email, ...(await solvedCaptcha()) },
      headers: { host: 'oj.example:8080', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(resetLink(u.email).origin).toBe('http://oj.example:8080');
  });

  it('uses the configured baseUrl when there is one', async () => {
    const root = await seedUser(t.core, { roleId: 1000 });
    await t.call(setWebConfig, { token: root.token, body: { baseUrl: 'https://judge.example/' } });
    const u = await seedUser(t.core);
    await t.call(applyResetPassword, { body: { email: u.email, ...(await solvedCaptcha()) } });
    expect(resetLink(u.email).origin).toBe('https://judge.example');
    await t.call(setWebConfig, { token: root.token, body: { baseUrl: '' } });
  });

  it('refuses a wrong captcha and burns it', async () => {
    const u = await seedUser(t.core);
    const c = await solvedCaptcha();
    const wrong = await t.call(applyResetPassword, { body: { email: u.email, captcha: 'zzzz', captchaKey: c.captchaKey } });
    expect([wrong.status, wrong.msg]).toEqual([400, 'The captcha is wrong or has expired']);
    const reused = await t.call(applyResetPassword, { body: { email: u.email, ...c } });
    expect(reused.status).toBe(400);
  });

  it('refuses an unknown e-mail', async () => {
    const res = await t.call(applyResetPassword, { body: { email: 'ghost@mail.test', ...(await solvedCaptcha()) } });
    expect([res.status, res.msg]).toEqual([400, 'The email does not exist']);
  });

  it('makes the sender wait 90 s', async () => {
    const u = await seedUser(t.core);
    await t.call(applyResetPassword, { body: { email: u.email, ...(await solvedCaptcha()) } });
    const again = await t.call(applyResetPassword, { body: { email: u.email, ...(await solvedCaptcha()) } });
    expect(again.status).toBe(400);
    expect(again.msg).toMatch(/try again in (89|90) seconds/);
  });

  it('validates its fields (HTTP 400)', async () => {
    for (const body of [
      { email: 'x', captcha: 'ab', captchaKey: 'k' },
      { email: 'a@b.test', captcha: '', captchaKey: 'k' },
      { email: 'a@b.test', captcha: '123456789', captchaKey: 'k' },
      { email: 'a@b.test', captcha: 'ab' },
    ]) {
      expect((await t.callRaw(applyResetPassword, { body })).http).toBe(400);
    }
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, revokes old tokens, and the code works once', async () => {
    const u = await seedUser(t.core);
    await t.call(applyResetPassword, { body: { email: u.email, ...(await solvedCaptcha()) } });
    const code = resetLink(u.email).searchParams.get('code')!;
    const res = await t.call(resetPassword, { body: { username: u.username, password: 'brandnew1', code } });
    expect([res.status, res.msg]).toEqual([200, 'Your password has been reset']);
    expect((await t.call(getUserAuthInfo, { token: u.token })).http).toBe(401);
    expect((await t.call(login, { body: { username: u.username, password: 'brandnew1' } })).status).toBe(200);
    expect((await t.call(login, { body: { username: u.username, password: u.password } })).status).toBe(400);
    const again = await t.call(resetPassword, { body: { username: u.username, password: 'another1', code } });
    expect(again.msg).toMatch(/expired or does not exist/);
  });

  it('refuses a wrong or expired code and an unknown user', async () => {
    const u = await seedUser(t.core);
    await t.call(applyResetPassword, { body: { email: u.email, ...(await solvedCaptcha()) } });
    const code = resetLink(u.email).searchParams.get('code')!;
    const wrong = await t.call(resetPassword, { body: { username: u.username, password: 'brandnew1', code: 'f'.repeat(32) } });
    expect([wrong.status, wrong.msg]).toEqual([400, 'The code is wrong']);
    await expireKey(t.core, keys.resetCode(u.username));
    const expired = await t.call(resetPassword, { body: { username: u.username, password: 'brandnew1', code } });
    expect(expired.msg).toMatch(/expired or does not exist/);
    const ghost = await t.call(resetPassword, { body: { username: 'ghost-user', password: 'brandnew1', code } });
    expect([ghost.status, ghost.msg]).toEqual([400, 'The username does not exist']);
  });

  it('validates the new password length (HTTP 400)', async () => {
    for (const password of ['12345', 'x'.repeat(21)]) {
      expect((await t.call(resetPassword, { body: { username: 'someone', password, code: 'abc' } })).http).toBe(400);
    }
  });
});
