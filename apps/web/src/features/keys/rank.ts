/** Every cached answer of the rank domain; `all` is what a verdict makes stale (features/invalidation.ts). */
export const rankKeys = {
  all: ['rank'] as const,
  list: (type: number, currentPage: number, limit: number, searchUser: string) =>
    [...rankKeys.all, 'list', type, currentPage, limit, searchUser] as const,
  recentAc: () => [...rankKeys.all, 'recentAc'] as const,
  weekly: () => [...rankKeys.all, 'weekly'] as const,
};
