import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  adminAddNotice,
  generateUser,
  generateUserExcel,
  getMsgStreamTicket,
  getUserJobProgress,
  login,
  logout,
  submitProblemJudge,
} from '@verdict/shared';
import { loadConfig } from './config';
import { type Core, createCore } from './core';
import { useSandbox } from './test/judge-kit';
import { TEST_REDIS_URL, freshRedisPrefix } from './test/redis';
import { type ServerProcess, openSse, rootToken, startServerProcess } from './test/scaled-kit';
import { withPgClient } from './test/pg-client';

/**
 * Scaled mode end to end: real server processes (`main.ts serve`) on one PostgreSQL database and
 * one Redis. A and B serve the API and judge nothing (JUDGE_CONCURRENCY=0); judge processes are
 * started and killed as each test needs.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const ROOT_PASSWORD = 'scaled-Root-pass-1';
const LOGIN_LIMIT = 8;
const slowAb = 'import time\na, b = map(int, input().split())\ntime.sleep(0.4)\nprint(a + b)\n';
const ab = 'a, b = map(int, input().split())\nprint(a + b)\n';

interface Answer {
  http: number;
  status: number;
  data: unknown;
  headers: Headers;
}

async function call(
  proc: ServerProcess,
  def: { method: string | readonly string[]; path: string },
  opts: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<Answer> {
  const method = Array.isArray(def.method) ? def.method[0] : (def.method as string);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (opts.token) headers.authorization = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const qs = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
  const res = await fetch(proc.url + def.path + qs, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const env = (await res.json().catch(() => null)) as { status?: number; data?: unknown } | null;
  return { http: res.status, status: env?.status ?? res.status, data: env?.data, headers: res.headers };
}

describe.skipIf(!TEST_REDIS_URL || !TEST_DATABASE_URL)('scaled mode: two API processes on one PostgreSQL + Redis', () => {
  const sandbox = useSandbox();
  const procs: ServerProcess[] = [];
  let A: ServerProcess;
  let B: ServerProcess;
  let env: NodeJS.ProcessEnv;
  let core: Core;
  let dataDir = '';
  let dbName = '';
  let prefix = '';
  let pid = 0;
  let token = '';

  const start = async (name: string, judges: number) => {
    const p = await startServerProcess(name, { ...env, JUDGE_CONCURRENCY: String(judges) }, { judges: judges > 0 });
    procs.push(p);
    return p;
  };
  const row = (submitId: number) =>
    core.database.db.selectFrom('judge').select(['status', 'judger']).where('submitId', '=', submitId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(process.env.GO_JUDGE_SRC_PREFIX || tmpdir(), 'verdict-scaled-'));
    dbName = `verdict_s_${randomBytes(6).toString('hex')}`;
    await withPgClient(TEST_DATABASE_URL, (c) => c.query(`create database ${dbName}`));
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    // The schema and the JWT secret first, from here, so the processes start on a ready database.
    core = await createCore(
      loadConfig({ ...process.env, DATA_DIR: path.join(dataDir, 'test-side'), DATABASE_URL: url.toString(), REDIS_URL: '' }),
    );
    await core.siteConfig.set('switch', { defaultSubmitInterval: 0 });
    prefix = freshRedisPrefix();
    env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      GO_JUDGE_URL: sandbox.url,
      VERDICT_ROOT_PASSWORD: ROOT_PASSWORD,
      RATE_LIMIT_LOGIN: `${LOGIN_LIMIT}/60`,
      JUDGE_LEASE_MS: '3000',
    };
    A = await start('A', 0);
    B = await start('B', 0);
    const problem = await core.database.db
      .selectFrom('problem')
      .select('id')
      .where('problemId', '=', '1000')
      .executeTakeFirstOrThrow();
    pid = problem.id;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await core?.database.close();
    if (dbName) await withPgClient(TEST_DATABASE_URL, (c) => c.query(`drop database if exists ${dbName} with (force)`));
    if (prefix) {
      const { Redis } = await import('ioredis');
      const r = new Redis(TEST_REDIS_URL);
      const keys = await r.keys(`${prefix}:*`);
      if (keys.length) await r.del(...keys);
      await r.quit();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a login on A is a session on B, a logout on B ends it on A; a stream ticket of A opens the message stream on B, which gets a notice sent on A', async () => {
    const res = await call(A, login, { body: { username: 'root', password: ROOT_PASSWORD } });
    expect(res.status).toBe(200);
    const first = res.headers.get('authorization')!;
    expect(first).toBeTruthy();
    const onB = await call(B, getMsgStreamTicket, { token: first });
    expect(onB.status).toBe(200);
    expect(await call(B, logout, { token: first })).toMatchObject({ status: 200 });
    expect((await call(A, getMsgStreamTicket, { token: first })).status).toBe(401);

    const again = await call(B, login, { body: { username: 'root', password: ROOT_PASSWORD } });
    token = again.headers.get('authorization')!;
    // A stream ticket issued by A opens the message stream on B.
    const { ticket } = (await call(A, getMsgStreamTicket, { token })).data as { ticket: string };
    const stream = await openSse(`${B.url}/api/sse/messages?ticket=${ticket}`);
    const first2 = await stream.waitFor((e) => e.event === 'unread', 10_000);
    expect(first2.data).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    // A notice to everyone published on A reaches the stream held by B.
    expect(
      (await call(A, adminAddNotice, { token, body: { title: 'Scaled', content: 'Two processes', type: 'All' } })).status,
    ).toBe(200);
    const pushed = await stream.waitFor((e) => e.event === 'unread' && (e.data as { sys: number }).sys === 1, 10_000);
    expect(pushed.data).toEqual({ comment: 0, reply: 0, like: 0, sys: 1, mine: 0 });
    stream.close();
  }, 60_000);

  it('an account job started on A is followed and its spreadsheet downloaded on B', async () => {
    const started = await call(A, generateUser, {
      token,
      body: { prefix: 'scaled', suffix: '', number_from: 1, number_to: 3, password_length: 8 },
    });
    expect(started.status).toBe(200);
    const { key } = started.data as { key: string };
    const deadline = Date.now() + 60_000;
    let progress = (await call(B, getUserJobProgress, { token, query: { key } })).data as { state: string; total: number };
    while (progress.state !== 'done' && progress.state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      progress = (await call(B, getUserJobProgress, { token, query: { key } })).data as { state: string; total: number };
    }
    expect(progress).toMatchObject({ state: 'done', total: 3 });
    const file = await fetch(`${B.url}${generateUserExcel.path}?key=${key}`, { headers: { authorization: token } });
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  }, 90_000);

  it('a submission made on A gets its verdict, judged by another process, pushed to an SSE client on B', async () => {
    const sub = await call(A, submitProblemJudge, { token, body: { pid: '1000', language: 'Python3', code: ab } });
    expect(sub.status).toBe(200);
    const submitId = (sub.data as { submitId: number }).submitId;
    const stream = await openSse(`${B.url}/api/sse/submissions?submitIds=${submitId}`, { authorization: token });
    // Nobody judges yet (A and B have JUDGE_CONCURRENCY=0): the stream says Pending.
    const pending = await stream.waitFor((e) => e.event === 'progress', 10_000);
    expect(pending.data).toMatchObject({ submitId, status: JudgeStatus.Pending });
    expect((await row(submitId)).status).toBe(JudgeStatus.Pending);

    await start('judge C', 1);
    const verdict = await stream.waitFor(
      (e) => e.event === 'progress' && (e.data as { status: number }).status === JudgeStatus.Accepted,
      90_000,
    );
    expect(verdict.data).toEqual({ submitId, status: JudgeStatus.Accepted, done: 6, total: 6 });
    await stream.waitFor((e) => e.event === 'end', 10_000);
    // Between Pending and Accepted the stream saw the judge's progress, all of it from process C.
    expect(
      stream.events.some((e) => e.event === 'progress' && (e.data as { status: number }).status === JudgeStatus.Judging),
    ).toBe(true);
    stream.close();
  }, 150_000);

  it('a job whose judge process is killed mid-judging is judged again by another, and counted once', async () => {
    const judgeC = procs.find((p) => p.name === 'judge C')!;
    const sub = await call(B, submitProblemJudge, { token, body: { pid: '1000', language: 'Python3', code: slowAb } });
    const submitId = (sub.data as { submitId: number }).submitId;
    const deadline = Date.now() + 60_000;
    while ((await row(submitId)).status !== JudgeStatus.Judging) {
      if (Date.now() > deadline) throw new Error('C never started judging');
      await new Promise((r) => setTimeout(r, 50));
    }
    const taken = await row(submitId);
    expect(taken.judger).toMatch(new RegExp(`-${judgeC.pid}$`));
    await judgeC.crash();
    expect((await row(submitId)).status).toBe(JudgeStatus.Judging);

    const judgeD = await start('judge D', 1);
    const until = Date.now() + 90_000;
    let final = await row(submitId);
    while (
      final.status === JudgeStatus.Pending ||
      final.status === JudgeStatus.Compiling ||
      final.status === JudgeStatus.Judging
    ) {
      if (Date.now() > until) throw new Error(`still ${final.status}:\n${judgeD.log()}`);
      await new Promise((r) => setTimeout(r, 200));
      final = await row(submitId);
    }
    expect(final.status).toBe(JudgeStatus.Accepted);
    expect(final.judger).toMatch(new RegExp(`-${judgeD.pid}$`));
    const db = core.database.db;
    const cases = await db
      .selectFrom('judgeCase')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submitId', '=', submitId)
      .executeTakeFirstOrThrow();
    expect(Number(cases.n)).toBe(6);
    // One AC record for this submission (one per accepted submission), though two processes judged it.
    const acRows = await db
      .selectFrom('userAcproblem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submitId', '=', submitId)
      .executeTakeFirstOrThrow();
    expect(Number(acRows.n)).toBe(1);
    // Root solved problem 1000 twice in this file (this and the previous test): two accepted rows.
    const accepted = await db
      .selectFrom('judge')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pid', '=', pid)
      .where('status', '=', JudgeStatus.Accepted)
      .executeTakeFirstOrThrow();
    expect(Number(accepted.n)).toBe(2);
    // Health reports Redis beside the database.
    const health = (await (
      await fetch(`${judgeD.url}/api/health`, { headers: { authorization: await rootToken(judgeD.url, ROOT_PASSWORD) } })
    ).json()) as { data: Record<string, unknown> };
    expect(health.data).toMatchObject({
      database: 'postgres',
      databaseStatus: { status: 'ok', reason: null },
      redis: { status: 'ok', reason: null },
    });
  }, 200_000);

  it('the login rate limit counts requests on both processes together', async () => {
    // Alternating A and B, limit + 1 logins: together they pass the limit; were each process counting
    // alone, neither would reach it (at most 5 here plus 1 from the first test, of 8).
    const answers: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 1 && !answers.includes(429); i++) {
      answers.push((await call(i % 2 ? B : A, login, { body: { username: 'root', password: ROOT_PASSWORD } })).http);
    }
    expect(answers).toContain(429);
    expect((await call(A, login, { body: { username: 'root', password: ROOT_PASSWORD } })).http).toBe(429);
    expect((await call(B, login, { body: { username: 'root', password: ROOT_PASSWORD } })).http).toBe(429);
  }, 60_000);
});
