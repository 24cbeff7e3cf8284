import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, Role, addGroupMember, registerContest, registerTraining } from '@verdict/shared';
import type { Config } from '../config';
import { createContest } from '../modules/contest/contest.fixture';
import { createCategory, createTraining } from '../modules/training/training.fixture';
import { createGroup } from '../test/groups';
import { TEST_REDIS_URL, freshRedisPrefix } from '../test/redis';
import { type SeededUser, seedUser } from '../test/seed';
import { type CallResult, useTestApp } from '../test/test-app';

const kvs: Array<[string, Partial<Config>]> = [
  ['the database', {}],
  ...(TEST_REDIS_URL
    ? [['Redis', { redisUrl: TEST_REDIS_URL, redisPrefix: freshRedisPrefix(), judgeConcurrency: 0 }] as [string, Partial<Config>]]
    : []),
];

describe.each(kvs)('wrong contest/training passwords and group codes are limited (counters in %s)', (_kv, overrides) => {
  const t = useTestApp({
    ...overrides,
    guessLimits: { perUser: { max: 10, windowSeconds: 600 }, perAddress: { max: 25, windowSeconds: 600 } },
  });
  let admin: SeededUser;
  let contestId: number;
  let secrets: Array<{
    what: string;
    right: string;
    guess: (token: string, secret: string, ip: string) => Promise<CallResult<unknown>>;
  }>;

  beforeAll(async () => {
    admin = await seedUser(t.core, { roleId: Role.Root });
    const contest = await createContest(t, admin.token, { auth: 1, pwd: 'letmein' });
    contestId = contest.id;
    const tid = await createTraining(t, admin.token, await createCategory(t, admin.token), {
      auth: 'Private',
      privatePwd: 'opensesame',
    });
    const group = await createGroup(t, admin.token, { auth: GroupAuth.Private, code: 'XYZ789' });
    secrets = [
      {
        what: 'contest password',
        right: 'letmein',
        guess: (token, password, ip) =>
          t.call(registerContest, { token, body: { cid: contest.id, password }, remoteAddress: ip }),
      },
      {
        what: 'training password',
        right: 'opensesame',
        guess: (token, password, ip) => t.call(registerTraining, { token, body: { tid, password }, remoteAddress: ip }),
      },
      {
        what: 'group code',
        right: 'XYZ789',
        guess: (token, code, ip) =>
          t.call(addGroupMember, { token, query: { gid: group.gid, code, reason: 'I am in this class' }, remoteAddress: ip }),
      },
    ];
  });

  it('refuses a user after 10 wrong guesses with 429 and Retry-After, even the right secret; others go on', async () => {
    for (const s of secrets) {
      const guesser = await seedUser(t.core);
      const ip = `10.50.${secrets.indexOf(s)}.1`;
      for (let i = 0; i < 10; i++) {
        const res = await s.guess(guesser.token, `wrong${i}`, ip);
        expect([s.what, res.http, res.status]).toEqual([s.what, 200, 400]);
      }
      const refused = await s.guess(guesser.token, s.right, ip);
      expect([s.what, refused.http, refused.status]).toEqual([s.what, 429, 400]);
      expect(refused.msg).toMatch(/^Too many wrong passwords or codes, please try again in \d+ seconds$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      // Another user from the same address is not held back by the first one's guesses.
      const honest = await seedUser(t.core);
      expect([s.what, (await s.guess(honest.token, s.right, ip)).status]).toEqual([s.what, 200]);
    }
  });

  it('answers the refusal in Chinese too', async () => {
    const guesser = await seedUser(t.core);
    for (let i = 0; i < 10; i++) await secrets[0]!.guess(guesser.token, `nope${i}`, '10.51.0.1');
    const refused = await t.call(registerContest, {
      token: guesser.token,
      body: { cid: contestId, password: 'letmein' },
      headers: { 'accept-language': 'zh-CN' },
      remoteAddress: '10.51.0.1',
    });
    expect([refused.http, refused.msg]).toEqual([429, expect.stringMatching(/^密码或邀请码错误次数过多，请在 \d+ 秒后重试$/)]);
  });

  it('refuses an address after 25 wrong guesses over many accounts', async () => {
    const s = secrets[2]!;
    const ip = '10.52.0.1';
    for (let i = 0; i < 25; i++) {
      const sock = await seedUser(t.core);
      expect((await s.guess(sock.token, `CODE${i}`, ip)).status).toBe(400);
    }
    const next = await seedUser(t.core);
    expect((await s.guess(next.token, s.right, ip)).http).toBe(429);
    expect((await s.guess(next.token, s.right, '10.52.0.2')).status).toBe(200);
  });

  it('compares one guess at a time per user: 40 parallel tries count as at most 10 comparisons', async () => {
    const s = secrets[1]!;
    const guesser = await seedUser(t.core);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => s.guess(guesser.token, `par${i}`, '10.53.0.1')));
    expect(answers.filter((r) => r.http === 200 && r.status === 400).length).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.http === 429).length).toBeGreaterThanOrEqual(30);
  });
});
