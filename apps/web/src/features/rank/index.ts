export { rankRoutes } from './routes';
export { rankKeys } from './queryKeys';
export { useRecentSevenAcRank, useWeeklySubmissions } from './api';
