import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fieldError, fileError } from './import-common';

/** What the Polygon reader takes from `problem.xml` (the "full" package's descriptor). */
export interface PolygonXml {
  shortName: string | null;
  /** Problem names by Polygon language name (`english`, `russian`, `chinese`…). */
  names: Map<string, string>;
  timeLimitMs: number;
  /** Bytes in the file. */
  memoryLimitBytes: number;
  inputFile: string;
  outputFile: string;
  inputPattern: string;
  answerPattern: string;
  tests: PolygonTest[];
  groups: PolygonGroup[];
  resources: string[];
  checker: { name: string | null; source: string | null } | null;
  interactor: string | null;
  solutions: Array<{ tag: string; path: string; type: string }>;
  tags: string[];
}

export interface PolygonTest {
  sample: boolean;
  points: number | null;
  group: string | null;
}

export interface PolygonGroup {
  name: string;
  points: number | null;
  /** `complete-group` (all or nothing) or `each-test`. */
  pointsPolicy: string;
  dependencies: string[];
}

type Node = Record<string, unknown>;
const LISTS = new Set(['name', 'statement', 'testset', 'test', 'group', 'dependency', 'file', 'solution', 'tag', 'executable']);
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v == null ? [] : [v as Node]);
const child = (v: unknown, key: string): Node | undefined =>
  v && typeof v === 'object' ? ((v as Node)[key] as Node | undefined) : undefined;
const str = (v: unknown): string | null => (v == null ? null : String(v).trim());

export function parsePolygonXml(file: string, text: string): PolygonXml {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw fileError(file, `is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (name) => LISTS.has(name),
  });
  const root = child(parser.parse(text), 'problem');
  if (!root) throw fileError(file, 'has no <problem> element');

  const names = new Map<string, string>();
  for (const n of list(child(root, 'names')?.name)) {
    const lang = str(n['@language']);
    const value = str(n['@value']);
    if (lang && value) names.set(lang, value);
  }
  const judging = child(root, 'judging');
  const testsets = list(judging?.testset);
  const testset = testsets.find((t) => t['@name'] === 'tests') ?? testsets[0];
  if (!testset) throw fieldError(file, 'judging.testset', 'is missing');
  const number = (field: string, v: unknown): number => {
    const n = Number(str(v) ?? NaN);
    if (!Number.isFinite(n) || n <= 0) throw fieldError(file, field, `is not a positive number: "${String(v ?? '')}"`);
    return n;
  };
  const points = (field: string, v: unknown): number | null => {
    if (v == null || str(v) === '') return null;
    const n = Number(str(v));
    if (!Number.isFinite(n) || n < 0) throw fieldError(file, field, `is not a number of points: "${String(v)}"`);
    return n;
  };
  const tests = list(child(testset, 'tests')?.test).map((t, i) => ({
    sample: str(t['@sample']) === 'true',
    points: points(`tests.test[${i}].points`, t['@points']),
    group: str(t['@group']) || null,
  }));
  const declared = Number(str(testset['test-count']) ?? tests.length);
  if (declared !== tests.length)
    throw fieldError(file, 'testset.test-count', `says ${declared} tests, but ${tests.length} are listed`);
  const groups = list(child(testset, 'groups')?.group).map((g, i) => ({
    name: str(g['@name']) ?? '',
    points: points(`groups.group[${i}].points`, g['@points']),
    pointsPolicy: str(g['@points-policy']) ?? 'complete-group',
    dependencies: list(child(g, 'dependencies')?.dependency).map((d) => str(d['@group']) ?? ''),
  }));
  const assets = child(root, 'assets');
  const checker = child(assets, 'checker');
  const interactor = child(assets, 'interactor');
  return {
    shortName: str(root['@short-name']),
    names,
    timeLimitMs: number('testset.time-limit', testset['time-limit']),
    memoryLimitBytes: number('testset.memory-limit', testset['memory-limit']),
    inputFile: str(judging?.['@input-file']) ?? '',
    outputFile: str(judging?.['@output-file']) ?? '',
    inputPattern: str(testset['input-path-pattern']) ?? 'tests/%02d',
    answerPattern: str(testset['answer-path-pattern']) ?? 'tests/%02d.a',
    tests,
    groups,
    resources: list(child(child(root, 'files'), 'resources')?.file)
      .map((f) => str(f['@path']) ?? '')
      .filter(Boolean),
    checker: checker ? { name: str(checker['@name']), source: str(child(checker, 'source')?.['@path']) } : null,
    interactor: interactor ? str(child(interactor, 'source')?.['@path']) : null,
    solutions: list(child(assets, 'solutions')?.solution).map((s) => ({
      tag: str(s['@tag']) ?? '',
      path: str(child(s, 'source')?.['@path']) ?? '',
      type: str(child(s, 'source')?.['@type']) ?? '',
    })),
    tags: list(child(root, 'tags')?.tag)
      .map((t) => str(t['@value']) ?? '')
      .filter(Boolean),
  };
}

/** `tests/%02d` → `tests/07` (Polygon's printf-style path patterns). */
export function testPath(pattern: string, index: number): string {
  return pattern.replace(/%(0?)(\d*)d/, (_, zero: string, width: string) =>
    String(index).padStart(Number(width || 0), zero ? '0' : ' '),
  );
}
