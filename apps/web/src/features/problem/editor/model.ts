import {
  type JudgeCaseMode,
  type JudgeMode,
  type LanguageRow,
  type ProblemCaseRow,
  type ProblemEntity,
  ProblemType,
} from '@verdict/shared';
import { type Example, parseExamples, parseExtraFiles } from '../examples';

/** One test case row of the editor: file names when uploaded, contents when typed in. */
export interface CaseRow {
  /** Stable React key; never sent. */
  key: string;
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

export interface ExtraFile {
  name: string;
  content: string;
}

export interface TagItem {
  id?: number;
  name: string;
  color?: string | null;
}

export interface TemplateState {
  enabled: boolean;
  code: string;
}

/** Checker code and language known to compile: the last successful compile, or what was saved. */
export interface VerifiedChecker {
  code: string;
  language: string;
}

/**
 * Everything the editor edits, kept as one plain object so DTO building and validation are
 * pure functions of it. Uploaded and hand-typed cases live side by side so switching the
 * source back and forth loses nothing.
 */
export interface ProblemForm {
  id: number | null;
  author: string | null;
  problemId: string;
  title: string;
  timeLimit: number | null;
  memoryLimit: number | null;
  stackLimit: number | null;
  difficulty: number;
  type: number;
  auth: number;
  codeShare: boolean;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: Example[];
  /** Language names (the server resolves names). */
  languages: string[];
  /** Per language name. */
  templates: Record<string, TemplateState>;
  tags: TagItem[];
  judgeMode: JudgeMode;
  spjLanguage: string;
  spjCode: string;
  userExtraFiles: ExtraFile[];
  judgeExtraFiles: ExtraFile[];
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  judgeCaseMode: JudgeCaseMode;
  isUploadCase: boolean;
  /** The manifest token of a zip uploaded in this session. */
  uploadDir: string | null;
  uploadedCases: CaseRow[];
  manualCases: CaseRow[];
  checkerVerified: VerifiedChecker | null;
  /** What was loaded on edit, to tell the server what changed. */
  original: { judgeMode: JudgeMode; judgeCaseMode: string; spjCode: string; isUploadCase: boolean; caseCount: number } | null;
}

/** Case modes the UI offers per problem type (judge semantics §3.7). */
export const CASE_MODES: Record<number, readonly JudgeCaseMode[]> = {
  [ProblemType.ACM]: ['default', 'ergodic_without_error'],
  [ProblemType.OI]: ['default', 'subtask_lowest', 'subtask_average'],
};

export const isSubtaskMode = (mode: string) => mode === 'subtask_lowest' || mode === 'subtask_average';

/** Checker languages: HOJ offers C and C++ for special and interactive judges. */
export const CHECKER_LANGUAGES = ['C', 'C++'] as const;

let keySeq = 0;
export const newKey = () => `c${++keySeq}`;

export const newCase = (input = '', output = '', score: number | null = null, groupNum: number | null = null): CaseRow => ({
  key: newKey(),
  input,
  output,
  score,
  groupNum,
});

/** A new problem with the defaults of spec 3 §9. */
export function emptyForm(): ProblemForm {
  return {
    id: null,
    author: null,
    problemId: '',
    title: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    type: ProblemType.ACM,
    auth: 1,
    codeShare: true,
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: [{ input: '', output: '' }],
    languages: [],
    templates: {},
    tags: [],
    judgeMode: 'default',
    spjLanguage: 'C',
    spjCode: '',
    userExtraFiles: [],
    judgeExtraFiles: [],
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    // The default comparison ignores trailing blanks and the final newline (issue 28.1): a typed
    // answer without its last newline must not turn correct programs into Presentation Errors.
    isRemoveEndBlank: true,
    openCaseResult: true,
    judgeCaseMode: 'default',
    isUploadCase: true,
    uploadDir: null,
    uploadedCases: [],
    manualCases: [newCase()],
    checkerVerified: null,
    original: null,
  };
}

/** The cases the save will send: whichever source is active. */
export const activeCases = (form: ProblemForm): CaseRow[] => (form.isUploadCase ? form.uploadedCases : form.manualCases);

export interface LoadedProblem {
  problem: ProblemEntity;
  cases: ProblemCaseRow[];
  languages: string[];
  templates: Array<{ lid: number; code: string; status: boolean }>;
  tags: TagItem[];
}

const toExtraFiles = (raw: string | null) => parseExtraFiles(raw).map(([name, content]) => ({ name, content }));
const asJudgeMode = (mode: string): JudgeMode => (mode === 'spj' || mode === 'interactive' ? mode : 'default');

/** The editor state of a saved problem. */
export function formFromProblem(loaded: LoadedProblem, allLanguages: LanguageRow[]): ProblemForm {
  const p = loaded.problem;
  const judgeMode = asJudgeMode(p.judgeMode);
  const caseMode = (CASE_MODES[p.type] ?? CASE_MODES[0]).find((m) => m === p.judgeCaseMode) ?? 'default';
  const rows = loaded.cases.map((c) => newCase(c.input, c.output, c.score, c.groupNum));
  const byId = new Map(allLanguages.map((l) => [l.id, l.name]));
  const templates: Record<string, TemplateState> = {};
  for (const t of loaded.templates) {
    const name = byId.get(t.lid);
    if (name) templates[name] = { enabled: t.status, code: t.code };
  }
  const examples = parseExamples(p.examples);
  return {
    ...emptyForm(),
    id: p.id,
    author: p.author,
    problemId: p.problemId,
    title: p.title,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    codeShare: p.codeShare,
    description: p.description ?? '',
    input: p.input ?? '',
    output: p.output ?? '',
    hint: p.hint ?? '',
    source: p.source ?? '',
    examples: examples.length ? examples : [{ input: '', output: '' }],
    languages: loaded.languages,
    templates,
    tags: loaded.tags,
    judgeMode,
    spjLanguage: p.spjLanguage ?? 'C',
    spjCode: p.spjCode ?? '',
    userExtraFiles: toExtraFiles(p.userExtraFile),
    judgeExtraFiles: toExtraFiles(p.judgeExtraFile),
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName ?? '',
    ioWriteFileName: p.ioWriteFileName ?? '',
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    judgeCaseMode: caseMode,
    isUploadCase: p.isUploadCase,
    uploadedCases: p.isUploadCase ? rows : [],
    manualCases: p.isUploadCase ? [newCase()] : rows.length ? rows : [newCase()],
    // What is saved was accepted by the server already; only a change needs a new compile.
    checkerVerified: judgeMode !== 'default' && p.spjCode ? { code: p.spjCode, language: p.spjLanguage ?? 'C' } : null,
    original: {
      judgeMode,
      judgeCaseMode: p.judgeCaseMode,
      spjCode: p.spjCode ?? '',
      isUploadCase: p.isUploadCase,
      caseCount: rows.length,
    },
  };
}

/** Sections change the form through patches; a function patch reads the latest state. */
export type UpdateForm = (patch: Partial<ProblemForm> | ((form: ProblemForm) => Partial<ProblemForm>)) => void;

export interface SectionProps {
  form: ProblemForm;
  update: UpdateForm;
}
