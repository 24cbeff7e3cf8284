import { keepPreviousData, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type AcmRankVo,
  type OiRankVo,
  type Page,
  getGroupRankList,
  getLastWeekSubmissionStatistics,
  getRankList,
  getRecentSevenAcRank,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { rankKeys } from '../keys';

export interface RankQuery {
  type: 0 | 1;
  currentPage: number;
  limit: number;
  searchUser: string;
}

export type RankRow = AcmRankVo | OiRankVo;

/** The site's rank, or a group's (`gid`: its members only, contract §2.7). */
export const rankListOptions = (q: RankQuery, gid?: number, enabled = true) =>
  queryOptions({
    queryKey: gid
      ? [...rankKeys.list(q.type, q.currentPage, q.limit, q.searchUser), { gid }]
      : rankKeys.list(q.type, q.currentPage, q.limit, q.searchUser),
    queryFn: async () =>
      (gid
        ? await api.call(getGroupRankList, { query: { ...q, gid, searchUser: q.searchUser || undefined } })
        : await api.call(getRankList, { query: { ...q, searchUser: q.searchUser || undefined } })) as Page<RankRow>,
    placeholderData: keepPreviousData,
    enabled,
  });
export const useRankList = (q: RankQuery, gid?: number, enabled = true) => useQuery(rankListOptions(q, gid, enabled));

/** The home page's top solvers of the last 7 days; quiet on failure (one panel among many). */
export const recentSevenAcRankOptions = () =>
  queryOptions({ queryKey: rankKeys.recentAc(), queryFn: () => api.call(getRecentSevenAcRank, { silent: true }) });
export const useRecentSevenAcRank = () => useQuery(recentSevenAcRankOptions());

export const weeklySubmissionsOptions = () =>
  queryOptions({
    queryKey: rankKeys.weekly(),
    queryFn: () => api.call(getLastWeekSubmissionStatistics, { query: { forceRefresh: false }, silent: true }),
  });
export const useWeeklySubmissions = () => useQuery(weeklySubmissionsOptions());
