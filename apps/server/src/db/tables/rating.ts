/** Rated contests, each participant's rating change, and the current ratings (module rating). */
export interface RatingTables {
  ratingContest: RatingContestTable;
  ratingChange: RatingChangeTable;
  userRating: { uid: string; rating: number; contests: number; gmtModified: number };
}

/** A contest marked rated (or unmarked: rated 0, its changes gone). */
export interface RatingContestTable {
  cid: number;
  rated: number;
  /** The contest's end when last rated: the order of the rating chain (end, then cid). */
  endTime: number | null;
  /** When its ratings were last computed; null: not yet (the sweep rates it once it ended). */
  ratedAt: number | null;
  gmtModified: number;
}

/** One participant of a rated contest: place, display ratings before and after, the belief after (Elo-MMR). */
export interface RatingChangeTable {
  cid: number;
  uid: string;
  rank: number;
  oldRating: number | null;
  newRating: number;
  performance: number;
  mu: number;
  sigma: number;
  /** The player's belief after the contest (elo-mmr.ts PlayerState, JSON): the chain restarts from it. */
  state: string;
}
