/** What differs between contest types (judge semantics §5): one ContestRule per type, read by the server's board engine and the web client alike. */

export const ContestType = { ACM: 0, OI: 1 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];

/** Page sizes and limits of spec 2 §9. */
export const ContestLimits = {
  listPageSize: 10,
  rankPageSize: 50,
  rankPageSizes: [10, 30, 50, 100, 300],
  acInfoPageSize: 20,
  printPageSize: 15,
  announcementPageSize: 10,
  printMinLength: 50,
  printMaxLength: 65_535,
  /** ACM penalty per wrong try before the AC (judge semantics §5.2). */
  penaltySeconds: 1200,
} as const;

/** Seal options of the contest form (spec 3 §4), stored as the absolute seal time. */
export const SealRankOption = { HalfHourBeforeEnd: 0, HourBeforeEnd: 1, WholeContest: 2 } as const;
export type SealRankOptionCode = (typeof SealRankOption)[keyof typeof SealRankOption];

/** The seal time of an option, in epoch ms. */
export function sealRankTimeOf(option: SealRankOptionCode, startMs: number, endMs: number): number {
  if (option === SealRankOption.HalfHourBeforeEnd) return endMs - 1800_000;
  if (option === SealRankOption.HourBeforeEnd) return endMs - 3600_000;
  return startMs;
}

/** What a contest's seal depends on (times in epoch ms). */
export interface ContestSeal {
  sealRank: boolean;
  sealRankTime: number | null;
  endTime: number;
  autoRealRank: boolean;
}

/**
 * The one seal rule (judge semantics §5.2): from the seal time the results of submissions made
 * at or after it are hidden from contestants and visitors, up to the end — and on after it while
 * the contest does not turn to the real board by itself (auto real rank off). OI contests without
 * real-time rank are sealed from the start. Answers the seal time while the seal holds at
 * `nowMs`, else null. Boards, statuses, ranks, statistics and profiles all ask this.
 */
export function sealedFrom(c: ContestSeal, nowMs: number): number | null {
  if (!c.sealRank || c.sealRankTime === null || nowMs < c.sealRankTime) return null;
  return nowMs < c.endTime || !c.autoRealRank ? c.sealRankTime : null;
}

/** The rules of one contest type: how its board ranks and what its seal hides. */
export interface ContestRule {
  readonly type: ContestTypeCode;
  /** As boards, tags and the board engine name the type. */
  readonly name: 'ACM' | 'OI';
  /**
   * Scoring: ACM ranks by solved problems, then penalty time (a problem's status is AC once any
   * try is); OI by total score, then time (a problem shows the score of the latest judged try).
   */
  readonly ranksBy: 'solved' | 'score';
  /** The two total columns of the board download. */
  readonly totalColumns: readonly [string, string];
  /** While the seal holds, contestants see no result of their own later tries either (OI), or see them (ACM). */
  readonly sealHidesOwnResults: boolean;
  /** First-AC info and balloons for the contest's helpers: ACM only. */
  readonly acHelpers: boolean;
  /** The seal rule (the same for every type: sealedFrom). */
  sealedFrom(c: ContestSeal, nowMs: number): number | null;
  /** The seal option a contest form starts with when sealing is turned on, for a contest of this length. */
  defaultSealOption(durationSeconds: number): SealRankOptionCode;
}

export const ACM_RULE: ContestRule = {
  type: ContestType.ACM,
  name: 'ACM',
  ranksBy: 'solved',
  totalColumns: ['AC', 'Penalty (s)'],
  sealHidesOwnResults: false,
  acHelpers: true,
  sealedFrom,
  // Under an hour the seal holds all along, else the last hour.
  defaultSealOption: (durationSeconds) => (durationSeconds < 3600 ? SealRankOption.WholeContest : SealRankOption.HourBeforeEnd),
};

export const OI_RULE: ContestRule = {
  type: ContestType.OI,
  name: 'OI',
  ranksBy: 'score',
  totalColumns: ['Score', 'Time (ms)'],
  sealHidesOwnResults: true,
  acHelpers: false,
  sealedFrom,
  // OI seals all along.
  defaultSealOption: () => SealRankOption.WholeContest,
};

/** The rule of a contest type (contest.type); every type but OI follows ACM's. */
export const contestRuleOf = (type: number): ContestRule => (type === ContestType.OI ? OI_RULE : ACM_RULE);
