import path from 'node:path';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { type ImportArchive, topLevelFolders } from './archive-reader';
import { anyAsset, assetUrl, fieldError, fileError, parseMemoryWithUnit, parseTimeWithUnit, toExamples } from './import-common';
import type { ImportAsset, ImportCandidate, ImportCase } from './problem-import.service';
import { type HydroCase, type HydroConfigYaml, hydroConfigYaml, hydroProblemYaml, readYamlFile } from './import-hydro-yaml';
import { pairCases } from '../problem/testcase-zip';

/**
 * Hydro zip, judge semantics §6.4: one folder per problem with problem.yaml, the statement in
 * problem_zh.md (else problem.md), testdata/ (config.yaml optional) and additional_file/.
 */
export async function readHydro(zip: ImportArchive, store: TestdataStore): Promise<ImportCandidate[]> {
  const { folders, looseFiles } = topLevelFolders(zip.paths);
  // A zip of one problem without a wrapping folder is read the same way.
  const roots = looseFiles.includes('problem.yaml') ? [''] : [...folders.keys()].filter((f) => zip.has(`${f}/problem.yaml`));
  if (roots.length === 0) throw AppError.fail('problemBank.importNothing', { reason: 'no folder with a problem.yaml' });
  const out: ImportCandidate[] = [];
  for (const root of roots) out.push(await readProblem(zip, root ? `${root}/` : '', store));
  return out;
}

async function readProblem(zip: ImportArchive, dir: string, store: TestdataStore): Promise<ImportCandidate> {
  const yamlFile = `${dir}problem.yaml`;
  const meta = readYamlFile(yamlFile, await zip.text(yamlFile), hydroProblemYaml);
  const title = (meta.title ?? '').trim();
  if (!title) throw fieldError(yamlFile, 'title', 'is required');
  const pid = meta.pid == null || meta.pid.trim() === '' || meta.pid === 'null' ? null : meta.pid.trim();
  const tags = Array.isArray(meta.tag) ? meta.tag : meta.tag != null ? [meta.tag] : [];

  const mdFile =
    [`${dir}problem_zh.md`, `${dir}problem.md`].find((f) => zip.has(f)) ??
    zip.paths.find((p) => p.startsWith(dir) && /^problem_[A-Za-z-]+\.md$/.test(p.slice(dir.length)));
  const { description, samples } = splitSamples(mdFile ? await zip.text(mdFile) : '');
  const problem: Record<string, unknown> = { title, description, type: 1, examples: toExamples(samples) };
  if (pid) problem.problemId = pid;

  const assets: ImportAsset[] = [];
  const resolved = new Map<string, string>();
  problem.description = await replaceAsync(description, /file:\/\/([^\s)"'<>?#]+)(\?[^\s)"'<>]*)?/g, async (match, name) => {
    const file = `${dir}additional_file/${safeDecode(name)}`;
    if (!zip.has(file)) return match;
    if (!resolved.has(file)) {
      const asset = await anyAsset(file, path.posix.basename(file), await zip.bytes(file));
      assets.push(asset);
      resolved.set(file, assetUrl(asset));
    }
    return resolved.get(file)!;
  });

  const testdata = `${dir}testdata/`;
  const configFile = `${testdata}config.yaml`;
  const cfg: HydroConfigYaml = zip.has(configFile) ? readYamlFile(configFile, await zip.text(configFile), hydroConfigYaml) : {};
  const type = cfg.type ?? 'default';
  if (type !== 'default' && type !== 'interactive')
    throw fieldError(configFile, 'type', `"${type}" is not supported (default or interactive)`);
  if (cfg.time != null) problem.timeLimit = parseTimeWithUnit(configFile, 'time', cfg.time);
  if (cfg.memory != null) problem.memoryLimit = parseMemoryWithUnit(configFile, 'memory', cfg.memory);

  const dataFile = async (field: string, name: string): Promise<string> => {
    const file = `${testdata}${name}`;
    if (!zip.has(file)) throw fieldError(configFile, field, `names ${name}, which is not in testdata/`);
    return zip.text(file);
  };
  let judgeMode: string | null = null;
  const program = type === 'interactive' ? cfg.interactor : cfg.checker;
  if (type === 'interactive' && program == null)
    throw fieldError(configFile, 'interactor', 'is required for an interactive problem');
  if (program != null) {
    const field = type === 'interactive' ? 'interactor' : 'checker';
    judgeMode = type === 'interactive' ? 'interactive' : 'spj';
    problem.spjCode = await dataFile(field, program);
    problem.spjLanguage = /\.(cc|cpp|cxx|c\+\+)$/i.test(program) ? 'C++' : 'C';
  }
  for (const [key, target] of [
    ['judge_extra_files', 'judgeExtraFile'],
    ['user_extra_files', 'userExtraFile'],
  ] as const) {
    const list = cfg[key];
    if (list == null) continue;
    const files: Record<string, string> = {};
    for (const [i, name] of list.entries()) files[path.posix.basename(name)] = await dataFile(`${key}[${i}]`, name);
    problem[target] = JSON.stringify(files);
  }

  const cases = await readCases(zip, cfg, configFile, testdata, store);
  if (cases.subtasks) problem.judgeCaseMode = 'subtask_lowest';
  const langs = cfg.langs ? cfg.langs.map(hydroLanguage).filter((l): l is string => l !== null) : null;
  return {
    origin: yamlFile,
    problem,
    judgeMode,
    cases: cases.list,
    languages: langs,
    tags,
    codeTemplates: [],
    assets,
    autoId: pid === null,
  };
}

