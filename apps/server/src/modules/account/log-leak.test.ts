import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { useMailbox } from './account.fixture';
import { redactEmails, redactUrl } from '../../http/log-redaction';

const t = useTestApp();
const mailbox = useMailbox();

/** A second app on the test's core, logging at info level into a string as it would to stdout. */
let logged = '';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(t.core, { logger: { level: 'info', stream: { write: (line: string) => (logged += line) } } });
  await app.ready();
});
afterAll(() => app.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { 'accept-language': 'en', ...headers } });

describe('logs', () => {
  it('never carry the e-mail addresses or the mailed codes of the account flows', async () => {
    const email = 'leaky.person@mail.test';
    await send('GET', `/api/get-register-code?email=${encodeURIComponent('Leaky.Person@mail.test')}`);
    const registerCode = mailbox.codeFor(email);
    await send('POST', '/api/register', { username: 'leaky', password: 'goodpass1', email, code: registerCode });

    const captcha = JSON.parse((await send('GET', '/api/captcha')).body) as { data: { captchaKey: string } };
    const answer = (await t.core.kv.get(`captcha:${captcha.data.captchaKey}`))!;
    await send('POST', '/api/apply-reset-password', { email, captcha: answer, captchaKey: captcha.data.captchaKey });
    const link = new URL(/https?:\/\/\S+reset-password\S+/.exec(mailbox.last(email)!.body)![0]);
    const resetCode = link.searchParams.get('code')!;
    // The mailed link opens the web client's reset page (a GET the server logs), then the form posts the code.
    await send('GET', `${link.pathname}${link.search}`);
    await send('POST', '/api/reset-password', { username: 'leaky', password: 'brandnew1', code: resetCode });

    const u = await seedUser(t.core);
    await send('GET', `/api/get-change-email-code?email=new.secret@mail.test`, undefined, { authorization: u.token });
    const changeCode = mailbox.codeFor('new.secret@mail.test');

    expect(logged).toContain('/api/get-register-code?email=[redacted]');
    expect(logged).toContain('/reset-password?username=leaky&code=[redacted]');
    const lower = logged.toLowerCase();
    for (const secret of ['leaky.person', 'new.secret', registerCode, resetCode, changeCode]) expect(lower).not.toContain(secret);
  });

  it('redaction keeps the rest of the URL and scrubs addresses from error text', () => {
    expect(redactUrl('/api/get-problem-list?keyword=a%40b&limit=10')).toBe('/api/get-problem-list?keyword=a%40b&limit=10');
    expect(redactUrl('/x?Email=a@b.c&code&token=t')).toBe('/x?Email=[redacted]&code&token=[redacted]');
    expect(redactEmails('Key (email)=(Someone@Mail.test) already exists.')).toBe('Key (email)=([email]) already exists.');
  });
});
