import { ProblemType } from '@verdict/shared';
import { type ProblemForm, activeCases, isSubtaskMode } from './model';

export type RequiredField =
  | 'problemId'
  | 'title'
  | 'input'
  | 'output'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'ioReadFileName'
  | 'ioWriteFileName'
  | 'checkerCode';

/** One broken rule of spec 3 §5 "Problem form"; the page turns it into a message. */
export type Issue =
  | { code: 'required'; field: RequiredField }
  | { code: 'problemIdChars' }
  | { code: 'tooManyExamples' }
  | { code: 'uploadMissing' }
  | { code: 'noCases' }
  | { code: 'caseEmpty'; case: number }
  | { code: 'scoreRequired' | 'scoreInteger' | 'scoreNegative'; case: number }
  | { code: 'groupRequired' | 'groupInvalid'; case: number }
  | { code: 'notCompiled' }
  | { code: 'noLanguage' }
  | { code: 'templateEmpty'; language: string }
  | { code: 'extraFileIncomplete'; which: 'user' | 'judge'; index: number }
  | { code: 'extraFileDuplicate'; which: 'user' | 'judge'; name: string };

const blank = (s: string) => s.trim() === '';

/** Checker code counts as compiled when this exact code and language compiled (or were saved). */
export function checkerReady(form: ProblemForm): boolean {
  const v = form.checkerVerified;
  return v !== null && v.code === form.spjCode && v.language === form.spjLanguage;
}

/** Every rule the form checks before saving, in the order of the form (first one is shown first). */
export function validateProblem(form: ProblemForm): Issue[] {
  const issues: Issue[] = [];
  const required = (field: RequiredField, missing: boolean) => {
    if (missing) issues.push({ code: 'required', field });
  };
  required('problemId', blank(form.problemId));
  if (!blank(form.problemId) && !/^[A-Za-z0-9_-]+$/.test(form.problemId.trim())) issues.push({ code: 'problemIdChars' });
  required('title', blank(form.title));
  required('timeLimit', form.timeLimit == null);
  required('memoryLimit', form.memoryLimit == null);
  required('stackLimit', form.stackLimit == null);
  required('input', blank(form.input));
  required('output', blank(form.output));
  if (form.examples.length > 2) issues.push({ code: 'tooManyExamples' });
  if (form.isFileIO) {
    required('ioReadFileName', blank(form.ioReadFileName));
    required('ioWriteFileName', blank(form.ioWriteFileName));
  }

  const cases = activeCases(form);
  if (form.isUploadCase) {
    // A fresh zip, or (on edit) the cases already stored from an earlier upload.
    const stored = form.original?.isUploadCase === true && form.original.caseCount > 0;
    if (cases.length === 0 || (form.uploadDir === null && !stored)) issues.push({ code: 'uploadMissing' });
  } else if (cases.length === 0) {
    issues.push({ code: 'noCases' });
  } else {
    cases.forEach((c, i) => {
      if (c.input === '' && c.output === '') issues.push({ code: 'caseEmpty', case: i + 1 });
    });
  }
  if (form.type === ProblemType.OI) {
    cases.forEach((c, i) => {
      if (c.score == null || Number.isNaN(c.score)) issues.push({ code: 'scoreRequired', case: i + 1 });
      else if (!Number.isInteger(c.score)) issues.push({ code: 'scoreInteger', case: i + 1 });
      else if (c.score < 0) issues.push({ code: 'scoreNegative', case: i + 1 });
    });
    if (isSubtaskMode(form.judgeCaseMode)) {
      cases.forEach((c, i) => {
        if (c.groupNum == null || Number.isNaN(c.groupNum)) issues.push({ code: 'groupRequired', case: i + 1 });
        else if (!Number.isInteger(c.groupNum) || c.groupNum < 0) issues.push({ code: 'groupInvalid', case: i + 1 });
      });
    }
  }

  if (form.judgeMode !== 'default') {
    // A Kattis problem without validator code is judged by the Kattis default output validator.
    required('checkerCode', blank(form.spjCode) && form.judgeMode !== 'kattis');
    if (!blank(form.spjCode) && !checkerReady(form)) issues.push({ code: 'notCompiled' });
  }
  if (form.languages.length === 0) issues.push({ code: 'noLanguage' });
  for (const name of form.languages) {
    const tpl = form.templates[name];
    if (tpl?.enabled && blank(tpl.code)) issues.push({ code: 'templateEmpty', language: name });
  }
  const files: Array<['user' | 'judge', ProblemForm['userExtraFiles']]> = [['user', form.userExtraFiles]];
  if (form.judgeMode !== 'default') files.push(['judge', form.judgeExtraFiles]);
  for (const [which, list] of files) {
    const seen = new Set<string>();
    list.forEach((f, index) => {
      if (blank(f.name) || f.content === '') issues.push({ code: 'extraFileIncomplete', which, index: index + 1 });
      else if (seen.has(f.name.trim())) issues.push({ code: 'extraFileDuplicate', which, name: f.name.trim() });
      seen.add(f.name.trim());
    });
  }
  return issues;
}
