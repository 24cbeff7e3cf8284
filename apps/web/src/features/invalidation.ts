import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  accountKeys,
  balloonKeys,
  contestKeys,
  problemKeys,
  submissionKeys,
  trainingKeys,
  discussionKeys,
  rankKeys,
  sysKeys,
  groupKeys,
  homeKeys,
  messageKeys,
  clarificationKeys,
  teamKeys,
  ratingKeys,
  similarityKeys,
  verificationKeys,
} from './keys';

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
  /** A balloon marked delivered or not, the contest's balloon setting or runners changed: that contest's balloon page. */
  | { kind: 'balloon'; cid: number }
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
  | { kind: 'comment'; did?: number }
  /** A discussion liked or unliked: its detail is patched in place (refetching it would count another view). */
  | { kind: 'discussionLike' }
  /** Someone's verdict moved a contest's problem counts (its stream, or the board's clock while the stream is down). */
  | { kind: 'contestCounts'; cid: number }
  /** Someone's verdict moved a contest's standing (the board's stream): its boards and problem counts. */
  | { kind: 'contestStanding'; cid: number }
  /** Others submitted in a contest (its stream): its status list. */
  | { kind: 'contestSubmissions'; cid: number }
  /** The viewer registered for a training: that training's pages. */
  | { kind: 'trainingRegistration'; tid: number }
  /** A group created, edited, joined or disbanded: the lists (counts, "my groups") and that group's tabs. */
  | { kind: 'group'; gid?: number }
  /** A group problem added, edited, deleted or judged for publication: the group's tabs (every group's without `gid`) and every problem answer (the bank shows a problem made public). */
  | { kind: 'groupProblem'; gid?: number }
  /** A site announcement saved, deleted, shown or hidden: the home panel and the admin list. */
  | { kind: 'announcement' }
  /** A carousel image added or removed. */
  | { kind: 'carousel' }
  /** A message deleted or a tab cleared, a system notice saved or deleted: every tab, count and the admin list. */
  | { kind: 'messages' }
  /** A tab was read (the server marks what it shows as read): the viewer's unread counts. */
  | { kind: 'messagesRead'; uid: string | undefined }
  /** New messages arrived (the unread counts rose): the tabs. */
  | { kind: 'messagesArrived' }
  /** A user edited, added or removed by an admin: the user lists and the dashboard's counts. */
  | { kind: 'users' }
  /** A session ended by an admin: the session lists. */
  | { kind: 'sessions' }
  /** A clarification asked, answered, announced or read (or the desk's stream said one arrived): that contest's desk. */
  | { kind: 'clarification'; cid: number }
  /** The site's settings changed: the public site config (name, register, switches) is read by every page. */
  | { kind: 'siteConfig' }
  /** A contest's teams, organisations or groups changed (admin, import, generation, registration): its team lists, the viewer's team, its boards. */
  | { kind: 'team'; cid: number }
  /** A contest marked rated or not, or rated: its state, rating histories, the user home's rating, the rank's column. */
  | { kind: 'rating'; cid: number }
  /** A similarity report started (or its start refused): that contest's report. */
  | { kind: 'similarity'; cid: number }
  /** A problem's verification rerun: its report and the list's unverified marks. */
  | { kind: 'verification'; pid: number };

export function staleKeys(change: Change): QueryKey[] {
  switch (change.kind) {
    case 'session':
      return [[]];
    case 'problem':
      // Lists, pages, languages, the editor's copy, tags created on save, marks of a deleted problem.
      return [problemKeys.all, verificationKeys.all];
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
      return [
        contestKeys.one(change.cid),
        problemKeys.inContest(change.cid),
        contestKeys.lists(),
        clarificationKeys.one(change.cid),
      ];
    case 'clarification':
      return [clarificationKeys.desk(change.cid)];
    case 'balloon':
      return [balloonKeys.one(change.cid)];
    case 'similarity':
      return [similarityKeys.one(change.cid)];
    case 'verification':
      return [verificationKeys.report(change.pid), [...verificationKeys.all, 'unverified']];
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
    case 'discussionLike':
      return [discussionKeys.lists()];
    case 'contestCounts':
      return [contestKeys.problems(change.cid)];
    case 'contestStanding':
      // The outside board's counts live under boards().
      return [contestKeys.boards(change.cid), contestKeys.problems(change.cid)];
    case 'contestSubmissions':
      return [contestKeys.allSubmissions(change.cid)];
    case 'trainingRegistration':
      return [trainingKeys.one(change.tid)];
    case 'group':
      return change.gid === undefined ? [groupKeys.lists()] : [groupKeys.lists(), groupKeys.one(change.gid)];
    case 'groupProblem':
      return [change.gid === undefined ? groupKeys.all : groupKeys.one(change.gid), problemKeys.all];
    case 'announcement':
      return [homeKeys.announcements()];
    case 'carousel':
      return [homeKeys.carousel()];
    case 'messages':
      return [messageKeys.all];
    case 'messagesRead':
      return [messageKeys.unread(change.uid)];
    case 'messagesArrived':
      return [messageKeys.lists()];
    case 'users':
      return [sysKeys.userLists(), sysKeys.dashboard()];
    case 'sessions':
      return [sysKeys.sessionLists()];
    case 'siteConfig':
      return [[]];
    case 'team':
      return [teamKeys.contest(change.cid), contestKeys.boards(change.cid), contestKeys.info(change.cid)];
    case 'rating':
      return [ratingKeys.contest(change.cid), ratingKeys.histories(), accountKeys.users(), rankKeys.all];
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
