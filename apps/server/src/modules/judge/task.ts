import type { ProblemService } from '../problem/problem.service';
import type { VerdictService } from '../submission/verdict.service';
import type { JudgeTask } from './engine';

export type LoadedTask = { task: JudgeTask; caseMode: string } | { reason: string };

/**
 * Builds the judge package's task: the submission's code, the problem's limits and the host paths
 * of its case files. `fetch`: a judge host's, bringing the files its store lacks in by content hash.
 */
export async function loadJudgeTask(
  verdicts: VerdictService,
  problems: ProblemService,
  submitId: number,
  fetch?: (hashes: string[]) => Promise<void>,
): Promise<LoadedTask | null> {
  const input = await verdicts.judgeInput(submitId);
  if (!input) return null;
  const spec = await problems.judgeSpec(input.pid, fetch);
  if ('reason' in spec) return spec;
  return {
    caseMode: spec.caseMode,
    task: { submitId, language: input.language, code: input.code, problem: spec.problem, cases: spec.cases },
  };
}
