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
}
