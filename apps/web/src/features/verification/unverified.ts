import { useQuery } from '@tanstack/react-query';
import { listUnverifiedProblems } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { verificationKeys } from '../keys';

/** Which problems of a list page are not verified (their bundled submissions did not all pass). */
export function useUnverified(pids: number[]): Set<number> {
  const { data } = useQuery({
    queryKey: verificationKeys.unverified(pids),
    queryFn: () => api.call(listUnverifiedProblems, { query: { pids: pids.join(',') }, quiet: true }),
    enabled: pids.length > 0,
    retry: false,
  });
  return new Set(data ?? []);
}
