import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { type ImportArchive, topLevelFolders } from './archive-reader';
import { fieldError, fileError, parseJsonFile } from './import-common';
import type { ImportCandidate, ImportCase } from './problem-import.service';
import { pairCases } from '../problem/testcase-zip';

const nameOf = z.union([z.string(), z.object({ name: z.string() }).transform((v) => v.name)]);
const extraFiles = z.record(z.string(), z.string()).nullish();

/** problem_X.json as HOJ writes it (judge semantics §6.1); unknown keys are ignored. */
const hojJson = z.object({
  problem: z.record(z.string(), z.unknown()),
  languages: z.array(nameOf).default([]),
  samples: z
    .array(
      z.object({
        input: z.string().min(1, 'is required'),
        output: z.string().min(1, 'is required'),
        score: z.number().int().min(0).nullish(),
        groupNum: z.number().int().min(0).nullish(),
      }),
    )
    .default([]),
  tags: z.array(nameOf).default([]),
  codeTemplates: z.array(z.object({ language: z.string(), code: z.string() })).default([]),
  judgeMode: z.string().nullish(),
  userExtraFile: extraFiles,
  judgeExtraFile: extraFiles,
});
export type HojProblemJson = z.input<typeof hojJson>;

/** HOJ's own zip: `problem_X.json` beside a folder `problem_X/` holding the test files. */
export async function readHoj(zip: ImportArchive, store: TestdataStore): Promise<ImportCandidate[]> {
  const { folders, looseFiles } = topLevelFolders(zip.paths);
  const jsons = looseFiles
    .filter((f) => /^problem_.+\.json$/.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (jsons.length === 0) throw AppError.fail('problemBank.importNothing', { reason: 'no problem_X.json at the top of the zip' });
  const out: ImportCandidate[] = [];
  for (const jsonFile of jsons) {
    const folder = jsonFile.slice(0, -'.json'.length);
    const files = folders.get(folder);
    if (!files) throw fileError(jsonFile, `has no matching folder ${folder}/`);
    out.push(await readProblem(zip, jsonFile, folder, files, store));
  }
  return out;
}

async function readProblem(
  zip: ImportArchive,
  jsonFile: string,
  folder: string,
  files: string[],
  store: TestdataStore,
): Promise<ImportCandidate> {
  const parsed = hojJson.safeParse(parseJsonFile(jsonFile, await zip.text(jsonFile)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(jsonFile, issue.path.join('.') || 'problem', issue.message);
  }
  const j = parsed.data;
  const problem: Record<string, unknown> = { ...j.problem };
  if (j.userExtraFile) problem.userExtraFile = JSON.stringify(j.userExtraFile);
  if (j.judgeExtraFile) problem.judgeExtraFile = JSON.stringify(j.judgeExtraFile);

  const listed =
    j.samples.length > 0
      ? j.samples
      : pairCases(files.filter((f) => !f.includes('/'))).map((p) => ({
          input: p.input,
          output: p.output ?? '',
          score: null,
          groupNum: null,
        }));
  if (listed.length === 0) throw fileError(`${folder}/`, 'holds no test case');
  const cases: ImportCase[] = [];
  for (const [i, s] of listed.entries()) {
    for (const [name, field] of [
      [s.input, 'input'],
      [s.output, 'output'],
    ] as const) {
      if (name && !zip.has(`${folder}/${name}`))
        throw fieldError(jsonFile, `samples[${i}].${field}`, `names ${name}, which is not in ${folder}/`);
    }
    cases.push({
      input: s.input,
      output: s.output || `${s.input.replace(/\.in$/, '')}.out`,
      score: s.score ?? null,
      groupNum: s.groupNum ?? null,
      inputBlob: await zip.store(`${folder}/${s.input}`, store),
      outputBlob: s.output ? await zip.store(`${folder}/${s.output}`, store) : store.putText(''),
    });
  }
  return {
    origin: jsonFile,
    problem,
    judgeMode: j.judgeMode ?? (typeof problem.judgeMode === 'string' ? problem.judgeMode : null),
    cases,
    languages: j.languages,
    tags: j.tags,
    codeTemplates: j.codeTemplates,
    assets: [],
    autoId: false,
    isUploadCase: problem.isUploadCase !== false,
  };
}
