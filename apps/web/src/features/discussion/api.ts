import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import {
  type DiscussionBody,
  type DiscussionListQuery,
  type DiscussionVo,
  DiscussionLimits,
  addComment,
  addDiscussion,
  addReply,
  adminDeleteDiscussion,
  adminGetDiscussionReport,
  adminUpdateDiscussion,
  adminUpdateDiscussionReport,
  deleteComment,
  deleteDiscussion,
  deleteReply,
  getComments,
  getDiscussionCategory,
  getDiscussionDetail,
  getDiscussionList,
  getReplies,
  groupDeleteDiscussion,
  groupUpdateDiscussion,
  likeComment,
  likeDiscussion,
  reportDiscussion,
  saveDiscussionCategory,
  updateDiscussion,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { discussionKeys } from '../keys';

export type ListQuery = Pick<DiscussionListQuery, 'currentPage' | 'limit'> &
  Partial<Omit<DiscussionListQuery, 'currentPage' | 'limit'>>;

export const discussionListOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: discussionKeys.list(query),
    queryFn: () => api.call(getDiscussionList, { query }),
    placeholderData: keepPreviousData,
  });
export const useDiscussionList = (query: ListQuery) => useQuery(discussionListOptions(query));

/** The detail counts a view per fetch: no refetch on focus, so a view is a visit. */
export const discussionDetailOptions = (did: number) =>
  queryOptions({
    queryKey: discussionKeys.detail(did),
    queryFn: () => api.call(getDiscussionDetail, { query: { did }, quiet: true }),
    enabled: Number.isFinite(did) && did > 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
export const useDiscussionDetail = (did: number) => useQuery(discussionDetailOptions(did));

export const categoriesOptions = () =>
  queryOptions({ queryKey: discussionKeys.categories(), queryFn: () => api.call(getDiscussionCategory), staleTime: 5 * 60_000 });
export const useCategories = () => useQuery(categoriesOptions());

export function useDiscussionMutations() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  const changed = { onSettled: () => invalidate({ kind: 'discussion' }) };
  return {
    create: useMutation({ mutationFn: (body: DiscussionBody) => api.raw(addDiscussion, { body }), ...changed }),
    // A group's discussion (gid set) is edited and deleted through the group calls: the site ones refuse it.
    update: useMutation({
      mutationFn: ({ gid, ...body }: DiscussionBody & { id: number }) =>
        gid != null ? api.raw(groupUpdateDiscussion, { body: { ...body, gid } }) : api.raw(updateDiscussion, { body }),
      ...changed,
    }),
    remove: useMutation({
      mutationFn: (target: number | { did: number; gid: number | null }) =>
        typeof target === 'object' && target.gid != null
          ? api.raw(groupDeleteDiscussion, { query: { did: target.did } })
          : api.raw(deleteDiscussion, { query: { did: typeof target === 'number' ? target : target.did } }),
      ...changed,
    }),
    // The detail is patched in place: refetching it would count another view.
    like: useMutation({
      mutationFn: (q: { did: number; toLike: boolean }) => api.raw(likeDiscussion, { query: q }),
      onSuccess: (_, q) => {
        client.setQueryData<DiscussionVo>(discussionKeys.detail(q.did), (old) =>
          old && old.hasLike !== q.toLike
            ? { ...old, hasLike: q.toLike, likeNum: Math.max(0, old.likeNum + (q.toLike ? 1 : -1)) }
            : old,
        );
        return invalidate({ kind: 'discussionLike' });
      },
    }),
    report: useMutation({
      mutationFn: (body: { did: number; content: string; reporter?: string }) => api.raw(reportDiscussion, { body }),
    }),
    saveCategories: useMutation({
      mutationFn: (body: Array<{ id?: number; name: string }>) => api.call(saveDiscussionCategory, { body }),
      onSettled: () => invalidate({ kind: 'discussion' }),
    }),
  };
}

export type CommentTarget = { did: number; cid?: undefined } | { cid: number; did?: undefined };

/** Pages of comments, newest first; "load more" fetches the next page. */
export const useComments = (target: CommentTarget, enabled = true) =>
  useInfiniteQuery({
    queryKey: discussionKeys.commentsOf(target),
    queryFn: ({ pageParam }) =>
      api.call(getComments, { query: { ...target, currentPage: pageParam, limit: DiscussionLimits.commentPageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * DiscussionLimits.commentPageSize < last.commentList.total ? pages.length + 1 : undefined,
    enabled,
  });

export const repliesOptions = (commentId: number, cid: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: discussionKeys.replies(commentId),
    queryFn: () => api.call(getReplies, { query: { commentId, cid } }),
    enabled,
  });
export const useReplies = (commentId: number, cid: number | undefined, enabled: boolean) =>
  useQuery(repliesOptions(commentId, cid, enabled));

export function useCommentMutations(target: CommentTarget) {
  const invalidate = useInvalidate();
  const changed = { onSettled: () => invalidate({ kind: 'comment', did: target.did }) };
  return {
    add: useMutation({ mutationFn: (content: string) => api.call(addComment, { body: { ...target, content } }), ...changed }),
    remove: useMutation({ mutationFn: (id: number) => api.raw(deleteComment, { body: { id, ...target } }), ...changed }),
    like: useMutation({
      mutationFn: (q: { id: number; toLike: boolean }) =>
        api.raw(likeComment, {
          query: {
            cid: q.id,
            toLike: q.toLike,
            sourceId: target.did ?? target.cid,
            sourceType: target.did !== undefined ? 'Discussion' : 'Contest',
          },
        }),
      ...changed,
    }),
    reply: useMutation({
      mutationFn: (b: {
        commentId: number;
        content: string;
        toUid?: string;
        quoteId?: number;
        quoteType?: 'Comment' | 'Reply';
      }) =>
        api.call(addReply, {
          body: {
            ...target,
            quoteId: b.quoteId,
            quoteType: b.quoteType,
            reply: { commentId: b.commentId, content: b.content, toUid: b.toUid },
          },
        }),
      ...changed,
    }),
    removeReply: useMutation({
      mutationFn: (id: number) => api.raw(deleteReply, { body: { reply: { id }, ...target } }),
      ...changed,
    }),
  };
}

export const reportsOptions = (currentPage: number) =>
  queryOptions({
    queryKey: discussionKeys.reports(currentPage),
    queryFn: () => api.call(adminGetDiscussionReport, { query: { currentPage, limit: DiscussionLimits.pageSize } }),
    placeholderData: keepPreviousData,
  });
export const useReports = (currentPage: number) => useQuery(reportsOptions(currentPage));

export function useDiscussionAdminMutations() {
  const invalidate = useInvalidate();
  const changed = { onSettled: () => invalidate({ kind: 'discussion' }) };
  return {
    update: useMutation({
      mutationFn: (body: { id: number; topPriority?: boolean; status?: number }) => api.call(adminUpdateDiscussion, { body }),
      ...changed,
    }),
    remove: useMutation({ mutationFn: (ids: number[]) => api.call(adminDeleteDiscussion, { body: ids }), ...changed }),
    handleReport: useMutation({
      mutationFn: (body: { id: number; status: boolean }) => api.call(adminUpdateDiscussionReport, { body }),
      ...changed,
    }),
  };
}
