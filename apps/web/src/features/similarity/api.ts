import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SimilarityLimits, getContestSimilarity, getContestSimilarityPair, startContestSimilarity } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { similarityKeys } from '../keys';

const validCid = (cid: number) => Number.isInteger(cid) && cid > 0;

/** The contest's report (null before the first); re-read while it runs. A refusal shows in place. */
export const similarityReportOptions = (cid: number) =>
  queryOptions({
    queryKey: similarityKeys.report(cid),
    queryFn: () => api.call(getContestSimilarity, { query: { cid }, quiet: true }),
    enabled: validCid(cid),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? SimilarityLimits.pollMs : false),
  });
export const useSimilarityReport = (cid: number) => useQuery(similarityReportOptions(cid));

export const similarityPairOptions = (cid: number, pair: { a: number; b: number } | null) =>
  queryOptions({
    queryKey: similarityKeys.pair(cid, pair?.a ?? 0, pair?.b ?? 0),
    queryFn: () => api.call(getContestSimilarityPair, { query: { cid, a: pair!.a, b: pair!.b }, quiet: true }),
    enabled: validCid(cid) && pair !== null,
    retry: false,
  });
export const useSimilarityPair = (cid: number, pair: { a: number; b: number } | null) =>
  useQuery(similarityPairOptions(cid, pair));

/** Starts a report; answers the server's message (how many submissions it compares). */
export function useStartSimilarity(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (allowed: string) => (await api.raw(startContestSimilarity, { query: { cid }, body: { allowed } })).msg,
    onSettled: () => void invalidate({ kind: 'similarity', cid }),
  });
}
