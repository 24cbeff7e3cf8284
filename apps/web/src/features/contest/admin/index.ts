import type { RouteObject } from 'react-router';

/** Children of /admin for contests (spec 3 §2): list, create, edit, problems, announcements. */
export const contestAdminRoutes: RouteObject[] = [];
