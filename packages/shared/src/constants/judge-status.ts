/** Judge status codes of the contract (§1.6) and spec 1 §3. */
export const JudgeStatus = {
  NotSubmitted: -10,
  SubmittedUnknownResult: -5,
  Cancelled: -4,
  PresentationError: -3,
  CompileError: -2,
  WrongAnswer: -1,
  Accepted: 0,
  TimeLimitExceeded: 1,
  MemoryLimitExceeded: 2,
  RuntimeError: 3,
  SystemError: 4,
  Pending: 5,
  Compiling: 6,
  Judging: 7,
  PartialAccepted: 8,
  Submitting: 9,
  SubmittedFailed: 10,
} as const;
export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export interface JudgeStatusInfo {
  name: string;
  short: string;
  color: string;
}

/**
 * Each final verdict has its own colour, from a palette told apart with the common colour-vision
 * deficiencies (after Okabe–Ito), dark enough for white text (≥ 4.5:1); the client adds an icon
 * and the name, so colour is never the only cue. Six hex digits: the client appends alpha.
 */
export const JUDGE_STATUS_INFO: Record<JudgeStatusCode, JudgeStatusInfo> = {
  [-10]: { name: 'Not Submitted', short: 'NS', color: '#6b7280' },
  [-5]: { name: 'Submitted Unknown Result', short: 'SNR', color: '#6b7280' },
  [-4]: { name: 'Cancelled', short: 'CA', color: '#6b7280' },
  [-3]: { name: 'Presentation Error', short: 'PE', color: '#b0407a' },
  [-2]: { name: 'Compile Error', short: 'CE', color: '#8a6100' },
  [-1]: { name: 'Wrong Answer', short: 'WA', color: '#c8102e' },
  0: { name: 'Accepted', short: 'AC', color: '#00784f' },
  1: { name: 'Time Limit Exceeded', short: 'TLE', color: '#0060a8' },
  2: { name: 'Memory Limit Exceeded', short: 'MLE', color: '#6a3fb5' },
  3: { name: 'Runtime Error', short: 'RE', color: '#b34700' },
  4: { name: 'System Error', short: 'SE', color: '#3f3f46' },
  5: { name: 'Pending', short: 'PD', color: '#52606d' },
  6: { name: 'Compiling', short: 'CP', color: '#52606d' },
  7: { name: 'Judging', short: 'JG', color: '#52606d' },
  8: { name: 'Partial Accepted', short: 'PAC', color: '#007a87' },
  9: { name: 'Submitting', short: 'SB', color: '#52606d' },
  10: { name: 'Submitted Failed', short: 'SF', color: '#7f1d1d' },
};

export const IN_PROGRESS_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.Pending,
  JudgeStatus.Compiling,
  JudgeStatus.Judging,
  JudgeStatus.Submitting,
];
export const isInProgress = (status: number) => (IN_PROGRESS_STATUSES as readonly number[]).includes(status);
