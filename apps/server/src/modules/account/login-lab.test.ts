import { beforeAll, describe, expect, it } from 'vitest';
import { Role, login } from '@verdict/shared';
import type { Config } from '../../config';
import { solvedPuzzle } from '../../test/login-puzzle';
import { seedUser } from '../../test/seed';
import { TEST_REDIS_URL, freshRedisPrefix } from '../../test/redis';
import { useTestApp } from '../../test/test-app';
import { type BatchUser, insertBatchUsers, userRows } from '../../test/users';
import { LOGIN_GUARD, addressLimits } from './login-guard';

// The default limits, as a school gets them: no flood limits here.
const kvs: Array<[string, Partial<Config>]> = [
  ['the database', {}],
  ...(TEST_REDIS_URL
    ? [['Redis', { redisUrl: TEST_REDIS_URL, redisPrefix: freshRedisPrefix(), judgeConcurrency: 0 }] as [string, Partial<Config>]]
    : []),
];

describe.each(kvs)('a school lab behind one NAT address (counters in %s)', (_kv, overrides) => {
  const t = useTestApp(overrides);
  const LAB = '10.20.0.1';
  let students: BatchUser[];

  beforeAll(async () => {
    const admin = await seedUser(t.core, { roleId: Role.Root });
    students = await insertBatchUsers(t, admin.token, userRows(300));
  }, 120_000);

  const signIn = (u: { username: string; password: string }, opts: { ip?: string; password?: string; puzzleKey?: string } = {}) =>
    t.call(login, {
      body: { username: u.username, password: opts.password ?? u.password, puzzleKey: opts.puzzleKey },
      remoteAddress: opts.ip ?? LAB,
    });

  it('lets 300 students log in at the start, typos included', async () => {
    // A fifth of the class mistypes once first: far below the address ceiling, so nobody needs the puzzle.
    for (const u of students.slice(0, 60))
      expect((await signIn(u, { password: 'typo-typo' })).msg).toBe('Please check your username or password');
    const answers: Array<[number, number]> = [];
    for (let i = 0; i < students.length; i += 10) {
      const batch = await Promise.all(students.slice(i, i + 10).map((u) => signIn(u)));
      answers.push(...batch.map((r): [number, number] => [r.http, r.status]));
    }
    expect(answers.filter(([http, status]) => http !== 200 || status !== 200)).toEqual([]);
    expect(answers).toHaveLength(300);
  }, 120_000);

  it('locks an account after 20 wrong passwords from that address only; its neighbours still log in', async () => {
    const [victim, neighbour] = [students[0]!, students[1]!];
    for (let i = 0; i < LOGIN_GUARD.pairLock; i++) {
      const puzzleKey = i >= LOGIN_GUARD.accountPuzzle ? await solvedPuzzle(t, { remoteAddress: LAB }) : undefined;
      expect((await signIn(victim, { password: 'wrong-wrong', puzzleKey })).msg).toBe('Please check your username or password');
    }
    const locked = await signIn(victim, { puzzleKey: await solvedPuzzle(t, { remoteAddress: LAB }) });
    expect([locked.http, locked.status]).toEqual([200, 400]);
    expect(locked.msg).toMatch(/locked for 30 minutes/);
    // Same address, another account: neither locked nor puzzled.
    expect((await signIn(neighbour)).status).toBe(200);
    // Same account, another address: it has to solve the puzzle (the account saw failures), then it gets in.
    expect((await signIn(victim, { ip: '10.30.0.1' })).msg).toMatch(/slide puzzle/);
    expect(
      (await signIn(victim, { ip: '10.30.0.1', puzzleKey: await solvedPuzzle(t, { remoteAddress: '10.30.0.1' }) })).status,
    ).toBe(200);
  }, 60_000);

  it('still stops one address spraying many accounts: the puzzle, then a lock', async () => {
    const spray = '10.40.0.1';
    const limits = addressLimits(t.config.loginFailures);
    expect(limits).toEqual({ puzzle: 200, lock: 1000, windowSeconds: 1800 });
    await t.core.kv.set(`login:fail-ip:${spray}`, String(limits.puzzle - 1), 1800);
    await signIn({ username: 'nobody-here', password: 'guess-1' }, { ip: spray });
    expect((await signIn(students[2]!, { ip: spray })).msg).toMatch(/slide puzzle/);
    await t.core.kv.set(`login:fail-ip:${spray}`, String(limits.lock), 1800);
    const locked = await signIn(students[2]!, { ip: spray, puzzleKey: await solvedPuzzle(t, { remoteAddress: spray }) });
    expect(locked.msg).toMatch(/locked for 30 minutes/);
  });
});
