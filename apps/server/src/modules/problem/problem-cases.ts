import type { Selectable } from 'kysely';
import { totalScore } from '@verdict/judge';
import { type JudgeCaseMode, type ProblemDto, ProblemType } from '@verdict/shared';
import type { ProblemCaseTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import type { UploadedCase } from './testcase-zip';

export type CaseRow = Selectable<ProblemCaseTable>;

/** A case as it will be stored: names for admins, hashes for the judge. */
export type PlannedCase = Omit<CaseRow, 'id' | 'pid' | 'status'>;

const ACM_MODES: readonly string[] = ['default', 'ergodic_without_error'];
const OI_MODES: readonly string[] = ['default', 'subtask_lowest', 'subtask_average'];

/** The UI offers ACM default/ergodic and OI default/subtask modes (§3.7); anything else falls back to default. */
export function effectiveCaseMode(type: number, mode: string | null | undefined): JudgeCaseMode {
  const allowed = type === ProblemType.OI ? OI_MODES : ACM_MODES;
  return (mode && allowed.includes(mode) ? mode : 'default') as JudgeCaseMode;
}

/**
 * Resolves ProblemDTO.samples into stored cases: from a fresh upload (by file name), from
 * the problem's current cases when no new zip came (edit without re-upload), or from
 * hand-entered contents (written as 1.in/1.out…).
 */
export function planCases(
  dto: ProblemDto,
  existing: CaseRow[],
  store: TestdataStore,
  loadUpload: (token: string) => UploadedCase[],
): PlannedCase[] {
  const samples = dto.samples;
  let planned: Array<Omit<PlannedCase, 'seq' | 'score' | 'groupNum'> & { score?: number | null; groupNum?: number | null }>;
  if (dto.isUploadTestCase) {
    const dir = dto.uploadTestcaseDir?.trim();
    const source: UploadedCase[] = dir ? loadUpload(dir) : existing.map((c) => ({ ...c, groupNum: c.groupNum }));
    const byInput = new Map(source.map((c) => [c.input, c]));
    const chosen = samples.length
      ? samples
      : source.map((c) => ({ input: c.input, output: c.output, score: null, groupNum: c.groupNum ?? null }));
    planned = chosen.map((s) => {
      const found = byInput.get(s.input);
      if (!found || !store.has(found.inputHash) || !store.has(found.outputHash))
        throw AppError.fail('problem.caseFileMissing', { name: s.input });
      return {
        input: found.input,
        output: found.output,
        inputHash: found.inputHash,
        outputHash: found.outputHash,
        inputSize: found.inputSize,
        outputSize: found.outputSize,
        score: s.score,
        groupNum: s.groupNum,
      };
    });
  } else {
    planned = samples.map((s, i) => {
      const input = store.putText(s.input);
      const output = store.putText(s.output);
      return {
        input: `${i + 1}.in`,
        output: `${i + 1}.out`,
        inputHash: input.hash,
        outputHash: output.hash,
        inputSize: input.size,
        outputSize: output.size,
        score: s.score,
        groupNum: s.groupNum,
      };
    });
  }
  if (planned.length === 0) throw AppError.fail('problem.noCases');
  const scores = defaultScores(planned.map((p) => p.score ?? null));
  return planned.map((p, i) => ({ ...p, score: scores[i], groupNum: p.groupNum ?? 1, seq: i + 1 }));
}

/** Missing OI scores share 100 evenly, the remainder going to the last case. */
function defaultScores(scores: Array<number | null>): number[] {
  if (scores.every((s) => s != null)) return scores as number[];
  const missing = scores.filter((s) => s == null).length;
  const left = Math.max(0, 100 - scores.reduce<number>((a, s) => a + (s ?? 0), 0));
  const each = Math.floor(left / missing);
  let seen = 0;
  return scores.map((s) => {
    if (s != null) return s;
    seen++;
    return seen === missing ? left - each * (missing - 1) : each;
  });
}

/** io_score with the per-mode formula of §3.7 (the judge package's, so both always agree). */
export const computeIoScore = (mode: JudgeCaseMode, cases: Array<{ score: number; groupNum: number }>): number =>
  totalScore(mode, cases);

/** What the judge depends on: a change here means a new case_version. */
export function caseSignature(
  cases: Array<Pick<PlannedCase, 'inputHash' | 'outputHash' | 'score' | 'groupNum'>>,
  judgeMode: string,
  caseMode: string,
): string {
  return JSON.stringify([judgeMode, caseMode, cases.map((c) => [c.inputHash, c.outputHash, c.score, c.groupNum])]);
}
