import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, findLanguage, scalesLimits } from './languages';
import { makeCases, makeTask } from './testing/fixtures';
import { useTestJudge } from './testing/judge-fixture';

/** Code that must not compile (or, for the interpreted ones, not pass the syntax check). */
const BROKEN: Record<string, string> = {
  C: 'int main() { return undeclared_variable; }',
  'C With O2': 'int main() { return undeclared_variable; }',
  'C++': 'int main() { std::cout << 1; }',
  'C++ With O2': 'int main() { std::cout << 1; }',
  Java: 'public class Main { public static void main(String[] a) { int x = "s"; } }',
  Python3: 'def f(:\n    pass\n',
  Golang: 'package main\nfunc main() { x := 1 }\n',
  Rust: 'fn main() { let x: i32 = "s"; }',
  'JavaScript Node': 'function (\n',
};

const fx = useTestJudge();

describe('language table', () => {
  it('has exactly the nine HOJ languages with unique seq', () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual([
      'C',
      'C With O2',
      'C++',
      'C++ With O2',
      'Java',
      'Python3',
      'Golang',
      'Rust',
      'JavaScript Node',
    ]);
    expect(new Set(LANGUAGES.map((l) => l.seq)).size).toBe(9);
    expect(findLanguage('C++')?.compile.args).toContain('-std=c++17');
    expect(LANGUAGES.filter((l) => l.isSpj).map((l) => l.name)).toEqual(['C', 'C++']);
  });
  it('doubles limits for everything but C/C++', () => {
    expect(LANGUAGES.filter((l) => scalesLimits(l.name)).map((l) => l.name)).toEqual([
      'Java',
      'Python3',
      'Golang',
      'Rust',
      'JavaScript Node',
    ]);
  });
});

describe.concurrent('every language on go-judge', () => {
  for (const lang of LANGUAGES) {
    it(`${lang.name}: template is AC, wrong expectation is WA, broken code is CE`, async () => {
      const ok = await fx.judge.judge(
        makeTask(
          lang.name,
          lang.template,
          makeCases(fx.sb.dataDir, [
            { input: '1 2\n', output: '3\n' },
            { input: '1000000000 1000000000\n', output: '2000000000\n' },
          ]),
        ),
      );
      expect(ok.errorMessage).toBeNull();
      expect(ok.cases.map((c) => c.status)).toEqual([JudgeStatus.Accepted, JudgeStatus.Accepted]);
      expect(ok.status).toBe(JudgeStatus.Accepted);
      const wa = await fx.judge.judge(
        makeTask(lang.name, lang.template, makeCases(fx.sb.dataDir, [{ input: '2 2\n', output: '5\n' }])),
      );
      expect(wa.status).toBe(JudgeStatus.WrongAnswer);
      const ce = await fx.judge.judge(
        makeTask(lang.name, BROKEN[lang.name], makeCases(fx.sb.dataDir, [{ input: '1 2\n', output: '3\n' }])),
      );
      expect(ce.status).toBe(JudgeStatus.CompileError);
      expect(ce.errorMessage?.length).toBeGreaterThan(0);
      expect(ce.cases).toEqual([]);
    });
  }
});
