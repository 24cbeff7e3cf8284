import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoJudgeProcess, startGoJudge } from '@verdict/judge';
import { JudgeStatus, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
  type Actors,
  candidatePort,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  waitFinal,
} from '../../test/judge-kit';
import { startJudgingRuntime } from './runtime';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('embedded go-judge (serve runtime)', () => {
  // Its own go-judge child even when `npm test` provides a shared one.
  const t = useTestApp({ ...judgeTestConfig(), goJudgeUrl: null });
  const db = () => t.core.database.db;
  const started: GoJudgeProcess[] = [];
  const logged: string[] = [];
  const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
  let stop: () => Promise<void> = async () => undefined;
  let a: Actors;
  let ab: { pid: number; problemId: string };
  /** A go-judge of an "earlier run" of this data folder, still holding the port (as after kill -9 of its server). */
  let leftBehind: GoJudgeProcess;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
    const goJudge = { goCacheSeedDir: null, rustToolchainDir: null, parallelism: 2 };
    const port = await candidatePort();
    leftBehind = await startGoJudge({
      ...goJudge,
      port,
      workDir: path.join(t.core.config.dataDir, 'go-judge'),
      srcPrefixes: [t.core.testdata.root],
    });
    stop = await startJudgingRuntime(t.app.services.judging, t.core.config, t.core.testdata.root, log, {
      goJudgePort: port,
      goJudge,
      restartBackoff: { firstMs: 1_500, maxMs: 3_000 },
      onGoJudgeStarted: (proc) => started.push(proc),
    });
  });
  afterAll(async () => {
    await leftBehind.stop();
    await stop();
    expect(await started.at(-1)?.exited).toMatch(/exited/);
  });

  const submit = async () =>
    (
      await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: a.user.token,
        body: { pid: ab.problemId, language: 'C++', code: AB_CPP },
      })
    ).data.submitId;
  const health = async () =>
    (
      JSON.parse((await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: a.admin.token } })).body) as {
        data: { judge: { status: string; reason: string | null } };
      }
    ).data.judge;

  it('ends the go-judge an earlier run left on its port, and runs its own: no restart loop', async () => {
    expect(await leftBehind.exited).toBe('exited with SIGKILL');
    expect(logged).toContain(
      `judge: ended go-judge pid ${leftBehind.pid} on port ${new URL(leftBehind.url).port}, left running by an earlier run (owner pid ${process.pid})`,
    );
    // Longer than two restart delays: a go-judge that could not bind its port would have been started again by now.
    await sleep(3_500);
    expect(started).toHaveLength(1);
    expect(await Promise.race([started[0].exited, sleep(10).then(() => 'running')])).toBe('running');
    expect(logged.filter((m) => /restart/.test(m))).toEqual([]);
  });

  it('restarts a go-judge that died, and the workers resume once it answers', async () => {
    expect(started).toHaveLength(1);
    expect(await waitFinal(db(), await submit())).toBe(JudgeStatus.Accepted);

    process.kill(started[0].pid, 'SIGKILL');
    await started[0].exited;
    // The runtime saw it die: judging is paused at once, the reason is in health.
    await sleep(100);
    expect(await health()).toMatchObject({ status: 'unavailable', reason: 'go-judge exited with SIGKILL' });
    const waiting = await submit();
    await sleep(500);
    expect(
      (await db().selectFrom('judge').select('status').where('submitId', '=', waiting).executeTakeFirstOrThrow()).status,
    ).toBe(JudgeStatus.Pending);
    expect(started).toHaveLength(1);

    for (let i = 0; i < 200 && started.length < 2; i++) await sleep(50);
    expect(started).toHaveLength(2);
    expect(started[1].pid).not.toBe(started[0].pid);
    expect(started[1].url).toBe(started[0].url);
    expect(await waitFinal(db(), waiting, 30_000)).toBe(JudgeStatus.Accepted);
    expect(await health()).toMatchObject({ status: 'ok', reason: null });
    expect(logged).toContain('judge: go-judge exited with SIGKILL; restarting it, submissions wait in Pending');
  });

  it('keeps trying with growing delays while go-judge cannot be started again', async () => {
    const dead = started.at(-1)!;
    const port = Number(new URL(dead.url).port);
    process.kill(dead.pid, 'SIGKILL');
    await dead.exited;
    // Someone else holds the port (and hangs up on the pool's probes): restarts fail until it is given back.
    const squatter = createServer((socket) => socket.destroy());
    await new Promise<void>((r) => squatter.listen(port, '127.0.0.1', r));
    const waiting = await submit();
    const failedAt: number[] = [];
    for (let i = 0; i < 600 && failedAt.length < 2; i++) {
      const failures = logged.filter((m) => m.includes('could not be restarted'));
      if (failures.length > failedAt.length) failedAt.push(Date.now());
      await sleep(25);
    }
    expect(failedAt).toHaveLength(2);
    // 1.5 s then 3 s between attempts.
    expect(failedAt[1] - failedAt[0]).toBeGreaterThan(2_500);
    const down = await health();
    expect(down).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(
        new RegExp(`^go-judge could not be restarted \\(attempt \\d\\): port ${port} is in use by another program`),
      ),
    });
    // The reason shown is short; the whole go-judge log tail went to the server log.
    expect(down.reason!.length).toBeLessThanOrEqual(300);
    expect(
      (await db().selectFrom('judge').select('status').where('submitId', '=', waiting).executeTakeFirstOrThrow()).status,
    ).toBe(JudgeStatus.Pending);
    await new Promise((r) => squatter.close(r));
    expect(await waitFinal(db(), waiting, 30_000)).toBe(JudgeStatus.Accepted);
    expect(started.at(-1)?.pid).not.toBe(dead.pid);
  });
});
