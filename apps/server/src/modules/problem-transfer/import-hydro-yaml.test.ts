import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { YamlError, hydroConfigYaml, hydroProblemYaml, parseYaml, readYamlFile } from './import-hydro-yaml';

const yamlError = (src: string): YamlError => {
  try {
    parseYaml(src);
  } catch (e) {
    if (e instanceof YamlError) return e;
    throw e;
  }
  throw new Error(`no error for ${JSON.stringify(src)}`);
};

const appError = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('Hydro YAML (the yaml package)', () => {
  it('reads what Hydro writes: nested maps, sequences at and below their key, flow lists and maps, quotes, block scalars', () => {
    const doc = parseYaml(`# comment
title: "A: quoted # not a comment"
pid: 1001
ratio: 1.5
on: true
none: ~
tag:
- one
- 'it''s'
subtasks:
  - score: 30
    cases:
      - input: 1.in   # trailing comment
        output: 1.out
  - {score: 70, id: 2}
langs: [cc, "py.py3", 3]
text: |
  line 1
    indented
folded: >-
  a
  b
`);
    expect(doc).toEqual({
      title: 'A: quoted # not a comment',
      pid: 1001,
      ratio: 1.5,
      on: true,
      none: null,
      tag: ['one', "it's"],
      subtasks: [
        { score: 30, cases: [{ input: '1.in', output: '1.out' }] },
        { score: 70, id: 2 },
      ],
      langs: ['cc', 'py.py3', 3],
      text: 'line 1\n  indented\n',
      folded: 'a b',
    });
    expect(parseYaml('url: http://x.test/a:b\n')).toEqual({ url: 'http://x.test/a:b' });
    expect(parseYaml('')).toBeNull();
    expect(parseYaml('- - a\n  - b\n- c\n')).toEqual([['a', 'b'], 'c']);
  });

  it('reads what the old hand-written reader could not: nested flow collections, anchors and aliases, tags', () => {
    expect(parseYaml('a: {x: [1, {y: 2}], z: "q"}\n')).toEqual({ a: { x: [1, { y: 2 }], z: 'q' } });
    expect(parseYaml('base: &b {time: 1s, memory: 256m}\ncopy: *b\n')).toEqual({
      base: { time: '1s', memory: '256m' },
      copy: { time: '1s', memory: '256m' },
    });
    expect(parseYaml('pid: !!str 1001\nscore: !!int "30"\n')).toEqual({ pid: '1001', score: 30 });
    // A tag nobody knows keeps its plain value (the package only warns).
    expect(parseYaml('title: !hydro A+B\n')).toEqual({ title: 'A+B' });
  });

  it('refuses an alias bomb (billion laughs) before it grows', () => {
    const lol = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [k, prev] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
      ['g', 'f'],
    ])
      lol.push(`${k}: &${k} [${Array(9).fill(`*${prev}`).join(',')}]`);
    const started = Date.now();
    expect(yamlError(`${lol.join('\n')}\n`).reason).toMatch(/too many alias expansions/);
    // Refused before expanding: an exponential expansion would run for minutes, not seconds.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses tabs, bad indentation, duplicate keys, unterminated strings and several documents, with the line', () => {
    for (const [src, line, reason] of [
      ['a:\n\t- x\n', 2, /^Tabs are not allowed/],
      ['title: a\n  bad: indent\n', 1, /^Nested mappings are not allowed/],
      ['a: 1\na: 2\n', 2, /^Map keys must be unique/],
      ['a: 1\nb: "x\n', 3, /^Missing closing "quote/],
      ['a: [1, 2\n', 2, /end with a \]/],
      ['a: 1\n---\nb: 2\n', 2, /^only one YAML document is allowed/],
    ] as const) {
      const err = yamlError(src);
      expect(err.line, src).toBe(line);
      expect(err.reason, src).toMatch(reason);
    }
    expect(yamlError(`${'['.repeat(5000)}${']'.repeat(5000)}`).reason).toBeTruthy();
  });

  it('checks the shape against the schemas, naming the field; unknown keys and __proto__ are dropped', () => {
    const meta = readYamlFile('P/problem.yaml', '__proto__: {polluted: 1}\ntitle: 12\nowner: 2\ntag: one\n', hydroProblemYaml);
    expect(meta).toEqual({ title: '12', tag: 'one' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readYamlFile('c.yaml', '', hydroConfigYaml)).toEqual({});

    const msg = (src: string, file = 'P/testdata/config.yaml') => {
      const err = appError(() => readYamlFile(file, src, hydroConfigYaml));
      return [err.key, err.params];
    };
    expect(msg('subtasks:\n  - score: 1.5\n    cases: [{input: a}]\n')).toEqual([
      'problemBank.importField',
      { file: 'P/testdata/config.yaml', field: 'subtasks[0].score', reason: 'must be a whole number of 0 or more' },
    ]);
    expect(msg('cases: [{output: a}]\n')).toEqual([
      'problemBank.importField',
      expect.objectContaining({ field: 'cases[0].input', reason: 'must be a file name' }),
    ]);
    expect(msg('cases: [a.in]\n')).toEqual([
      'problemBank.importField',
      expect.objectContaining({ field: 'cases[0]', reason: 'needs input and output file names' }),
    ]);
    expect(msg('judge_extra_files: x.h\n')).toEqual([
      'problemBank.importField',
      expect.objectContaining({ field: 'judge_extra_files', reason: 'must be a list of file names' }),
    ]);
    expect(msg('- a\n')).toEqual([
      'problemBank.importFile',
      { file: 'P/testdata/config.yaml', reason: 'must be a mapping of keys' },
    ]);
    expect(msg('a: [\n')).toEqual([
      'problemBank.importFile',
      expect.objectContaining({ reason: expect.stringMatching(/^malformed YAML \(line \d\): /) }),
    ]);
  });
});
