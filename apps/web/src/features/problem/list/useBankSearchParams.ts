import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_BANK_QUERY, parseBankQuery, patchBankQuery, toBankSearchParams, type BankQuery } from './bankQuery';

/** The bank's filters and page live in the URL: a reload or a shared link shows the same list. */
export function useBankSearchParams(): [BankQuery, (patch: Partial<BankQuery>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseBankQuery(params), [params]);
  const setQuery = useCallback(
    (patch: Partial<BankQuery>) => setParams(toBankSearchParams(patchBankQuery(query, patch))),
    [query, setParams],
  );
  // Reset keeps the page size: it is a preference, not a filter.
  const reset = useCallback(
    () => setParams(toBankSearchParams({ ...DEFAULT_BANK_QUERY, limit: query.limit })),
    [query.limit, setParams],
  );
  return [query, setQuery, reset];
}
