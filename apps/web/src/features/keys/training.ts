/**
 * Every cached answer of the training domain, from general to specific. A verdict marks the
 * viewer's progress and the ranks stale (`features/invalidation.ts`).
 */
export const trainingKeys = {
  all: ['training'] as const,
  categories: () => [...trainingKeys.all, 'categories'] as const,
  lists: () => [...trainingKeys.all, 'list'] as const,
  list: (query: object) => [...trainingKeys.lists(), query] as const,
  /** Everything about one training. */
  one: (tid: number) => [...trainingKeys.all, 'one', tid] as const,
  detail: (tid: number) => [...trainingKeys.one(tid), 'detail'] as const,
  access: (tid: number) => [...trainingKeys.one(tid), 'access'] as const,
  problems: (tid: number) => [...trainingKeys.one(tid), 'problems'] as const,
  statuses: (tid: number, pids: number[]) => [...trainingKeys.one(tid), 'statuses', pids] as const,
  rank: (tid: number, query: object) => [...trainingKeys.one(tid), 'rank', query] as const,
  /** Admin screens. */
  admin: () => [...trainingKeys.all, 'admin'] as const,
  adminList: (query: object) => [...trainingKeys.admin(), 'list', query] as const,
  adminOne: (tid: number) => [...trainingKeys.admin(), 'one', tid] as const,
  adminProblems: (tid: number, query: object) => [...trainingKeys.admin(), 'problems', tid, query] as const,
};
