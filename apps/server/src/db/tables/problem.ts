import type { Generated } from 'kysely';

/** Problems, their test cases, languages, tags and code templates (module problem). */
export interface ProblemTables {
  language: LanguageTable;
  problem: ProblemTable;
  problemCase: ProblemCaseTable;
  problemLanguage: { id: Generated<number>; pid: number; lid: number };
  problemTag: { id: Generated<number>; pid: number; tid: number };
  codeTemplate: { id: Generated<number>; pid: number; lid: number; code: string; status: number };
  tag: {
    id: Generated<number>;
    name: string;
    color: string | null;
    oj: string;
    gid: number | null;
    tcid: number | null;
    gmtCreate: number;
    gmtModified: number;
  };
  tagClassification: { id: Generated<number>; name: string; oj: string; rank: number; gmtCreate: number; gmtModified: number };
}

export interface LanguageTable {
  id: Generated<number>;
  contentType: string;
  description: string;
  name: string;
  compileCommand: string | null;
  template: string | null;
  codeTemplate: string | null;
  isSpj: number;
  oj: string;
  seq: number;
}

export interface ProblemTable {
  id: Generated<number>;
  problemId: string;
  title: string;
  /** Free text shown as the author; access follows ownerUid. */
  author: string | null;
  /** The user who created or imported the problem; null when unknown (rows from before owners). */
  ownerUid: string | null;
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  isRemote: number;
  source: string | null;
  difficulty: number;
  hint: string | null;
  auth: number;
  ioScore: number;
  codeShare: number;
  spjCode: string | null;
  spjLanguage: string | null;
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: number;
  openCaseResult: number;
  isUploadCase: number;
  caseVersion: string;
  modifiedUser: string | null;
  isGroup: number;
  gid: number | null;
  applyPublicProgress: number | null;
  isFileIo: number;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface ProblemCaseTable {
  id: Generated<number>;
  pid: number;
  /** File name shown to admins (1.in) — content lives in the content-addressed store. */
  input: string;
  output: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number;
  seq: number;
  status: number;
}
