import type { JudgeCaseInput, JudgeProblem } from '@verdict/judge';
import { toBool } from '../../db/dialect';
import type { TestdataStore } from '../../infra/testdata-store';
import { type CaseRow, effectiveCaseMode } from './problem-cases';
import { type ProblemRow, parseExtraFiles } from './problem.mapper';

/** A submission's problem as the judge needs it: limits, checker, and the host paths of its cases. */
export type JudgeSpec = { problem: JudgeProblem; caseMode: string; cases: JudgeCaseInput[] } | { reason: string };

/** A problem row and its judged cases (status 0, in order) as the judge takes them; a reason when they cannot be judged. */
export function judgeSpecOf(p: ProblemRow, cases: CaseRow[], store: TestdataStore): JudgeSpec {
  if (cases.length === 0) return { reason: 'the problem has no test cases' };
  const missing = cases.find((c) => !store.has(c.inputHash) || !store.has(c.outputHash));
  if (missing) return { reason: `test data of case ${missing.seq} is missing from the store` };
  const caseMode = effectiveCaseMode(p.type, p.judgeCaseMode);
  return {
    caseMode,
    problem: {
      pid: p.id,
      timeLimitMs: p.timeLimit,
      memoryLimitMb: p.memoryLimit,
      stackLimitMb: p.stackLimit,
      type: p.type === 1 ? 1 : 0,
      judgeMode: p.judgeMode as JudgeProblem['judgeMode'],
      judgeCaseMode: caseMode,
      ioScore: p.ioScore,
      difficulty: p.difficulty,
      isRemoveEndBlank: toBool(p.isRemoveEndBlank),
      isFileIO: toBool(p.isFileIo),
      ioReadFileName: p.ioReadFileName,
      ioWriteFileName: p.ioWriteFileName,
      userExtraFiles: parseExtraFiles(p.userExtraFile),
      judgeExtraFiles: parseExtraFiles(p.judgeExtraFile),
      checkerCode: p.judgeMode === 'default' ? null : p.spjCode,
      checkerLanguage: p.judgeMode === 'default' ? null : p.spjLanguage,
      // Spec 1 §9: no doubling of non-C/C++ limits for Codeforces' problems (CF-, GYM-), judged by their limits as set.
      scaleLimits: !/^(CF|GYM)-/i.test(p.problemId),
    },
    cases: cases.map((c) => ({
      caseId: c.id,
      seq: c.seq,
      inputPath: store.pathOf(c.inputHash),
      outputPath: store.pathOf(c.outputHash),
      inputHash: c.inputHash,
      outputHash: c.outputHash,
      inputName: c.input,
      outputName: c.output,
      score: c.score,
      groupNum: c.groupNum,
    })),
  };
}
