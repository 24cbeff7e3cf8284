import { LANGUAGES } from '@verdict/judge';
import { type ProblemDto, ProblemType } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import type { ProblemAdminService } from './problem-admin.service';

const AB_DESCRIPTION = 'Given two integers $a$ and $b$, print $a+b$.';
const ALL_LANGUAGES = () => LANGUAGES.map((l) => ({ name: l.name }));

function abCases(): Array<{ input: string; output: string }> {
  const pairs: Array<[number, number]> = [
    [1, 2],
    [0, 0],
    [-5, 12],
    [1_000_000_000, 1_000_000_000],
    [-1_000_000_000, 999_999_999],
    [123_456, 654_321],
  ];
  return pairs.map(([a, b]) => ({ input: `${a} ${b}\n`, output: `${a + b}\n` }));
}

function sumCases(): Array<{ input: string; output: string; score: number }> {
  const sizes = [1, 5, 10, 100, 1000];
  return sizes.map((n, i) => {
    const nums = Array.from({ length: n }, (_, k) => ((k * 7919 + i * 31) % 2001) - 1000);
    return { input: `${n}\n${nums.join(' ')}\n`, output: `${nums.reduce((a, x) => a + x, 0)}\n`, score: 20 };
  });
}

/**
 * Demo problems for a fresh site, so a newcomer can submit A+B and see Accepted within a
 * minute. Only added when the site has no problems at all.
 */
export async function seedDemoProblems(admin: ProblemAdminService, author: Actor): Promise<number> {
  if (await admin.hasAny()) return 0;
  const base = (
    problemId: string,
    title: string,
    type: number,
    description: string,
    input: string,
    output: string,
    examples: string,
  ): ProblemDto['problem'] => ({
    problemId,
    title,
    type,
    description,
    input,
    output,
    examples,
    author: author.username,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    auth: 1,
    ioScore: 100,
    codeShare: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isFileIO: false,
    source: 'Verdict demo',
    // HOJ's editor binds these as text: empty, never null.
    hint: '',
  });
  const dtos: ProblemDto[] = [
    {
      problem: base(
        '1000',
        'A+B Problem',
        ProblemType.ACM,
        AB_DESCRIPTION,
        'One line with two integers $a$ and $b$ ($|a|,|b| \\le 10^9$).',
        'One integer: $a+b$.',
        '<input>1 2</input><output>3</output>',
      ),
      samples: abCases(),
      isUploadTestCase: false,
      languages: ALL_LANGUAGES(),
      tags: [{ name: 'Beginner' }],
      codeTemplates: [],
    },
    {
      problem: base(
        '1001',
        'Sum of a List (OI)',
        ProblemType.OI,
        'Print the sum of $n$ integers. Each test case is worth 20 points.',
        'The first line holds $n$ ($1 \\le n \\le 1000$), the second $n$ integers in $[-1000, 1000]$.',
        'One integer: the sum.',
        '<input>3\n1 2 3</input><output>6</output>',
      ),
      samples: sumCases(),
      isUploadTestCase: false,
      languages: ALL_LANGUAGES(),
      tags: [{ name: 'Beginner' }],
      codeTemplates: [],
    },
  ];
  for (const dto of dtos) await admin.create(author, dto);
  return dtos.length;
}
