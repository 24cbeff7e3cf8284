import { type EndpointBodyInput, type LanguageRow, ProblemType, type adminAddProblem } from '@verdict/shared';
import { type ExtraFile, type ProblemForm, activeCases, isSubtaskMode } from './model';

export type ProblemDtoInput = EndpointBodyInput<typeof adminAddProblem>;

/** HOJ keeps examples as one string of `<input>…</input><output>…</output>` pairs. */
export function serializeExamples(examples: ProblemForm['examples']): string {
  return examples
    .filter((e) => e.input !== '' || e.output !== '')
    .map((e) => `<input>${e.input}</input><output>${e.output}</output>`)
    .join('');
}

/** Extra files travel as a JSON map name → content; none is null, not "{}". */
export function serializeExtraFiles(files: ExtraFile[]): string | null {
  const kept = files.filter((f) => f.name.trim() !== '');
  if (kept.length === 0) return null;
  return JSON.stringify(Object.fromEntries(kept.map((f) => [f.name.trim(), f.content])));
}

/**
 * The ProblemDTO the server expects (contract §2.13; problem-admin.service): uploaded cases are
 * named by file (matched against the upload manifest, or the saved cases when no new zip came),
 * typed cases carry their contents. Scores only mean something for OI and group numbers only
 * under subtask modes; otherwise they are left out and the server fills its defaults.
 */
export function buildProblemDto(form: ProblemForm, allLanguages: LanguageRow[]): ProblemDtoInput {
  const checker = form.judgeMode !== 'default';
  const oi = form.type === ProblemType.OI;
  const subtask = oi && isSubtaskMode(form.judgeCaseMode);
  const languageIds = new Map(allLanguages.map((l) => [l.name, l.id]));
  const languages = form.languages.filter((name) => languageIds.has(name));
  const trimOrNull = (s: string) => (s.trim() === '' ? null : s);

  return {
    problem: {
      ...(form.id != null ? { id: form.id } : {}),
      ...(form.author ? { author: form.author } : {}),
      problemId: form.problemId.trim(),
      title: form.title.trim(),
      type: form.type,
      timeLimit: form.timeLimit ?? 1000,
      memoryLimit: form.memoryLimit ?? 256,
      stackLimit: form.stackLimit ?? 128,
      description: form.description,
      input: form.input,
      output: form.output,
      examples: serializeExamples(form.examples),
      hint: form.hint,
      source: form.source,
      difficulty: form.difficulty,
      auth: form.auth,
      codeShare: form.codeShare,
      judgeMode: form.judgeMode,
      judgeCaseMode: form.judgeCaseMode,
      spjCode: checker ? form.spjCode : null,
      spjLanguage: checker ? form.spjLanguage : null,
      userExtraFile: serializeExtraFiles(form.userExtraFiles),
      judgeExtraFile: checker ? serializeExtraFiles(form.judgeExtraFiles) : null,
      isRemoveEndBlank: form.isRemoveEndBlank,
      openCaseResult: form.openCaseResult,
      isUploadCase: form.isUploadCase,
      isFileIO: form.isFileIO,
      ioReadFileName: form.isFileIO ? trimOrNull(form.ioReadFileName) : null,
      ioWriteFileName: form.isFileIO ? trimOrNull(form.ioWriteFileName) : null,
    },
    samples: activeCases(form).map((c) => ({
      input: c.input,
      output: c.output,
      score: oi ? c.score : null,
      groupNum: subtask ? c.groupNum : null,
    })),
    isUploadTestCase: form.isUploadCase,
    // No new zip on edit: the server matches the names against the saved cases.
    uploadTestcaseDir: form.isUploadCase ? form.uploadDir : null,
    judgeMode: form.judgeMode,
    changeModeCode: form.original
      ? form.original.judgeMode !== form.judgeMode || form.original.spjCode !== form.spjCode
      : checker,
    changeJudgeCaseMode: form.original ? form.original.judgeCaseMode !== form.judgeCaseMode : form.judgeCaseMode !== 'default',
    languages: languages.map((name) => ({ id: languageIds.get(name), name })),
    tags: form.tags.map((t) => ({ ...(t.id != null ? { id: t.id } : {}), name: t.name, ...(t.color ? { color: t.color } : {}) })),
    codeTemplates: languages.flatMap((name) => {
      const tpl = form.templates[name];
      const lid = languageIds.get(name);
      // A disabled template with no code is just an untouched switch: nothing to store.
      if (!tpl || lid === undefined || (!tpl.enabled && tpl.code.trim() === '')) return [];
      return [{ lid, code: tpl.code, status: tpl.enabled }];
    }),
  };
}
