import type { RouteObject } from 'react-router';

/** /admin/announcement: super admin only (spec 3 §2). */
export const announcementAdminRoutes: RouteObject[] = [
  {
    path: 'announcement',
    handle: { auth: 'root' },
    lazy: async () => ({ Component: (await import('./AnnouncementAdminPage')).AnnouncementAdminPage }),
  },
];
