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

export const JUDGE_STATUS_INFO: Record<JudgeStatusCode, JudgeStatusInfo> = {
  [-10]: { name: 'Not Submitted', short: 'NS', color: '#909399' },
  [-5]: { name: 'Submitted Unknown Result', short: 'SNR', color: '#909399' },
  [-4]: { name: 'Cancelled', short: 'CA', color: '#676fc1' },
  [-3]: { name: 'Presentation Error', short: 'PE', color: '#f90' },
  [-2]: { name: 'Compile Error', short: 'CE', color: '#f90' },
  [-1]: { name: 'Wrong Answer', short: 'WA', color: '#ed3f14' },
  0: { name: 'Accepted', short: 'AC', color: '#19be6b' },
  1: { name: 'Time Limit Exceeded', short: 'TLE', color: '#ed3f14' },
  2: { name: 'Memory Limit Exceeded', short: 'MLE', color: '#ed3f14' },
  3: { name: 'Runtime Error', short: 'RE', color: '#ed3f14' },
  4: { name: 'System Error', short: 'SE', color: '#ed3f14' },
  5: { name: 'Pending', short: 'PD', color: '#25bb9b' },
  6: { name: 'Compiling', short: 'CP', color: '#25bb9b' },
  7: { name: 'Judging', short: 'JG', color: '#2d8cf0' },
  8: { name: 'Partial Accepted', short: 'PAC', color: '#2d8cf0' },
  9: { name: 'Submitting', short: 'SB', color: '#f90' },
  10: { name: 'Submitted Failed', short: 'SF', color: '#ed3f14' },
};

export const IN_PROGRESS_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging, JudgeStatus.Submitting,
];
export const isInProgress = (status: number) => (IN_PROGRESS_STATUSES as readonly number[]).includes(status);
