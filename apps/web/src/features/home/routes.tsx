import type { RouteObject } from 'react-router';
import { prefetching } from '../../lib/queryClient';
import { prefetchHome } from './prefetch';

/** Loaded on demand like every screen, so the shell's first script stays small. */
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    // Beside `lazy`: the panels' requests start with the page's code, not after it (28.11).
    loader: prefetching(prefetchHome),
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
];
