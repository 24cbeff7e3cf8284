import path from 'node:path';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { GROUP_DEPENDENCIES_FILE, groupDependenciesFile } from '@verdict/judge';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import type { ImportArchive } from './archive-reader';
import { fieldError, fileError, toExamples } from './import-common';
import { type PolygonXml, parsePolygonXml, testPath } from './import-polygon-xml';
import { latexToMarkdown } from './latex-markdown';
import type { ImportCandidate, ImportCase, ImportSubmission } from './problem-import.service';

/** Compiles a checker or interactor; throws with the compiler's message when it does not build. */
export type CheckerCompiler = (code: string, language: string, extraFiles: Record<string, string>) => Promise<void>;

/** Polygon's standard checkers the built-in comparison (tokens, trailing blanks ignored) judges alike. */
const BUILT_IN_CHECKERS = new Set(['wcmp', 'lcmp', 'ncmp', 'icmp', 'uncmp']);
/** Statement languages in the order we take them (the site's default language first). */
const STATEMENT_LANGUAGES = ['chinese', 'english', 'russian'];

/** Polygon solution tags → the final statuses that satisfy them (`rejected`: anything but AC). */
const NOT_AC: JudgeStatusCode[] = [
  JudgeStatus.WrongAnswer,
  JudgeStatus.PresentationError,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
  JudgeStatus.PartialAccepted,
];
const TAGS: Record<string, JudgeStatusCode[]> = {
  main: [JudgeStatus.Accepted],
  accepted: [JudgeStatus.Accepted],
  'wrong-answer': [JudgeStatus.WrongAnswer, JudgeStatus.PresentationError],
  'presentation-error': [JudgeStatus.PresentationError, JudgeStatus.WrongAnswer],
  'time-limit-exceeded': [JudgeStatus.TimeLimitExceeded],
  'time-limit-exceeded-or-accepted': [JudgeStatus.TimeLimitExceeded, JudgeStatus.Accepted],
  'time-limit-exceeded-or-memory-limit-exceeded': [JudgeStatus.TimeLimitExceeded, JudgeStatus.MemoryLimitExceeded],
  'memory-limit-exceeded': [JudgeStatus.MemoryLimitExceeded],
  'runtime-error': [JudgeStatus.RuntimeError],
  failed: [JudgeStatus.RuntimeError],
  rejected: NOT_AC,
};

/** A Polygon source type (`cpp.g++17`, `python.3`, `java11`…) → a local language name, or null. */
export function polygonLanguage(type: string): string | null {
  const t = type.toLowerCase();
  if (t.startsWith('cpp.') || t.startsWith('cpp')) return 'C++';
  if (t.startsWith('c.')) return 'C';
  if (t.startsWith('java')) return 'Java';
  if (t.startsWith('python.3') || t.startsWith('python.pypy3')) return 'Python3';
  if (t.startsWith('go')) return 'Golang';
  if (t.startsWith('rust')) return 'Rust';
  if (t.startsWith('js')) return 'JavaScript Node';
  return null;
}

/**
 * A Polygon "full" package (one problem, `problem.xml` at the top or in one folder): tests as
 * files, the checker (standard ones compared built in, others compiled with the package's
 * testlib.h), the interactor, statement sections (LaTeX → Markdown) and the tagged solutions.
 */
