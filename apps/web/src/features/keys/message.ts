/** The message centre's tabs (the keys name one). */
export const MESSAGE_CATEGORIES = ['discuss', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** Every cached answer of the message domain. */
export const messageKeys = {
  all: ['message'] as const,
  /** Per user: a cached count must not show after another account signs in. */
  unread: (uid: string | undefined) => [...messageKeys.all, 'unread', uid ?? null] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (uid: string | undefined, category: MessageCategory, page: number) =>
    [...messageKeys.lists(), uid ?? null, category, page] as const,
  notices: () => [...messageKeys.all, 'admin-notices'] as const,
  noticeList: (page: number, limit: number, type: string | undefined) =>
    [...messageKeys.notices(), page, limit, type ?? null] as const,
};
