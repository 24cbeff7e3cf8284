import { redirect, type RouteObject } from 'react-router';

/** The /admin index (dashboard); a child of the admin layout, which requires an admin role. */
export const adminDashboardRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
};

/** `/admin/dashboard` (spec 3 §2 names the dashboard; HOJ's links use the path) is the same screen. */
export const adminDashboardAlias: RouteObject = { path: 'dashboard', loader: () => redirect('/admin') };
