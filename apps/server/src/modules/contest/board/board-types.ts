import type { ContestRule } from '@verdict/shared';

/**
 * Inputs and outputs of the contest board engine (judge-and-rank semantics §5.1–5.4).
 * The engine knows no database and no HTTP: the contest service feeds it contest settings and
 * submissions, and serves the rows it returns. Row shapes are the contract's ACMContestRankVO and
 * OIContestRankVO (api-contract §3).
 */

/** The contest type's rules (scoring, seal): the shared ContestRule. */
export type BoardRule = ContestRule;
export type OiRankScoreType = 'Recent' | 'Highest';
export type RankShowName = 'username' | 'nickname' | 'realname';

/** award_type of the contract: 0 none, 1 by percentage of the participants, 2 by count. */
export const AwardType = { None: 0, Percentage: 1, Count: 2 } as const;
export type AwardTypeCode = (typeof AwardType)[keyof typeof AwardType];

/** One award_config entry (ContestAwardConfigVO); `num` is a percentage or a count by award type. */
export interface AwardConfigEntry {
  name: string;
  background: string;
  color: string;
  num: number;
  priority?: number;
}

export interface BoardContest {
  rule: BoardRule;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
  sealRank: boolean;
  /** Epoch milliseconds; the seal options of the admin form are already resolved to a time. */
  sealRankTime: number | null;
  /** After the end the real board is shown to everyone; false keeps it sealed until an admin turns it on. */
  autoRealRank: boolean;
  /** Submissions after the end exist only when the contest allows them. */
  allowEndSubmit: boolean;
  oiRankScoreType: OiRankScoreType;
  /** Which name the keyword filter matches (besides the school). */
  rankShowName: RankShowName;
  /** Star (unofficial) accounts by uid: rank -1, no award, or left out with removeStar. */
  starUids: readonly string[];
  awardType: AwardTypeCode;
  awardConfig: readonly AwardConfigEntry[];
  /** Contest problems; submissions to other display ids are ignored. */
  problems: readonly { displayId: string }[];
  /** Uids whose rows are dropped: the contest creator, super admins, group roots (§5.1). */
  excludedUids?: readonly string[];
}

/** What a row shows of its user. */
export interface BoardProfile {
  username: string;
  nickname?: string | null;
  realname?: string | null;
  school?: string | null;
  gender?: string | null;
  avatar?: string | null;
}

/**
 * A contest's submissions column by column, index i of every array being one submission: how the
 * contest service reads the judge table for a rebuild (no object per row). The board takes the
 * arrays over. `displayId` is undefined for a problem no longer in the contest.
 */
export interface BoardColumns {
  submitId: number[];
  uid: string[];
  displayId: (string | undefined)[];
  status: number[];
  score: (number | null)[];
  time: (number | null)[];
  submitTime: number[];
  /** The row's version (gmt_modified), kept for the caller: see ContestBoard.versionOf. */
  version?: number[];
}

/**
 * A contest's submissions as typed columns (index i of every array is one submission), users and
 * problems as keys into small dictionaries: the rebuild's form, with no string or object per row
 * (a board snapshot keeps its rows this way). The board takes the arrays over.
 */
export interface PackedColumns {
  submitId: Float64Array;
  status: Float64Array;
  /** NaN for none; null when no row has one (an ACM board reads neither). */
  score: Float64Array | null;
  time: Float64Array | null;
  submitTime: Float64Array;
  /** The rows' versions (gmt_modified), kept for the caller; null for none. */
  version: Float64Array | null;
  /** Each row's user: an index into `users` (several keys may name one user, e.g. a team's members). */
  userKey: Int32Array;
  users: readonly string[];
  /** Each row's problem: an index into `problems` (display ids; undefined for a problem no longer in the contest). */
  problemKey: Int32Array;
  problems: readonly (string | undefined)[];
}

/** One submission (a `judge` row of the contest with its user's profile), as the board sees it. */
export interface BoardSubmission extends BoardProfile {
  submitId: number;
  uid: string;
  /** The contest problem's display id. */
  displayId: string;
  /** Judge status code (contract §1.6); in-progress statuses are "no verdict yet". */
  status: number;
  /** OI score; null counts as 0. */
  score: number | null;
  /** Run time in ms (use_time): the OI tie-break. */
  time: number | null;
  /** Epoch milliseconds. */
  submitTime: number;
  /** The row's version (gmt_modified), kept for the caller: see ContestBoard.versionOf. */
  version?: number;
}

export interface BoardQuery {
  /** The sealed board: what contestants see during the seal (decided by the caller, see isBoardSealed). */
  sealed?: boolean;
  /** Include after-contest submissions (only when the contest allows them; never on the sealed board). */
  containsEnd?: boolean;
  removeStar?: boolean;
  keyword?: string | null;
  /** Followed users; with the viewer's own row they are repeated on top of the first page. */
  concernedUids?: readonly string[];
  viewerUid?: string | null;
  currentPage?: number;
  limit?: number;
}

export interface RankAward {
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}

interface RankRowBase extends RankAward {
  /** -1 for star users. */
  rank: number;
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  /** True on the copies of the viewer's and followed users' rows put on top of the first page. */
  isConcerned: boolean;
}

/** ACM cell; optional keys are present only when set (contract §3). */
export interface AcmCell {
  isAC: boolean;
  /** Penalised wrong tries before the AC (or so far). */
  errorNum: number;
  /** Seconds from the start. */
  ACTime?: number;
  isFirstAC?: boolean;
  /** Tries whose result the seal hides. */
  tryNum?: number;
  isAfterContest?: boolean;
}

export interface AcmContestRankVo extends RankRowBase {
  /** Seconds: Σ AC time + 1200 per penalised try before the AC. */
  totalTime: number;
  /** Submissions counted on the board. */
  total: number;
  ac: number;
  submissionInfo: Record<string, AcmCell>;
}

export interface OiContestRankVo extends RankRowBase {
  totalScore: number;
  /** Σ run time (ms) of the full-score problems: the tie-break. */
  totalTime: number;
  submissionInfo: Record<string, number>;
  timeInfo: Record<string, number>;
}

export type ContestRankVo = AcmContestRankVo | OiContestRankVo;

/** Default page size and the sizes the scoreboard offers (spec 2 §9). */
export const BOARD_DEFAULT_PAGE_SIZE = 50;
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
