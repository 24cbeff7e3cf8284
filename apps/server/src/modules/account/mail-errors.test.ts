import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, getRegisterCode, testEmail } from '@verdict/shared';
import { buildApp } from '../../app';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { BOUNCE_ADDRESS, useMailbox } from './account.fixture';

const t = useTestApp();
useMailbox();

// An app on the same core that writes its log where the test reads it.
let lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(t.core, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('SMTP failures', () => {
  it('tell an anonymous caller only that the mail failed; the SMTP answer goes to the log', async () => {
    lines = [];
    const ask = async (lang: string) => {
      const res = await app.inject({
        method: 'GET',
        url: getRegisterCode.path,
        query: { email: BOUNCE_ADDRESS },
        headers: { 'accept-language': lang },
      });
      return JSON.parse(res.body) as { status: number; msg: string };
    };
    expect(await ask('en')).toMatchObject({
      status: 400,
      msg: 'Failed to send the e-mail. Please try again later or contact the administrator',
    });
    expect((await ask('zh-CN')).msg).toBe('邮件发送失败，请稍后重试或联系管理员！');
    const logged = lines.filter((l) => l.msg === 'refused: errors.mailFailed');
    expect(logged.length).toBe(2);
    expect(JSON.stringify(logged[0])).toMatch(/550 mailbox unavailable/);
  });

  it('still shows the reason to the admin sending a test mail', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const res = await t.call(testEmail, { token: root.token, body: { email: BOUNCE_ADDRESS } });
    expect(res.msg).toMatch(/^Failed to send the e-mail: .*550/);
  });
});
