import { describe, expect, it } from 'vitest';
import {
  type ChangeAccountResult,
  changeEmail,
  changePassword,
  getChangeEmailCode,
  getUserAuthInfo,
  login,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { BOUNCE_ADDRESS, expireKey, useMailbox } from './account.fixture';
import { keys } from './account.service';

const t = useTestApp();
const mailbox = useMailbox();

// Raw: the tests send wrong and incomplete bodies on purpose.
const callChangePassword = (token: string, body: object) =>
  t.callRaw<typeof changePassword, ChangeAccountResult>(changePassword, { token, body });
const callChangeEmail = (token: string, body: object) =>
  t.callRaw<typeof changeEmail, ChangeAccountResult>(changeEmail, { token, body });

describe('POST /api/change-password', () => {
  it('changes the password, answers code 200 and ends every session', async () => {
    const u = await seedUser(t.core);
    const res = await callChangePassword(u.token, { oldPassword: u.password, newPassword: 'changed12' });
    expect([res.http, res.status, res.data.code]).toEqual([200, 200, 200]);
    expect(res.data.msg).toBe('Password changed, please log in again');
    expect((await t.call(getUserAuthInfo, { token: u.token })).http).toBe(401);
    expect((await t.call(login, { body: { username: u.username, password: 'changed12' } })).status).toBe(200);
  });

  it('answers code 400 for a wrong password, then code 403 locked after 5 tries', async () => {
    const u = await seedUser(t.core);
    for (let i = 1; i <= 4; i++) {
      const res = await callChangePassword(u.token, { oldPassword: 'wrongpw1', newPassword: 'changed12' });
      expect([res.status, res.data.code]).toEqual([200, 400]);
      expect(res.data.msg).toContain(`${i} failed tries`);
    }
    const fifth = await callChangePassword(u.token, { oldPassword: 'wrongpw1', newPassword: 'changed12' });
    expect([fifth.status, fifth.data.code]).toEqual([200, 403]);
    const right = await callChangePassword(u.token, { oldPassword: u.password, newPassword: 'changed12' });
    expect(right.data.code).toBe(403);
    expect(right.data.msg).toMatch(/30 minutes/);
  });

  it('refuses an unchanged password and bad lengths', async () => {
    const u = await seedUser(t.core);
    const same = await callChangePassword(u.token, { oldPassword: u.password, newPassword: u.password });
    expect([same.status, same.msg]).toEqual([400, 'The new password must differ from the old one']);
    expect((await callChangePassword(u.token, { oldPassword: u.password, newPassword: '12345' })).http).toBe(400);
    expect((await callChangePassword(u.token, { oldPassword: u.password, newPassword: 'p'.repeat(21) })).http).toBe(400);
    expect((await t.call(changePassword, { body: { oldPassword: u.password, newPassword: 'changed12' } })).http).toBe(401);
  });
});

describe('GET /api/get-change-email-code + POST /api/change-email', () => {
  it('mails the code to the new address and changes the e-mail', async () => {
    const u = await seedUser(t.core);
    const sent = await t.call(getChangeEmailCode, { token: u.token, query: { email: 'New.Address@mail.test' } });
    expect([sent.status, sent.data]).toEqual([200, null]);
    const code = mailbox.codeFor('new.address@mail.test');
    const res = await callChangeEmail(u.token, { password: u.password, newEmail: 'new.address@mail.test', code });
    expect([res.status, res.data.code]).toEqual([200, 200]);
    expect(res.data.userInfo).toMatchObject({ uid: u.uid, email: 'new.address@mail.test', roleList: ['default_user'] });
    const reused = await callChangeEmail(u.token, { password: u.password, newEmail: 'new.address@mail.test', code });
    expect(reused.status).toBe(400);
  });

  it('makes the sender wait 60 s and refuses taken or unchanged addresses', async () => {
    const u = await seedUser(t.core);
    const other = await seedUser(t.core);
    expect((await t.call(getChangeEmailCode, { token: u.token, query: { email: 'wait@mail.test' } })).status).toBe(200);
    const again = await t.call(getChangeEmailCode, { token: u.token, query: { email: 'wait@mail.test' } });
    expect(again.msg).toMatch(/try again in (59|60) seconds/);
    const taken = await t.call(getChangeEmailCode, { token: u.token, query: { email: other.email } });
    expect([taken.status, taken.msg]).toEqual([400, 'The email already exists']);
    const same = await t.call(getChangeEmailCode, { token: u.token, query: { email: u.email } });
    expect([same.status, same.msg]).toEqual([400, 'The new email must differ from the old one']);
    expect((await t.call(getChangeEmailCode, { token: u.token, query: { email: 'bad' } })).http).toBe(400);
    expect((await t.call(getChangeEmailCode, { query: { email: 'x@mail.test' } })).http).toBe(401);
  });

  it('answers body 400 (never HTTP 500) when the mail fails and keeps no code', async () => {
    const u = await seedUser(t.core);
    const res = await t.call(getChangeEmailCode, { token: u.token, query: { email: BOUNCE_ADDRESS } });
    expect([res.http, res.status]).toEqual([200, 400]);
    expect(await t.core.kv.get(keys.changeEmailCode(u.uid, BOUNCE_ADDRESS))).toBeNull();
    expect(await t.core.kv.get(keys.changeEmailWait(BOUNCE_ADDRESS))).toBeNull();
  });

  it('refuses a wrong or expired code, and a code sent to someone else', async () => {
    const u = await seedUser(t.core);
    const thief = await seedUser(t.core);
    await t.call(getChangeEmailCode, { token: u.token, query: { email: 'mine@mail.test' } });
    const code = mailbox.codeFor('mine@mail.test');
    const wrong = await callChangeEmail(u.token, {
      password: u.password,
      newEmail: 'mine@mail.test',
      code: code === '123456' ? '654321' : '123456',
    });
    expect([wrong.status, wrong.msg]).toEqual([400, 'The code is wrong']);
    const stolen = await callChangeEmail(thief.token, { password: thief.password, newEmail: 'mine@mail.test', code });
    expect(stolen.status).toBe(400);
    await expireKey(t.core, keys.changeEmailCode(u.uid, 'mine@mail.test'));
    const expired = await callChangeEmail(u.token, { password: u.password, newEmail: 'mine@mail.test', code });
    expect(expired.msg).toMatch(/expired or does not exist/);
  });

  it('answers code 400 for a wrong password and 403 after 5', async () => {
    const u = await seedUser(t.core);
    for (let i = 0; i < 4; i++) {
      expect((await callChangeEmail(u.token, { password: 'wrongpw1', newEmail: 'z@mail.test', code: '123456' })).data.code).toBe(
        400,
      );
    }
    const locked = await callChangeEmail(u.token, { password: 'wrongpw1', newEmail: 'z@mail.test', code: '123456' });
    expect([locked.status, locked.data.code]).toEqual([200, 403]);
  });

  it('validates its fields (HTTP 400)', async () => {
    const u = await seedUser(t.core);
    for (const body of [
      { password: u.password, newEmail: 'bad', code: '123456' },
      { password: u.password, newEmail: 'a@mail.test', code: '123' },
      { password: '123', newEmail: 'a@mail.test', code: '123456' },
    ]) {
      expect((await callChangeEmail(u.token, body)).http).toBe(400);
    }
  });
});
