export { MESSAGE_CATEGORIES, unreadOf, unreadTotal, useUnreadMessages } from './api';
export { messageKeys } from './queryKeys';
export type { MessageCategory, UnreadCounts } from './api';
