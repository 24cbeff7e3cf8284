import type { RouteObject } from 'react-router';
import { MESSAGE_CATEGORIES } from './api';

/** Screens load on demand. Paths and handles as in app/placeholders.tsx. */
export const messageRoutes: RouteObject[] = [
  {
    path: 'message',
    handle: { auth: 'login' },
    lazy: async () => ({ Component: (await import('./MessageCentre')).MessageLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./MessageCentre')).MessageIndex }) },
      ...MESSAGE_CATEGORIES.map((category) => ({
        path: category,
        lazy: async () => {
          const { MessageTab } = await import('./MessageCentre');
          return { element: <MessageTab key={category} category={category} /> };
        },
      })),
    ],
  },
];

/** /admin/notice, super admin only. */
export const noticeAdminRoute: RouteObject = {
  path: 'notice',
  handle: { auth: 'root' },
  lazy: async () => ({ Component: (await import('./NoticeAdminPage')).NoticeAdminPage }),
};
