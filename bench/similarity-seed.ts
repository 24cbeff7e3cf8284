import { intFrom, prng } from './kit';

/**
 * Synthetic contest sources for `bench:similarity`: per problem, C++ solutions generated from a
 * small grammar (helpers with loops, branches and arithmetic on random names, a main that reads
 * input and calls them), each participant's own; a share of participants hand in a disguised copy
 * of another's (names changed, helpers reordered, comments and blank lines added).
 */
export interface BenchSource {
  problem: number;
  user: number;
  code: string;
  /** The participant whose solution this one copies, or null. */
  copyOf: number | null;
}

const NAMES =
  'a b c d e f g h x y z n m k s t u v w p q r cnt sum ans res tot cur best val idx len mx mn acc tmp lo hi mid dp pre suf'.split(
    ' ',
  );
const OPS = ['+', '-', '*', '^', '|', '&', '%'];

function program(rand: () => number): { helpers: string[]; main: string } {
  const int = intFrom(rand);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]!;
  // Expressions of random shape (calls, conditionals, casts, operators): what makes two programs' token streams differ.
  const expr = (vars: string[], depth = 0): string => {
    const r = rand();
    if (depth > 2 || r < 0.25) return rand() < 0.7 ? pick(vars) : String(int(1000) + 1);
    const sub = () => expr(vars, depth + 1);
    if (r < 0.35) return `${pick(['min', 'max', '__gcd'])}(${sub()}, ${sub()})`;
    if (r < 0.42) return `abs(${sub()})`;
    if (r < 0.5) return `(${sub()} > ${sub()} ? ${sub()} : ${sub()})`;
    if (r < 0.56) return `(long long)(${sub()})`;
    if (r < 0.62) return `-${sub()}`;
    if (r < 0.68) return `(${sub()} << ${int(4) + 1})`;
    return `(${sub()} ${pick(OPS)} ${sub()})`;
  };
  const helpers: string[] = [];
  const count = 2 + int(4);
  for (let h = 0; h < count; h++) {
    const vars = ['x', 'y', ...Array.from({ length: 2 + int(3) }, () => `${pick(NAMES)}${int(10)}`)];
    const body: string[] = vars.slice(2).map((v) => `    long long ${v} = ${expr(vars.slice(0, 2))};`);
    const statements = 3 + int(6);
    for (let s = 0; s < statements; s++) {
      const r = rand();
      const v = pick(vars.slice(2));
      if (r < 0.35)
        body.push(`    for (int i = 0; i < ${expr(vars)} % ${int(50) + 2}; i++) {\n        ${v} += ${expr(vars)};\n    }`);
      else if (r < 0.65)
        body.push(
          `    if (${expr(vars)} > ${expr(vars)}) {\n        ${v} = ${expr(vars)};\n    } else {\n        ${v} -= ${expr(vars)};\n    }`,
        );
      else if (r < 0.8) body.push(`    while (${v} > ${int(100) + 1}) ${v} /= ${int(5) + 2};`);
      else body.push(`    ${v} = ${expr(vars)};`);
    }
    body.push(`    return ${expr(vars)};`);
    helpers.push(`long long f${h}(long long x, long long y) {\n${body.join('\n')}\n}\n`);
  }
  const calls = helpers.map((_, h) => `        ans += f${h}(a, b);`).join('\n');
  const mains = [
    `int main() {\n    int t;\n    scanf("%d", &t);\n    while (t--) {\n        long long a, b, ans = 0;\n        scanf("%lld %lld", &a, &b);\n${calls}\n        printf("%lld\\n", ans);\n    }\n    return 0;\n}\n`,
    `int main() {\n    int cases = 0;\n    if (scanf("%d", &cases) != 1) return 1;\n    for (int c = 0; c < cases; ++c) {\n        long long a = 0, b = 0;\n        scanf("%lld%lld", &a, &b);\n        long long ans = 0;\n${calls}\n        printf("%lld\\n", ans);\n    }\n}\n`,
    `static long long solve(long long a, long long b) {\n    long long ans = 0;\n${calls.replace(/^ {8}/gm, '    ')}\n    return ans;\n}\n\nint main() {\n    int q; scanf("%d", &q);\n    long long a, b;\n    while (q-- > 0 && scanf("%lld %lld", &a, &b) == 2) printf("%lld\\n", solve(a, b));\n    return 0;\n}\n`,
  ];
  const main = pick(mains);
  return { helpers, main };
}

/** A copy in disguise: names changed, helpers reordered, comments and blank lines added. */
function disguise(p: { helpers: string[]; main: string }, rand: () => number): string {
  const int = intFrom(rand);
  const rename = (s: string) =>
    s.replace(/\b([a-z]+)(\d)\b/g, (_, w: string, d: string) => `${w}_${d}${int(3)}`).replace(/\bf(\d)\b/g, 'calc$1');
  const helpers = [...p.helpers].sort(() => rand() - 0.5).map((h) => `// helper\n${rename(h)}\n`);
  return `#include <cstdio>\n\n/* solution */\n${helpers.join('\n')}\n${rename(p.main).replace('int t;', 'int t;  // tests\n')}`;
}

export function generateContest(users: number, problems: number, copyShare: number, seed = 24): BenchSource[] {
  const rand = prng(seed);
  const out: BenchSource[] = [];
  for (let problem = 0; problem < problems; problem++) {
    const programs = Array.from({ length: users }, () => program(rand));
    for (let user = 0; user < users; user++) {
      const copies = user > 0 && rand() < copyShare;
      const from = copies ? intFrom(rand)(user) : null;
      const p = programs[from ?? user]!;
      const code = from === null ? `#include <cstdio>\n\n${p.helpers.join('\n')}\n${p.main}` : disguise(p, rand);
      out.push({ problem, user, code, copyOf: from });
    }
  }
  return out;
}
