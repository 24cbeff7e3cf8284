import type { RouteObject } from 'react-router';

/** The global ranks, open to visitors (spec 1 §1), loaded on demand. */
export const rankRoutes: RouteObject[] = [
  { path: 'acm-rank', lazy: async () => ({ Component: (await import('./RankPage')).AcmRankPage }) },
  { path: 'oi-rank', lazy: async () => ({ Component: (await import('./RankPage')).OiRankPage }) },
];
