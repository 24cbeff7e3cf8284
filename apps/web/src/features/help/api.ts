import { useQuery, queryOptions } from '@tanstack/react-query';
import { getLanguages } from '@verdict/shared';
import { api } from '../../lib/api-client';

export const helpKeys = { all: ['help'] as const, languages: () => [...helpKeys.all, 'languages'] as const };

/** The judge's own languages (oj ME): the server's language table, synced from the judge package on start. */
export const localLanguagesOptions = () =>
  queryOptions({
    queryKey: helpKeys.languages(),
    queryFn: () => api.call(getLanguages, { query: { all: false } }),
    staleTime: 10 * 60_000,
  });
export const useLocalLanguages = () => useQuery(localLanguagesOptions());
