/**
 * Every cached answer of the contest domain, from general to specific. The contestant screens,
 * the boards and the admin screens share these keys so that one change marks all of them stale
 * (see `features/invalidation.ts`). Add keys here rather than writing arrays in components.
 */
export const contestKeys = {
  all: ['contest'] as const,
  lists: () => [...contestKeys.all, 'list'] as const,
  list: (query: object) => [...contestKeys.lists(), query] as const,
  /** Everything about one contest; invalidating it refreshes every tab of that contest. */
  one: (cid: number) => [...contestKeys.all, 'one', cid] as const,
  info: (cid: number) => [...contestKeys.one(cid), 'info'] as const,
  access: (cid: number) => [...contestKeys.one(cid), 'access'] as const,
  problems: (cid: number) => [...contestKeys.one(cid), 'problems'] as const,
  problem: (cid: number, displayId: string) => [...contestKeys.one(cid), 'problem', displayId] as const,
  submissions: (cid: number, query: object) => [...contestKeys.allSubmissions(cid), query] as const,
  /** Every page of the contest's status list (what a verdict marks stale). */
  allSubmissions: (cid: number) => [...contestKeys.one(cid), 'submissions'] as const,
  allAcInfo: (cid: number) => [...contestKeys.one(cid), 'acInfo'] as const,
  announcements: (cid: number) => [...contestKeys.one(cid), 'announcements'] as const,
  /** The viewer's status marks on the contest's problems. */
  statuses: (cid: number) => [...contestKeys.one(cid), 'statuses'] as const,
  unread: (cid: number) => [...contestKeys.one(cid), 'unread'] as const,
  /** The viewer's virtual participation in the contest and whether one may be started. */
  virtual: (cid: number) => [...contestKeys.one(cid), 'virtual'] as const,
  acInfo: (cid: number, page: number) => [...contestKeys.allAcInfo(cid), page] as const,
  prints: (cid: number, page: number) => [...contestKeys.one(cid), 'prints', page] as const,
  /** Boards: inner, outside and the scroll board. */
  boards: (cid: number) => [...contestKeys.one(cid), 'board'] as const,
  board: (cid: number, query: object) => [...contestKeys.boards(cid), query] as const,
  /** The outside board's contest and problems (refreshed with the board: its counts change too). */
  outsideInfo: (cid: number) => [...contestKeys.boards(cid), 'outside-info'] as const,
  /** The scroll board's contest facts and submissions. */
  scrollBoard: (cid: number, removeStar: boolean) => [...contestKeys.one(cid), 'scroll-board', removeStar] as const,
  /** Admin screens. */
  adminLists: () => [...contestKeys.all, 'admin', 'list'] as const,
  adminList: (query: object) => [...contestKeys.adminLists(), query] as const,
  adminOne: (cid: number) => [...contestKeys.all, 'admin', 'one', cid] as const,
  adminInfo: (cid: number) => [...contestKeys.adminOne(cid), 'info'] as const,
  adminProblems: (cid: number, query: object) => [...contestKeys.adminOne(cid), 'problems', query] as const,
  adminPublicProblems: (cid: number, query: object) => [...contestKeys.adminOne(cid), 'public-problems', query] as const,
  adminProblemPlace: (cid: number, pid: number) => [...contestKeys.adminOne(cid), 'place', pid] as const,
  adminAnnouncements: (cid: number, query: object) => [...contestKeys.adminOne(cid), 'announcements', query] as const,
};
