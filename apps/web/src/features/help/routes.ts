import type { RouteObject } from 'react-router';

/** The about area: the help page and the system info page. */
export const helpRoutes: RouteObject[] = [
  { path: 'introduction', lazy: async () => ({ Component: (await import('./HelpPage')).HelpPage }) },
  { path: 'developer', lazy: async () => ({ Component: (await import('./DeveloperPage')).DeveloperPage }) },
];
