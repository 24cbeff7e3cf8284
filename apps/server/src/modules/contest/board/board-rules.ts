import { JudgeStatus } from '@verdict/shared';
import { type AwardConfigEntry, type BoardContest, AwardType } from './board-types';

/** contest_record.status of judge semantics §5.1. */
export const RecordStatus = { Accepted: 1, NoPenalty: 0, Penalty: -1 } as const;
export type RecordStatusCode = (typeof RecordStatus)[keyof typeof RecordStatus];

const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.PresentationError,
  JudgeStatus.WrongAnswer,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
]);

const FINAL: ReadonlySet<number> = new Set([
  ...PENALISED,
  JudgeStatus.Accepted,
  JudgeStatus.CompileError,
  JudgeStatus.SystemError,
  JudgeStatus.PartialAccepted,
  JudgeStatus.Cancelled,
  JudgeStatus.SubmittedFailed,
]);

/**
 * Verdicts that say nothing about the contestant's program: on the OI board they neither score
 * nor replace a score (a judge fault must not wipe a contestant's Recent result).
 */
const NOT_JUDGED: ReadonlySet<number> = new Set([JudgeStatus.Cancelled, JudgeStatus.SystemError, JudgeStatus.SubmittedFailed]);

/** A verdict is known: anything else (Pending, Compiling, Judging, …) is a record with NULL status. */
export const hasVerdict = (status: number) => FINAL.has(status);

export const countsOnOiBoard = (status: number) => FINAL.has(status) && !NOT_JUDGED.has(status);

export function recordStatus(status: number): RecordStatusCode {
  if (status === JudgeStatus.Accepted) return RecordStatus.Accepted;
  return PENALISED.has(status) ? RecordStatus.Penalty : RecordStatus.NoPenalty;
}

/** Penalty of one wrong try before the AC, in seconds (20 minutes). */
export const PENALTY_SECONDS = 1200;

/** Whole seconds from the start, as contest_record.time. */
export const secondsFromStart = (contest: BoardContest, submitTime: number) =>
  Math.floor((submitTime - contest.startTime) / 1000);

/**
 * Whether contestants see the sealed board at `now` (the seal rule of the contest's ContestRule).
 * Contest admins bypass it only when they ask (forceRefresh): that is the caller's decision.
 */
export const isBoardSealed = (contest: BoardContest, now: number): boolean => contest.rule.sealedFrom(contest, now) !== null;

export interface AwardQuota {
  entry: AwardConfigEntry;
  people: number;
}

/**
 * How many rows each award entry takes (§5.4): a percentage of the participants (star users not
 * counted), rounded down, or a fixed count; entries that give nobody an award are dropped.
 */
export function awardQuotas(contest: BoardContest, participants: number): AwardQuota[] {
  if (contest.awardType === AwardType.None) return [];
  return contest.awardConfig
    .map((entry) => ({
      entry,
      people: contest.awardType === AwardType.Percentage ? Math.floor((entry.num * participants) / 100) : Math.floor(entry.num),
    }))
    .filter((q) => q.people > 0);
}
