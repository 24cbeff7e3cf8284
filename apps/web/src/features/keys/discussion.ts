import type { DiscussionListQuery } from '@verdict/shared';

/** Every cached answer of the discussion domain, general to specific. */
export const discussionKeys = {
  all: ['discussion'] as const,
  lists: () => [...discussionKeys.all, 'list'] as const,
  list: (query: Partial<DiscussionListQuery>) => [...discussionKeys.lists(), query] as const,
  details: () => [...discussionKeys.all, 'detail'] as const,
  detail: (did: number) => [...discussionKeys.details(), did] as const,
  categories: () => [...discussionKeys.all, 'categories'] as const,
  comments: () => [...discussionKeys.all, 'comments'] as const,
  commentsOf: (target: { did?: number; cid?: number }) => [...discussionKeys.comments(), target] as const,
  replies: (commentId: number) => [...discussionKeys.comments(), 'replies', commentId] as const,
  reports: (page: number) => [...discussionKeys.all, 'reports', page] as const,
};
