import { useCallback, useMemo } from 'react';
import { Limits, PAGE_SIZES } from '@verdict/shared';
import { useSearchParams } from 'react-router';
import type { SubmissionListQuery } from './api';
import { positiveInt } from '../../lib/urlNumbers';

export type SubmissionFilter = Omit<SubmissionListQuery, 'currentPage' | 'limit' | 'gid'>;

/** The status list's filters and page live in the URL (spec §2.1 query of /status). */
export function useSubmissionSearchParams(): [SubmissionListQuery, (patch: Partial<SubmissionListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<SubmissionListQuery>(() => {
    const limit = positiveInt(params.get('limit'), Limits.submissionPageSize);
    const status = params.get('status');
    return {
      onlyMine: params.get('onlyMine') === 'true',
      status: status !== null && status !== '' && Number.isInteger(Number(status)) ? Number(status) : undefined,
      username: params.get('username') || undefined,
      problemID: params.get('problemID') || undefined,
      completeProblemID: params.get('completeProblemID') === 'true' || undefined,
      currentPage: positiveInt(params.get('currentPage'), 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : Limits.submissionPageSize,
    };
  }, [params]);

  const setQuery = useCallback(
    (patch: Partial<SubmissionListQuery>) => {
      const next: SubmissionListQuery = { ...query, ...patch };
      // A new filter starts from page 1; only paging keeps the page.
      if (!('currentPage' in patch)) next.currentPage = 1;
      const out = new URLSearchParams();
      if (next.onlyMine) out.set('onlyMine', 'true');
      if (next.status !== undefined) out.set('status', String(next.status));
      if (next.username && !next.onlyMine) out.set('username', next.username);
      if (next.problemID) out.set('problemID', next.problemID);
      if (next.completeProblemID && next.problemID) out.set('completeProblemID', 'true');
      if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
      if (next.limit !== Limits.submissionPageSize) out.set('limit', String(next.limit));
      setParams(out);
    },
    [query, setParams],
  );
  return [query, setQuery];
}
