import { lazyPart } from '../../lib/lazyPart';
export { contestCommentRoute, discussionAdminRoutes, discussionRoutes } from './routes';
/** The shared comment area (did or cid), lazily loaded; CommentArea itself stays out of the main bundle. */
export { LazyCommentArea as CommentArea } from './comments/LazyCommentArea';
export type { CommentAreaProps } from './comments/CommentArea';
export { discussionKeys } from '../keys';
export type { AdminDiscussionCalls } from './admin/DiscussionAdminPage';

// Screens and parts a group mounts for its own discussions, each loaded on first use.
export const loadDiscussionDetailPage = async () => ({
  Component: (await import('./DiscussionDetailPage')).DiscussionDetailPage,
});
export const DiscussionDialog = lazyPart(async () => (await import('./DiscussionDialog')).DiscussionDialog, null);
export const DiscussionRows = lazyPart(async () => (await import('./DiscussionRows')).DiscussionRows);
export const AdminDiscussionTable = lazyPart(async () => (await import('./admin/DiscussionAdminPage')).AdminDiscussionTable);
