import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { makeCases, makeProblem, makeTask } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

/** One C++ binary, many behaviours: the case input picks one (shares a single compile honestly). */
const MULTI = String.raw`
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <unistd.h>
int main() {
  char what[32] = {0};
  if (scanf("%31s", what) != 1) return 0;
  if (!strcmp(what, "ok")) { puts("ok"); return 0; }
  if (!strcmp(what, "spin")) { volatile unsigned long x = 0; for (;;) x++; }
  if (!strcmp(what, "sleep")) { sleep(30); puts("ok"); return 0; }
  if (!strcmp(what, "heap")) {
    for (size_t total = 0;; total += 16 << 20) { char *p = (char *)malloc(16 << 20); if (!p) return 7; memset(p, 1, 16 << 20); }
  }
  if (!strcmp(what, "segv")) { volatile int *p = nullptr; *p = 1; }
  if (!strcmp(what, "exit3")) { puts("ok"); return 3; }
  if (!strcmp(what, "throw")) throw std::runtime_error("boom");
  if (!strcmp(what, "flood")) { for (;;) fputs("flood flood flood flood flood flood flood\n", stdout); }
  if (!strcmp(what, "blank")) { puts("1 2  "); puts("3"); return 0; }
  if (!strcmp(what, "spaced")) { puts("1  2"); puts("3"); return 0; }
  return 0;
}
`;

const fx = useTestJudge();

