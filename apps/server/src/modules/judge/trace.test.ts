import { describe, expect, it } from 'vitest';
import { Judge } from '@verdict/judge';
import { JudgeStatus, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  silentLog,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import type { JudgeTrace } from './worker-pool';

describe('judge phase trace (JUDGE_TRACE_FILE, bench:judge)', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();

  it('one line per verdict: claim, begin, load, compile, the Judging write, each case, the verdict write', async () => {
    const a = await seedActors(t);
    await noSubmitInterval(t);
    const ab = await createAbProblem(t, a.admin.token);
    const traces: JudgeTrace[] = [];
    await t.app.services.judging.startWorkers(new Judge(sandbox.url), silentLog, {
      concurrency: 1,
      trace: (x) => traces.push(x),
    });
    const submit = async (code: string) =>
      (
        await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
          token: a.user.token,
          body: { pid: ab.problemId, language: 'C++', code },
        })
      ).data.submitId;
    const ok = await submit(AB_CPP);
    expect(await waitFinal(t.core.database.db, ok)).toBe(JudgeStatus.Accepted);
    const ce = await submit('int main( {');
    expect(await waitFinal(t.core.database.db, ce)).toBe(JudgeStatus.CompileError);
    await t.app.services.judging.stopWorkers();

    expect(traces.map((x) => x.submitId)).toEqual([ok, ce]);
    const [acTrace, ceTrace] = traces;
    // createAbProblem has 3 cases; a compile of <iostream> takes some time; every step is a duration.
    expect(acTrace.cases).toHaveLength(3);
    expect(acTrace.compile).toBeGreaterThan(10);
    for (const x of [
      acTrace.claim,
      acTrace.begin,
      acTrace.load,
      acTrace.judgingWrite,
      acTrace.wrapUp,
      acTrace.finish,
      ...acTrace.cases,
    ])
      expect(x).toBeGreaterThanOrEqual(0);
    // Every interval is one part: the sum is the total but for the parts' rounding to 0.1 ms (10 parts here).
    const parts =
      acTrace.claim +
      acTrace.begin +
      acTrace.load +
      acTrace.compile +
      acTrace.judgingWrite +
      acTrace.cases.reduce((s, x) => s + x, 0) +
      acTrace.wrapUp +
      acTrace.finish;
    expect(Math.abs(acTrace.total - parts)).toBeLessThan(0.6);
    // A Compile Error runs no case and writes no Judging status.
    expect(ceTrace).toMatchObject({ cases: [], judgingWrite: 0 });
    expect(ceTrace.compile).toBeGreaterThan(0);
  }, 120_000);
});
