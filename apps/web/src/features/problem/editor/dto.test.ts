import { type LanguageRow, type ProblemEntity, ProblemType, problemDto } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { buildProblemDto, serializeExamples, serializeExtraFiles } from './dto';
import { type ProblemForm, emptyForm, formFromProblem, newCase } from './model';

const lang = (id: number, name: string): LanguageRow => ({
  id,
  name,
  contentType: 'text/x-c',
  description: name,
  compileCommand: null,
  template: null,
  codeTemplate: null,
  isSpj: true,
  oj: 'ME',
  seq: id,
});
const LANGS = [lang(1, 'C'), lang(2, 'C++'), lang(3, 'Python3')];

const oiUpload = (): ProblemForm => ({
  ...emptyForm(),
  problemId: 'P1001',
  title: ' Half ',
  input: 'n',
  output: 'n',
  type: ProblemType.OI,
  languages: ['C++', 'Python3', 'Ruby'],
  templates: {
    'C++': { enabled: true, code: 'int main(){}' },
    Python3: { enabled: false, code: '' },
    C: { enabled: true, code: 'x' },
  },
  tags: [{ id: 4, name: 'dp', color: '#f00' }, { name: 'brand new' }],
  uploadDir: 'testcase-0123456789abcdef01234567',
  uploadedCases: [newCase('1.in', '1.out', 60), newCase('2.in', '2.ans', 40)],
});

