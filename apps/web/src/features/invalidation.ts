import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKeys } from './account/queryKeys';
import { contestKeys } from './contest/queryKeys';
import { problemKeys } from './problem/queryKeys';
import { submissionKeys } from './submission/queryKeys';
import { trainingKeys } from './training/queryKeys';
import { discussionKeys } from './discussion/queryKeys';
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
  | { kind: 'judgement'; submitId?: number; cid?: number }
  /** A contest registered for, an AC info checked, a print marked: everything shown of that contest. */
  | { kind: 'contest'; cid: number }
  /** A submission's code shared or unshared. */
  | { kind: 'share'; submitId: number }
  /** Nickname, avatar, e-mail… (the header reads the user from the auth store). */
  | { kind: 'profile' }
  /** A contest saved, cloned, deleted or shown/hidden, its problems or announcements changed by an admin. */
  | { kind: 'contestAdmin'; cid?: number }
  /** A discussion posted, edited, liked, deleted, pinned or disabled; categories or reports changed. */
  | { kind: 'discussion' }
  /** A training saved, deleted or registered for, its problems or categories changed (by an admin or a group's). */
  | { kind: 'training' }
  /** A comment or reply added, liked or deleted (a discussion's counters move with it). */
  | { kind: 'comment'; did?: number };

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
        // Inside a contest (submit, verdict, rejudge of a contest problem): its status list, marks, counts, boards, AC info.
        ...(change.cid
          ? [
              contestKeys.allSubmissions(change.cid),
              contestKeys.problems(change.cid),
              contestKeys.statuses(change.cid),
              contestKeys.boards(change.cid),
              contestKeys.allAcInfo(change.cid),
              // The contest's problem page: the viewer's mark and their submissions.
              problemKeys.contestStatuses(change.cid),
              problemKeys.contestSubmissions(change.cid),
            ]
          : []),
        // Training progress, marks and records; focus mode's marks.
        trainingKeys.all,
        problemKeys.focusLists(),
        // Global ranks and the home page's 7-day rank and weekly chart.
        rankKeys.all,
      ];
    case 'contest':
      return [contestKeys.one(change.cid), problemKeys.inContest(change.cid), contestKeys.lists()];
    case 'share':
      return [submissionKeys.one(change.submitId)];
    case 'profile':
      return [accountKeys.users()];
    case 'contestAdmin':
      // The admin list and copy, and what contestants see of that contest (list rows, tabs).
      return change.cid === undefined
        ? [contestKeys.all, problemKeys.inContests()]
        : [
            contestKeys.adminLists(),
            contestKeys.adminOne(change.cid),
            contestKeys.one(change.cid),
            problemKeys.inContest(change.cid),
            contestKeys.lists(),
          ];
    case 'training':
      // Focus mode lists a training's problems too.
      return [trainingKeys.all, problemKeys.focusLists()];
    case 'discussion':
      return [discussionKeys.all];
    case 'comment':
      // Not the discussion's detail: refetching it would count a view; the list shows the new comment count.
      return [discussionKeys.comments(), ...(change.did === undefined ? [] : [discussionKeys.lists()])];
  }
}

/** Marks stale (and refetches, when shown) everything the change touches. */
export const invalidate = (client: QueryClient, change: Change) =>
  Promise.all(staleKeys(change).map((queryKey) => client.invalidateQueries({ queryKey })));

export function useInvalidate(): (change: Change) => Promise<unknown> {
  const client = useQueryClient();
  return useCallback((change: Change) => invalidate(client, change), [client]);
}
