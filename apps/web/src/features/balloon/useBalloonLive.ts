import { BalloonLimits } from '@verdict/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type LivePolicy, useLive } from '../../lib/useLive';
import { balloonKeys } from '../keys';

/** No balloon stream yet: the page re-reads every few seconds while it is open. */
const BALLOON_LIVE: LivePolicy = { retry: null, pollMs: BalloonLimits.pollMs };

/** Keeps the runner page current: new balloons, ones delivered by another runner, held ones released. */
export function useBalloonLive(cid: number, enabled: boolean): void {
  const client = useQueryClient();
  useLive({
    key: `balloons:${cid}`,
    enabled: enabled && cid > 0,
    policy: BALLOON_LIVE,
    session: () => ({
      open: () => null,
      on: {},
      reread: () => client.invalidateQueries({ queryKey: balloonKeys.one(cid) }),
    }),
  });
}
