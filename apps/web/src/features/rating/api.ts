import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getContestRated, getUserRatingHistory, rateContest, setContestRated } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { ratingKeys } from '../keys';

/** A user's rated contests, oldest first (the user home's chart). */
export const ratingHistoryOptions = (username: string) =>
  queryOptions({
    queryKey: ratingKeys.history(username),
    queryFn: () => api.call(getUserRatingHistory, { query: { username }, silent: true }),
    enabled: username.length > 0,
  });
export const useRatingHistory = (username: string) => useQuery(ratingHistoryOptions(username));

/** A contest's rating state (site admins). */
export const contestRatingOptions = (cid: number) =>
  queryOptions({
    queryKey: ratingKeys.contest(cid),
    queryFn: () => api.call(getContestRated, { query: { cid }, quiet: true }),
    retry: false,
  });
export const useContestRating = (cid: number) => useQuery(contestRatingOptions(cid));

export function useSetRated(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (rated: boolean) => api.call(setContestRated, { query: { cid, rated } }),
    onSuccess: () => invalidate({ kind: 'rating', cid }),
  });
}

export function useRateNow(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(rateContest, { query: { cid } }),
    onSuccess: () => invalidate({ kind: 'rating', cid }),
  });
}
