import type { RouteObject } from 'react-router';

/** Screens load on demand (CodeMirror is heavy). Paths and handles as in app/placeholders.tsx. */
export const submissionRoutes: RouteObject[] = [
  {
    // Visitors read the status list (spec 1 §1).
    path: 'status',
    lazy: async () => ({ Component: (await import('./SubmissionListPage')).SubmissionListPage }),
  },
  {
    path: 'submission-detail/:submitID',
    lazy: async () => ({ Component: (await import('./SubmissionDetailPage')).SubmissionDetailPage }),
  },
];
