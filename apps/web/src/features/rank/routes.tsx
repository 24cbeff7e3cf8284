import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const login: RouteHandle = { auth: 'login' };

/** The global ranks (spec 2 §2: login required), loaded on demand. */
export const rankRoutes: RouteObject[] = [
  { path: 'acm-rank', handle: login, lazy: async () => ({ Component: (await import('./RankPage')).AcmRankPage }) },
  { path: 'oi-rank', handle: login, lazy: async () => ({ Component: (await import('./RankPage')).OiRankPage }) },
];
