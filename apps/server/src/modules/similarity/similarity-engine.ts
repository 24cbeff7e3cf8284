import { Dolos, File } from '@dodona/dolos-lib';
import type { SourceRegion } from '@verdict/shared';

/**
 * The comparison itself, with no database and no thread of its own (the worker runs it; the tests
 * and the benchmark call it directly). Dolos tokenises each source with its tree-sitter grammar,
 * hashes k-grams of tokens, keeps the winnowed fingerprints and pairs files by the fingerprints
 * they share; a pair's similarity is the share of both files' fingerprints that the other has.
 */

/** How Verdict's languages are compared: Dolos's grammar name and the family shown in the report. */
export interface LanguageFamily {
  /** Dolos's language name ('char': compared as characters, no grammar). */
  dolos: string;
  label: string;
}

const FAMILIES: [RegExp, LanguageFamily][] = [
  [/^c\+\+|^g\+\+|^cpp/i, { dolos: 'cpp', label: 'C++' }],
  [/^c#|^csharp|^c sharp/i, { dolos: 'c-sharp', label: 'C#' }],
  [/^c(\s|$)|^gcc|^clang(\s|$)/i, { dolos: 'c', label: 'C' }],
  [/^java(\s|$|\d)/i, { dolos: 'java', label: 'Java' }],
  [/^py|^python/i, { dolos: 'python', label: 'Python' }],
  [/^go(lang)?(\s|$)/i, { dolos: 'go', label: 'Go' }],
  [/^rust/i, { dolos: 'rust', label: 'Rust' }],
  [/^javascript|^node|^js(\s|$)/i, { dolos: 'javascript', label: 'JavaScript' }],
  [/^typescript/i, { dolos: 'typescript', label: 'TypeScript' }],
  [/^php/i, { dolos: 'php', label: 'PHP' }],
  [/^scala/i, { dolos: 'scala', label: 'Scala' }],
  [/^ocaml/i, { dolos: 'ocaml', label: 'OCaml' }],
  [/^r(\s|$)/i, { dolos: 'r', label: 'R' }],
  [/^bash|^shell/i, { dolos: 'bash', label: 'Bash' }],
];

/** The family of a Verdict language name; one Dolos has no grammar for is compared by characters. */
export function familyOf(language: string): LanguageFamily {
  const name = language.trim();
  for (const [re, family] of FAMILIES) if (re.test(name)) return family;
  return { dolos: 'char', label: name || '?' };
}

export interface SourceFile {
  id: number;
  code: string;
}

export interface ComparedPair {
  /** The smaller submit id. */
  a: number;
  b: number;
  similarity: number;
  longest: number;
  fragments: { a: SourceRegion; b: SourceRegion }[];
}

export interface CompareOptions {
  /** Pairs below this similarity are dropped (no fragments built for them). */
  minKept: number;
  /** Code left out of the matching: the problem's templates and the allowed snippets. */
  ignored?: string;
}

const regionOf = (r: { startRow: number; startCol: number; endRow: number; endCol: number }): SourceRegion => ({
  startRow: r.startRow,
  startCol: r.startCol,
  endRow: r.endRow,
  endCol: r.endCol,
});

/** Every pair of the sources (one language) at or above `minKept`, most similar first, with their fragments. */
export async function compareSources(
  language: string,
  sources: readonly SourceFile[],
  opts: CompareOptions,
): Promise<ComparedPair[]> {
  const files = sources.filter((s) => s.code.trim() !== '').map((s) => new File(String(s.id), s.code));
  if (files.length < 2) return [];
  const dolos = new Dolos({ language });
  const ignored = opts.ignored?.trim() ? new File('ignored', opts.ignored) : undefined;
  const report = await dolos.analyze(files, 'verdict', ignored);
  const out: ComparedPair[] = [];
  for (const [left, right] of candidates(report, opts.minKept)) {
    const pair = report.getPair(left, right);
    if (!(pair.similarity >= opts.minKept)) continue;
    const l = Number(pair.leftFile.path);
    const r = Number(pair.rightFile.path);
    const swap = l > r;
    const fragments = pair.buildFragments().map((f) => {
      const fl = regionOf(f.leftSelection);
      const fr = regionOf(f.rightSelection);
      return swap ? { a: fr, b: fl } : { a: fl, b: fr };
    });
    out.push({
      a: Math.min(l, r),
      b: Math.max(l, r),
      similarity: Math.min(1, pair.similarity),
      longest: pair.longest,
      fragments,
    });
  }
  return out.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
}

type DolosReport = Awaited<ReturnType<Dolos['analyze']>>;
type TokenizedFile = DolosReport['files'][number];

/**
 * The pairs whose similarity may reach `minKept`, from the shared fingerprints alone (Dolos's
 * formula: fingerprints of each file the other has, over both files' fingerprints less the
 * ignored ones). Building Dolos's Pair for every pair costs a longest-common-run search each;
 * this counts each shared fingerprint's occurrences once per pair of files holding it instead,
 * and leaves the Pair (and its fragments) to the pairs worth keeping. A small slack keeps pairs
 * at the floor whatever the rounding.
 */
function candidates(report: DolosReport, minKept: number): [TokenizedFile, TokenizedFile][] {
  const entries = report.entries();
  const n = entries.length;
  const at = new Map(entries.map((e, i) => [e.file, i] as const));
  const covered = new Float64Array(n * n);
  for (const fp of report.sharedFingerprints()) {
    if (fp.ignored) continue;
    const holders = fp.files().flatMap((f) => {
      const i = at.get(f);
      return i === undefined ? [] : [[i, fp.occurrencesOf(f).length] as const];
    });
    if (holders.length < 2) continue;
    for (const [i, count] of holders) for (const [j] of holders) if (i !== j) covered[i * n + j] += count;
  }
  const out: [TokenizedFile, TokenizedFile][] = [];
  for (let i = 0; i < n; i++) {
    const ei = entries[i]!;
    for (let j = i + 1; j < n; j++) {
      const ej = entries[j]!;
      const total = ei.kgrams.length + ej.kgrams.length - ei.ignored.size - ej.ignored.size;
      const similarity = total > 0 ? (covered[i * n + j]! + covered[j * n + i]!) / total : 0;
      if (similarity >= minKept - 0.05) out.push([ei.file, ej.file]);
    }
  }
  return out;
}

/** What a group costs to compare, for the progress figure: its files and its pairs. */
export const weightOf = (n: number) => n + (n * (n - 1)) / 2;
