import { useQueryClient } from '@tanstack/react-query';
import { getMsgStreamTicket, sseMessages } from '@verdict/shared';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { invalidate } from '../invalidation';
import { useAuth } from '../../lib/auth-store';
import { type UnreadCounts, unreadMessageCounts } from './api';
import { messageKeys } from './queryKeys';

const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 120_000;

const rose = (before: UnreadCounts | undefined, after: UnreadCounts, keys = Object.keys(after) as Array<keyof UnreadCounts>) =>
  !before || keys.some((k) => after[k] > before[k]);
/** Counts that rise when someone comments, replies or likes a comment: what an open comment area shows. */
const COMMUNITY: Array<keyof UnreadCounts> = ['comment', 'reply', 'like'];

/**
 * Live unread counts: the server pushes them on `/api/sse/messages` whenever they change, and
 * they land in the same cache the 120 s poll fills (which stays as the fallback). EventSource
 * sends no token, so each connection starts with a one-time ticket; a broken stream is reopened
 * with a new one after a growing pause. New messages also refresh the open message lists, and
 * new comments, replies or likes the open comment areas.
 */
export function useMessageStream(enabled: boolean): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const uid = user?.uid;

  useEffect(() => {
    if (!enabled || !uid || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pause = RETRY_MIN_MS;

    const reopen = (after: number) => {
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(connect, after);
    };

    const connect = () => {
      api
        .call(getMsgStreamTicket, { silent: true })
        .then(({ ticket }) => {
          if (stopped) return;
          source = api.events(sseMessages, { query: { ticket } });
          if (!source) return;
          source.addEventListener('unread', (event: MessageEvent<string>) => {
            pause = RETRY_MIN_MS;
            try {
              const parsed = unreadMessageCounts.safeParse(JSON.parse(event.data));
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
          });
          // The server ends a stream after a while: open the next one at once.
          source.addEventListener('end', () => reopen(0));
          source.onerror = () => {
            reopen(pause);
            pause = Math.min(pause * 2, RETRY_MAX_MS);
          };
        })
        .catch(() => {
          reopen(pause);
          pause = Math.min(pause * 2, RETRY_MAX_MS);
        });
    };
    connect();

    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [enabled, uid, client]);
}
