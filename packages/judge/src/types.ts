import type { JudgeCaseMode, JudgeMode, JudgeStatusCode } from '@verdict/shared';

/**
 * The contract between the judge package and its callers (the server's worker, the bench).
 * The judge package knows nothing about databases or HTTP: it gets a task with host paths
 * of test files, talks to go-judge, and returns an outcome.
 */

export interface JudgeProblem {
  pid: number;
  /** Problem time limit, ms (before the language factor). */
  timeLimitMs: number;
  /** Problem memory limit, MB (before the language factor). */
  memoryLimitMb: number;
  stackLimitMb: number;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  ioScore: number;
  difficulty: number;
  isRemoveEndBlank: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** Copied in beside the user's source at compile time (name → content). */
  userExtraFiles: Record<string, string>;
  /** Copied in beside the checker/interactor source at its compile time (e.g. testlib.h). */
  judgeExtraFiles: Record<string, string>;
  /** Checker (spj) or interactor source, with its language name ('C' | 'C++'). */
  checkerCode: string | null;
  checkerLanguage: string | null;
  /** false for problems whose limits are never scaled (remote CF-/GYM- problems). */
  scaleLimits: boolean;
}

export interface JudgeCaseInput {
  caseId: number | null;
  seq: number;
  /** Host paths of the case's files in the content-addressed test-data store. */
  inputPath: string;
  outputPath: string;
  /** Content hashes of those files (the store's names); a judge with a file-store cache keys its uploads by them, else by path. */
  inputHash?: string;
  outputHash?: string;
  /** Display names (1.in / 1.out). */
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
}

export interface JudgeTask {
  submitId: number;
  language: string;
  code: string;
  problem: JudgeProblem;
  cases: JudgeCaseInput[];
}

export interface JudgeHooks {
  /** Compilation started / finished and cases are about to run. */
  onPhase?: (phase: 'compiling' | 'judging') => void | Promise<void>;
  /** A case finished: `done` of `total` (for 'Judging 3/10' progress). */
  onCaseDone?: (done: number, total: number, result: CaseOutcome) => void | Promise<void>;
}

export interface CaseOutcome {
  caseId: number | null;
  seq: number;
  status: JudgeStatusCode;
  /** ms of CPU time */
  time: number;
  /** KB */
  memory: number;
  score: number;
  groupNum: number;
  /** Checker message, runtime error description, etc. (judge_case.user_output). */
  message: string | null;
  /** The start of the program's output on a Wrong Answer / Presentation Error (bounded by OUTPUT_EXCERPT_BYTES), else absent. */
  outputExcerpt?: OutputExcerpt | null;
  inputName: string;
  outputName: string;
}

export interface OutputExcerpt {
  text: string;
  /** Bytes of the whole output: more than the excerpt's when it was cut. */
  bytes: number;
}

export interface JudgeOutcome {
  status: JudgeStatusCode;
  /** OI score (null for ACM problems). */
  score: number | null;
  oiRankScore: number | null;
  /** ms: max over cases, the measured time even past the limit (a TLE shows how long it ran). */
  time: number | null;
  /** KB, max over cases, capped at the scaled limit. */
  memory: number | null;
  /** Compiler output on CE, reason on SE; null otherwise. */
  errorMessage: string | null;
  cases: CaseOutcome[];
}

export interface CustomTestRequest {
  language: string;
  code: string;
  input: string;
  expectedOutput: string | null;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  isRemoveEndBlank: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  userExtraFiles: Record<string, string>;
  scaleLimits: boolean;
}

export interface CustomTestResult {
  status: JudgeStatusCode;
  time: number | null;
  memory: number | null;
  userOutput: string;
  stderr: string;
  /** The sandbox failed (stderr says how): no verdict was reached, the test may be tried again. */
  isSandboxUnavailable?: boolean;
}

export interface CompileCheckResult {
  ok: boolean;
  /** Compiler output when it failed (the sandbox's failure when isSandboxUnavailable). */
  message: string;
  /** The sandbox failed, so nothing is known about the code yet. */
  isSandboxUnavailable?: boolean;
}
