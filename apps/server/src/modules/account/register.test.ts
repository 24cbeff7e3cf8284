import { describe, expect, it } from 'vitest';
import { Limits, checkUsernameOrEmail, getRegisterCode, getWebsiteConfig, login, register, setWebConfig } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { BOUNCE_ADDRESS, expireKey, useMailbox } from './account.fixture';
import { keys } from './account.service';

// Lockouts and field-by-field checks call login, register and the mail codes in loops.
const t = useTestApp({ rateLimits: floodLimits() });
const mailbox = useMailbox();

let n = 0;
const fresh = () => {
  n++;
  return { username: `newbie${n}`, email: `newbie${n}@mail.test`, password: 'goodpass1' };
};

async function sendCode(email: string) {
  const res = await t.call(getRegisterCode, { query: { email } });
  expect(res.status).toBe(200);
  return mailbox.codeFor(email);
}

describe('GET /api/get-register-code', () => {
  it('mails a 6-digit code and tells its lifetime', async () => {
    const { email } = fresh();
    const res = await t.call(getRegisterCode, { query: { email } });
    expect(res.data).toEqual({ email, expire: Limits.registerCodeTtlSeconds });
    const mail = mailbox.last(email);
    expect(mail?.subject).toContain('Registration code');
    expect(mailbox.codeFor(email)).toMatch(/^\d{6}$/);
    expect(await t.core.kv.ttl(keys.registerCode(email))).toBeGreaterThan(Limits.registerCodeTtlSeconds - 5);
  });

  it('makes the sender wait 60 s per address and says how long', async () => {
    const { email } = fresh();
    await sendCode(email);
    const again = await t.call(getRegisterCode, { query: { email } });
    expect([again.http, again.status]).toEqual([200, 400]);
    expect(again.msg).toMatch(/try again in (59|60) seconds/);
    expect(mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('refuses an address already registered', async () => {
    const u = await seedUser(t.core);
    const res = await t.call(getRegisterCode, { query: { email: u.email.toUpperCase() } });
    expect([res.status, res.msg]).toEqual([400, 'The email already exists']);
  });

  it('rejects a malformed address with HTTP 400', async () => {
    for (const email of ['', 'not-an-email', `${'a'.repeat(330)}@x.test`]) {
      expect((await t.call(getRegisterCode, { query: { email } })).http).toBe(400);
    }
  });

  it('answers body 400 (never HTTP 500) when the mail cannot be delivered, leaving nothing behind', async () => {
    const res = await t.call(getRegisterCode, { query: { email: BOUNCE_ADDRESS } });
    expect([res.http, res.status]).toEqual([200, 400]);
    expect(res.msg).toMatch(/^Failed to send the e-mail/);
    expect(await t.core.kv.get(keys.registerCode(BOUNCE_ADDRESS))).toBeNull();
    expect(await t.core.kv.get(keys.registerWait(BOUNCE_ADDRESS))).toBeNull();
  });
});

describe('POST /api/register', () => {
  it('creates a default_user that can log in; the code is single-use', async () => {
    const u = fresh();
    const code = await sendCode(u.email);
    const res = await t.call(register, { body: { ...u, code } });
    expect([res.http, res.status, res.data]).toEqual([200, 200, null]);
    const logged = await t.call(login, { body: { username: u.username, password: u.password } });
    expect(logged.data).toMatchObject({ username: u.username, email: u.email, roleList: ['default_user'] });
    const role = await t.core.database.db
      .selectFrom('userRole')
      .innerJoin('userInfo', 'userInfo.uuid', 'userRole.uid')
      .select('roleId')
      .where('userInfo.username', '=', u.username)
      .executeTakeFirstOrThrow();
    expect(role.roleId).toBe(1002);
    const again = await t.call(register, { body: { ...u, username: `${u.username}b`, code } });
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code, then an expired one', async () => {
    const u = fresh();
    const code = await sendCode(u.email);
    const wrong = await t.call(register, { body: { ...u, code: code === '000000' ? '111111' : '000000' } });
    expect([wrong.status, wrong.msg]).toEqual([400, 'The code is wrong']);
    await expireKey(t.core, keys.registerCode(u.email));
    const expired = await t.call(register, { body: { ...u, code } });
    expect([expired.status, expired.msg]).toEqual([400, 'The code has expired or does not exist, please get a new one']);
  });

  it('throws a code away after 5 wrong guesses', async () => {
    const u = fresh();
    const code = await sendCode(u.email);
    const other = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await t.call(register, { body: { ...u, code: other } });
    expect((await t.call(register, { body: { ...u, code } })).msg).toMatch(/expired or does not exist/);
  });

  it('refuses a duplicate username or e-mail with a clear message', async () => {
    const existing = await seedUser(t.core);
    const u = fresh();
    const code = await sendCode(u.email);
    const dupName = await t.call(register, { body: { ...u, username: existing.username, code } });
    expect([dupName.status, dupName.msg]).toEqual([400, 'The username already exists']);
    const dupMail = await t.call(register, { body: { ...u, email: existing.email, code } });
    expect([dupMail.status, dupMail.msg]).toEqual([400, 'The email already exists']);
    expect((await t.call(register, { body: { ...u, code } })).status).toBe(200);
  });

  it('validates every field (HTTP 400)', async () => {
    const u = fresh();
    const bad = [
      { ...u, username: '', code: '123456' },
      { ...u, username: 'x'.repeat(21), code: '123456' },
      { ...u, password: '12345', code: '123456' },
      { ...u, password: 'p'.repeat(21), code: '123456' },
      { ...u, email: 'nope', code: '123456' },
      { ...u, code: '12345' },
      { ...u, code: '1234567' },
    ];
    for (const body of bad) {
      const res = await t.callRaw(register, { body });
      expect([res.http, res.status]).toEqual([400, 400]);
    }
  });

  it('answers body 401 while registration is switched off', async () => {
    const root = await seedUser(t.core, { roleId: 1000 });
    expect((await t.call(setWebConfig, { token: root.token, body: { register: false } })).status).toBe(200);
    const u = fresh();
    const code = await t.call(getRegisterCode, { query: { email: u.email } });
    expect([code.http, code.status]).toEqual([200, 401]);
    const reg = await t.call(register, { body: { ...u, code: '123456' } });
    expect([reg.http, reg.status, reg.msg]).toEqual([200, 401, 'Sorry, registration is not open on this site']);
    await t.call(setWebConfig, { token: root.token, body: { register: true } });
  });
});

describe('sign-up on a site without mail', () => {
  const SMTP_KEYS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM'];
  /** Runs `fn` as on a fresh install: no SMTP_* environment and no admin e-mail host. */
  async function withoutMail(fn: () => Promise<void>) {
    const saved = { ...process.env };
    for (const k of SMTP_KEYS) delete process.env[k];
    try {
      await fn();
    } finally {
      Object.assign(process.env, saved);
    }
  }

  it('registers without a code, and the public config says mail is not set up', () =>
    withoutMail(async () => {
      expect((await t.call(getWebsiteConfig)).data).toMatchObject({ mailConfigured: false });
      const u = fresh();
      const res = await t.call(register, { body: u });
      expect([res.http, res.status]).toEqual([200, 200]);
      expect((await t.call(login, { body: { username: u.username, password: u.password } })).status).toBe(200);
      const blank = fresh();
      expect((await t.call(register, { body: { ...blank, code: '' } })).status).toBe(200);
    }));

  it('answers "send code" with a clear message, never HTTP 500', () =>
    withoutMail(async () => {
      const res = await t.call(getRegisterCode, { query: { email: fresh().email } });
      expect([res.http, res.status, res.msg]).toEqual([
        200,
        400,
        'The mail service is not configured, please contact the administrator',
      ]);
    }));

  it('requires the code again once mail is configured', async () => {
    expect((await t.call(getWebsiteConfig)).data).toMatchObject({ mailConfigured: true });
    const u = fresh();
    const res = await t.call(register, { body: u });
    expect([res.http, res.status, res.msg]).toEqual([200, 400, 'Please get the e-mail code and enter it']);
    const blank = await t.call(register, { body: { ...u, code: '' } });
    expect(blank.status).toBe(400);
    expect((await t.call(login, { body: { username: u.username, password: u.password } })).status).not.toBe(200);
  });
});

describe('POST /api/check-username-or-email', () => {
  it('tells which values are taken', async () => {
    const u = await seedUser(t.core);
    expect((await t.call(checkUsernameOrEmail, { body: { username: u.username, email: 'free@mail.test' } })).data).toEqual({
      username: true,
      email: false,
    });
    expect((await t.call(checkUsernameOrEmail, { body: { email: u.email } })).data).toEqual({ username: false, email: true });
    expect((await t.call(checkUsernameOrEmail, { body: {} })).data).toEqual({ username: false, email: false });
    expect((await t.call(checkUsernameOrEmail, { body: { username: 'y'.repeat(21) } })).http).toBe(400);
  });
});