describe('ProblemDTO from the form', () => {
  it('a new problem with typed cases compares ignoring trailing blanks; the cases keep their text as typed (issue 28.1)', () => {
    const form: ProblemForm = {
      ...emptyForm(),
      problemId: 'T1',
      title: 'Typed',
      languages: ['C++'],
      isUploadCase: false,
      manualCases: [newCase('1 2', '3'), newCase('4 5 \n', '9\n')],
    };
    const dto = buildProblemDto(form, LANGS);
    expect(dto.problem.isRemoveEndBlank).toBe(true);
    expect(dto.samples).toEqual([
      expect.objectContaining({ input: '1 2', output: '3' }),
      expect.objectContaining({ input: '4 5 \n', output: '9\n' }),
    ]);
  });

  it('an OI problem with a fresh zip: file names, scores, the upload token; the shared schema accepts it', () => {
    const dto = buildProblemDto(oiUpload(), LANGS);
    expect(problemDto.safeParse(dto).success).toBe(true);
    expect(dto.problem).toMatchObject({
      problemId: 'P1001',
      title: 'Half',
      type: 1,
      judgeMode: 'default',
      spjCode: null,
      spjLanguage: null,
      isUploadCase: true,
    });
    expect(dto.problem).not.toHaveProperty('id');
    expect(dto.isUploadTestCase).toBe(true);
    expect(dto.uploadTestcaseDir).toBe('testcase-0123456789abcdef01234567');
    expect(dto.samples).toEqual([
      { input: '1.in', output: '1.out', score: 60, groupNum: null },
      { input: '2.in', output: '2.ans', score: 40, groupNum: null },
    ]);
    // Unknown languages are dropped; templates only for chosen languages, and not for untouched ones.
    expect(dto.languages).toEqual([
      { id: 2, name: 'C++' },
      { id: 3, name: 'Python3' },
    ]);
    expect(dto.codeTemplates).toEqual([{ lid: 2, code: 'int main(){}', status: true }]);
    expect(dto.tags).toEqual([{ id: 4, name: 'dp', color: '#f00' }, { name: 'brand new' }]);
  });

  it('ACM leaves scores to the server; subtask modes send groups', () => {
    const acm = buildProblemDto({ ...oiUpload(), type: ProblemType.ACM }, LANGS);
    expect(acm.samples?.map((s) => s.score)).toEqual([null, null]);
    const sub = oiUpload();
    sub.judgeCaseMode = 'subtask_lowest';
    sub.uploadedCases[0].groupNum = 1;
    sub.uploadedCases[1].groupNum = 2;
    const dto = buildProblemDto(sub, LANGS);
    expect(dto.samples?.map((s) => s.groupNum)).toEqual([1, 2]);
    expect(dto.problem.judgeCaseMode).toBe('subtask_lowest');
    expect(dto.changeJudgeCaseMode).toBe(true);
  });

  it('hand-typed cases send their contents and no upload token', () => {
    const form: ProblemForm = {
      ...oiUpload(),
      type: ProblemType.ACM,
      isUploadCase: false,
      manualCases: [newCase('1 2\n', '3\n')],
    };
    const dto = buildProblemDto(form, LANGS);
    expect(dto.isUploadTestCase).toBe(false);
    expect(dto.uploadTestcaseDir).toBeNull();
    expect(dto.samples).toEqual([{ input: '1 2\n', output: '3\n', score: null, groupNum: null }]);
    expect(problemDto.safeParse(dto).success).toBe(true);
  });

  it('checker, extra files and file IO only travel when they are on', () => {
    const form: ProblemForm = {
      ...oiUpload(),
      judgeMode: 'spj',
      spjLanguage: 'C++',
      spjCode: 'int main(){}',
      judgeExtraFiles: [{ name: 'testlib.h', content: '#pragma once' }],
      userExtraFiles: [{ name: ' a.txt ', content: 'x' }],
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
    };
    const dto = buildProblemDto(form, LANGS);
    expect(dto.problem).toMatchObject({
      judgeMode: 'spj',
      spjLanguage: 'C++',
      spjCode: 'int main(){}',
      judgeExtraFile: '{"testlib.h":"#pragma once"}',
      userExtraFile: '{"a.txt":"x"}',
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
    });
    expect(dto.judgeMode).toBe('spj');
    expect(dto.changeModeCode).toBe(true);
    const off = buildProblemDto({ ...form, judgeMode: 'default', isFileIO: false }, LANGS);
    expect(off.problem).toMatchObject({
      spjCode: null,
      spjLanguage: null,
      judgeExtraFile: null,
      ioReadFileName: null,
      ioWriteFileName: null,
    });
  });

  it('examples and extra files serialise as HOJ stores them', () => {
    expect(
      serializeExamples([
        { input: '1 2', output: '3' },
        { input: '', output: '' },
        { input: '4 5', output: '9' },
      ]),
    ).toBe('<input>1 2</input><output>3</output><input>4 5</input><output>9</output>');
    expect(serializeExtraFiles([])).toBeNull();
    expect(serializeExtraFiles([{ name: '  ', content: 'ignored' }])).toBeNull();
  });

  it('an edited problem round-trips: id, author and stored cases come back; no new upload means no token', () => {
    const entity: ProblemEntity = {
      id: 7,
      problemId: 'P7',
      title: 'Seven',
      author: 'alice',
      type: 1,
      judgeMode: 'interactive',
      judgeCaseMode: 'subtask_average',
      timeLimit: 2000,
      memoryLimit: 512,
      stackLimit: 64,
      description: 'd',
      input: 'i',
      output: 'o',
      examples: '<input>1</input><output>2</output>',
      isRemote: false,
      source: 's',
      difficulty: 2,
      hint: 'h',
      auth: 2,
      ioScore: 100,
      codeShare: false,
      spjCode: 'int main(){}',
      spjLanguage: 'C',
      userExtraFile: '{"u.txt":"u"}',
      judgeExtraFile: null,
      isRemoveEndBlank: true,
      openCaseResult: false,
      isUploadCase: true,
      caseVersion: '1',
      modifiedUser: null,
      isGroup: false,
      gid: null,
      applyPublicProgress: null,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      gmtCreate: null,
      gmtModified: null,
    };
    const form = formFromProblem(
      {
        problem: entity,
        cases: [{ id: 1, pid: 7, input: '1.in', output: '1.out', score: 100, groupNum: 3, status: 0 }],
        languages: ['C'],
        templates: [{ lid: 1, code: 'tpl', status: true }],
        tags: [{ id: 9, name: 'graph' }],
      },
      LANGS,
    );
    expect(form.examples).toEqual([{ input: '1', output: '2' }]);
    expect(form.templates).toEqual({ C: { enabled: true, code: 'tpl' } });
    expect(form.checkerVerified).toEqual({ code: 'int main(){}', language: 'C' });
    const dto = buildProblemDto(form, LANGS);
    expect(problemDto.safeParse(dto).success).toBe(true);
    expect(dto.problem).toMatchObject({
      id: 7,
      author: 'alice',
      problemId: 'P7',
      auth: 2,
      codeShare: false,
      judgeMode: 'interactive',
      userExtraFile: '{"u.txt":"u"}',
    });
    expect(dto.uploadTestcaseDir).toBeNull();
    expect(dto.samples).toEqual([{ input: '1.in', output: '1.out', score: 100, groupNum: 3 }]);
    expect(dto.changeModeCode).toBe(false);
    expect(dto.changeJudgeCaseMode).toBe(false);
  });
});
