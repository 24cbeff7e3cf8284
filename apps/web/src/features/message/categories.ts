import { MessageLimits, type MessageCleanType, type UnreadMessageCounts } from '@verdict/shared';

import { MESSAGE_CATEGORIES, type MessageCategory } from '../keys';

/** The centre's tabs and their rules; no client calls here (node tests import it). */
export { MESSAGE_CATEGORIES, type MessageCategory };
export type UnreadCounts = UnreadMessageCounts;

/** The 'discuss' tab counts the `comment` field (HOJ naming). */
export const unreadOf = (counts: UnreadCounts | undefined, category: MessageCategory) =>
  counts ? (category === 'discuss' ? counts.comment : counts[category]) : 0;

export const unreadTotal = (c: UnreadCounts | undefined) => (c ? c.comment + c.reply + c.like + c.sys + c.mine : 0);

/** Spec 2 §9: 6 per page for comments, replies and likes; 8 for system and mine. */
export const pageSizeOf = (category: MessageCategory) =>
  category === 'sys' || category === 'mine' ? MessageLimits.noticePageSize : MessageLimits.remindPageSize;

/** The tab's name in `DELETE /api/msg/clean?type=`. */
export const CLEAN_TYPE: Record<MessageCategory, MessageCleanType> = {
  discuss: 'Discuss',
  reply: 'Reply',
  like: 'Like',
  sys: 'Sys',
  mine: 'Mine',
};
