import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes, adminLoginRoute } from '../features/account';
import { adminDashboardAlias, adminDashboardRoute, adminSystemRoutes, withAdminScreens } from '../features/admin';
import { balloonRoutes } from '../features/balloon';
import { contestRoutes } from '../features/contest';
import { contestAdminRoutes } from '../features/contest/admin';
import { homeRoutes } from '../features/home';
import { messageRoutes, noticeAdminRoute } from '../features/message';
import { problemFocusRoutes, problemRoutes } from '../features/problem';
import { problemAdminRoutes } from '../features/problem/admin';
import { problemEditorRoutes } from '../features/problem/editor';
import { problemBankRoutes } from '../features/problem/list';
import { submissionRoutes } from '../features/submission';
import { trainingRoutes } from '../features/training';
import { trainingAdminRoutes } from '../features/training/admin';
import { discussionAdminRoutes, discussionRoutes } from '../features/discussion';
import { announcementAdminRoutes } from '../features/announcement';
import { helpRoutes } from '../features/help';
import { carouselAdminRoutes } from '../features/home/admin';
import { rankRoutes } from '../features/rank';
import { groupAdminRoutes, groupRoutes } from '../features/group';
import { FocusLayout } from './layouts/FocusLayout';
import { MainLayout } from './layouts/MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageSkeleton } from '../components/PageSkeleton';
import { placeholderRoutes } from './placeholders';
import { RootShell } from './RootShell';
import { withAntdConfig } from './AntdOutlet';

/*
 * The whole route table. A feature adds its screens by exporting `RouteObject[]` from its
 * index.ts and replacing its placeholder line here, e.g.
 *   ...placeholderRoutes.problem,   →   ...problemRoutes,
 * Guards and footer visibility come from each route's `handle` (lib/route-handle.ts).
 */
const mainRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace />, handle: { plain: true } },
  ...homeRoutes,
  ...accountRoutes,
  ...problemBankRoutes,
  ...problemRoutes,
  ...submissionRoutes,
  ...trainingRoutes,
  // Before the contest shell: the runner page is a page of its own.
  ...balloonRoutes,
  ...contestRoutes,
  ...rankRoutes,
  ...discussionRoutes,
  ...groupRoutes,
  ...messageRoutes,
  ...helpRoutes,
  // The 404 page uses no antd (nor does the redirect above): antd's code need not load for them.
  { path: '*', element: <NotFoundPage />, handle: { plain: true } },
];

const focusRoutes: RouteObject[] = [...problemFocusRoutes];

/** Children of /admin; every one needs an admin role (the layout's handle). */
const adminRoutes: RouteObject[] = withAdminScreens(placeholderRoutes.admin, [
  adminDashboardRoute,
  adminDashboardAlias,
  ...adminSystemRoutes,
  ...problemAdminRoutes,
  ...problemEditorRoutes,
  ...contestAdminRoutes,
  noticeAdminRoute,
  ...trainingAdminRoutes,
  ...discussionAdminRoutes,
  ...announcementAdminRoutes,
  ...carouselAdminRoutes,
  ...groupAdminRoutes,
]);

export const routes: RouteObject[] = withAntdConfig([
  {
    element: <RootShell />,
    // Lazy screens load on first visit; the page's shape is shown meanwhile.
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { element: <FocusLayout />, children: focusRoutes },
      adminLoginRoute,
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).AdminLayout }),
        handle: { auth: 'admin' },
        children: adminRoutes,
      },
      // Any other /admin/* path goes to the admin login (spec 3 §2).
      { path: 'admin/*', element: <Navigate to="/admin/login" replace /> },
      { element: <MainLayout />, children: mainRoutes },
    ],
  },
]);
