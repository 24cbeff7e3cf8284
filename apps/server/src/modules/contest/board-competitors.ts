import type { UserCard } from '../account/user-directory';

/** A team contest's competitor as the board shows it: every member's submissions count for `key`. */
export interface BoardCompetitor {
  /** The row's key (the team's id as a string); rows are keyed by it instead of the uid. */
  key: string;
  name: string;
  organization: string | null;
  star: boolean;
  groupIds: string[];
}

/**
 * The port the contest board asks about teams (the team module implements it; wiring passes it):
 * null for an individual contest, else each member's uid → their team.
 */
export interface BoardCompetitors {
  competitorsOf(cid: number): Promise<Map<string, BoardCompetitor> | null>;
  /** The contest's categories (team groups), each with its own ranking; hidden ones are for its admins only. */
  groups(cid: number): Promise<{ id: string; name: string; hidden: boolean }[]>;
}

/** A team's row as the board shows it: the team's name, its organisation as the school. */
export const teamCard = (t: BoardCompetitor): UserCard => ({
  uid: t.key,
  username: t.name,
  nickname: null,
  realname: null,
  school: t.organization,
  gender: null,
  avatar: null,
  roleId: 0,
});
