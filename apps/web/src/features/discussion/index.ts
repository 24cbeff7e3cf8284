export { discussionAdminRoutes, discussionRoutes } from './routes';
export { CommentArea, type CommentAreaProps } from './comments/CommentArea';
export { discussionKeys } from './queryKeys';
