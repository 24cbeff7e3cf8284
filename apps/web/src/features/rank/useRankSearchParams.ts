import { useCallback, useMemo } from 'react';
import { RankLimits } from '@verdict/shared';
import { useSearchParams } from 'react-router';
import type { RankQuery } from './api';
import { positiveInt } from '../../lib/urlNumbers';

export const RANK_PAGE_SIZES: readonly number[] = RankLimits.pageSizes;

/** Page, size and search of a rank page live in the URL, so a shared link shows the same rows. */
export function useRankSearchParams(type: 0 | 1): [RankQuery, (patch: Partial<RankQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<RankQuery>(() => {
    const limit = positiveInt(params.get('limit'), RankLimits.pageSize);
    return {
      type,
      currentPage: positiveInt(params.get('currentPage'), 1),
      limit: RANK_PAGE_SIZES.includes(limit) ? limit : RankLimits.pageSize,
      searchUser: params.get('searchUser')?.trim() ?? '',
    };
  }, [params, type]);

  const setQuery = useCallback(
    (patch: Partial<RankQuery>) => {
      const next = { ...query, ...patch };
      // A new search or size starts from page 1.
      if (!('currentPage' in patch)) next.currentPage = 1;
      const out = new URLSearchParams();
      if (next.searchUser) out.set('searchUser', next.searchUser);
      if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
      if (next.limit !== RankLimits.pageSize) out.set('limit', String(next.limit));
      setParams(out);
    },
    [query, setParams],
  );
  return [query, setQuery];
}
