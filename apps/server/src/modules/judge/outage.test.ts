import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoJudgeProcess, Judge, startGoJudge } from '@verdict/judge';
import { JudgeStatus, adminCompileSpj, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  type Actors,
  candidatePort,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  silentLog,
  waitFinal,
} from '../../test/judge-kit';

/** Slow enough (3 cases × 0.2 s) that a batch of 20 is still being judged when go-judge dies. */
const PROGRAMS = [
  {
    language: 'C++',
    verdict: JudgeStatus.Accepted,
    code: '#include <iostream>\n#include <unistd.h>\nint main() { long long a, b; std::cin >> a >> b; usleep(200000); std::cout << a + b << std::endl; }\n',
  },
  {
    language: 'C++',
    verdict: JudgeStatus.WrongAnswer,
    code: '#include <iostream>\n#include <unistd.h>\nint main() { long long a, b; std::cin >> a >> b; usleep(200000); std::cout << a - b << std::endl; }\n',
  },
  {
    language: 'Python3',
    verdict: JudgeStatus.Accepted,
    code: 'import time\na, b = map(int, input().split())\ntime.sleep(0.2)\nprint(a + b)\n',
  },
  {
    language: 'Python3',
    verdict: JudgeStatus.WrongAnswer,
    code: 'import time\na, b = map(int, input().split())\ntime.sleep(0.2)\nprint(a * b)\n',
  },
];

