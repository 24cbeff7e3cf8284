import type { RouteObject } from 'react-router';

/** Every screen loads on demand (the first page carries only the shell). */
export const accountRoutes: RouteObject[] = [
  { path: 'reset-password', lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }) },
  { path: 'user-home', lazy: async () => ({ Component: (await import('./UserHomePage')).UserHomePage }) },
  { path: 'setting', handle: { auth: 'login' }, lazy: async () => ({ Component: (await import('./SettingPage')).SettingPage }) },
  { path: 'logout', handle: { auth: 'login' }, lazy: async () => ({ Component: (await import('./LogoutPage')).LogoutPage }) },
];

export const adminLoginRoute: RouteObject = {
  path: 'admin/login',
  lazy: async () => ({ Component: (await import('./AdminLoginPage')).AdminLoginPage }),
};
