import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { CompileTimeoutError, compileInSandbox } from './compiler';
import { findLanguage } from './languages';
import { SandboxClient } from './sandbox/client';
import { makeCases, makeTask } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

/** A compile step that stalls on the clock with no CPU use, as a compiler starved by a loaded machine does. */
const STALLED = <T extends { args: string[]; clockLimitMs: number }>(compile: T): T => ({
  ...compile,
  args: ['/bin/sleep', '5'],
  clockLimitMs: 300,
});

const AB = '#include <cstdio>\n// timeout\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

/**
 * A compile cut by its wall-clock limit with CPU time to spare is the loaded machine's fault, not the
 * student's (issue 28.12): it is a system-side time-out, judged again, never a cached Compile Error.
 * The load is stood in for by a "compiler" that waits without using the CPU (sleep) past a 300 ms
 * wall-clock limit, the CPU limit untouched: go-judge cuts it by the clock alone, whatever the machine.
 */
describe('compile time-outs under load', () => {
  const fx = useTestJudge();
  const cpp = findLanguage('C++')!;

  it('compileInSandbox reports a wall-clock cut as a system time-out, not a failed compile', async () => {
    const starved = { ...cpp, compile: STALLED(cpp.compile) };
    const sandbox = new SandboxClient(fx.sb.url);
    const err = await compileInSandbox(sandbox, starved, AB, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompileTimeoutError);
    expect((err as Error).message).toMatch(/^system time-out: the compiler was stopped by its wall-clock limit/);
  });

  it('the judge hands it back to be judged again; the same source is Accepted once the load is gone', async () => {
    const cases = makeCases(fx.sb.dataDir, [{ input: '1 2\n', output: '3\n' }]);
    const real = cpp.compile;
    cpp.compile = STALLED(real);
    try {
      await expect(fx.judge.judge(makeTask('C++', AB, cases))).rejects.toBeInstanceOf(CompileTimeoutError);
    } finally {
      cpp.compile = real;
    }
    const again = await fx.judge.judge(makeTask('C++', AB, cases));
    expect(again.status).toBe(JudgeStatus.Accepted);
  });
});
