export { contestCommentRoute, discussionAdminRoutes, discussionRoutes } from './routes';
/** The shared comment area (did or cid), lazily loaded; CommentArea itself stays out of the main bundle. */
export { LazyCommentArea as CommentArea } from './comments/LazyCommentArea';
export type { CommentAreaProps } from './comments/CommentArea';
export { discussionKeys } from './queryKeys';
