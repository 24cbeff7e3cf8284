/** Every cached answer of teams (issue 23.1): the admin's whole list, the viewer's own team and the boards' teams, per contest. */
export const teamKeys = {
  all: ['team'] as const,
  contest: (cid: number) => [...teamKeys.all, cid] as const,
  admin: (cid: number) => [...teamKeys.contest(cid), 'admin'] as const,
  mine: (cid: number) => [...teamKeys.contest(cid), 'mine'] as const,
  /** What the boards show of the teams: organisations, members, categories. */
  board: (cid: number) => [...teamKeys.contest(cid), 'board'] as const,
};
