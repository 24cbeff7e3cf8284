import { lazyPart } from '../../lib/lazyPart';
export { announcementAdminRoutes } from './routes';
export type { AnnouncementDraft } from './api';
/** The announcement editor a group uses for its own announcements, loaded on first use. */
export const AnnouncementDialog = lazyPart(async () => (await import('./AnnouncementDialog')).AnnouncementDialog, null);
