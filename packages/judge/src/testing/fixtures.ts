import type { JudgeCaseInput, JudgeProblem, JudgeTask } from '../types';
import { writeCaseFiles } from './sandbox';

let nextPid = 1;

export function makeProblem(overrides: Partial<JudgeProblem> = {}): JudgeProblem {
  return {
    pid: nextPid++,
    timeLimitMs: 1000,
    memoryLimitMb: 128,
    stackLimitMb: 128,
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    ioScore: 100,
    difficulty: 1,
    isRemoveEndBlank: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFiles: {},
    judgeExtraFiles: {},
    checkerCode: null,
    checkerLanguage: null,
    scaleLimits: true,
    ...overrides,
  };
}

export interface CaseSpec {
  input: string;
  output: string;
  score?: number;
  groupNum?: number;
}

let caseCounter = 0;

/** Writes the cases into `dataDir` (each in its own folder) and describes them for a task. */
export function makeCases(dataDir: string, specs: CaseSpec[]): JudgeCaseInput[] {
  const dir = `${dataDir}/p${++caseCounter}`;
  return specs.map((s, i) => {
    const { inputPath, outputPath } = writeCaseFiles(dir, String(i + 1), s.input, s.output);
    return {
      caseId: i + 1,
      seq: i + 1,
      inputPath,
      outputPath,
      inputName: `${i + 1}.in`,
      outputName: `${i + 1}.out`,
      score: s.score ?? 0,
      groupNum: s.groupNum ?? 1,
    };
  });
}

let submitId = 1;
export function makeTask(
  language: string,
  code: string,
  cases: JudgeCaseInput[],
  problem: JudgeProblem = makeProblem(),
): JudgeTask {
  return { submitId: submitId++, language, code, problem, cases };
}
