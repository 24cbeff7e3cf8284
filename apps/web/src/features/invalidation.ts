import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKeys } from './account/queryKeys';
import { problemKeys } from './problem/queryKeys';
import { submissionKeys } from './submission/queryKeys';
import { rankKeys } from './rank/queryKeys';

/**
 * What a mutation changed on the server. Screens never list the caches they touch: they name
 * the change, and `staleKeys` knows every list and page that shows it.
 */
export type Change =
  /** Login, logout, password change: every per-user answer. */
  | { kind: 'session' }
  /** A problem saved, deleted, imported or its auth changed. */
  | { kind: 'problem' }
  /** A tag or tag classification added, edited or deleted. */
  | { kind: 'tags' }
  /** A submission made, rejudged, cancelled or judged by hand, or its verdict arrived. */
  | { kind: 'judgement'; submitId?: number }
  /** A submission's code shared or unshared. */
  | { kind: 'share'; submitId: number }
  /** Nickname, avatar, e-mail… (the header reads the user from the auth store). */
  | { kind: 'profile' };

export function staleKeys(change: Change): QueryKey[] {
  switch (change.kind) {
    case 'session':
      return [[]];
    case 'problem':
      // Lists, pages, languages, the editor's copy, tags created on save, marks of a deleted problem.
      return [problemKeys.all];
    case 'tags':
      // Problem pages and list rows show tags too.
      return [problemKeys.tags(), problemKeys.details(), problemKeys.lists()];
    case 'judgement':
      return [
        submissionKeys.lists(),
        change.submitId === undefined ? submissionKeys.all : submissionKeys.one(change.submitId),
        // Status marks, the statement's counters, the bank's AC rates, the user's solved list and heatmap.
        problemKeys.statuses(),
        problemKeys.details(),
        problemKeys.lists(),
        accountKeys.users(),
        // Global ranks and the home page's 7-day rank and weekly chart.
        rankKeys.all,
      ];
    case 'share':
      return [submissionKeys.one(change.submitId)];
    case 'profile':
      return [accountKeys.users()];
  }
}

/** Marks stale (and refetches, when shown) everything the change touches. */
export const invalidate = (client: QueryClient, change: Change) =>
  Promise.all(staleKeys(change).map((queryKey) => client.invalidateQueries({ queryKey })));

export function useInvalidate(): (change: Change) => Promise<unknown> {
  const client = useQueryClient();
  return useCallback((change: Change) => invalidate(client, change), [client]);
}
