import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  addBalloonRunner,
  getBalloonSettings,
  getContestBalloons,
  removeBalloonRunner,
  setBalloonDelivered,
  updateBalloonSettings,
} from '@verdict/shared';
import { api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { balloonKeys } from '../keys';

/** The runner page's filter: a room (location prefix) and delivered or not (undefined: both). */
export interface BalloonFilter {
  room: string;
  delivered?: boolean;
}

const validCid = (cid: number) => Number.isInteger(cid) && cid > 0;

/** The contest's balloons; a refusal (not a runner) shows in place, not as a toast. */
export const balloonListOptions = (cid: number, f: BalloonFilter) =>
  queryOptions({
    queryKey: balloonKeys.list(cid, f),
    queryFn: () =>
      api.call(getContestBalloons, {
        query: { cid, room: f.room.trim() || undefined, delivered: f.delivered },
        quiet: true,
      }),
    enabled: validCid(cid),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useBalloonList = (cid: number, f: BalloonFilter) => useQuery(balloonListOptions(cid, f));

export function useSetDelivered(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number; delivered: boolean }) => api.call(setBalloonDelivered, { body: { cid, ...input } }),
    onSuccess: () => void invalidate({ kind: 'balloon', cid }),
  });
}

export const balloonSettingsOptions = (cid: number, enabled: boolean) =>
  queryOptions({
    queryKey: balloonKeys.settings(cid),
    queryFn: () => api.call(getBalloonSettings, { query: { cid } }),
    enabled: enabled && validCid(cid),
  });
export const useBalloonSettings = (cid: number, enabled: boolean) => useQuery(balloonSettingsOptions(cid, enabled));

export function useBalloonAdmin(cid: number) {
  const invalidate = useInvalidate();
  const done = () => void invalidate({ kind: 'balloon', cid });
  return {
    duringFreeze: useMutation({
      mutationFn: (on: boolean) => api.call(updateBalloonSettings, { body: { cid, duringFreeze: on } }),
      onSuccess: done,
    }),
    addRunner: useMutation({
      mutationFn: (username: string) => api.call(addBalloonRunner, { body: { cid, username } }),
      onSuccess: done,
    }),
    removeRunner: useMutation({
      mutationFn: (uid: string) => api.call(removeBalloonRunner, { query: { cid, uid } }),
      onSuccess: done,
    }),
  };
}
