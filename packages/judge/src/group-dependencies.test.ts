import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { GROUP_DEPENDENCIES_FILE, groupDependenciesFile, orderByDependencies } from './group-dependencies';
import { makeCases, makeProblem, makeTask, type CaseSpec } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

const ECHO = '#include <cstdio>\nint main(){ long long n; if (scanf("%lld",&n)==1) printf("%lld\\n", n); return 0; }';
const ok = (score: number, groupNum: number): CaseSpec => ({ input: '1', output: '1', score, groupNum });
const bad = (score: number, groupNum: number): CaseSpec => ({ input: '1', output: '2', score, groupNum });

const fx = useTestJudge();

/** Group 3 needs 1 and 2; group 2 needs 1 (Polygon's `<dependencies>` as the import writes them). */
const DEPENDENCIES = groupDependenciesFile(
  new Map([
    [3, [1, 2]],
    [2, [1]],
  ]),
);

async function run(specs: CaseSpec[], dependencies: string | null) {
  const problem = makeProblem({
    type: 1,
    judgeCaseMode: 'subtask_lowest',
    ioScore: 60,
    difficulty: 1,
    judgeExtraFiles: dependencies ? { [GROUP_DEPENDENCIES_FILE]: dependencies } : {},
  });
  return fx.judge.judge(makeTask('C++', ECHO, makeCases(fx.sb.dataDir, specs), problem));
}

describe('subtask dependencies on the real go-judge', () => {
  it('a subtask whose needed subtask failed is skipped and scores nothing; without dependencies it scores', async () => {
    // Group 3 comes first in the case order, yet waits for groups 1 and 2.
    const specs = [ok(30, 3), bad(10, 1), ok(10, 1), ok(20, 2)];
    const free = await run(specs, null);
    expect(free.score).toBe(50);

    const bound = await run(specs, DEPENDENCIES);
    expect(bound.cases.map((c) => c.status)).toEqual([
      JudgeStatus.Cancelled,
      JudgeStatus.WrongAnswer,
      JudgeStatus.Cancelled,
      JudgeStatus.Cancelled,
    ]);
    expect(bound.score).toBe(0);
    expect(bound.status).toBe(JudgeStatus.WrongAnswer);
  });

  it('every subtask judged when the needed ones pass; a failure late in the chain stops only its dependents', async () => {
    const all = await run([ok(30, 3), ok(10, 1), ok(20, 2)], DEPENDENCIES);
    expect([all.status, all.score]).toEqual([JudgeStatus.Accepted, 60]);
    const late = await run([ok(30, 3), ok(10, 1), bad(20, 2)], DEPENDENCIES);
    expect(late.cases.map((c) => c.status)).toEqual([JudgeStatus.Cancelled, JudgeStatus.Accepted, JudgeStatus.WrongAnswer]);
    expect([late.status, late.score]).toEqual([JudgeStatus.PartialAccepted, 10]);
  });

  it('orders groups after what they need and breaks a cycle instead of waiting forever', () => {
    const order = (deps: Map<number, number[]>) =>
      orderByDependencies(
        [1, 2, 3].map((num) => ({ num, items: null })),
        deps,
      ).map((g) => [g.num, g.needs]);
    expect(order(new Map([[1, [3]]]))).toEqual([
      [2, []],
      [3, []],
      [1, [3]],
    ]);
    expect(
      order(
        new Map([
          [1, [2]],
          [2, [1]],
        ]),
      ),
    ).toEqual([
      [3, []],
      [1, []],
      [2, [1]],
    ]);
  });
});
