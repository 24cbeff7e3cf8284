import { lazyPart } from '../../lib/lazyPart';
export { rankRoutes } from './routes';
export { rankKeys } from '../keys';
export { recentSevenAcRankOptions, useRecentSevenAcRank, useWeeklySubmissions, weeklySubmissionsOptions } from './api';
/** The rank table a group shows for its members, loaded on first use. */
export const RankPage = lazyPart(async () => (await import('./RankPage')).RankPage);
