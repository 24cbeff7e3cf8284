import { type ZipEntry, makeZip } from '../../test/judge-kit';

/** Kattis problem packages written by hand for the tests, following the format's specification. */

export type PackageFiles = Record<string, string | Buffer | { link: string }>;

/** A zip of package folders; `{ link }` entries are symlinks. */
export function packagesZip(packages: Record<string, PackageFiles>): Buffer {
  const entries: ZipEntry[] = [];
  for (const [root, files] of Object.entries(packages))
    for (const [name, data] of Object.entries(files)) {
      const full = root ? `${root}/${name}` : name;
      if (typeof data === 'object' && 'link' in data) entries.push({ name: full, data: data.link, unixMode: 0o120777 });
      else entries.push({ name: full, data, unixMode: 0o100644 });
    }
  return makeZip(entries);
}

export const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';
export const SUM_WRONG_PY = 'a, b = map(int, input().split())\nprint(a + b + 1)\n';

/** Legacy format: names in two languages, a LaTeX statement with math and an image, a symlinked case. */
export function plainPackage(png: Buffer): PackageFiles {
  return {
    'problem.yaml':
      'name:\n  en: Add Two\n  zh: 两数相加\nsource: Hand Made Contest\nkeywords: [math, easy]\nlimits:\n  memory: 256\n',
    'problem_statement/problem.en.tex':
      '\\problemname{Add Two}\nGiven $a$ and $b$, print $a+b$.\n\n\\section*{Input}\nTwo integers $0 \\le a, b \\le 10^9$.\n\n\\includegraphics{sum.png}\n',
    'problem_statement/sum.png': png,
    'data/sample/1.in': '1 2\n',
    'data/sample/1.ans': '3\n',
    'data/secret/01.in': '100 200\n',
    'data/secret/01.ans': '300\n',
    'data/secret/02-again.in': { link: '../sample/1.in' },
    'data/secret/02-again.ans': { link: '../sample/1.ans' },
    'submissions/accepted/sum.py': SUM_PY,
    'submissions/wrong_answer/off.py': SUM_WRONG_PY,
    'submissions/accepted/folder/main.cpp':
      '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n',
    'attachments/notes.txt': 'some notes',
  };
}

/** 2023-07 format: Markdown statement, a time limit, and the default validator with a float tolerance. */
export const floatPackage: PackageFiles = {
  'problem.yaml':
    'problem_format_version: 2023-07-draft\nname: Divide\ntype: pass-fail\nlimits:\n  time_limit: 2\nvalidator_flags: float_tolerance 1e-4\n',
  'statement/problem.en.md': '# Divide\n\nPrint $a/b$.\n',
  'data/sample/1.in': '1 3\n',
  'data/sample/1.ans': '0.333333333\n',
  'data/secret/1.in': '2 3\n',
  'data/secret/1.ans': '0.666666667\n',
};
export const DIV_OK_PY = 'a, b = map(int, input().split())\nprint("%.6f" % (a / b))\n';
export const DIV_ROUGH_PY = 'a, b = map(int, input().split())\nprint("%.2f" % (a / b))\n';

/** Any two non-negative numbers adding up to n, checked by a custom validator with a message. */
export const PAIR_VALIDATOR = `#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  long long n, x, y;
  fscanf(in, "%lld", &n);
  FILE *msg = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  if (scanf("%lld %lld", &x, &y) != 2) { fprintf(msg, "expected two numbers"); return 43; }
  if (x < 0 || y < 0 || x + y != n) { fprintf(msg, "%lld + %lld is not %lld", x, y, n); return 43; }
  return 42;
}
`;
export const customPackage: PackageFiles = {
  'problem.yaml': 'name: Split\nvalidation: custom\n',
  'problem_statement/problem.tex': 'Split $n$ into two parts.\n',
  'output_validators/pair/pair.cpp': PAIR_VALIDATOR,
  'data/sample/1.in': '5\n',
  'data/sample/1.ans': '2 3\n',
  'data/secret/1.in': '10\n',
  'data/secret/1.ans': '5 5\n',
};
export const SPLIT_PY = 'n = int(input())\nprint(n, 0)\n';
export const SPLIT_WRONG_PY = 'n = int(input())\nprint(n, 1)\n';

/** Guess the number: the output validator is the interactor. */
export const GUESS_VALIDATOR = `#include <cstdio>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  long long secret, g;
  fscanf(in, "%lld", &secret);
  for (int i = 0; i < 30; i++) {
    if (scanf("%lld", &g) != 1) return 43;
    if (g == secret) { printf("=\\n"); fflush(stdout); return 42; }
    printf(g < secret ? "<\\n" : ">\\n");
    fflush(stdout);
  }
  return 43;
}
`;
export const interactivePackage: PackageFiles = {
  'problem.yaml': 'name: Guess\nvalidation: custom interactive\n',
  'problem_statement/problem.en.tex': 'Guess a number in $[1, 1000]$.\n',
  'output_validators/guess/guess.cpp': GUESS_VALIDATOR,
  'data/sample/1.in': '500\n',
  'data/sample/1.ans': '',
  'data/secret/1.in': '1\n',
  'data/secret/1.ans': '',
  'data/secret/2.in': '777\n',
  'data/secret/2.ans': '',
};
export const GUESS_PY = `lo, hi = 1, 1000
while True:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    r = input().strip()
    if r == '=':
        break
    if r == '<':
        lo = mid + 1
    else:
        hi = mid - 1
`;
export const GUESS_LINEAR_PY =
  'for g in range(1, 1001):\n    print(g, flush=True)\n    if input().strip() == "=":\n        break\n';

/** Scoring with two min groups (30 + 70): small cases only need a + b, large ones overflow 32 bits. */
export const scoringPackage: PackageFiles = {
  'problem.yaml': 'name: Big Sum\ntype: scoring\n',
  'problem_statement/problem.en.tex': 'Print $a+b$.\n',
  'data/sample/1.in': '1 1\n',
  'data/sample/1.ans': '2\n',
  'data/secret/testdata.yaml': 'on_reject: continue\n',
  'data/secret/group1/testdata.yaml': 'grader_flags: min\naccept_score: 30\n',
  'data/secret/group1/1.in': '2 3\n',
  'data/secret/group1/1.ans': '5\n',
  'data/secret/group1/2.in': '7 8\n',
  'data/secret/group1/2.ans': '15\n',
  'data/secret/group2/testdata.yaml': 'grader_flags: min\naccept_score: 70\n',
  'data/secret/group2/1.in': '2000000000 2000000000\n',
  'data/secret/group2/1.ans': '4000000000\n',
  'submissions/accepted/full.py': SUM_PY,
};
export const SUM_INT32_C = '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';
