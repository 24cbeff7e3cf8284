import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';

/** Locale key of each judge status under `submission:status.*`. */
export const STATUS_KEYS = {
  [JudgeStatus.NotSubmitted]: 'notSubmitted',
  [JudgeStatus.SubmittedUnknownResult]: 'unknownResult',
  [JudgeStatus.Cancelled]: 'cancelled',
  [JudgeStatus.PresentationError]: 'presentationError',
  [JudgeStatus.CompileError]: 'compileError',
  [JudgeStatus.WrongAnswer]: 'wrongAnswer',
  [JudgeStatus.Accepted]: 'accepted',
  [JudgeStatus.TimeLimitExceeded]: 'timeLimitExceeded',
  [JudgeStatus.MemoryLimitExceeded]: 'memoryLimitExceeded',
  [JudgeStatus.RuntimeError]: 'runtimeError',
  [JudgeStatus.SystemError]: 'systemError',
  [JudgeStatus.Pending]: 'pending',
  [JudgeStatus.Compiling]: 'compiling',
  [JudgeStatus.Judging]: 'judging',
  [JudgeStatus.PartialAccepted]: 'partialAccepted',
  [JudgeStatus.Submitting]: 'submitting',
  [JudgeStatus.SubmittedFailed]: 'submittedFailed',
} as const satisfies Record<JudgeStatusCode, string>;

export type StatusKey = (typeof STATUS_KEYS)[JudgeStatusCode];

export const isStatusCode = (status: number): status is JudgeStatusCode => status in STATUS_KEYS;

/** Statuses offered by the status filter, in HOJ's order. */
export const FILTER_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.Accepted,
  JudgeStatus.WrongAnswer,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
  JudgeStatus.SystemError,
  JudgeStatus.CompileError,
  JudgeStatus.PresentationError,
  JudgeStatus.PartialAccepted,
  JudgeStatus.Pending,
  JudgeStatus.Compiling,
  JudgeStatus.Judging,
  JudgeStatus.Cancelled,
  JudgeStatus.SubmittedFailed,
];

/** What a super admin may set by hand (spec 1 §4). */
export const MANUAL_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.Accepted,
  JudgeStatus.WrongAnswer,
  JudgeStatus.PresentationError,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
  JudgeStatus.SystemError,
  JudgeStatus.PartialAccepted,
  JudgeStatus.SubmittedFailed,
];
