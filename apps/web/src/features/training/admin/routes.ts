import type { RouteObject } from 'react-router';

/** Admin training screens, children of /admin (the layout's handle requires an admin role). */
export const trainingAdminRoutes: RouteObject[] = [
  { path: 'training', lazy: async () => ({ Component: (await import('./TrainingAdminListPage')).TrainingAdminListPage }) },
  { path: 'training/create', lazy: async () => ({ Component: (await import('./TrainingFormPage')).TrainingFormPage }) },
  { path: 'training/:trainingId/edit', lazy: async () => ({ Component: (await import('./TrainingFormPage')).TrainingFormPage }) },
  {
    path: 'training/:trainingId/problems',
    lazy: async () => ({ Component: (await import('./TrainingProblemsPage')).TrainingProblemsPage }),
  },
  { path: 'training/category', lazy: async () => ({ Component: (await import('./TrainingCategoryPage')).TrainingCategoryPage }) },
];
