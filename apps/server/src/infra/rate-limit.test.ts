import { beforeAll, describe, expect, it } from 'vitest';
import {
  type EndpointDef,
  adminLogin,
  applyResetPassword,
  captcha,
  getRegisterCode,
  importFpsProblem,
  login,
  register,
  submitProblemJudge,
  submitProblemTestJudge,
  uploadAvatar,
  uploadMdFile,
  uploadMdImg,
  uploadTestcaseZip,
} from '@verdict/shared';
import { loadConfig } from '../config';
import { SESSION_COOKIE } from '../http/session-cookie';
import { floodLimits } from '../test/flood-limits';
import { type SeededUser, seedUser } from '../test/seed';
import { useTestApp } from '../test/test-app';

describe('rate limits (@fastify/rate-limit counting in the key-value store)', () => {
  const t = useTestApp({
    rateLimits: floodLimits({
      login: { max: 3, windowSeconds: 60 },
      register: { max: 2, windowSeconds: 60 },
      emailCode: { max: 2, windowSeconds: 60 },
      captcha: { max: 2, windowSeconds: 1 },
      upload: { max: 2, windowSeconds: 60 },
      testdata: { max: 2, windowSeconds: 60 },
      submit: { max: 2, windowSeconds: 60 },
    }),
  });
  let alice: SeededUser;
  let bob: SeededUser;
  let carol: SeededUser;

  beforeAll(async () => {
    alice = await seedUser(t.core);
    bob = await seedUser(t.core);
    carol = await seedUser(t.core);
  });

  /** One call from `ip` (inject's remote address), as a raw HTTP answer. */
  const hit = async (
    def: EndpointDef,
    opts: { ip?: string; token?: string; lang?: string; body?: object; headers?: Record<string, string> } = {},
  ) => {
    const method = (Array.isArray(def.method) ? def.method[0] : def.method) as 'GET';
    const res = await t.app.inject({
      method,
      url: def.path,
      remoteAddress: opts.ip ?? '10.0.0.1',
      headers: { 'accept-language': opts.lang ?? 'en', ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers },
      ...(method === 'GET' ? {} : { payload: opts.body ?? {} }),
    });
    return {
      http: res.statusCode,
      body: JSON.parse(res.body) as { status: number; msg: string; data: unknown },
      retryAfter: res.headers['retry-after'],
    };
  };
  const codes = async (n: number, def: EndpointDef, opts: Parameters<typeof hit>[1] = {}) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await hit(def, opts)).http);
    return out;
  };

  it("login and admin login share one budget per address; the refusal is a 429 envelope in the caller's language with Retry-After", async () => {
    const body = { username: alice.username, password: 'wrong-password' };
    expect(await codes(2, login, { ip: '10.0.1.1', body })).not.toContain(429);
    expect((await hit(adminLogin, { ip: '10.0.1.1', body })).http).not.toBe(429);
    const en = await hit(login, { ip: '10.0.1.1', body });
    expect(en.http).toBe(429);
    expect(en.body).toEqual({
      status: 400,
      msg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
      data: null,
    });
    expect(Number(en.retryAfter)).toBeGreaterThan(0);
    expect(Number(en.retryAfter)).toBeLessThanOrEqual(60);
    expect(en.body.msg).toContain(`in ${String(en.retryAfter)} seconds`);
    const zh = await hit(adminLogin, { ip: '10.0.1.1', body, lang: 'zh-CN' });
    expect([zh.http, zh.body.msg]).toEqual([429, expect.stringMatching(/^请求过于频繁，请在 \d+ 秒后重试$/)]);
    // Another address is not affected, and the right password still works there.
    expect((await hit(login, { ip: '10.0.1.2', body: { username: alice.username, password: alice.password } })).body.status).toBe(
      200,
    );
  });

  it('register and e-mail codes are limited per address', async () => {
    expect(await codes(3, register, { ip: '10.0.2.1', body: { username: 'x' } })).toEqual([400, 400, 429]);
    const mail = async (def: EndpointDef) =>
      (await hit(def, { ip: '10.0.2.2', body: { email: 'a@b.test', username: 'x' } })).http;
    // The three e-mail calls count together.
    expect([
      (await hit(getRegisterCode, { ip: '10.0.2.2' })).http,
      await mail(applyResetPassword),
      await mail(applyResetPassword),
    ]).toEqual([expect.any(Number), expect.any(Number), 429]);
    expect((await hit(getRegisterCode, { ip: '10.0.2.3' })).http).not.toBe(429);
  });

  it('captcha rendering is limited, and the window ends', async () => {
    expect(await codes(3, captcha, { ip: '10.0.3.1' })).toEqual([200, 200, 429]);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await hit(captcha, { ip: '10.0.3.1' })).http).toBe(200);
  });

  it('uploads and submissions are counted per user, whatever the address; refused before the body is read', async () => {
    // Any upload call counts: an avatar, an image, a file; test data and imports have a budget of their own.
    const up = (def: EndpointDef, user: SeededUser, ip: string) => hit(def, { token: user.token, ip });
    expect([(await up(uploadAvatar, alice, '10.0.4.1')).http, (await up(uploadMdImg, alice, '10.0.4.2')).http]).not.toContain(
      429,
    );
    const refused = await up(uploadMdFile, alice, '10.0.4.3');
    expect([refused.http, refused.body.status]).toEqual([429, 400]);
    expect((await up(uploadAvatar, bob, '10.0.4.1')).http).not.toBe(429);
    expect([
      (await up(importFpsProblem, alice, '10.0.4.4')).http,
      (await up(uploadTestcaseZip, alice, '10.0.4.5')).http,
    ]).not.toContain(429);
    expect((await up(importFpsProblem, alice, '10.0.4.6')).http).toBe(429);

    const submit = (def: EndpointDef, user: SeededUser) => hit(def, { token: user.token, body: { pid: 'NONE' } });
    expect([(await submit(submitProblemJudge, alice)).http, (await submit(submitProblemTestJudge, alice)).http]).not.toContain(
      429,
    );
    expect((await submit(submitProblemJudge, alice)).http).toBe(429);
    expect((await submit(submitProblemJudge, bob)).http).not.toBe(429);
  });

  it('counts a cookie-only widget upload against its user, whatever the address', async () => {
    const res = await t.call(login, { body: { username: carol.username, password: carol.password }, remoteAddress: '10.0.5.9' });
    const cookie = `${SESSION_COOKIE}=${new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(String(res.headers['set-cookie']))?.[1]}`;
    const answers: number[] = [];
    for (const ip of ['10.0.5.1', '10.0.5.2', '10.0.5.3'])
      answers.push((await hit(uploadTestcaseZip, { ip, headers: { cookie } })).http);
    expect(answers.slice(0, 2)).not.toContain(429);
    expect(answers[2]).toBe(429);
  });

  it('reads RATE_LIMIT_<GROUP>=max/seconds from the environment and refuses a malformed value', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir, RATE_LIMIT_EMAIL_CODE: '7/30', RATE_LIMIT_LOGIN: ' 100 / 60 ' });
    expect(config.rateLimits.emailCode).toEqual({ max: 7, windowSeconds: 30 });
    expect(config.rateLimits.login).toEqual({ max: 100, windowSeconds: 60 });
    expect(config.rateLimits.submit).toEqual({ max: 30, windowSeconds: 60 });
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, RATE_LIMIT_SUBMIT: 'lots' })).toThrow(
      /RATE_LIMIT_SUBMIT must read max\/seconds/,
    );
  });
});
