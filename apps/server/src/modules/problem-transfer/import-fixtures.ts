import { makeZip } from '../../test/judge-kit';

/** Import files written by hand from the format descriptions (judge semantics §6), for tests. */

const cdata = (s: string) => `<![CDATA[${s}]]>`;

/** An SPJ (testlib-free) accepting any output whose number is within 0.01 of the answer. */
export const SPJ_C = `#include <stdio.h>
#include <math.h>
int main(int argc, char *argv[]) {
  FILE *ans = fopen(argv[3], "r"), *out = fopen(argv[2], "r");
  double a, b;
  if (fscanf(ans, "%lf", &a) != 1) return 103;
  if (fscanf(out, "%lf", &b) != 1) return 102;
  return fabs(a - b) < 0.01 ? 0 : 102;
}
`;

/** Three FPS items: A+B with kb memory and an image, a half-sum with SPJ and ms, Chinese text. */
export function fpsXml(png: Buffer): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- written by hand for the FPS import tests -->
<fps version="1.2" url="https://example.test">
  <generator name="tests" url="https://example.test"/>
  <item>
    <title>${cdata('FPS A+B')}</title>
    <time_limit unit="s">${cdata('2')}</time_limit>
    <memory_limit unit="kb">${cdata('131073')}</memory_limit>
    <description>${cdata('<p>Add two numbers. <img src="/upload/ab.png" /></p>')}</description>
    <input>${cdata('Two integers a &amp; b.')}</input>
    <output>${cdata('a+b')}</output>
    <sample_input>${cdata('1 2')}</sample_input>
    <sample_output>${cdata('3')}</sample_output>
    <test_input>${cdata('1 2\n')}</test_input>
    <test_output>${cdata('3\n')}</test_output>
    <test_input>${cdata('100 -1\r\n')}</test_input>
    <test_output>${cdata('99\r\n')}</test_output>
    <hint>See <![CDATA[/upload/ab.png]]> &lt;again&gt;</hint>
    <source>${cdata('hand made')}</source>
    <img><src>${cdata('/upload/ab.png')}</src><base64>${png.toString('base64').replace(/(.{60})/g, '$1\n')}</base64></img>
    <template language="C++">${cdata('int main() {}')}</template>
    <template language="Python">${cdata('print()')}</template>
    <template language="Pascal">${cdata('begin end.')}</template>
  </item>
  <item>
    <title>Half of a sum</title>
    <time_limit unit="ms">1500</time_limit>
    <memory_limit unit="mb">64</memory_limit>
    <description>Print (a+b)/2 with any precision within 0.01.</description>
    <test_input>1 2
</test_input>
    <test_output>1.5
</test_output>
    <test_input>7 8
</test_input>
    <test_output>7.500
</test_output>
    <spj language="C">${cdata(SPJ_C)}</spj>
    <solution language="C">${cdata('ignored')}</solution>
  </item>
  <item>
    <title>${cdata('两数之和')}</title>
    <time_limit>1</time_limit>
    <memory_limit unit="mb">128</memory_limit>
    <description>${cdata('给定两个整数 a 和 b，输出它们的和。')}</description>
    <input>输入两个整数</input>
    <output>输出一个整数</output>
    <sample_input>3 4</sample_input><sample_output>7</sample_output>
    <sample_input>5 5</sample_input><sample_output>10</sample_output>
    <test_input>3 4
</test_input>
    <test_output>7
</test_output>
    <test_input>2 2
</test_input>
    <test_output>4
</test_output>
  </item>
</fps>
`;
}

/** QDU export: two problems, one ACM and one OI with per-case scores. */
export function qduZip(): Buffer {
  const problem = (id: string, title: string, rule: string, scores: number[]) =>
    JSON.stringify({
      display_id: id,
      title,
      description: { format: 'html', value: `<p>${title}: print a+b.</p>` },
      input_description: { format: 'html', value: 'a b' },
      output_description: { format: 'html', value: 'a+b' },
      hint: { format: 'html', value: '' },
      source: 'QDU test',
      time_limit: 1000,
      memory_limit: 256,
      rule_type: rule,
      samples: [{ input: '1 1', output: '2' }],
      tags: ['qdu', 'math'],
      spj: null,
      template: {},
      answers: [],
      test_case_score: scores.map((score, i) => ({
        input_name: `${i + 1}.in`,
        output_name: `${i + 1}.out`,
        score,
        stripped_output_md5: 'x',
      })),
    });
  const cases = (folder: string, n: number) =>
    Array.from({ length: n }, (_, i) => [
      { name: `${folder}/testcase/${i + 1}.in`, data: `${i} ${i * 10}\n` },
      { name: `${folder}/testcase/${i + 1}.out`, data: `${i * 11}\n` },
    ]).flat();
  return makeZip([
    { name: '1/', data: '' },
    { name: '1/problem.json', data: problem('QDU1', 'QDU ACM', 'ACM', [0, 0]) },
    ...cases('1', 2),
    { name: '2/problem.json', data: problem('QDU2', 'QDU OI', 'OI', [10, 30, 60]) },
    ...cases('2', 3),
  ]);
}

/** Hydro export: one problem with subtasks and an additional file, one without config (scanned). */
export function hydroZip(png: Buffer): Buffer {
  const md = `# Description

Print $a+b$. ![pic](file://pic.png) and [notes](file://notes.txt)

\`\`\`input1
1 2
\`\`\`

\`\`\`output1
3
\`\`\`

## Hint

\`\`\`cpp
int main() {}
\`\`\`
`;
  const config = `# subtasks as Hydro writes them
type: default
time: 1s
memory: 128m
subtasks:
  - score: 30
    id: 1
    cases:
      - input: a1.in
        output: a1.out
  - score: 70
    cases:
    - input: "b1.in"
      output: b1.out
    - {input: b2.in, output: b2.out}
langs: [cc, py.py3, pas]
`;
  return makeZip([
    {
      name: 'H1/problem.yaml',
      data: 'pid: HYD1\nowner: 2\ntitle: Hydro subtasks\ntag:\n  - hydro\n  - "sub tasks"\nnSubmit: 0\n',
    },
    { name: 'H1/problem_zh.md', data: md, utf8Flag: true },
    { name: 'H1/problem_en.md', data: '# English' },
    { name: 'H1/additional_file/pic.png', data: png },
    { name: 'H1/additional_file/notes.txt', data: 'some notes' },
    { name: 'H1/testdata/config.yaml', data: config },
    { name: 'H1/testdata/a1.in', data: '1 2\n' },
    { name: 'H1/testdata/a1.out', data: '3\n' },
    { name: 'H1/testdata/b1.in', data: '5 6\n' },
    { name: 'H1/testdata/b1.out', data: '11\n' },
    { name: 'H1/testdata/b2.in', data: '-1 1\n' },
    { name: 'H1/testdata/b2.out', data: '0\n' },
    { name: 'H2/problem.yaml', data: "pid: null\ntitle: 'Hydro scanned'\ntag: []\n" },
    { name: 'H2/problem.md', data: 'Sum.\n\n```input1\n2 2\n```\n```output1\n4\n```\n' },
    { name: 'H2/testdata/1.in', data: '2 2\n' },
    { name: 'H2/testdata/1.out', data: '4\n' },
    { name: 'H2/testdata/2.in', data: '3 3\n' },
    { name: 'H2/testdata/2.ans', data: '6\n' },
    { name: 'H2/testdata/10.in', data: '0 0\n' },
    { name: 'H2/testdata/10.out', data: '0\n' },
  ]);
}
