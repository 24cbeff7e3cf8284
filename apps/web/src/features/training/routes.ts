import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

// Visitors see the list (spec 1 §1); a training itself needs a session (spec 2 §2); problem pages hide the footer.
const login: RouteHandle = { auth: 'login' };
const problemPage: RouteHandle = { auth: 'login', hideFooter: true };

/** /training, a training's tabs and its problem pages. */
export const trainingRoutes: RouteObject[] = [
  { path: 'training', lazy: async () => ({ Component: (await import('./TrainingListPage')).TrainingListPage }) },
  {
    path: 'training/:trainingID',
    handle: login,
    lazy: async () => ({ Component: (await import('./TrainingDetailPage')).TrainingDetailPage }),
    children: [
      { index: true, element: null },
      { path: 'problems', lazy: async () => ({ Component: (await import('./TrainingProblemList')).TrainingProblemList }) },
      { path: 'rank', lazy: async () => ({ Component: (await import('./TrainingRankTable')).TrainingRankTable }) },
      {
        path: 'problem/:problemID',
        handle: problemPage,
        lazy: async () => ({ Component: (await import('./TrainingProblemPage')).TrainingProblemPage }),
      },
    ],
  },
];