export async function readPolygon(
  zip: ImportArchive,
  store: TestdataStore,
  compileChecker: CheckerCompiler | null,
): Promise<ImportCandidate[]> {
  const xmlPath = zip.has('problem.xml') ? 'problem.xml' : zip.paths.find((p) => /^[^/]+\/problem\.xml$/.test(p));
  if (!xmlPath) throw AppError.fail('problemBank.importNothing', { reason: 'no problem.xml in the package' });
  const dir = xmlPath.slice(0, -'problem.xml'.length);
  const xml = parsePolygonXml(xmlPath, await zip.text(xmlPath));
  const at = (p: string) => dir + p;
  const text = async (p: string, field: string) => {
    if (!zip.has(at(p))) throw fieldError(xmlPath, field, `names ${p}, which is not in the package`);
    return zip.text(at(p));
  };

  const problem: Record<string, unknown> = {
    timeLimit: Math.max(1, Math.round(xml.timeLimitMs)),
    memoryLimit: Math.max(1, Math.ceil(xml.memoryLimitBytes / (1024 * 1024))),
  };
  // The statement's language decides the title; the other names stay in the source line.
  const withSections = (l: string) => zip.has(`${dir}statement-sections/${l}/legend.tex`);
  const known = [...STATEMENT_LANGUAGES, ...xml.names.keys()];
  const lang = known.find(withSections) ?? known.find((l) => xml.names.has(l));
  problem.title = (lang && xml.names.get(lang)) || xml.shortName || 'Polygon problem';
  const otherNames = [...xml.names].filter(([l]) => l !== lang).map(([, n]) => n);
  problem.source = ['Polygon', xml.shortName, ...otherNames].filter(Boolean).join(' · ').slice(0, 10_000);
  if (xml.inputFile && xml.inputFile !== 'stdin' && xml.outputFile && xml.outputFile !== 'stdout') {
    Object.assign(problem, { isFileIO: true, ioReadFileName: xml.inputFile, ioWriteFileName: xml.outputFile });
  }
  const samples = await readStatement(zip, dir, lang ?? '', problem);

  const { cases, scored, dependencies } = await readTests(zip, dir, xmlPath, xml, store);
  if (scored) Object.assign(problem, { type: 1, judgeCaseMode: 'subtask_lowest', ioScore: sumPoints(xml, cases) });
  const exampleCases =
    samples.length > 0 ? samples : await sampleTests(zip, dir, xml, cases.filter((_, i) => xml.tests[i].sample).length);
  problem.examples = toExamples(exampleCases);

  const extra: Record<string, string> = {};
  for (const r of xml.resources) {
    if (/\.(h|hpp)$/i.test(r) && zip.has(at(r))) extra[path.posix.basename(r)] = await zip.text(at(r));
  }
  let judgeMode: string | null = null;
  const program = xml.interactor
    ? { field: 'assets.interactor', source: xml.interactor, mode: 'interactive' }
    : xml.checker && !BUILT_IN_CHECKERS.has((xml.checker.name ?? '').replace(/^std::/, '').replace(/\.cpp$/, ''))
      ? { field: 'assets.checker', source: xml.checker.source, mode: 'spj' }
      : null;
  if (program) {
    if (!program.source) throw fieldError(xmlPath, program.field, 'has no source file');
    const code = await text(program.source, program.field);
    judgeMode = program.mode;
    problem.spjCode = code;
    problem.spjLanguage = 'C++';
    if (Object.keys(extra).length > 0) problem.judgeExtraFile = JSON.stringify(extra);
    if (compileChecker) {
      try {
        await compileChecker(code, 'C++', extra);
      } catch (err) {
        if (!(err instanceof AppError) || err.key !== 'problem.compileFailed') throw err;
        throw fileError(at(program.source), `does not compile: ${String(err.params?.message ?? '').slice(0, 2000)}`);
      }
    }
  }

  if (dependencies.size > 0) {
    // Group dependencies travel beside the checker's files (the judge reads them; see GROUP_DEPENDENCIES_FILE).
    const files = { ...extra, [GROUP_DEPENDENCIES_FILE]: groupDependenciesFile(dependencies) };
    problem.judgeExtraFile = JSON.stringify(files);
  }

  const submissions: ImportSubmission[] = [];
  for (const s of xml.solutions) {
    const expected = TAGS[s.tag];
    // A language the site lacks is kept under Polygon's name: the report shows it skipped.
    const language = polygonLanguage(s.type) ?? s.type;
    if (!expected || !language || !s.path) continue;
    submissions.push({ origin: `${s.path} (${s.tag})`, language, code: await text(s.path, 'assets.solutions'), expected });
  }
  return [
    {
      origin: xmlPath,
      problem,
      judgeMode,
      cases,
      languages: null,
      tags: xml.tags,
      codeTemplates: [],
      assets: [],
      autoId: true,
      submissions,
    },
  ];
}

async function readStatement(
  zip: ImportArchive,
  dir: string,
  lang: string,
  problem: Record<string, unknown>,
): Promise<Array<{ input: string; output: string }>> {
  const base = `${dir}statement-sections/${lang}/`;
  const section = async (name: string) => (zip.has(base + name) ? latexToMarkdown(await zip.text(base + name)) : null);
  problem.description = await section('legend.tex');
  problem.input = await section('input.tex');
  problem.output = await section('output.tex');
  problem.hint = await section('notes.tex');
  const samples: Array<{ input: string; output: string }> = [];
  for (let i = 1; zip.has(`${base}${testPath('example.%02d', i)}`); i++) {
    const name = `${base}${testPath('example.%02d', i)}`;
    samples.push({ input: await zip.text(name), output: zip.has(`${name}.a`) ? await zip.text(`${name}.a`) : '' });
  }
  return samples;
}