async function readCases(
  zip: ImportArchive,
  cfg: HydroConfigYaml,
  configFile: string,
  testdata: string,
  store: TestdataStore,
): Promise<{ list: ImportCase[]; subtasks: boolean }> {
  const one = async (field: string, c: HydroCase, score: number | null, groupNum: number | null): Promise<ImportCase> => {
    const input = c.input;
    const output = c.output ?? null;
    for (const [name, f] of [
      [input, 'input'],
      [output, 'output'],
    ] as const) {
      if (name !== null && !zip.has(testdata + name))
        throw fieldError(configFile, `${field}.${f}`, `names ${name}, which is not in testdata/`);
    }
    return {
      input,
      output: output ?? `${input.replace(/\.in$/, '')}.out`,
      inputBlob: await zip.store(testdata + input, store),
      outputBlob: output ? await zip.store(testdata + output, store) : store.putText(''),
      score: c.score ?? score,
      groupNum,
    };
  };
  if (cfg.subtasks != null) {
    const scores = spread(cfg.subtasks.map((s) => s.score ?? null));
    const list: ImportCase[] = [];
    for (const [i, s] of cfg.subtasks.entries()) {
      // Every case carries its subtask's score: subtask_lowest then scores the group by its minimum.
      for (const [k, c] of s.cases.entries()) list.push(await one(`subtasks[${i}].cases[${k}]`, c, scores[i], i + 1));
    }
    return { list, subtasks: true };
  }
  if (cfg.cases != null) {
    const list: ImportCase[] = [];
    for (const [i, c] of cfg.cases.entries()) list.push(await one(`cases[${i}]`, c, null, null));
    return { list, subtasks: false };
  }
  const names = zip.paths
    .filter((p) => p.startsWith(testdata) && !p.slice(testdata.length).includes('/'))
    .map((p) => p.slice(testdata.length));
  const pairs = pairCases(names).filter((p) => p.input.endsWith('.in'));
  if (pairs.length === 0) throw fileError(testdata, 'has no config.yaml cases and no X.in with X.out or X.ans');
  const list: ImportCase[] = [];
  for (const p of pairs) {
    list.push({
      input: p.input,
      output: p.output ?? `${p.input.slice(0, -3)}.out`,
      inputBlob: await zip.store(testdata + p.input, store),
      outputBlob: p.output ? await zip.store(testdata + p.output, store) : store.putText(''),
    });
  }
  return { list, subtasks: false };
}

/** Missing scores share what is left of 100, the remainder going to the last. */
function spread(scores: Array<number | null>): number[] {
  const missing = scores.filter((s) => s === null).length;
  const left = Math.max(0, 100 - scores.reduce<number>((a, s) => a + (s ?? 0), 0));
  let seen = 0;
  return scores.map((s) => {
    if (s !== null) return s;
    seen++;
    return seen === missing ? left - Math.floor(left / missing) * (missing - 1) : Math.floor(left / missing);
  });
}

/** Samples are fenced blocks labelled inputN / outputN; they leave the description. */
export function splitSamples(md: string): { description: string; samples: Array<{ input: string; output: string }> } {
  const found = new Map<number, { input?: string; output?: string }>();
  const description = md
    .replace(
      /^(`{3,}|~{3,})[ \t]*(input|output)(\d+)[ \t]*\r?\n([\s\S]*?)\r?\n?\1[ \t]*$/gm,
      (_m, _f, kind: 'input' | 'output', n: string, body: string) => {
        const entry = found.get(Number(n)) ?? {};
        entry[kind] = body.endsWith('\n') ? body : `${body}\n`;
        found.set(Number(n), entry);
        return '';
      },
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const samples = [...found.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, s]) => ({ input: s.input ?? '', output: s.output ?? '' }));
  return { description, samples };
}

/** Hydro language ids (`cc.cc17o2`, `py.py3`…) to local names; unknown ones are dropped. */
export function hydroLanguage(id: string): string | null {
  const v = id.toLowerCase();
  if (v.startsWith('cc') || v.includes('cpp') || v.includes('c++')) return 'C++';
  if (v === 'c' || v.startsWith('c.')) return 'C';
  if (v.startsWith('py')) return v.includes('py2') || v.includes('python2') ? null : 'Python3';
  if (v.startsWith('java')) return 'Java';
  if (v.startsWith('go')) return 'Golang';
  if (v.startsWith('rs') || v.startsWith('rust')) return 'Rust';
  if (v.startsWith('js') || v.startsWith('node')) return 'JavaScript Node';
  return null;
}

/** Replacements one after another: reads from the archive stay sequential and deduplicated. */
async function replaceAsync(text: string, re: RegExp, fn: (match: string, group: string) => Promise<string>): Promise<string> {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    out += text.slice(last, m.index) + (await fn(m[0], m[1]));
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
