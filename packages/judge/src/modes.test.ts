import { JudgeStatus, type JudgeCaseMode } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { Judge } from './judge';
import { makeCases, makeProblem, makeTask, type CaseSpec } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

const ECHO = '#include <cstdio>\nint main(){ long long n; if (scanf("%lld",&n)==1) printf("%lld\\n", n); return 0; }';
const ok = (score: number, groupNum = 1): CaseSpec => ({ input: '1', output: '1', score, groupNum });
const bad = (score: number, groupNum = 1): CaseSpec => ({ input: '1', output: '2', score, groupNum });

const fx = useTestJudge();

async function run(mode: JudgeCaseMode, specs: CaseSpec[], type: 0 | 1 = 1, ioScore = 100) {
  const problem = makeProblem({ type, judgeCaseMode: mode, ioScore, difficulty: 1 });
  return fx.judge.judge(makeTask('C++', ECHO, makeCases(fx.sb.dataDir, specs), problem));
}

describe('case modes and final result (§3.7)', () => {
  it('default: sum of case scores, Partial Accepted, OI rank score; all AC gives io score', async () => {
    const out = await run('default', [ok(10), bad(20), ok(30)]);
    expect(out.status).toBe(JudgeStatus.PartialAccepted);
    expect(out.score).toBe(40);
    expect(out.oiRankScore).toBe(5);
    const all = await run('default', [ok(30), ok(30)], 1, 100);
    expect(all.status).toBe(JudgeStatus.Accepted);
    expect(all.score).toBe(100);
    expect(all.oiRankScore).toBe(12);
    const none = await run('default', [bad(50), bad(50)]);
    expect(none.status).toBe(JudgeStatus.WrongAnswer);
    expect(none.score).toBe(0);
  });

  it('ergodic_without_error: stops at the first non-AC, later cases are not recorded', async () => {
    const out = await run('ergodic_without_error', [ok(0), bad(0), ok(0), ok(0)], 0);
    expect(out.status).toBe(JudgeStatus.WrongAnswer);
    expect(out.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.WrongAnswer]);
    expect(out.score).toBeNull();
    expect(out.oiRankScore).toBeNull();
  });

  it('subtask_lowest: a failing case cancels the rest of its group; score is the sum of group minima', async () => {
    const out = await run('subtask_lowest', [ok(10, 1), bad(10, 1), ok(10, 1), ok(20, 2), ok(20, 2)], 1, 40);
    expect(out.cases.map((c) => c.status)).toEqual([
      JudgeStatus.Accepted,
      JudgeStatus.WrongAnswer,
      JudgeStatus.Cancelled,
      JudgeStatus.Accepted,
      JudgeStatus.Accepted,
    ]);
    expect(out.cases[2]).toMatchObject({ seq: 3, message: 'Cancelled: Skipped Judging', score: 0 });
    expect(out.score).toBe(20);
    expect(out.status).toBe(JudgeStatus.PartialAccepted);
  });

  it('subtask_average: sum over groups of the rounded mean', async () => {
    const out = await run('subtask_average', [ok(10, 1), bad(10, 1), ok(10, 1), ok(20, 2), ok(20, 2)], 1, 30);
    expect(out.score).toBe(27);
    expect(out.status).toBe(JudgeStatus.PartialAccepted);
  });

  it('ACM: the failing case with the smallest seq decides', async () => {
    const out = await run('default', [ok(0), bad(0), bad(0)], 0);
    expect(out.status).toBe(JudgeStatus.WrongAnswer);
    expect(out.cases).toHaveLength(3);
  });
});

describe('compile cache and hooks', () => {
  it('rejudging unchanged code does not compile again; checkers are cached too', async () => {
    const j = new Judge(fx.sb.url, { concurrency: 2 });
    const code = `${ECHO}\n// cache test ${Date.now()}`;
    const cases = makeCases(fx.sb.dataDir, [ok(0)]);
    const phases: string[] = [];
    const progress: string[] = [];
    const hooks = {
      onPhase: (p: string) => void phases.push(p),
      onCaseDone: (d: number, t: number) => void progress.push(`${d}/${t}`),
    };
    expect((await j.judge(makeTask('C++', code, cases), hooks)).status).toBe(JudgeStatus.Accepted);
    expect(j.stats.compiles).toBe(1);
    expect((await j.judge(makeTask('C++', code, cases))).status).toBe(JudgeStatus.Accepted);
    expect(j.stats).toEqual({ compiles: 1, cacheHits: 1 });
    expect(phases).toEqual(['compiling', 'judging']);
    expect(progress).toEqual(['1/1']);
    // Different user extra files are a different program.
    await j.judge(makeTask('C++', code, cases, makeProblem({ userExtraFiles: { 'x.h': '' } })));
    expect(j.stats.compiles).toBe(2);
    const spj = makeProblem({ judgeMode: 'spj', checkerLanguage: 'C', checkerCode: 'int main(){return 0;}' });
    await j.judge(makeTask('C++', code, cases, spj));
    await j.judge(makeTask('C++', code, cases, spj));
    expect(j.stats.compiles).toBe(3);
    await j.dispose();
  });
});
