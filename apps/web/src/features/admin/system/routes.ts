import type { RouteObject } from 'react-router';

/** Super-admin screens of the back office (spec 3 §2): children of /admin, root only. */
export const adminSystemRoutes: RouteObject[] = [
  { path: 'user', handle: { auth: 'root' }, lazy: async () => ({ Component: (await import('./UsersPage')).UsersPage }) },
  { path: 'session', handle: { auth: 'root' }, lazy: async () => ({ Component: (await import('./SessionsPage')).SessionsPage }) },
  { path: 'conf', handle: { auth: 'root' }, lazy: async () => ({ Component: (await import('./ConfPage')).ConfPage }) },
  { path: 'switch', handle: { auth: 'root' }, lazy: async () => ({ Component: (await import('./SwitchPage')).SwitchPage }) },
];
