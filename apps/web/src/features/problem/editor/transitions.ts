import { type JudgeCaseMode, ProblemType } from '@verdict/shared';
import { CASE_MODES, type CaseRow, type ProblemForm, isSubtaskMode, newCase } from './model';
import { evenScores, redistribute } from './scores';

/**
 * The problem type changes: becoming OI splits 100 points evenly over both case lists
 * (spec 3 §4), and a case mode the new type does not offer falls back to default.
 */
export function changeType(form: ProblemForm, type: number): Partial<ProblemForm> {
  const modes = CASE_MODES[type] ?? CASE_MODES[ProblemType.ACM];
  const judgeCaseMode = modes.includes(form.judgeCaseMode) ? form.judgeCaseMode : 'default';
  if (type !== ProblemType.OI || form.type === ProblemType.OI) return { type, judgeCaseMode };
  return { type, judgeCaseMode, uploadedCases: redistribute(form.uploadedCases), manualCases: redistribute(form.manualCases) };
}

const withGroups = (cases: CaseRow[]) => cases.map((c) => (c.groupNum == null ? { ...c, groupNum: 1 } : c));

/** Subtask modes need a group per case: empty ones start in group 1, as a fresh upload does. */
export function changeCaseMode(form: ProblemForm, judgeCaseMode: JudgeCaseMode): Partial<ProblemForm> {
  if (!isSubtaskMode(judgeCaseMode)) return { judgeCaseMode };
  return { judgeCaseMode, uploadedCases: withGroups(form.uploadedCases), manualCases: withGroups(form.manualCases) };
}

export interface UploadAnswer {
  fileList: Array<{ input: string; output: string; groupNum?: number }>;
  fileListDir: string;
}

/** A zip was accepted: its cases replace the uploaded list, with even scores for OI. */
export function applyUpload(form: ProblemForm, answer: UploadAnswer): Partial<ProblemForm> {
  const scores = evenScores(answer.fileList.length);
  const subtask = isSubtaskMode(form.judgeCaseMode);
  return {
    uploadDir: answer.fileListDir,
    uploadedCases: answer.fileList.map((f, i) =>
      newCase(f.input, f.output, form.type === ProblemType.OI ? scores[i] : null, f.groupNum ?? (subtask ? 1 : null)),
    ),
  };
}
