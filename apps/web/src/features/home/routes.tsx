import type { RouteObject } from 'react-router';

/** Loaded on demand like every screen, so the shell's first script stays small. */
export const homeRoutes: RouteObject[] = [
  { path: 'home', lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
];
