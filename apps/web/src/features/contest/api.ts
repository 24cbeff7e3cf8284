import { useQuery } from '@tanstack/react-query';
import { getContestInfo } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { contestKeys } from './queryKeys';

/** The contest as the server sees it, with the server's `now` (the shell's clock follows it, not the browser's). */
export const useContestInfo = (cid: number) =>
  useQuery({
    queryKey: contestKeys.info(cid),
    queryFn: () => api.call(getContestInfo, { query: { cid } }),
    enabled: Number.isInteger(cid) && cid > 0,
  });
