import { useQuery } from '@tanstack/react-query';
import { endpoint } from '@verdict/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { messageKeys } from './queryKeys';

export const UNREAD_POLL_MS = 120_000;
export const MESSAGE_CATEGORIES = ['discuss', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

const unreadCounts = z.object({ comment: z.number(), reply: z.number(), like: z.number(), sys: z.number(), mine: z.number() });
export type UnreadCounts = z.infer<typeof unreadCounts>;

// Local until the message area defines it in @verdict/shared.
const getUnreadMessageCount = endpoint({ method: 'GET', path: '/api/msg/unread', auth: 'login', data: unreadCounts });

/** The 'discuss' tab counts the `comment` field (HOJ naming). */
export const unreadOf = (counts: UnreadCounts | undefined, category: MessageCategory) =>
  counts ? (category === 'discuss' ? counts.comment : counts[category]) : 0;

export const unreadTotal = (c: UnreadCounts | undefined) => (c ? c.comment + c.reply + c.like + c.sys + c.mine : 0);

/** Fetched at once and every 120 s while logged in (spec §4); failures stay silent. */
export function useUnreadMessages() {
  const { isLoggedIn, user } = useAuth();
  return useQuery({
    queryKey: messageKeys.unread(user?.uid),
    queryFn: () => api.call(getUnreadMessageCount, { silent: true }),
    enabled: isLoggedIn,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
}
