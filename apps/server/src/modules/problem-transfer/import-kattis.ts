import path from 'node:path';
import { KATTIS_FLAGS_FILE, parseKattisCompareFlags } from '@verdict/judge';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { type ImportArchive, topLevelFolders } from './archive-reader';
import { anyAsset, assetUrl, fieldError, fileError, toExamples } from './import-common';
import { readYamlFile } from './import-hydro-yaml';
import { readKattisData } from './import-kattis-data';
import { PackageFiles } from './import-kattis-files';
import { readKattisStatement } from './import-kattis-statement';
import { readKattisSubmissions } from './import-kattis-submissions';
import type { CheckerCompiler } from './import-polygon';
import { type KattisProblemYaml, kattisProblemYaml } from './import-kattis-yaml';
import type { ImportCandidate, ImportTiming } from './problem-import.service';

/** Without `time_limit` the format derives it from the slowest accepted submission; until verification measures it, this. */
export const KATTIS_DEFAULT_TIME_LIMIT_MS = 1000;
/** The format leaves memory to the system when `limits.memory` is not given. */
export const KATTIS_DEFAULT_MEMORY_MB = 1024;

/**
 * A zip of one Kattis / ICPC problem package folder, of several, or of one package's contents
 * (problem package format: legacy, 2023-07 and 2025-09). Each folder with a problem.yaml (or a
 * data/secret) is a problem.
 */
export async function readKattis(
  zip: ImportArchive,
  store: TestdataStore,
  compile?: CheckerCompiler,
): Promise<ImportCandidate[]> {
  const { folders, looseFiles } = topLevelFolders(zip.paths);
  const isPackage = (files: string[]) => files.includes('problem.yaml') || files.some((f) => f.startsWith('data/secret/'));
  const roots = isPackage(looseFiles.concat(folders.get('data')?.map((f) => `data/${f}`) ?? []))
    ? ['']
    : [...folders.entries()].filter(([, files]) => isPackage(files)).map(([name]) => name);
  if (roots.length === 0) throw AppError.fail('problemBank.importNothing', { reason: 'no package folder with a problem.yaml' });
  const out: ImportCandidate[] = [];
  for (const root of roots) out.push(await readPackage(await PackageFiles.open(zip, root), store, compile));
  return out;
}

async function readPackage(pkg: PackageFiles, store: TestdataStore, compile?: CheckerCompiler): Promise<ImportCandidate> {
  const yamlFile = pkg.name('problem.yaml');
  const meta: KattisProblemYaml = pkg.has('problem.yaml')
    ? readYamlFile(yamlFile, await pkg.text('problem.yaml'), kattisProblemYaml)
    : {};
  const types = meta.type ?? ['pass-fail'];
  const validation = (meta.validation ?? 'default').split(/\s+/);
  for (const t of ['multi-pass', 'submit-answer'])
    if (types.includes(t)) throw fieldError(yamlFile, 'type', `"${t}" problems are not supported`);
  if (!['default', 'custom'].includes(validation[0]))
    throw fieldError(yamlFile, 'validation', `must start with default or custom, not "${validation[0]}"`);
  const scoring = types.includes('scoring') || validation.includes('score');
  const interactive = types.includes('interactive') || validation.includes('interactive');

  const data = await readKattisData(pkg, store, scoring);
  const flags = [...(meta.validator_flags ?? '').split(/\s+/).filter((f) => f !== ''), ...data.validatorFlags];
  const validator = await readValidator(pkg);
  if ((validation[0] === 'custom' || interactive) && !validator)
    throw fileError(pkg.name('output_validators/'), 'holds no output validator, which custom validation needs');
  if (!validator) {
    try {
      parseKattisCompareFlags(flags);
    } catch (err) {
      throw fieldError(yamlFile, 'validator_flags', (err as Error).message);
    }
  }
  if (validator && compile) {
    try {
      await compile(validator.code, validator.language, validator.extraFiles);
    } catch (err) {
      if (!(err instanceof AppError) || err.key !== 'problem.compileFailed') throw err;
      throw fileError(pkg.name(validator.file), `does not compile: ${String(err.params?.message ?? '').slice(0, 2000)}`);
    }
  }

  const statement = await readKattisStatement(pkg);
  const names = typeof meta.name === 'string' ? { en: meta.name } : (meta.name ?? {});
  const title = (
    names[statement?.lang ?? ''] ??
    names.zh ??
    names['zh-CN'] ??
    names.en ??
    Object.values(names)[0] ??
    statement?.name ??
    pkg.origin.replace(/\/$/, '')
  ).trim();
  const assets = [...(statement?.assets ?? [])];
  let description = statement?.markdown ?? '';
  const attachments = pkg.under('attachments');
  if (attachments.length) {
    const links: string[] = [];
    for (const a of attachments) {
      const asset = await anyAsset(pkg.name(a), path.posix.basename(a), await pkg.bytes(a));
      assets.push(asset);
      links.push(`- [${path.posix.basename(a)}](${assetUrl(asset)})`);
    }
    description += `\n\n### Attachments\n\n${links.join('\n')}`;
  }

  const judgeExtra: Record<string, string> = { ...(validator?.extraFiles ?? {}) };
  if (flags.length) judgeExtra[KATTIS_FLAGS_FILE] = flags.join(' ');
  const timeLimit = await timeLimitMs(pkg, meta);
  const timing = timeLimit === null ? timingOf(meta) : undefined;
  const problem: Record<string, unknown> = {
    title: title.slice(0, 255),
    description,
    type: scoring ? 1 : 0,
    timeLimit: timeLimit ?? KATTIS_DEFAULT_TIME_LIMIT_MS,
    memoryLimit: Math.min(4096, Math.ceil(meta.limits?.memory ?? KATTIS_DEFAULT_MEMORY_MB)),
    judgeCaseMode: data.caseMode,
    ioScore: scoring ? data.ioScore : 100,
    examples: interactive ? null : toExamples(data.samples),
    source: sourceText(meta),
    author: null,
    isRemoveEndBlank: true,
    spjCode: validator?.code ?? null,
    spjLanguage: validator?.language ?? null,
    judgeExtraFile: Object.keys(judgeExtra).length ? JSON.stringify(judgeExtra) : null,
  };
  return {
    origin: pkg.origin,
    problem,
    judgeMode: interactive ? 'kattis_interactive' : 'kattis',
    cases: data.cases,
    languages: null,
    tags: meta.keywords ?? [],
    codeTemplates: [],
    assets,
    autoId: true,
    submissions: await readKattisSubmissions(pkg),
    ...(timing ? { timing } : {}),
  };
}

