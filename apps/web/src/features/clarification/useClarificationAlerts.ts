import { useQueryClient } from '@tanstack/react-query';
import { sseClarifications } from '@verdict/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { type LivePolicy, useLive } from '../../lib/useLive';
import { invalidate } from '../invalidation';
import { useDesk } from './api';
import { excerpt, textOf } from './format';

/** A broken stream is reopened after 3 s, growing to 60 s; the desk's 60 s poll covers the gap. */
const CLARIFICATION_LIVE: LivePolicy = { retry: { firstMs: 3000, factor: 2, maxMs: 60_000 }, pollMs: null };

/**
 * The contest shell's side of the desk: follows `/api/sse/clarifications` (with the token: what
 * a viewer may read depends on who they are), refetches the desk when something arrives, and
 * shows a notification for each new answer or announcement (for the jury: each new question).
 * Answers the unread count for the tab's mark.
 */
export function useClarificationAlerts(cid: number, enabled: boolean): { unread: number } {
  const { t, i18n } = useTranslation('clarification');
  const client = useQueryClient();
  const navigate = useNavigate();
  const desk = useDesk(cid, enabled);
  useLive({
    key: `clarifications:${cid}`,
    enabled: enabled && cid > 0,
    policy: CLARIFICATION_LIVE,
    session: () => {
      const reread = () => invalidate(client, { kind: 'clarification', cid });
      return {
        open: () => api.events(sseClarifications, { query: { cid }, withToken: true }),
        on: { ready: () => undefined, change: () => void reread() },
        reread,
      };
    },
  });

  // Notified once per clarification; what was there at the first load is not news.
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    const data = desk.data;
    if (!data) return;
    const fresh = data.items.filter((i) => i.unread && !seen.current?.has(i.id));
    const first = seen.current === null;
    seen.current ??= new Set();
    for (const i of data.items) seen.current.add(i.id);
    if (first) return;
    for (const i of fresh.slice(0, 3)) {
      notify.notification({
        key: `clarification:${i.id}`,
        type: 'info',
        message: t(`notify.${i.kind}`),
        description: excerpt(i.question ? `${i.question} → ${textOf(i, i18n.language)}` : textOf(i, i18n.language)),
        placement: 'topRight',
        // Opens the tab (on a phone the tab may sit behind the tabs' overflow menu).
        onClick: () => {
          notify.closeNotification(`clarification:${i.id}`);
          void navigate(`/contest/${cid}/clarifications`);
        },
        style: { cursor: 'pointer' },
      });
    }
  }, [desk.data, t, i18n.language, navigate, cid]);

  return { unread: desk.data?.unread ?? 0 };
}
