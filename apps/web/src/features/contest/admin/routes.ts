import type { RouteObject } from 'react-router';
import { SimilarityPage } from '../../similarity';
import { TeamsPage } from '../../team';

const loadForm = async () => ({ Component: (await import('./ContestFormPage')).ContestFormPage });
const loadProblemEditor = async () => ({ Component: (await import('./ContestProblemEditorPage')).ContestProblemEditorPage });

/** Children of /admin for contests (spec 3 §2); the admin layout's handle requires an admin role. */
export const contestAdminRoutes: RouteObject[] = [
  { path: 'contest', lazy: async () => ({ Component: (await import('./ContestListPage')).ContestListPage }) },
  { path: 'contest/create', lazy: loadForm },
  { path: 'contest/:contestId/edit', lazy: loadForm },
  {
    path: 'contest/:contestId/announcement',
    lazy: async () => ({ Component: (await import('./AnnouncementsPage')).AnnouncementsPage }),
  },
  {
    path: 'contest/:contestId/problems',
    lazy: async () => ({ Component: (await import('./ContestProblemsPage')).ContestProblemsPage }),
  },
  { path: 'contest/:contestId/teams', Component: TeamsPage },
  { path: 'contest/:contestId/similarity', Component: SimilarityPage },
  { path: 'contest/:contestId/problem/create', lazy: loadProblemEditor },
  { path: 'contest/:contestId/problem/:problemId/edit', lazy: loadProblemEditor },
];
