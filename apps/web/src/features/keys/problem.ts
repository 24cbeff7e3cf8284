import { REMOTE_OJS } from '@verdict/shared';

/** The bank choices: every OJ, our own problems, or one remote judge (spec §2.8). */
export const BANK_OPTIONS = ['All', 'Mine', ...REMOTE_OJS] as const;
export type Bank = (typeof BANK_OPTIONS)[number];

export interface BankQuery {
  keyword: string;
  oj: Bank;
  /** 0 Easy, 1 Mid, 2 Hard; undefined = All. */
  difficulty: number | undefined;
  tagIds: number[];
  currentPage: number;
  limit: number;
}

export interface AdminProblemListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
  oj?: string;
}

/**
 * Every cached answer of the problem domain (problem page, bank, admin screens, editor), from
 * general to specific. The groups (`lists`, `details`, `statuses`, `tags`) are what a change
 * marks stale: see `features/invalidation.ts`.
 */
export const problemKeys = {
  all: ['problem'] as const,
  /** Everything that lists problems. */
  lists: () => [...problemKeys.all, 'list'] as const,
  bankList: (query: BankQuery) => [...problemKeys.lists(), 'bank', query] as const,
  adminList: (query: AdminProblemListQuery) => [...problemKeys.lists(), 'admin', query] as const,
  recentUpdated: () => [...problemKeys.lists(), 'recentUpdated'] as const,
  /** Problem pages: statement, tags and counters. */
  details: () => [...problemKeys.all, 'detail'] as const,
  detail: (problemId: string) => [...problemKeys.details(), problemId] as const,
  languages: (pid: number) => [...problemKeys.all, 'languages', pid] as const,
  /** The editor's stored copy of a problem. */
  editable: (pid: number) => [...problemKeys.all, 'editable', pid] as const,
  /** The viewer's verdict marks: the problem page's and the bank page's. */
  statuses: () => [...problemKeys.all, 'status'] as const,
  myStatus: (pid: number) => [...problemKeys.statuses(), 'one', pid] as const,
  pageStatuses: (uid: string, pids: number[]) => [...problemKeys.statuses(), 'page', uid, pids] as const,
  /**
   * The problem page inside a contest (statement, the viewer's mark, their submissions to it). The
   * contest changes that touch them name these keys in `features/invalidation.ts`.
   */
  inContests: () => [...problemKeys.all, 'contest'] as const,
  inContest: (cid: number) => [...problemKeys.inContests(), cid] as const,
  contestDetail: (cid: number, displayId: string) => [...problemKeys.inContest(cid), 'detail', displayId] as const,
  contestStatuses: (cid: number) => [...problemKeys.inContest(cid), 'status'] as const,
  contestStatus: (cid: number, pid: number) => [...problemKeys.contestStatuses(cid), pid] as const,
  contestSubmissions: (cid: number) => [...problemKeys.inContest(cid), 'submissions'] as const,
  /** The contest's times and end-submit rule, for the page's clock and its Submit button. */
  contestClock: (cid: number) => [...problemKeys.inContest(cid), 'clock'] as const,
  contestSubmissionList: (cid: number, query: object) => [...problemKeys.contestSubmissions(cid), query] as const,
  /** Focus mode's list of a training's or contest's problems with the viewer's marks. */
  focusLists: () => [...problemKeys.all, 'focus'] as const,
  focusList: (query: object) => [...problemKeys.focusLists(), query] as const,
  /** Tags and their classifications, in every shape a screen asks for. */
  tags: () => [...problemKeys.all, 'tag'] as const,
  tagList: (oj: string) => [...problemKeys.tags(), 'list', oj] as const,
  tagGroups: (oj: string) => [...problemKeys.tags(), 'groups', oj] as const,
  classifications: (oj: string) => [...problemKeys.tags(), 'classifications', oj] as const,
  /** The judge's languages, offered by the editor; no problem change touches them. */
  judgeLanguages: () => [...problemKeys.all, 'judgeLanguages'] as const,
};
