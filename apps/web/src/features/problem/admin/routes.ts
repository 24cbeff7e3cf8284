import type { RouteObject } from 'react-router';

/** Admin problem screens, children of /admin (the layout's handle requires an admin role). */
export const problemAdminRoutes: RouteObject[] = [
  { path: 'problems', lazy: async () => ({ Component: (await import('./ProblemListPage')).ProblemListPage }) },
  { path: 'problem/tag', lazy: async () => ({ Component: (await import('./TagAdminPage')).TagAdminPage }) },
  {
    path: 'problem/batch-operation',
    lazy: async () => ({ Component: (await import('./BatchOperationPage')).BatchOperationPage }),
  },
];

/** The paths above, so routes.tsx can drop their placeholders. */
export const PROBLEM_ADMIN_PATHS: readonly string[] = problemAdminRoutes.map((r) => r.path ?? '');