describe('verdicts of one case (§3.3) on go-judge', () => {
  it('TLE (busy and sleeping), MLE (OOM kill), RE (segfault, exit code, exception), OLE flood', async () => {
    const names = ['ok', 'spin', 'sleep', 'heap', 'segv', 'exit3', 'throw', 'flood'];
    const cases = makeCases(
      fx.sb.dataDir,
      names.map((n) => ({ input: `${n}\n`, output: 'ok\n', score: 10 })),
    );
    const started = Date.now();
    const out = await fx.judge.judge(
      makeTask('C++', MULTI, cases, makeProblem({ type: 1, timeLimitMs: 500, memoryLimitMb: 64 })),
    );
    const by = Object.fromEntries(out.cases.map((c, i) => [names[i], c]));
    expect(by.ok.status).toBe(JudgeStatus.Accepted);
    expect(by.spin.status).toBe(JudgeStatus.TimeLimitExceeded);
    expect(by.sleep.status).toBe(JudgeStatus.TimeLimitExceeded);
    // HOJ reports an OOM kill as RE (Killed); it is MLE (§8).
    expect(by.heap.status).toBe(JudgeStatus.MemoryLimitExceeded);
    expect(by.segv.status).toBe(JudgeStatus.RuntimeError);
    expect(by.segv.message).toContain('SIGSEGV');
    expect(by.exit3.status).toBe(JudgeStatus.RuntimeError);
    expect(by.exit3.message).toContain('exit status code: 3');
    expect(by.throw.status).toBe(JudgeStatus.RuntimeError);
    expect(by.throw.message).toContain('SIGABRT');
    expect(by.flood.status).toBe(JudgeStatus.RuntimeError);
    expect(by.flood.message).toContain('Output Limit Exceeded');
    expect(by.flood.time).toBeLessThan(1000);
    // The sleeping case is bounded by the wall clock (3 × (TL + 200 ms)); the rest are quick.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(out.status).toBe(JudgeStatus.PartialAccepted);
    expect(out.score).toBe(10);
    // Submission time is the measured one (a TLE ran past the limit); memory is capped at the limit.
    expect(out.time).toBeGreaterThan(500);
    expect(out.memory).toBeLessThanOrEqual(64 * 1024);
  });

  it('PE only without end-blank removal; with it trailing blanks are ignored', async () => {
    const cases = makeCases(fx.sb.dataDir, [
      { input: 'blank\n', output: '1 2\n3\n' },
      { input: 'spaced\n', output: '1 2\n3\n' },
    ]);
    const strict = await fx.judge.judge(makeTask('C++', MULTI, cases, makeProblem({ type: 1, isRemoveEndBlank: false })));
    expect(strict.cases.map((c) => c.status)).toEqual([JudgeStatus.PresentationError, JudgeStatus.PresentationError]);
    // Each PE says where the whitespace differs (issue 28.1).
    expect(strict.cases.every((c) => /^Only whitespace differs: at line \d+, column \d+/.test(c.message ?? ''))).toBe(true);
    const lenient = await fx.judge.judge(makeTask('C++', MULTI, cases, makeProblem({ type: 1, isRemoveEndBlank: true })));
    expect(lenient.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.WrongAnswer]);
  });

  it('MLE in a language with doubled limits (and the doubling itself)', async () => {
    // 100 MB fits the doubled 2 × 64 MB; 300 MB does not.
    const code = 'import sys\nn = int(input())\nb = b"x" * (n * 1024 * 1024)\nprint(len(b) // 1024 // 1024)\n';
    const cases = makeCases(fx.sb.dataDir, [
      { input: '100\n', output: '100\n' },
      { input: '300\n', output: '300\n' },
    ]);
    const out = await fx.judge.judge(makeTask('Python3', code, cases, makeProblem({ type: 1, memoryLimitMb: 64 })));
    expect(out.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.MemoryLimitExceeded]);
    expect(out.memory).toBeLessThanOrEqual(128 * 1024);
  });

  it('uncaught exceptions in Java and Python are RE', async () => {
    const cases = makeCases(fx.sb.dataDir, [{ input: '1\n', output: '1\n' }]);
    const py = await fx.judge.judge(makeTask('Python3', 'raise ValueError("boom")\n', cases));
    expect(py.status).toBe(JudgeStatus.RuntimeError);
    const java = await fx.judge.judge(
      makeTask(
        'Java',
        'public class Main { public static void main(String[] a) { throw new IllegalStateException("boom"); } }',
        cases,
      ),
    );
    expect(java.status).toBe(JudgeStatus.RuntimeError);
    expect(java.cases[0].message).toContain('exit status code: 1');
  });

  it('file IO problems read and write the named files', async () => {
    const code =
      '#include <cstdio>\nint main(){ FILE*i=fopen("in.txt","r"); FILE*o=fopen("out.txt","w"); long long a,b; fscanf(i,"%lld %lld",&a,&b); fprintf(o,"%lld\\n",a+b); puts("not here"); return 0; }';
    const cases = makeCases(fx.sb.dataDir, [{ input: '2 3\n', output: '5\n' }]);
    const problem = makeProblem({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' });
    expect((await fx.judge.judge(makeTask('C++', code, cases, problem))).status).toBe(JudgeStatus.Accepted);
    // Writing to stdout instead of the file is WA.
    const stdoutOnly = '#include <cstdio>\nint main(){ puts("5"); return 0; }';
    expect((await fx.judge.judge(makeTask('C++', stdoutOnly, cases, problem))).status).toBe(JudgeStatus.WrongAnswer);
  });

  it('custom test runs with input, compares optionally and shows stderr', async () => {
    const base = {
      language: 'C++',
      code: MULTI,
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      stackLimitMb: 64,
      isRemoveEndBlank: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFiles: {},
      scaleLimits: true,
    };
    const ok = await fx.judge.customTest({ ...base, input: 'ok', expectedOutput: null });
    expect(ok).toMatchObject({ status: JudgeStatus.Accepted, userOutput: 'ok\n' });
    expect((await fx.judge.customTest({ ...base, input: 'ok', expectedOutput: 'nope' })).status).toBe(JudgeStatus.WrongAnswer);
    const re = await fx.judge.customTest({ ...base, input: 'exit3', expectedOutput: null });
    expect(re.status).toBe(JudgeStatus.RuntimeError);
    expect(re.stderr).toContain('exit status code: 3');
    const ce = await fx.judge.customTest({ ...base, code: 'nope', input: '', expectedOutput: null });
    expect(ce.status).toBe(JudgeStatus.CompileError);
    expect(ce.stderr.length).toBeGreaterThan(0);
  });
});
