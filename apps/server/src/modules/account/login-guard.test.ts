import { describe, expect, it, vi } from 'vitest';
import { type LoginPuzzle, checkLoginPuzzle, getLoginPuzzle, login } from '@verdict/shared';
import { solvedPuzzle } from '../../test/login-puzzle';
import { type TestApp, useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { LOGIN_GUARD, LoginGuardKeys, addressLimits } from './login-guard';
import { usernameFold } from './username';

type Call = Pick<TestApp, 'call' | 'core'>;

const fail = (
  t: Call,
  username: string,
  opts: { remoteAddress?: string; headers?: Record<string, string>; puzzleKey?: string } = {},
) =>
  t.call(login, {
    body: { username, password: 'badpass1', puzzleKey: opts.puzzleKey },
    remoteAddress: opts.remoteAddress,
    headers: opts.headers,
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('login lock-out (direct clients)', () => {
  const t = useTestApp();

  it('locks a username+IP after 20 failures, even for the right password', async () => {
    const u = await seedUser(t.core);
    for (let i = 0; i < LOGIN_GUARD.pairLock; i++) {
      // From the 5th failure on, each try needs a solved puzzle.
      const puzzleKey = i >= LOGIN_GUARD.accountPuzzle ? await solvedPuzzle(t) : undefined;
      expect((await fail(t, u.username, { puzzleKey })).msg).toBe('Please check your username or password');
    }
    const locked = await t.call(login, {
      body: { username: u.username, password: u.password, puzzleKey: await solvedPuzzle(t) },
    });
    expect([locked.http, locked.status]).toEqual([200, 400]);
    expect(locked.msg).toMatch(/locked for 30 minutes/);
    expect(await t.core.kv.ttl(LoginGuardKeys.pair(usernameFold(u.username), '127.0.0.1'))).toBeGreaterThan(1790);
    // Another address is not locked by this pair (it still needs the puzzle: the account saw failures).
    const other = await t.call(login, {
      body: { username: u.username, password: u.password, puzzleKey: await solvedPuzzle(t) },
      remoteAddress: '10.1.1.1',
    });
    expect(other.status).toBe(200);
  });

  it('requires a solved puzzle after 5 failures of an account; HOJ clients get a clear message', async () => {
    const u = await seedUser(t.core);
    for (let i = 0; i < LOGIN_GUARD.accountPuzzle; i++) await fail(t, u.username, { remoteAddress: `10.2.0.${i}` });
    const status = await t.call<typeof getLoginPuzzle, LoginPuzzle>(getLoginPuzzle, {
      query: { username: u.username.toUpperCase() },
    });
    expect(status.data.required).toBe(true);
    expect(status.data.background).toMatch(/^data:image\/png;base64,/);
    expect(status.data.piece).toMatch(/^data:image\/png;base64,/);

    // HOJ's client sends only username and password.
    const at = { remoteAddress: '10.2.1.1' };
    const bare = await t.call(login, { body: { username: u.username, password: u.password }, ...at });
    expect([bare.http, bare.status]).toEqual([200, 400]);
    expect(bare.msg).toMatch(/slide puzzle/);
    expect(bare.headers.authorization).toBeUndefined();

    // An unsolved puzzle, or a wrong answer (which burns it), does not open the door.
    const wrong = await t.call<typeof getLoginPuzzle, LoginPuzzle>(getLoginPuzzle, { query: {} });
    const gapX = Number(await t.core.kv.get(`login:puzzle:${wrong.data.puzzleKey}`));
    expect(
      (await t.call(login, { body: { username: u.username, password: u.password, puzzleKey: wrong.data.puzzleKey }, ...at })).msg,
    ).toMatch(/slide puzzle/);
    expect((await t.call(checkLoginPuzzle, { body: { puzzleKey: wrong.data.puzzleKey, x: gapX + 10 } })).data).toEqual({
      passed: false,
    });
    expect((await t.call(checkLoginPuzzle, { body: { puzzleKey: wrong.data.puzzleKey, x: gapX } })).data).toEqual({
      passed: false,
    });

    const puzzleKey = await solvedPuzzle(t);
    const ok = await t.call(login, { body: { username: u.username, password: u.password, puzzleKey }, ...at });
    expect(ok.status).toBe(200);
    // A success clears the account's counter; a solved puzzle is good for one login only.
    expect(
      (await t.call<typeof getLoginPuzzle, LoginPuzzle>(getLoginPuzzle, { query: { username: u.username }, ...at })).data
        .required,
    ).toBe(false);
    expect(await t.core.kv.get(`login:puzzle:${puzzleKey}`)).toBeNull();
  });

  it('answers only one of parallel puzzle checks, so positions cannot be tried side by side', async () => {
    const res = await t.call<typeof getLoginPuzzle, LoginPuzzle>(getLoginPuzzle, { query: {} });
    const gapX = Number(await t.core.kv.get(`login:puzzle:${res.data.puzzleKey}`));
    const tries = [gapX - 40, gapX - 20, gapX, gapX + 20].map((x) =>
      t.call(checkLoginPuzzle, { body: { puzzleKey: res.data.puzzleKey, x: Math.max(0, x) } }),
    );
    const passed = (await Promise.all(tries)).filter((r) => (r.data as { passed: boolean }).passed);
    expect(passed.length).toBeLessThanOrEqual(1);
  });

  it('locks an account tried from many addresses after 100 failures', async () => {
    const u = await seedUser(t.core);
    await t.core.kv.set(LoginGuardKeys.account(usernameFold(u.username)), String(LOGIN_GUARD.accountLock - 1), 1800);
    await fail(t, u.username, { remoteAddress: '10.3.0.1', puzzleKey: await solvedPuzzle(t, { remoteAddress: '10.3.0.1' }) });
    const res = await t.call(login, {
      body: { username: u.username, password: u.password, puzzleKey: await solvedPuzzle(t) },
      remoteAddress: '10.3.9.9',
    });
    expect(res.msg).toMatch(/locked for 30 minutes/);
  });

  it('requires the puzzle from an address after a fifth of RATE_LIMIT_LOGIN_FAILURES on any names, and locks it at the ceiling', async () => {
    const ip = '10.4.0.1';
    const limits = addressLimits(t.config.loginFailures);
    const u = await seedUser(t.core);
    await t.core.kv.set(LoginGuardKeys.ip(ip), String(limits.puzzle - 1), 1800);
    await fail(t, 'someone-else', { remoteAddress: ip });
    expect((await t.call(login, { body: { username: u.username, password: u.password }, remoteAddress: ip })).msg).toMatch(
      /slide puzzle/,
    );
    await t.core.kv.set(LoginGuardKeys.ip(ip), String(limits.lock - 1), 1800);
    await fail(t, 'a-third-name', { remoteAddress: ip, puzzleKey: await solvedPuzzle(t, { remoteAddress: ip }) });
    const locked = await t.call(login, {
      body: { username: u.username, password: u.password, puzzleKey: await solvedPuzzle(t) },
      remoteAddress: ip,
    });
    expect(locked.msg).toMatch(/locked for 30 minutes/);
    expect(
      (await t.call(login, { body: { username: u.username, password: u.password }, remoteAddress: '10.4.0.2' })).status,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const u = await seedUser(t.core);
    await fail(t, u.username, { remoteAddress: '10.6.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await fail(t, u.username, { remoteAddress: '10.6.0.1', headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(await t.core.kv.get(LoginGuardKeys.pair(usernameFold(u.username), '10.6.0.1'))).toBe('2');
    expect(await t.core.kv.get(LoginGuardKeys.pair(usernameFold(u.username), '203.0.113.7'))).toBeNull();
  });

  it('counts unknown names like known ones and spends the same time on them', async () => {
    // An address of its own per attempt: the retry of a run that lost the timing race starts from zero.
    const ip = `10.7.${Math.floor(Math.random() * 250)}.1`;
    await fail(t, 'no-such-user', { remoteAddress: ip });
    expect(await t.core.kv.get(LoginGuardKeys.pair('no-such-user', ip))).toBe('1');

    // The production argon2id cost (the suites run with PASSWORD_HASH_COST=test): at the cheap cost
    // the request's own time would hide a missing dummy check. The user's hash and the dummy both.
    vi.stubEnv('PASSWORD_HASH_COST', 'production');
    const u = await seedUser(t.core);
    const time = async (username: string) => {
      const start = performance.now();
      await t.call(login, {
        body: { username, password: 'badpass1' },
        remoteAddress: `10.5.${Math.floor(Math.random() * 250)}.1`,
      });
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, and enough of them that a busy CI machine's stalls hit both sides' medians alike.
    // (The account's count is cleared after each: five failures would ask for a puzzle before any argon2.)
    for (let i = 0; i < 8; i++) {
      known.push(await time(u.username));
      await t.core.kv.delete(LoginGuardKeys.account(usernameFold(u.username)));
      unknown.push(await time(`ghost-${i}`));
    }
    vi.unstubAllEnvs();
    // Without the dummy check an unknown name answers ~20x faster (no argon2 at all): a third is far from both.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });
});

describe('login lock-out behind a trusted proxy (TRUST_PROXY=true)', () => {
  const t = useTestApp({ trustProxy: true });

  it('counts failures per forwarded client address', async () => {
    const u = await seedUser(t.core);
    await t.core.kv.set(LoginGuardKeys.pair(usernameFold(u.username), '203.0.113.7'), String(LOGIN_GUARD.pairLock - 1), 1800);
    await fail(t, u.username, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(await t.core.kv.get(LoginGuardKeys.pair(usernameFold(u.username), '203.0.113.7'))).toBe(String(LOGIN_GUARD.pairLock));
    expect(await t.core.kv.get(LoginGuardKeys.pair(usernameFold(u.username), '127.0.0.1'))).toBeNull();
    const locked = await t.call(login, {
      body: { username: u.username, password: u.password },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(locked.msg).toMatch(/locked for 30 minutes/);
    const elsewhere = await t.call(login, {
      body: { username: u.username, password: u.password },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(elsewhere.status).toBe(200);
  });
});
