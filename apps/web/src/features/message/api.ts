import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type EndpointBodyInput,
  type NoticeType,
  adminAddNotice,
  adminDeleteNotice,
  adminGetNoticeList,
  adminUpdateNotice,
  cleanMsg,
  getCommentMsg,
  getLikeMsg,
  getMineMsg,
  getReplyMsg,
  getSysMsg,
  getUnreadMsgCount,
  unreadMessageCounts,
} from '@verdict/shared';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { useAuth } from '../../lib/auth-store';
import { CLEAN_TYPE, type MessageCategory, pageSizeOf } from './categories';
import { messageKeys } from '../keys';

export {
  CLEAN_TYPE,
  MESSAGE_CATEGORIES,
  pageSizeOf,
  unreadOf,
  unreadTotal,
  type MessageCategory,
  type UnreadCounts,
} from './categories';
export { unreadMessageCounts };

export const UNREAD_POLL_MS = 120_000;

/** Fetched at once and every 120 s while logged in (spec §4), the fallback of the live stream; failures stay silent. */
export const unreadMessagesOptions = (uid: string | undefined, loggedIn: boolean) =>
  queryOptions({
    queryKey: messageKeys.unread(uid),
    queryFn: () => api.call(getUnreadMsgCount, { silent: true }),
    enabled: loggedIn,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
export function useUnreadMessages() {
  const { isLoggedIn, user } = useAuth();
  return useQuery(unreadMessagesOptions(user?.uid, isLoggedIn));
}

const LIST_CALLS = { discuss: getCommentMsg, reply: getReplyMsg, like: getLikeMsg } as const;

async function fetchPage(category: MessageCategory, currentPage: number) {
  const query = { currentPage, limit: pageSizeOf(category) };
  if (category === 'sys') return { kind: 'notice' as const, page: await api.call(getSysMsg, { query }) };
  if (category === 'mine') return { kind: 'notice' as const, page: await api.call(getMineMsg, { query }) };
  return { kind: 'remind' as const, page: await api.call(LIST_CALLS[category], { query }) };
}
export type MessagePage = Awaited<ReturnType<typeof fetchPage>>;

export const messagePageOptions = (uid: string | undefined, category: MessageCategory, currentPage: number) =>
  queryOptions({
    queryKey: messageKeys.list(uid, category, currentPage),
    queryFn: () => fetchPage(category, currentPage),
    placeholderData: keepPreviousData,
  });

/** One page of a tab. The server marks what it shows as read, so the counts are fetched again after. */
export function useMessagePage(category: MessageCategory, currentPage: number) {
  const { user } = useAuth();
  const invalidate = useInvalidate();
  const query = useQuery(messagePageOptions(user?.uid, category, currentPage));
  const fetchedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (fetchedAt) void invalidate({ kind: 'messagesRead', uid: user?.uid });
  }, [fetchedAt, invalidate, user?.uid]);
  return query;
}

/** Deletes one message (`id`) or clears the tab. */
export function useCleanMessages(category: MessageCategory) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id?: number) =>
      api.call(cleanMsg, { query: { type: CLEAN_TYPE[category], ...(id === undefined ? {} : { id }) } }),
    onSettled: () => invalidate({ kind: 'messages' }),
  });
}

// ── admin notices ───────────────────────────────────────────────────────────
export const adminNoticesOptions = (currentPage: number, limit: number, type: NoticeType | undefined) =>
  queryOptions({
    queryKey: messageKeys.noticeList(currentPage, limit, type),
    queryFn: () => api.call(adminGetNoticeList, { query: { currentPage, limit, ...(type ? { type } : {}) } }),
    placeholderData: keepPreviousData,
  });
export const useAdminNotices = (currentPage: number, limit: number, type: NoticeType | undefined) =>
  useQuery(adminNoticesOptions(currentPage, limit, type));

export type NoticeForm = EndpointBodyInput<typeof adminAddNotice>;

export function useNoticeMutations() {
  const invalidate = useInvalidate();
  // A notice changes the admin list and, for the admin too, the system tab and its count.
  const onSettled = () => invalidate({ kind: 'messages' });
  return {
    save: useMutation({
      mutationFn: (body: NoticeForm) =>
        body.id == null
          ? api.call(adminAddNotice, { body })
          : api.call(adminUpdateNotice, { body: { ...body, id: Number(body.id) } }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.call(adminDeleteNotice, { query: { id } }), onSettled }),
  };
}
