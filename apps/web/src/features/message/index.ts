export { MESSAGE_CATEGORIES, messageKeys, unreadOf, unreadTotal, useUnreadMessages } from './api';
export type { MessageCategory, UnreadCounts } from './api';
