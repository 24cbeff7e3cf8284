import type { RouteObject } from 'react-router';
import { prefetching } from '../../lib/queryClient';
import { prefetchHome } from './prefetch';

/** Loaded on demand like every screen, so the shell's first script stays small. */
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    // Drawn without antd: antd's ConfigProvider and theme stay out of the first page (app/AntdOutlet.tsx).
    handle: { plain: true },
    // Beside `lazy`: the panels' requests start with the page's code, not after it (28.11).
    loader: prefetching(prefetchHome),
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
];
