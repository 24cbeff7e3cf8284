import { useQueryClient } from '@tanstack/react-query';
import { getMsgStreamTicket, sseMessages } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { type LivePolicy, useLive } from '../../lib/useLive';
import { invalidate } from '../invalidation';
import { type UnreadCounts, unreadMessageCounts } from './api';
import { messageKeys } from '../keys';

/** Reopened after 5 s, doubling up to 2 min; the 120 s poll of the unread counts stays as the fallback. A new
 * stream starts with the counts, so it needs no re-read of its own. */
const MESSAGES_LIVE: LivePolicy = { retry: { firstMs: 5_000, factor: 2, maxMs: 120_000 }, pollMs: null };

const rose = (before: UnreadCounts | undefined, after: UnreadCounts, keys = Object.keys(after) as Array<keyof UnreadCounts>) =>
  !before || keys.some((k) => after[k] > before[k]);
/** Counts that rise when someone comments, replies or likes a comment: what an open comment area shows. */
const COMMUNITY: Array<keyof UnreadCounts> = ['comment', 'reply', 'like'];

/**
 * Live unread counts: the server pushes them on `/api/sse/messages` whenever they change, and
 * they land in the same cache the 120 s poll fills. EventSource sends no token, so each
 * connection starts with a one-time ticket. New messages also refresh the open message lists,
 * and new comments, replies or likes the open comment areas.
 */
export function useMessageStream(enabled: boolean): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const uid = user?.uid;

  useLive({
    key: `messages:${uid}`,
    enabled: enabled && !!uid,
    policy: MESSAGES_LIVE,
    session: () => ({
      open: async () => {
        if (!uid || typeof EventSource === 'undefined') return null;
        const { ticket } = await api.call(getMsgStreamTicket, { silent: true });
        return api.events(sseMessages, { query: { ticket } });
      },
      on: {
        unread: (data) => {
          if (!uid) return;
          try {
            const parsed = unreadMessageCounts.safeParse(JSON.parse(data));
            if (!parsed.success) return;
            const key = messageKeys.unread(uid);
            const before = client.getQueryData<UnreadCounts>(key);
            client.setQueryData(key, parsed.data);
            if (before && rose(before, parsed.data)) void invalidate(client, { kind: 'messagesArrived' });
            // Someone answered on a discussion or contest this user may have open: its comment area shows it without a reload.
            if (before && rose(before, parsed.data, COMMUNITY)) void invalidate(client, { kind: 'comment' });
          } catch {
            // A malformed frame is skipped; the next one or the poll brings the counts.
          }
        },
      },
    }),
  });
}