/** `limits.time_limit` (seconds, 2023-07 on), else DOMjudge's `.timelimit`, else null (verification derives it). */
async function timeLimitMs(pkg: PackageFiles, meta: KattisProblemYaml): Promise<number | null> {
  const seconds = meta.limits?.time_limit ?? (pkg.has('.timelimit') ? Number((await pkg.text('.timelimit')).trim()) : null);
  if (seconds === null) return null;
  if (!Number.isFinite(seconds) || seconds <= 0) throw fileError(pkg.name('.timelimit'), 'is not a number of seconds');
  return Math.min(60_000, Math.max(1, Math.ceil(seconds * 1000)));
}

/**
 * How the limit follows from the submissions: the slowest accepted × `ac_to_time_limit`, rounded up
 * to `time_resolution` (2023-07 on: defaults 2.0, 1.5, 1 s); the legacy format's `time_multiplier`
 * and `time_safety_margin` (defaults 5 and 2) play the same two parts.
 */
function timingOf(meta: KattisProblemYaml): ImportTiming {
  const limits = meta.limits ?? {};
  const legacy = !meta.problem_format_version || /^legacy/i.test(meta.problem_format_version);
  const multipliers = limits.time_multipliers ?? {};
  return {
    acToTimeLimit: multipliers.ac_to_time_limit ?? limits.time_multiplier ?? (legacy ? 5 : 2),
    timeLimitToTle: multipliers.time_limit_to_tle ?? limits.time_safety_margin ?? (legacy ? 2 : 1.5),
    resolutionMs: Math.max(1, Math.round((limits.time_resolution ?? 1) * 1000)),
  };
}

function sourceText(meta: KattisProblemYaml): string | null {
  const s = meta.source;
  if (typeof s === 'string') return s.slice(0, 255);
  if (s && typeof s === 'object' && !Array.isArray(s) && typeof (s as { name?: unknown }).name === 'string')
    return (s as { name: string }).name.slice(0, 255);
  return null;
}

const C_SOURCE = /\.(c|cc|cpp|cxx|c\+\+)$/i;

/**
 * The custom output validator: `output_validator/` (2025-09) or `output_validators/<name>/`
 * (legacy, 2023-07). Verdict compiles C and C++; the program's other files (headers such as
 * validate.h) are copied in beside it.
 */
async function readValidator(pkg: PackageFiles) {
  const files = [...pkg.under('output_validator'), ...pkg.under('output_validators')];
  if (files.length === 0) return null;
  const sources = files.filter((f) => C_SOURCE.test(f));
  if (sources.length === 0)
    throw fileError(pkg.name(files[0]), 'is an output validator Verdict cannot compile: write it in C or C++');
  const texts = await Promise.all(sources.map((f) => pkg.text(f)));
  const withMain = sources.filter((_, i) => /\bmain\s*\(/.test(texts[i]));
  if (withMain.length !== 1)
    throw fileError(
      pkg.name(path.posix.dirname(sources[0])),
      'needs exactly one C/C++ source with main() in its output validator',
    );
  const file = withMain[0];
  const extraFiles: Record<string, string> = {};
  for (const f of files) if (f !== file) extraFiles[path.posix.basename(f)] = await pkg.text(f);
  return { file, code: texts[sources.indexOf(file)], language: /\.c$/i.test(file) ? 'C' : 'C++', extraFiles };
}
