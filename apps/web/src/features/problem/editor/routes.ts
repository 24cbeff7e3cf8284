import type { RouteObject } from 'react-router';

const loadEditor = async () => ({ Component: (await import('./ProblemEditorPage')).ProblemEditorPage });

/** Children of /admin (the AdminLayout route carries the admin guard); they replace the placeholders of these paths. */
export const problemEditorRoutes: RouteObject[] = [
  { path: 'problem/create', lazy: loadEditor },
  { path: 'problem/edit/:problemId', lazy: loadEditor },
];
