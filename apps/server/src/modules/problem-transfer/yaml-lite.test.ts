import { describe, expect, it } from 'vitest';
import { YamlError, parseYaml } from './yaml-lite';
import { XmlError, parseXml, textOf } from './xml-lite';

describe('yaml-lite (the subset Hydro writes)', () => {
  it('reads nested maps, sequences at and below their key, flow lists and maps, quotes and scalars', () => {
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
      title: 'A: quoted # not a comment', pid: 1001, ratio: 1.5, on: true, none: null, tag: ['one', "it's"],
      subtasks: [{ score: 30, cases: [{ input: '1.in', output: '1.out' }] }, { score: 70, id: 2 }],
      langs: ['cc', 'py.py3', 3], text: 'line 1\n  indented\n', folded: 'a b',
    });
    expect(parseYaml('url: http://x.test/a:b\n')).toEqual({ url: 'http://x.test/a:b' });
    expect(parseYaml('')).toBeNull();
    expect(parseYaml('- - a\n  - b\n- c\n')).toEqual([['a', 'b'], 'c']);
  });

  it('refuses tabs, bad indentation, duplicate and prototype keys, unterminated strings, nested flows', () => {
    for (const [src, line, reason] of [
      ['a:\n\t- x\n', 2, /tabs/], ['a: 1\n   b: 2\n', 2, /indentation/], ['a: 1\na: 2\n', 2, /twice/],
      ['__proto__: 1\n', 1, /not allowed/], ['a: "x\n', 1, /unterminated/], ['a: [[1]]\n', 1, /nested flow/], ['a: "\\q"\n', 1, /escape/],
    ] as const) {
      let err: unknown;
      try {
        parseYaml(src);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(YamlError);
      expect((err as YamlError).line).toBe(line);
      expect((err as YamlError).reason).toMatch(reason);
    }
    // Aliases are plain text: nothing expands.
    expect(parseYaml('a: &x [1, 2]\nb: *x\n')).toEqual({ a: '&x [1, 2]', b: '*x' });
  });
});

describe('xml-lite (FPS)', () => {
  it('reads CDATA, entities, character references, attributes and self-closing elements', () => {
    const root = parseXml('<?xml version="1.0"?>\n<a x="1 &amp; 2" y=\'&#x4E2D;\'><b/><c><![CDATA[<raw> & ]]>&lt;&#65;&gt;</c><!-- c --></a>');
    expect(root.attrs).toEqual({ x: '1 & 2', y: '中' });
    expect(textOf(root.children[1] as never)).toBe('<raw> & <A>');
  });

  it('reports the line of errors', () => {
    for (const [src, line] of [['<a>\n<b>\n</a>', 3], ['<a>\n&bogus;</a>', 2], ['<a>\n\n<b c=1/></a>', 3], ['<a>&#xD800;</a>', 1]] as const) {
      let err: unknown;
      try {
        parseXml(src);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(XmlError);
      expect((err as XmlError).line).toBe(line);
    }
  });
});
