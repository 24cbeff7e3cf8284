import { useQuery, queryOptions } from '@tanstack/react-query';
import { endpoint } from '@verdict/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { judgeHealth } from './judgeHealth';
import { adminKeys } from '../keys';

export const HEALTH_POLL_MS = 10_000;

// Our own addition outside the HOJ paths (architecture.md), so it is not in @verdict/shared.
const getHealth = endpoint({ method: 'GET', path: '/api/health', auth: 'anon', data: z.object({ judge: judgeHealth }) });

/** The judge's state for the dashboard, refreshed while it is open; failures stay silent. */
export const judgeHealthOptions = () =>
  queryOptions({
    queryKey: adminKeys.health(),
    queryFn: async () => (await api.call(getHealth, { silent: true })).judge,
    refetchInterval: HEALTH_POLL_MS,
    retry: false,
  });
export const useJudgeHealth = () => useQuery(judgeHealthOptions());
