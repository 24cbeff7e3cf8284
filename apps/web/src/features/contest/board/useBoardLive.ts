import { sseContestBoard } from '@verdict/shared';
import { api } from '../../../lib/api-client';
import { type LiveMode, type LivePolicy, useLive } from '../../../lib/useLive';

/** A broken stream is reopened after 3 s, then every 30 s; the board is re-read every 30 s meanwhile. */
const BOARD_LIVE: LivePolicy = { retry: { firstMs: 3000, factor: 10, maxMs: 30_000 }, pollMs: 30_000 };

/**
 * Follows `/api/sse/contest-board`: a `change` event means the board this viewer sees may have
 * changed, so `reread` refetches (within the server's 200 ms coalescing). The stream carries the
 * token (a private contest, an admin's unsealed view). 'off' when auto refresh is off.
 */
export function useBoardLive(cid: number, enabled: boolean, reread: () => Promise<unknown>): LiveMode {
  return useLive({
    key: `board:${cid}`,
    enabled: enabled && cid > 0,
    policy: BOARD_LIVE,
    session: () => ({
      open: () => api.events(sseContestBoard, { query: { cid }, withToken: true }),
      on: { ready: () => undefined, change: () => void reread() },
      reread,
    }),
  });
}
