/**
 * Every cached answer of the group domain. Invalidating `one(gid)` refreshes every tab of that
 * group; membership changes also mark the lists stale (member counts, "my groups").
 */
export const groupKeys = {
  all: ['group'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  /** The site admin's review of problems groups ask to make public. */
  problemApplies: (query: object) => [...groupKeys.all, 'examine', query] as const,
  list: (query: object) => [...groupKeys.lists(), query] as const,
  one: (gid: number) => [...groupKeys.all, 'one', gid] as const,
  detail: (gid: number) => [...groupKeys.one(gid), 'detail'] as const,
  level: (gid: number) => [...groupKeys.one(gid), 'level'] as const,
  members: (gid: number, query: object) => [...groupKeys.one(gid), 'members', query] as const,
  applies: (gid: number, query: object) => [...groupKeys.one(gid), 'applies', query] as const,
  announcements: (gid: number, query: object) => [...groupKeys.one(gid), 'announcements', query] as const,
  adminAnnouncements: (gid: number, query: object) => [...groupKeys.one(gid), 'adminAnnouncements', query] as const,
  problems: (gid: number, query: object) => [...groupKeys.one(gid), 'problems', query] as const,
  adminProblems: (gid: number, query: object) => [...groupKeys.one(gid), 'adminProblems', query] as const,
  trainings: (gid: number, query: object) => [...groupKeys.one(gid), 'trainings', query] as const,
  adminTrainings: (gid: number, query: object) => [...groupKeys.one(gid), 'adminTrainings', query] as const,
  contests: (gid: number, query: object) => [...groupKeys.one(gid), 'contests', query] as const,
  adminContests: (gid: number, query: object) => [...groupKeys.one(gid), 'adminContests', query] as const,
  discussions: (gid: number, query: object) => [...groupKeys.one(gid), 'discussions', query] as const,
  rank: (gid: number, query: object) => [...groupKeys.one(gid), 'rank', query] as const,
};
