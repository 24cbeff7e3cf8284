import type { RouteObject } from 'react-router';
import { AdminLoginPage } from './AdminLoginPage';
import { LogoutPage } from './LogoutPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** Heavy screens (echarts, markdown, cropper) load on demand. */
export const accountRoutes: RouteObject[] = [
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'user-home', lazy: async () => ({ Component: (await import('./UserHomePage')).UserHomePage }) },
  { path: 'setting', handle: { auth: 'login' }, lazy: async () => ({ Component: (await import('./SettingPage')).SettingPage }) },
  { path: 'logout', handle: { auth: 'login' }, element: <LogoutPage /> },
];

export const adminLoginRoute: RouteObject = { path: 'admin/login', element: <AdminLoginPage /> };
