import { describe, expect, it } from 'vitest';
import * as corpus from './similarity-corpus.fixture';
import { compareSources, familyOf } from './similarity-engine';

const src = (id: number, code: string) => ({ id, code });
const similarityOf = (pairs: { a: number; b: number; similarity: number }[], a: number, b: number) =>
  pairs.find((p) => p.a === a && p.b === b)?.similarity ?? 0;

describe('similarity engine (Dolos) on a synthetic corpus', () => {
  it('C++: a copy with renamed variables, swapped functions, blank lines and comments scores ≥ 0.8; independent solutions < 0.5', async () => {
    const pairs = await compareSources(
      'cpp',
      [
        src(1, corpus.ORIGINAL_CPP),
        src(2, corpus.DISGUISED_CPP),
        src(3, corpus.INDEPENDENT_CPP_1),
        src(4, corpus.INDEPENDENT_CPP_2),
      ],
      { minKept: 0 },
    );
    expect(similarityOf(pairs, 1, 2)).toBeGreaterThanOrEqual(0.8);
    for (const [a, b] of [
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ] as const)
      expect(similarityOf(pairs, a, b)).toBeLessThan(0.5);
    // Most similar first; the copy's fragments point into both sources (rows from 0).
    expect([pairs[0]!.a, pairs[0]!.b]).toEqual([1, 2]);
    const lines = { a: corpus.ORIGINAL_CPP.split('\n').length, b: corpus.DISGUISED_CPP.split('\n').length };
    expect(pairs[0]!.fragments.length).toBeGreaterThan(0);
    for (const f of pairs[0]!.fragments) {
      expect(f.a.startRow).toBeLessThanOrEqual(f.a.endRow);
      expect(f.a.endRow).toBeLessThan(lines.a);
      expect(f.b.endRow).toBeLessThan(lines.b);
    }
  });

  it('Python: the same disguises ≥ 0.8, an independent solution < 0.5', async () => {
    const pairs = await compareSources(
      'python',
      [src(10, corpus.ORIGINAL_PY), src(11, corpus.DISGUISED_PY), src(12, corpus.INDEPENDENT_PY)],
      { minKept: 0 },
    );
    expect(similarityOf(pairs, 10, 11)).toBeGreaterThanOrEqual(0.8);
    expect(similarityOf(pairs, 10, 12)).toBeLessThan(0.5);
    expect(similarityOf(pairs, 11, 12)).toBeLessThan(0.5);
  });

  it("the contest's template and allowed snippets are left out of the matching", async () => {
    const both = [src(1, corpus.ON_TEMPLATE_1), src(2, corpus.ON_TEMPLATE_2)];
    const plain = await compareSources('cpp', both, { minKept: 0 });
    expect(similarityOf(plain, 1, 2)).toBeGreaterThanOrEqual(0.6);
    const excluded = await compareSources('cpp', both, { minKept: 0, ignored: corpus.TEMPLATE_CPP });
    expect(similarityOf(excluded, 1, 2)).toBeLessThan(0.3);
    // Pairs under the kept floor are dropped.
    expect(await compareSources('cpp', both, { minKept: 0.5, ignored: corpus.TEMPLATE_CPP })).toEqual([]);
    // One source, or empty ones, make no pair.
    expect(await compareSources('cpp', [src(1, corpus.ORIGINAL_CPP), src(2, '  \n')], { minKept: 0 })).toEqual([]);
  });

  it("maps Verdict's languages to Dolos's grammars; a language with none is compared by characters", async () => {
    expect(
      ['C', 'C With O2', 'C++', 'C++ With O2', 'Java', 'Python3', 'PyPy3', 'Golang', 'Rust', 'JavaScript Node', 'C#'].map((l) =>
        familyOf(l),
      ),
    ).toEqual([
      { dolos: 'c', label: 'C' },
      { dolos: 'c', label: 'C' },
      { dolos: 'cpp', label: 'C++' },
      { dolos: 'cpp', label: 'C++' },
      { dolos: 'java', label: 'Java' },
      { dolos: 'python', label: 'Python' },
      { dolos: 'python', label: 'Python' },
      { dolos: 'go', label: 'Go' },
      { dolos: 'rust', label: 'Rust' },
      { dolos: 'javascript', label: 'JavaScript' },
      { dolos: 'c-sharp', label: 'C#' },
    ]);
    expect(familyOf('Pascal')).toEqual({ dolos: 'char', label: 'Pascal' });
    const text =
      'program a;\nvar x, s, i: integer;\nbegin\n  readln(x);\n  s := 0;\n  for i := 1 to x do s := s + i * i;\n  writeln(s * 2);\nend.\n';
    const pairs = await compareSources('char', [src(1, text), src(2, text.replace('x', 'y'))], { minKept: 0 });
    expect(pairs[0]!.similarity).toBeGreaterThan(0.5);
    // Each grammar loads.
    for (const lang of ['c', 'java', 'go', 'rust', 'javascript', 'c-sharp']) {
      const code = 'int x = 1; int y = 2; int z = x + y; return z;';
      expect(await compareSources(lang, [src(1, code), src(2, code)], { minKept: 0 })).toHaveLength(1);
    }
  });
});
