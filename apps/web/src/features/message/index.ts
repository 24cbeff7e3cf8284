export { MESSAGE_CATEGORIES, unreadOf, unreadTotal, useUnreadMessages } from './api';
export { messageKeys } from '../keys';
export { messageRoutes, noticeAdminRoute } from './routes';
export { useMessageStream } from './useMessageStream';
export type { MessageCategory, UnreadCounts } from './api';
export { takeUnreadNews } from './unreadNotice';