/** A Judge that counts how often the pool probes the sandbox. */
class CountingJudge extends Judge {
  pings = 0;
  override async ping(): Promise<void> {
    this.pings++;
    return super.ping();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a sandbox outage is never a verdict', () => {
  const t = useTestApp(judgeTestConfig());
  const db = () => t.core.database.db;
  let a: Actors;
  let ab: { pid: number; problemId: string };
  let port = 0;
  let workDir = '';
  let gj: GoJudgeProcess;
  // This file owns its go-judge (never the shared one of `npm test`): it is killed here.
  const startSandbox = () =>
    startGoJudge({
      port,
      workDir,
      srcPrefixes: [t.core.testdata.root],
      parallelism: 2,
      goCacheSeedDir: null,
      rustToolchainDir: null,
    });
  const health = async () =>
    (
      JSON.parse((await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: a.admin.token } })).body) as {
        data: { judge: { status: string; reason: string | null } };
      }
    ).data.judge;
  const rows = (ids: number[]) =>
    db().selectFrom('judge').select(['submitId', 'status']).where('submitId', 'in', ids).orderBy('submitId').execute();
  const jobs = () =>
    db().selectFrom('judgeJob').select(['submitId', 'attemptId', 'leaseUntil', 'tries']).orderBy('submitId').execute();

  beforeAll(async () => {
    port = await candidatePort();
    workDir = mkdtempSync(path.join(tmpdir(), 'verdict-outage-gojudge-'));
    gj = await startSandbox();
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
  });
  afterAll(async () => {
    await t.app.services.judging.stopWorkers();
    await gj.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('go-judge killed while 20 submissions are judged: they wait in Pending, then end with the right verdicts', async () => {
    const judge = new CountingJudge(gj.url, { concurrency: 2 });
    // maxTries 1: a single attempt counted as failed would end its submission as System Error.
    await t.app.services.judging.startWorkers(judge, silentLog, {
      concurrency: 2,
      sweepMs: 500,
      maxTries: 1,
      backoff: { firstMs: 200, maxMs: 1_000 },
    });
    const users = [a.user, a.other, a.problemAdmin, a.admin];
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const p = PROGRAMS[i % PROGRAMS.length];
      const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: users[i % users.length].token,
        body: { pid: ab.problemId, language: p.language, code: p.code },
      });
      ids.push(res.data.submitId);
    }
    // Kill go-judge once judging is under way and some submissions are done.
    for (let i = 0; i < 600; i++) {
      const now = await rows(ids);
      if (
        now.some((r) => r.status === JudgeStatus.Judging) &&
        now.some((r) => r.status === JudgeStatus.Accepted || r.status === JudgeStatus.WrongAnswer)
      )
        break;
      await sleep(50);
    }
    const judgedBefore = (await rows(ids)).filter(
      (r) => r.status !== JudgeStatus.Pending && r.status !== JudgeStatus.Compiling && r.status !== JudgeStatus.Judging,
    ).length;
    expect(judgedBefore).toBeLessThan(20);
    process.kill(gj.pid, 'SIGKILL');
    expect(await gj.exited).toBe('exited with SIGKILL');

    for (let i = 0; i < 100 && (await health()).status === 'ok'; i++) await sleep(50);
    expect(await health()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/unreachable/) });
    // Let the attempts that were running come back, then watch the pool wait.
    for (let i = 0; i < 100 && (await t.app.services.judging.health()).judge.active > 0; i++) await sleep(50);
    const pingsBefore = judge.pings;
    const jobsBefore = await jobs();
    await sleep(2_500);
    const down = await rows(ids);
    expect(down.filter((r) => r.status === JudgeStatus.SystemError)).toEqual([]);
    const waiting = down.filter((r) => r.status === JudgeStatus.Pending);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBe(
      20 - down.filter((r) => r.status === JudgeStatus.Accepted || r.status === JudgeStatus.WrongAnswer).length,
    );
    // Nothing claimed while down, and probes back off (200, 400, 800, 1000 ms) instead of spinning.
    expect(await jobs()).toEqual(jobsBefore);
    expect(jobsBefore.every((j) => j.leaseUntil === null && j.tries === 0)).toBe(true);
    expect(judge.pings - pingsBefore).toBeLessThanOrEqual(5);
    // Checker compilation says the judge is unavailable rather than blaming the code.
    const compile = await t.call(adminCompileSpj, {
      token: a.admin.token,
      body: { code: 'int main() { return 0; }', language: 'C++' },
    });
    expect(compile.status).toBe(400);
    expect(compile.msg).toMatch(/^The judge is not available: .*unreachable/);

    gj = await startSandbox();
    for (const [i, id] of ids.entries()) expect(await waitFinal(db(), id, 90_000)).toBe(PROGRAMS[i % PROGRAMS.length].verdict);
    const cases = await db().selectFrom('judgeCase').select('submitId').where('submitId', 'in', ids).execute();
    expect(cases).toHaveLength(20 * 3);
    expect(await t.app.services.judging.queue.size()).toBe(0);
    expect(await health()).toMatchObject({ status: 'ok', reason: null });
  });

  it('a sandbox that runs programs but fails one submission: retried with backoff, then System Error', async () => {
    // A real proxy to go-judge that answers 500 to any run of the poisoned source.
    const proxy: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (body.includes('POISON')) return void res.writeHead(500).end('runtime error: index out of range');
        void fetch(gj.url + (req.url ?? '/'), {
          method: req.method,
          body: req.method === 'GET' ? undefined : body,
          headers: { 'content-type': 'application/json' },
        })
          .then(async (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(await r.text()))
          .catch(() => res.destroy());
      });
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      await t.app.services.judging.startWorkers(new Judge(url), silentLog, {
        concurrency: 2,
        sweepMs: 500,
        maxTries: 3,
        backoff: { firstMs: 100, maxMs: 1_000 },
      });
      const submit = async (code: string) =>
        (
          await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
            token: a.user.token,
            body: { pid: ab.problemId, language: 'Python3', code },
          })
        ).data.submitId;
      const poisoned = await submit(`${PROGRAMS[2].code}# POISON\n`);
      const fine = await submit(PROGRAMS[2].code);
      expect(await waitFinal(db(), fine)).toBe(JudgeStatus.Accepted);
      expect(await waitFinal(db(), poisoned)).toBe(JudgeStatus.SystemError);
      const row = await db()
        .selectFrom('judge')
        .select('errorMessage')
        .where('submitId', '=', poisoned)
        .executeTakeFirstOrThrow();
      expect(row.errorMessage).toMatch(/judge failed 3 times: go-judge \/run answered HTTP 500/);
      expect(await health()).toMatchObject({ status: 'ok' });
    } finally {
      await t.app.services.judging.stopWorkers();
      await new Promise((r) => proxy.close(r));
    }
  });
});
