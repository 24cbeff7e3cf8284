import { z } from 'zod';
import { Limits } from '../constants/limits';
import { boolLike, idLike } from './common';
import { endpoint } from './endpoint';

/**
 * The site rating (issue 24.3): contests marked rated move their participants' ratings (Elo-MMR)
 * once they end; one rating for the whole site, group contests included.
 */

/** One rated contest in a user's history, oldest first. */
export const ratingHistoryItem = z.object({
  cid: z.number(),
  title: z.string(),
  endTime: z.string().nullable(),
  rank: z.number(),
  /** The rating before the contest; null for the user's first rated contest. */
  oldRating: z.number().nullable(),
  newRating: z.number(),
  /** The contest's performance (the rating the place is worth). */
  performance: z.number(),
});
export type RatingHistoryItem = z.infer<typeof ratingHistoryItem>;

/** A contest's rating state for its admins. */
export const contestRatingState = z.object({
  cid: z.number(),
  rated: z.boolean(),
  /** When its ratings were last computed, null when not yet. */
  ratedAt: z.string().nullable(),
  /** Users it rated. */
  participants: z.number(),
});
export type ContestRatingState = z.infer<typeof contestRatingState>;

export const getUserRatingHistory = endpoint({
  method: 'GET',
  path: '/api/get-user-rating-history',
  auth: 'anon',
  summary: "A user's rated contests with the rating before and after each, oldest first.",
  query: z.object({ username: z.string().trim().min(1, 'is required').max(Limits.usernameMax) }),
  data: z.array(ratingHistoryItem),
});

export const getContestRated = endpoint({
  method: 'GET',
  path: '/api/admin/contest/rated',
  auth: 'login',
  roles: ['root', 'admin'],
  query: z.object({ cid: idLike() }),
  data: contestRatingState,
});

export const setContestRated = endpoint({
  method: 'PUT',
  path: '/api/admin/contest/rated',
  auth: 'login',
  roles: ['root', 'admin'],
  summary: 'Marks a contest rated or not (site admins); unmarking a rated one takes its rating changes back.',
  query: z.object({ cid: idLike(), rated: boolLike() }),
  data: contestRatingState,
});

export const rateContest = endpoint({
  method: 'POST',
  path: '/api/admin/contest/rate',
  auth: 'login',
  roles: ['root', 'admin'],
  summary: 'Rates an ended rated contest now (again after a rejudge), and every rated contest after it.',
  query: z.object({ cid: idLike() }),
  data: contestRatingState,
});
