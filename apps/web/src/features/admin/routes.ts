import type { RouteObject } from 'react-router';

/** The /admin index (dashboard); a child of the admin layout, which requires an admin role. */
export const adminDashboardRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
};
