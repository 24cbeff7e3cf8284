import type { JudgeMode } from '@verdict/shared';
import type { Db } from '../../db/database';
import { toBool } from '../../db/dialect';
import type { TestdataStore } from '../../infra/testdata-store';
import { effectiveCaseMode } from '../problem/problem-cases';
import { parseExtraFiles } from '../problem/problem.mapper';
import type { JudgeTask } from './engine';

export type LoadedTask = { task: JudgeTask; caseMode: string } | { reason: string };

/** Builds the judge package's task from the rows: problem limits and host paths of the case files. */
export async function loadJudgeTask(db: Db, store: TestdataStore, submitId: number): Promise<LoadedTask | null> {
  const judge = await db.selectFrom('judge').select(['submitId', 'pid', 'code', 'language']).where('submitId', '=', submitId).executeTakeFirst();
  if (!judge) return null;
  const p = await db.selectFrom('problem').selectAll().where('id', '=', judge.pid).executeTakeFirst();
  if (!p) return { reason: 'the problem no longer exists' };
  const cases = await db.selectFrom('problemCase').selectAll().where('pid', '=', p.id).where('status', '=', 0).orderBy('seq').orderBy('id').execute();
  if (cases.length === 0) return { reason: 'the problem has no test cases' };
  const missing = cases.find((c) => !store.has(c.inputHash) || !store.has(c.outputHash));
  if (missing) return { reason: `test data of case ${missing.seq} is missing from the store` };
  const caseMode = effectiveCaseMode(p.type, p.judgeCaseMode);
  return {
    caseMode,
    task: {
      submitId,
      language: judge.language,
      code: judge.code,
      problem: {
        pid: p.id,
        timeLimitMs: p.timeLimit,
        memoryLimitMb: p.memoryLimit,
        stackLimitMb: p.stackLimit,
        type: p.type === 1 ? 1 : 0,
        judgeMode: p.judgeMode as JudgeMode,
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
        scaleLimits: true,
      },
      cases: cases.map((c) => ({
        caseId: c.id,
        seq: c.seq,
        inputPath: store.pathOf(c.inputHash),
        outputPath: store.pathOf(c.outputHash),
        inputName: c.input,
        outputName: c.output,
        score: c.score,
        groupNum: c.groupNum,
      })),
    },
  };
}
