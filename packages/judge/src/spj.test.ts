import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { makeCases, makeProblem, makeTask } from './testing/fixtures';
import { MINI_TESTLIB_H, TESTLIB_CHECKER } from './testing/mini-testlib';
import { useTestJudge } from './testing/judge-fixture';

const ECHO = '#include <cstdio>\nint main(){ long long n; if (scanf("%lld",&n)==1) printf("%lld\\n", n); return 0; }';

/** HOJ-style checker speaking in exit codes: 100 AC, 99 + percentage on stdout, 102 WA. */
const EXIT_CODE_CHECKER = String.raw`
#include <stdio.h>
int main(int argc, char **argv) {
  FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
  long long u, a;
  if (fscanf(out, "%lld", &u) != 1) return 101;
  fscanf(ans, "%lld", &a);
  if (u == a) return 100;
  if (u < 0) { printf("40"); return 99; }
  fprintf(stderr, "expected %lld, found %lld", a, u);
  return 102;
}
`;

/** Guess-the-number interactor: answers <, > or = and allows 40 guesses. */
const INTERACTOR = String.raw`
#include "testlib.h"
int main(int argc, char **argv) {
  registerInteraction(argc, argv);
  long long secret = inf.readLong();
  for (int i = 1; i <= 40; i++) {
    long long g = ouf.readLong();
    if (g == secret) { printf("=\n"); fflush(stdout); fprintf(tout, "%d\n", i); quitf(_ok, "found in %d guesses", i); }
    printf(g < secret ? "<\n" : ">\n");
    fflush(stdout);
  }
  quitf(_wa, "too many guesses");
}
`;

const GUESSER = String.raw`
#include <cstdio>
int main() {
  long long lo = 1, hi = 1000000000;
  char r[4];
  while (lo <= hi) {
    long long mid = (lo + hi) / 2;
    printf("%lld\n", mid); fflush(stdout);
    if (scanf("%3s", r) != 1) return 0;
    if (r[0] == '=') return 0;
    if (r[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
  return 0;
}
`;
const BAD_GUESSER = '#include <cstdio>\nint main(){ printf("1\\n"); fflush(stdout); char r[4]; scanf("%3s", r); return 0; }';

const fx = useTestJudge();

describe('special judge (§3.5)', () => {
  it('exit-code checker: AC, partial from stdout percentage, WA with its message', async () => {
    const cases = makeCases(fx.sb.dataDir, [
      { input: '5', output: '5', score: 10 },
      { input: '-1', output: '7', score: 10 },
      { input: '3', output: '4', score: 10 },
    ]);
    const problem = makeProblem({ type: 1, ioScore: 30, judgeMode: 'spj', checkerCode: EXIT_CODE_CHECKER, checkerLanguage: 'C' });
    const out = await fx.judge.judge(makeTask('C++', ECHO, cases, problem));
    expect(out.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.PartialAccepted, JudgeStatus.WrongAnswer]);
    expect(out.cases.map((c) => c.score)).toEqual([10, 4, 0]);
    expect(out.cases[2].message).toBe('expected 4, found 3');
    expect(out.status).toBe(JudgeStatus.PartialAccepted);
    expect(out.score).toBe(14);
  });

  it('testlib-style checker with a judge extra header: ok, partially correct, wrong answer', async () => {
    const cases = makeCases(fx.sb.dataDir, [
      { input: '9', output: '9', score: 20 },
      { input: '0', output: '9', score: 20 },
      { input: '8', output: '9', score: 20 },
    ]);
    const problem = makeProblem({
      type: 1,
      ioScore: 60,
      judgeMode: 'spj',
      checkerCode: TESTLIB_CHECKER,
      checkerLanguage: 'C++',
      judgeExtraFiles: { 'testlib.h': MINI_TESTLIB_H },
    });
    const out = await fx.judge.judge(makeTask('C++', ECHO, cases, problem));
    expect(out.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.PartialAccepted, JudgeStatus.WrongAnswer]);
    expect(out.cases.map((c) => c.score)).toEqual([20, 10, 0]);
    expect(out.cases[2].message).toContain('wrong answer expected 9, found 8');
    expect(out.score).toBe(30);
    expect(await fx.judge.compileCheck(TESTLIB_CHECKER, 'C++', { 'testlib.h': MINI_TESTLIB_H })).toEqual({
      ok: true,
      message: '',
    });
    const broken = await fx.judge.compileCheck(TESTLIB_CHECKER, 'C++', {});
    expect(broken.ok).toBe(false);
    expect(broken.message).toContain('testlib.h');
  });

  it('a checker that does not compile is a System Error', async () => {
    const cases = makeCases(fx.sb.dataDir, [{ input: '1', output: '1' }]);
    const problem = makeProblem({ judgeMode: 'spj', checkerCode: 'int main( {', checkerLanguage: 'C' });
    const out = await fx.judge.judge(makeTask('C++', ECHO, cases, problem));
    expect(out.status).toBe(JudgeStatus.SystemError);
    expect(out.errorMessage).toContain('failed to compile');
  });
});

describe('interactive (§3.5)', () => {
  const problem = () =>
    makeProblem({
      judgeMode: 'interactive',
      checkerCode: INTERACTOR,
      checkerLanguage: 'C++',
      judgeExtraFiles: { 'testlib.h': MINI_TESTLIB_H },
    });
  it('binary search is AC, a guesser that gives up is WA', async () => {
    const cases = makeCases(fx.sb.dataDir, [
      { input: '123456789', output: '' },
      { input: '1000000000', output: '' },
    ]);
    const p = problem();
    const ok = await fx.judge.judge(makeTask('C++', GUESSER, cases, p));
    expect(ok.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.Accepted]);
    expect(ok.cases[0].message).toContain('found in');
    const bad = await fx.judge.judge(makeTask('C++', BAD_GUESSER, cases, p));
    expect(bad.status).toBe(JudgeStatus.WrongAnswer);
  });
});
