export { accountRoutes, adminLoginRoute } from './routes';
export { AuthDialogs } from './AuthDialogs';
export { authDialog } from './authDialogStore';
export type { AuthDialogMode } from './authDialogStore';
export { endServerSession, logoutSession, refreshRoles } from './api';
export { accountKeys } from './queryKeys';
