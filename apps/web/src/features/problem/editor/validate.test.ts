import { ProblemType, type TagRow } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { type ProblemForm, emptyForm, newCase } from './model';
import { addTag } from './tags';
import { type Issue, validateProblem } from './validate';

const valid = (): ProblemForm => ({
  ...emptyForm(),
  problemId: 'P1',
  title: 'T',
  input: 'in',
  output: 'out',
  languages: ['C'],
  uploadDir: 'testcase-x',
  uploadedCases: [newCase('1.in', '1.out')],
});
const codes = (form: ProblemForm) => validateProblem(form).map((i) => i.code);

describe('problem form validation (spec 3 §5)', () => {
  it('a complete form passes', () => {
    expect(validateProblem(valid())).toEqual([]);
  });

  it('display id, title, input and output descriptions and the limits are required', () => {
    const issues = validateProblem({ ...valid(), problemId: ' ', title: '', input: '\n', output: '', timeLimit: null });
    expect(issues).toEqual<Issue[]>([
      { code: 'required', field: 'problemId' },
      { code: 'required', field: 'title' },
      { code: 'required', field: 'timeLimit' },
      { code: 'required', field: 'input' },
      { code: 'required', field: 'output' },
    ]);
    expect(codes({ ...valid(), problemId: 'P 1' })).toEqual(['problemIdChars']);
  });

  it('file IO needs both file names', () => {
    expect(validateProblem({ ...valid(), isFileIO: true, ioReadFileName: 'a.in' })).toEqual([
      { code: 'required', field: 'ioWriteFileName' },
    ]);
  });

  it('uploaded cases need an upload: a fresh zip, or stored uploaded cases on edit', () => {
    expect(codes({ ...valid(), uploadDir: null })).toEqual(['uploadMissing']);
    expect(codes({ ...valid(), uploadedCases: [] })).toEqual(['uploadMissing']);
    const edit = {
      ...valid(),
      uploadDir: null,
      original: { judgeMode: 'default' as const, judgeCaseMode: 'default', spjCode: '', isUploadCase: true, caseCount: 1 },
    };
    expect(codes(edit)).toEqual([]);
    // A problem that had typed cases needs a zip before it can switch to uploaded ones.
    expect(codes({ ...edit, original: { ...edit.original, isUploadCase: false } })).toEqual(['uploadMissing']);
  });

  it('typed cases: at least one, each with an input or an output', () => {
    const manual = { ...valid(), isUploadCase: false, manualCases: [] };
    expect(codes(manual)).toEqual(['noCases']);
    expect(validateProblem({ ...manual, manualCases: [newCase('1', ''), newCase('', '')] })).toEqual([
      { code: 'caseEmpty', case: 2 },
    ]);
  });

  it('OI scores are non-empty integers of 0 or more; subtask modes need groups', () => {
    const oi: ProblemForm = {
      ...valid(),
      type: ProblemType.OI,
      uploadedCases: [
        newCase('1.in', '1.out', 50),
        newCase('2.in', '2.out', null),
        newCase('3.in', '3.out', 2.5),
        newCase('4.in', '4.out', -1),
        newCase('5.in', '5.out', 0),
      ],
    };
    expect(validateProblem(oi)).toEqual([
      { code: 'scoreRequired', case: 2 },
      { code: 'scoreInteger', case: 3 },
      { code: 'scoreNegative', case: 4 },
    ]);
    const sub: ProblemForm = {
      ...valid(),
      type: ProblemType.OI,
      judgeCaseMode: 'subtask_lowest',
      uploadedCases: [newCase('1.in', '1.out', 100, null), newCase('2.in', '2.out', 0, 2)],
    };
    expect(validateProblem(sub)).toEqual([{ code: 'groupRequired', case: 1 }]);
    // ACM ignores scores entirely.
    expect(codes({ ...oi, type: ProblemType.ACM })).toEqual([]);
  });

  it('special and interactive judges need code that compiled as it is now', () => {
    const spj: ProblemForm = { ...valid(), judgeMode: 'spj', spjCode: '' };
    expect(validateProblem(spj)).toEqual([{ code: 'required', field: 'checkerCode' }]);
    expect(codes({ ...spj, spjCode: 'int main(){}' })).toEqual(['notCompiled']);
    const compiled = { ...spj, spjCode: 'int main(){}', checkerVerified: { code: 'int main(){}', language: 'C' } };
    expect(codes(compiled)).toEqual([]);
    expect(codes({ ...compiled, spjCode: 'int main(){ }' })).toEqual(['notCompiled']);
    expect(codes({ ...compiled, spjLanguage: 'C++' })).toEqual(['notCompiled']);
    // Back to the default judge: the checker no longer matters.
    expect(codes({ ...compiled, spjCode: 'changed', judgeMode: 'default' })).toEqual([]);
  });

  it('at least one language; an enabled template is not empty', () => {
    expect(codes({ ...valid(), languages: [] })).toEqual(['noLanguage']);
    expect(
      validateProblem({ ...valid(), templates: { C: { enabled: true, code: ' ' }, 'C++': { enabled: true, code: '' } } }),
    ).toEqual([{ code: 'templateEmpty', language: 'C' }]);
  });

  it('extra files need a name and content, without repeats; examples at most 2', () => {
    expect(
      validateProblem({
        ...valid(),
        userExtraFiles: [
          { name: 'a', content: '' },
          { name: 'b', content: 'x' },
          { name: 'b', content: 'y' },
        ],
      }),
    ).toEqual([
      { code: 'extraFileIncomplete', which: 'user', index: 1 },
      { code: 'extraFileDuplicate', which: 'user', name: 'b' },
    ]);
    const ex = { input: '1', output: '1' };
    expect(codes({ ...valid(), examples: [ex, ex, ex] })).toEqual(['tooManyExamples']);
  });
});

describe('tags', () => {
  const known: TagRow[] = [
    { id: 3, name: 'dp', color: '#0a0', oj: 'ME', gid: null, tcid: null, gmtCreate: null, gmtModified: null },
  ];

  it('a known tag keeps its id, a new one has none, a repeat is refused (Add tag error)', () => {
    const first = addTag([], ' dp ', known);
    expect(first).toEqual({ ok: true, tags: [{ id: 3, name: 'dp', color: '#0a0' }] });
    const second = first.ok ? addTag(first.tags, 'greedy', known) : first;
    expect(second).toEqual({ ok: true, tags: [{ id: 3, name: 'dp', color: '#0a0' }, { name: 'greedy' }] });
    expect(second.ok && addTag(second.tags, 'DP', known)).toEqual({ ok: false, reason: 'duplicate' });
    expect(addTag([], '  ', known)).toEqual({ ok: false, reason: 'empty' });
  });
});
