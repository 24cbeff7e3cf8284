import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { kattisCompare, parseKattisCompareFlags } from './kattis-compare';
import { makeCases, makeProblem, makeTask } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

const ECHO = '#include <cstdio>\nint main(){ double x; while (scanf("%lf",&x)==1) printf("%.9f\\n", x); return 0; }';

/** Accepts the team's number when it is the answer; 0 earns half of the case through score.txt. */
const VALIDATOR = String.raw`
#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  FILE *ans = fopen(argv[2], "r");
  std::string dir = argv[3];
  long long a, u;
  fscanf(ans, "%lld", &a);
  if (scanf("%lld", &u) != 1) { FILE *m = fopen((dir + "judgemessage.txt").c_str(), "w"); fprintf(m, "no number"); return 43; }
  if (argc > 4) { FILE *m = fopen((dir + "judgemessage.txt").c_str(), "w"); fprintf(m, "flag %s", argv[4]); fclose(m); }
  if (u == 0) { FILE *s = fopen((dir + "score.txt").c_str(), "w"); fprintf(s, "5"); return 42; }
  if (u == a) return 42;
  FILE *m = fopen((dir + "judgemessage.txt").c_str(), "w"); fprintf(m, "expected %lld got %lld", a, u); return 43;
}
`;

/** Interactive: the team must guess the number in the input within 40 tries (validator as interactor). */
const INTERACTOR = String.raw`
#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  long long secret; fscanf(in, "%lld", &secret);
  for (int i = 1; i <= 40; i++) {
    long long g;
    if (scanf("%lld", &g) != 1) return 43;
    if (g == secret) { printf("=\n"); fflush(stdout); return 42; }
    printf(g < secret ? "<\n" : ">\n"); fflush(stdout);
  }
  FILE *m = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w"); fprintf(m, "too many guesses"); return 43;
}
`;
const GUESSER = String.raw`
#include <cstdio>
int main() {
  long long lo = 1, hi = 1000000000; char r[4];
  while (lo <= hi) {
    long long mid = (lo + hi) / 2; printf("%lld\n", mid); fflush(stdout);
    if (scanf("%3s", r) != 1 || r[0] == '=') return 0;
    if (r[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
}
`;

describe('Kattis default output validator (in process)', () => {
  const opts = (f: string) => parseKattisCompareFlags(f.split(' ').filter(Boolean));
  it('tokens, case, whitespace and float tolerance', () => {
    expect(kattisCompare('Yes  \n', 'YES\n', opts('')).status).toBe(JudgeStatus.Accepted);
    expect(kattisCompare('Yes', 'YES', opts('case_sensitive')).status).toBe(JudgeStatus.WrongAnswer);
    expect(kattisCompare('1  2', '1 2', opts('space_change_sensitive')).status).toBe(JudgeStatus.WrongAnswer);
    expect(kattisCompare('1 2\n', '1 2\n', opts('space_change_sensitive')).status).toBe(JudgeStatus.Accepted);
    expect(kattisCompare('0.3333', '0.333333333', opts('float_tolerance 1e-3')).status).toBe(JudgeStatus.Accepted);
    expect(kattisCompare('0.33', '0.333333333', opts('float_absolute_tolerance 1e-3')).status).toBe(JudgeStatus.WrongAnswer);
    expect(kattisCompare('1001', '1000', opts('float_relative_tolerance 0.01')).status).toBe(JudgeStatus.Accepted);
    expect(kattisCompare('abc', '1.5', opts('float_tolerance 1e-6')).status).toBe(JudgeStatus.WrongAnswer);
    expect(kattisCompare('1 2 3', '1 2', opts('')).status).toBe(JudgeStatus.WrongAnswer);
    expect(() => opts('float_tolerance')).toThrow(/non-negative number/);
    expect(() => opts('shout')).toThrow(/unknown/);
  });
});

const fx = useTestJudge();

describe('Kattis validators in the sandbox', () => {
  it('default validator with float tolerance judges through the judge', async () => {
    const cases = makeCases(fx.sb.dataDir, [{ input: '0.1234567', output: '0.1234' }]);
    const loose = makeProblem({ judgeMode: 'kattis', judgeExtraFiles: { validator_flags: 'float_tolerance 1e-3' } });
    expect((await fx.judge.judge(makeTask('C++', ECHO, cases, loose))).status).toBe(JudgeStatus.Accepted);
    const strict = makeProblem({ judgeMode: 'kattis', judgeExtraFiles: { validator_flags: 'float_tolerance 1e-6' } });
    expect((await fx.judge.judge(makeTask('C++', ECHO, cases, strict))).status).toBe(JudgeStatus.WrongAnswer);
  });

  it('custom validator: 42 accepts, 43 rejects with judgemessage.txt, score.txt scores, flags are passed', async () => {
    const cases = makeCases(fx.sb.dataDir, [
      { input: '7', output: '7', score: 10 },
      { input: '0', output: '9', score: 10 },
      { input: '3', output: '4', score: 10 },
    ]);
    const echo = '#include <cstdio>\nint main(){ long long n; scanf("%lld",&n); printf("%lld\\n", n); }';
    const problem = makeProblem({ type: 1, ioScore: 30, judgeMode: 'kattis', checkerCode: VALIDATOR, checkerLanguage: 'C++' });
    const out = await fx.judge.judge(makeTask('C++', echo, cases, problem));
    expect(out.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.PartialAccepted, JudgeStatus.WrongAnswer]);
    expect(out.cases.map((c) => c.score)).toEqual([10, 5, 0]);
    expect(out.cases[2].message).toBe('expected 4 got 3');
    const flagged = { ...problem, pid: problem.pid + 1000, judgeExtraFiles: { validator_flags: 'loud' } };
    const again = await fx.judge.judge(makeTask('C++', echo, cases.slice(0, 1), flagged));
    expect(again.cases[0].message).toBe('flag loud');
  });

  it('a validator exiting 0 is a judge error, not an accept', async () => {
    const cases = makeCases(fx.sb.dataDir, [{ input: '1', output: '1' }]);
    const problem = makeProblem({ judgeMode: 'kattis', checkerCode: 'int main(){return 0;}', checkerLanguage: 'C' });
    const out = await fx.judge.judge(makeTask('C++', ECHO, cases, problem));
    expect(out.status).toBe(JudgeStatus.SystemError);
    expect(out.errorMessage).toContain('exited with 0');
  });

  it('interactive: the output validator is the interactor', async () => {
    const cases = makeCases(fx.sb.dataDir, [
      { input: '123456789', output: '' },
      { input: '1', output: '' },
    ]);
    const problem = makeProblem({ judgeMode: 'kattis_interactive', checkerCode: INTERACTOR, checkerLanguage: 'C++' });
    const ok = await fx.judge.judge(makeTask('C++', GUESSER, cases, problem));
    expect(ok.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.Accepted]);
    const bad = await fx.judge.judge(
      makeTask(
        'C++',
        '#include <cstdio>\nint main(){ for(int i=0;i<50;i++){ printf("2\\n"); fflush(stdout); char r[4]; if(scanf("%3s",r)!=1) return 0;} }',
        cases,
        problem,
      ),
    );
    expect(bad.status).toBe(JudgeStatus.WrongAnswer);
  });
});
