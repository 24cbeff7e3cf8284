import { MINI_TESTLIB_H, TESTLIB_CHECKER } from '../../../../../packages/judge/src/testing/mini-testlib';
import type { ZipEntry } from '../../test/judge-kit';

/**
 * Polygon "full" packages written for these tests (not Polygon's examples): a scored sum problem
 * with a testlib checker, groups with points and a dependency, tagged solutions; and an
 * interactive guessing problem. `over` replaces or removes (null) entries by name.
 */

/** The judge tests' testlib checker: the answer's number wanted. */
export const SUM_CHECKER = TESTLIB_CHECKER;
export const SUM_CPP = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
export const SUM_WRONG_PY = 'a, b = map(int, input().split())\nprint(a + b + 1)\n';
export const SUM_SLOW_PY = 'while True:\n    pass\n';

export interface PolygonOptions {
  timeLimitMs?: number;
  checker?: 'testlib' | 'std';
  solutions?: Array<{ tag: string; path: string; type: string; code: string }>;
  over?: Record<string, string | null>;
}

const TESTS: Array<[string, string, number, string]> = [
  ['1 2\n', '3\n', 0, '0'],
  ['10 20\n', '30\n', 40, '1'],
  ['100 -7\n', '93\n', 60, '1'],
];

export function polygonSumPackage(opts: PolygonOptions = {}): ZipEntry[] {
  const solutions = opts.solutions ?? [
    { tag: 'main', path: 'solutions/sum.cpp', type: 'cpp.g++17', code: SUM_CPP },
    { tag: 'wrong-answer', path: 'solutions/wa.py', type: 'python.3', code: SUM_WRONG_PY },
    { tag: 'time-limit-exceeded', path: 'solutions/tle.py', type: 'python.3', code: SUM_SLOW_PY },
    { tag: 'accepted', path: 'solutions/sum.pas', type: 'pas.fpc', code: 'begin end.' },
  ];
  const checker =
    opts.checker === 'std'
      ? '<checker name="std::wcmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>'
      : '<checker type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>';
  const xml = `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="7" short-name="sum-groups" url="https://polygon.example/p/sum-groups">
  <names>
    <name language="english" value="Sum with groups"/>
    <name language="chinese" value="分组求和"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="Intel" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>${opts.timeLimitMs ?? 1000}</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>${TESTS.length}</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
${TESTS.map(([, , points, group], i) => `        <test method="${i === 2 ? 'generated' : 'manual'}"${i === 0 ? ' sample="true"' : ''} points="${points}" group="${group}"/>`).join('\n')}
      </tests>
      <groups>
        <group feedback-policy="complete" name="0" points="0" points-policy="each-test"/>
        <group feedback-policy="icpc" name="1" points="100" points-policy="complete-group">
          <dependencies><dependency group="0"/></dependencies>
        </group>
      </groups>
    </testset>
  </judging>
  <files>
    <resources>
      <file path="files/olymp.sty"/>
      <file path="files/testlib.h" type="h.g++"/>
    </resources>
  </files>
  <assets>
    ${checker}
    <solutions>
${solutions.map((s) => `      <solution tag="${s.tag}"><source path="${s.path}" type="${s.type}"/></solution>`).join('\n')}
    </solutions>
  </assets>
  <tags><tag value="math"/><tag value="implementation"/></tags>
</problem>
`;
  const entries: Record<string, string> = {
    'problem.xml': xml,
    'files/testlib.h': MINI_TESTLIB_H,
    'files/olymp.sty': '% style',
    'files/check.cpp': SUM_CHECKER,
    'statement-sections/english/name.tex': 'Sum with groups',
    'statement-sections/english/legend.tex': 'Given integers $a$ and $b$ ($|a|, |b| \\le 10^9$), print \\textbf{their sum}.\n',
    'statement-sections/english/input.tex': 'One line with $a$ and $b$.\n',
    'statement-sections/english/output.tex': 'Print $a+b$.\n',
    'statement-sections/english/notes.tex': 'Use \\texttt{long long}.\n',
    'statement-sections/english/example.01': '1 2\n',
    'statement-sections/english/example.01.a': '3\n',
  };
  for (const [i, [input, answer]] of TESTS.entries()) {
    const n = String(i + 1).padStart(2, '0');
    entries[`tests/${n}`] = input;
    entries[`tests/${n}.a`] = answer;
  }
  for (const s of solutions) entries[s.path] = s.code;
  for (const [name, data] of Object.entries(opts.over ?? {})) {
    if (data === null) delete entries[name];
    else entries[name] = data;
  }
  return Object.entries(entries).map(([name, data]) => ({ name: `sum-groups/${name}`, data }));
}

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
export const GUESSER_CPP = String.raw`
#include <cstdio>
int main() {
  long long lo = 1, hi = 1000000000; char r[4];
  while (lo <= hi) {
    long long mid = (lo + hi) / 2;
    printf("%lld\n", mid); fflush(stdout);
    if (scanf("%3s", r) != 1 || r[0] == '=') return 0;
    if (r[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
}
`;

/** An interactive problem: the interactor in files/interactor.cpp, two tests, a main solution. */
export function polygonInteractivePackage(): ZipEntry[] {
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<problem short-name="guess">
  <names><name language="english" value="Guess the number"/></names>
  <judging>
    <testset name="tests">
      <time-limit>1000</time-limit>
      <memory-limit>67108864</memory-limit>
      <test-count>2</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests><test method="manual" sample="true"/><test method="manual"/></tests>
    </testset>
  </judging>
  <files><resources><file path="files/testlib.h" type="h.g++"/></resources></files>
  <assets>
    <checker name="std::wcmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>
    <interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor>
    <solutions><solution tag="main"><source path="solutions/guess.cpp" type="cpp.g++17"/></solution></solutions>
  </assets>
</problem>
`;
  return Object.entries({
    'problem.xml': xml,
    'files/testlib.h': MINI_TESTLIB_H,
    'files/check.cpp': '// std::wcmp',
    'files/interactor.cpp': INTERACTOR,
    'tests/01': '42\n',
    'tests/01.a': '1\n',
    'tests/02': '999999937\n',
    'tests/02.a': '1\n',
    'solutions/guess.cpp': GUESSER_CPP,
  }).map(([name, data]) => ({ name, data }));
}
