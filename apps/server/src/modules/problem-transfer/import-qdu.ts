import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { type ImportArchive, topLevelFolders } from './archive-reader';
import { checkerLanguage, fieldError, fileError, localLanguage, parseJsonFile, toExamples } from './import-common';
import type { ImportCandidate, ImportCase } from './problem-import.service';

/** QingdaoU's fixed language set, as HOJ maps it (only the ones we have survive). */
const QDU_LANGUAGES = ['C', 'C With O2', 'C++', 'C++ With O2', 'Java', 'Python3', 'Python2', 'Golang', 'C#'];

const richText = z
  .union([z.object({ value: z.string().nullish() }).transform((v) => v.value ?? ''), z.string(), z.null()])
  .optional();
const qduProblem = z.object({
  display_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, 'is required')),
  title: z.string().trim().min(1, 'is required'),
  description: richText,
  input_description: richText,
  output_description: richText,
  hint: richText,
  source: z.string().nullish(),
  time_limit: z.number({ error: 'must be a number of ms' }).int().positive(),
  memory_limit: z.number({ error: 'must be a number of MB' }).int().positive(),
  samples: z.array(z.object({ input: z.string().default(''), output: z.string().default('') })).default([]),
  test_case_score: z
    .array(z.object({ input_name: z.string().min(1), output_name: z.string().min(1), score: z.number().int().min(0).default(0) }))
    .default([]),
  rule_type: z.string().default('ACM'),
  tags: z.array(z.string()).default([]),
  spj: z.object({ language: z.string(), code: z.string() }).nullish(),
});

/**
 * QDU (QingdaoU) zip, judge semantics §6.3: top-level folders, each with exactly one JSON
 * file and a testcase/ folder. OI scores come from test_case_score.
 */
export async function readQdu(zip: ImportArchive, store: TestdataStore): Promise<ImportCandidate[]> {
  const { folders, looseFiles } = topLevelFolders(zip.paths);
  if (looseFiles.length > 0)
    throw fileError(looseFiles[0], 'is outside a problem folder (expected <folder>/problem.json and <folder>/testcase/)');
  if (folders.size === 0) throw AppError.fail('problemBank.importNothing', { reason: 'the zip has no problem folder' });
  const out: ImportCandidate[] = [];
  for (const [folder, files] of [...folders.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const jsons = files.filter((f) => !f.includes('/') && f.endsWith('.json'));
    const loose = files.filter((f) => !f.includes('/') && !f.endsWith('.json'));
    if (jsons.length !== 1) throw fileError(`${folder}/`, `must hold exactly one .json file (found ${jsons.length})`);
    if (loose.length > 0) throw fileError(`${folder}/${loose[0]}`, 'is not expected here (only the .json file and testcase/)');
    out.push(await readProblem(zip, folder, `${folder}/${jsons[0]}`, store));
  }
  return out;
}

async function readProblem(zip: ImportArchive, folder: string, jsonFile: string, store: TestdataStore): Promise<ImportCandidate> {
  const parsed = qduProblem.safeParse(parseJsonFile(jsonFile, await zip.text(jsonFile)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(jsonFile, issue.path.join('.') || 'problem', issue.message);
  }
  const q = parsed.data;
  const isOi = q.rule_type.toUpperCase() !== 'ACM';
  const cases: ImportCase[] = [];
  for (const [i, c] of q.test_case_score.entries()) {
    for (const [name, field] of [
      [c.input_name, 'input_name'],
      [c.output_name, 'output_name'],
    ] as const) {
      if (!zip.has(`${folder}/testcase/${name}`))
        throw fieldError(jsonFile, `test_case_score[${i}].${field}`, `names ${name}, which is not in testcase/`);
    }
    cases.push({
      input: c.input_name,
      output: c.output_name,
      score: isOi ? c.score : 0,
      inputBlob: await zip.store(`${folder}/testcase/${c.input_name}`, store),
      outputBlob: await zip.store(`${folder}/testcase/${c.output_name}`, store),
    });
  }
  if (cases.length === 0) throw fieldError(jsonFile, 'test_case_score', 'lists no test case');
  const problem: Record<string, unknown> = {
    problemId: q.display_id,
    title: q.title,
    type: isOi ? 1 : 0,
    description: q.description ?? '',
    input: q.input_description ?? '',
    output: q.output_description ?? '',
    hint: q.hint || null,
    source: q.source?.trim() || null,
    timeLimit: q.time_limit,
    memoryLimit: q.memory_limit,
    examples: toExamples(q.samples),
  };
  let judgeMode: string | null = null;
  if (q.spj?.code.trim()) {
    judgeMode = 'spj';
    problem.spjCode = q.spj.code;
    problem.spjLanguage = checkerLanguage(jsonFile, 'spj.language', localLanguage(q.spj.language));
  }
  return {
    origin: jsonFile,
    problem,
    judgeMode,
    cases,
    languages: QDU_LANGUAGES,
    tags: q.tags,
    codeTemplates: [],
    assets: [],
    autoId: false,
  };
}
