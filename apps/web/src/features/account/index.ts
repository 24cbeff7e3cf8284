import { lazyPart } from '../../lib/lazyPart';
export { accountRoutes, adminLoginRoute } from './routes';
export { AuthDialogs } from './AuthDialogs';
export { authDialog } from './authDialogStore';
export type { AuthDialogMode } from './authDialogStore';
export { endServerSession, logoutSession, refreshRoles } from './api';
export { accountKeys } from '../keys';
/** The avatar cropper a group uses for its own avatar, loaded on first use. */
export const AvatarCropUpload = lazyPart(async () => (await import('./AvatarUpload')).AvatarCropUpload, null);