async function sampleTests(zip: ImportArchive, dir: string, xml: PolygonXml, count: number) {
  const out: Array<{ input: string; output: string }> = [];
  for (const [i, t] of xml.tests.entries()) {
    if (!t.sample || out.length >= Math.max(count, 0)) continue;
    out.push({
      input: await zip.text(dir + testPath(xml.inputPattern, i + 1)),
      output: await zip.text(dir + testPath(xml.answerPattern, i + 1)),
    });
  }
  return out;
}

/**
 * Tests as files (`tests/01`, `tests/01.a`). With points, the problem is scored: a group whose
 * policy is `complete-group` becomes one subtask (each case carries the group's points, the
 * lowest counts), every other test a subtask of its own with its points. A group's dependencies
 * become its subtasks' needs (every subtask of the groups it depends on), which the judge enforces.
 */
async function readTests(zip: ImportArchive, dir: string, xmlPath: string, xml: PolygonXml, store: TestdataStore) {
  if (xml.tests.length === 0) throw fieldError(xmlPath, 'testset.tests', 'lists no test');
  const names = new Set(xml.groups.map((g) => g.name));
  for (const g of xml.groups) {
    for (const d of g.dependencies)
      if (!names.has(d)) throw fieldError(xmlPath, `groups.${g.name}.dependencies`, `names an unknown group "${d}"`);
  }
  const scored = xml.tests.some((t) => (t.points ?? 0) > 0) || xml.groups.some((g) => (g.points ?? 0) > 0);
  const groupNums = new Map<string, number>();
  let next = 1;
  const cases: ImportCase[] = [];
  for (const [i, t] of xml.tests.entries()) {
    const input = testPath(xml.inputPattern, i + 1);
    const answer = testPath(xml.answerPattern, i + 1);
    for (const f of [input, answer]) if (!zip.has(dir + f)) throw fileError(dir + f, 'missing from the package (test file)');
    const group = xml.groups.find((g) => g.name === t.group);
    let score: number | null = null;
    let groupNum: number | null = null;
    if (scored) {
      if (group && group.pointsPolicy === 'complete-group') {
        if (!groupNums.has(group.name)) groupNums.set(group.name, next++);
        groupNum = groupNums.get(group.name)!;
        score = group.points ?? xml.tests.filter((x) => x.group === group.name).reduce((s, x) => s + (x.points ?? 0), 0);
      } else {
        groupNum = next++;
        score = t.points ?? 0;
      }
      score = Math.round(score);
    }
    cases.push({
      input: `${i + 1}.in`,
      output: `${i + 1}.out`,
      inputBlob: await zip.store(dir + input, store),
      outputBlob: await zip.store(dir + answer, store),
      score,
      groupNum,
    });
  }
  const dependencies = new Map<number, number[]>();
  if (scored) {
    const numsOf = (name: string) => [...new Set(xml.tests.flatMap((t, i) => (t.group === name ? [cases[i].groupNum!] : [])))];
    for (const g of xml.groups) {
      const needs = g.dependencies.flatMap(numsOf);
      if (needs.length) for (const n of numsOf(g.name)) dependencies.set(n, needs);
    }
    const cycle = dependencyCycle(xml);
    if (cycle)
      throw fieldError(
        xmlPath,
        `groups.${cycle}.dependencies`,
        'lead back to this group: the groups depend on each other in a cycle',
      );
  }
  return { cases, scored, dependencies };
}

/** A group whose dependencies lead back to it, if any. */
function dependencyCycle(xml: PolygonXml): string | null {
  const needs = new Map(xml.groups.map((g) => [g.name, g.dependencies]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string): boolean => {
    if (state.get(name) === 'done') return false;
    if (state.get(name) === 'open') return true;
    state.set(name, 'open');
    const cyclic = (needs.get(name) ?? []).some(visit);
    state.set(name, 'done');
    return cyclic;
  };
  return xml.groups.find((g) => visit(g.name))?.name ?? null;
}

function sumPoints(xml: PolygonXml, cases: ImportCase[]): number {
  const byGroup = new Map<number, number>();
  for (const c of cases) byGroup.set(c.groupNum ?? 0, c.score ?? 0);
  const total = [...byGroup.values()].reduce((s, x) => s + x, 0);
  return Math.max(1, Math.min(1_000_000, total || xml.tests.length));
}
