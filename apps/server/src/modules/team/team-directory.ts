/** A contest's competitor: a real team in a team contest, a team of one (the contestant) in an individual contest. */
export interface ContestTeam {
  id: string; // CCS id, Verdict's id as a string: the team row's id, or the contestant's uid in an individual contest
  name: string; // display name (team name; individual: the name the contest's rankShowName shows)
  memberUids: string[]; // 1–3
  organizationId: string | null;
  groupIds: string[]; // categories ("official", "unofficial", "women"…)
  location: string | null; // seat/room, for balloons
  star: boolean; // unranked
}
export interface TeamOrganization {
  id: string;
  name: string;
  formalName: string | null;
  country: string | null;
  logoUrl: string | null;
}
export interface TeamGroup {
  id: string;
  name: string;
  hidden: boolean;
}
export interface TeamDirectory {
  /** The competitor the user plays for in the contest, or null if the user is not a participant. */
  teamOf(cid: number, uid: string): Promise<ContestTeam | null>;
  teams(cid: number): Promise<ContestTeam[]>;
  organizations(cid: number): Promise<TeamOrganization[]>;
  groups(cid: number): Promise<TeamGroup[]>;
}
/** A team contest's board keys its rows by this (a uid never looks like it); the CCS maps it back to the team's id. */
export const teamBoardKey = (teamId: string | number): string => `team-${teamId}`;

/** EventBus topic every contest-desk module publishes on when its objects change: payload { cid, kind, id }. */
export const CONTEST_DESK_TOPIC = 'contest-desk';

/** What CONTEST_DESK_TOPIC carries. */
export interface ContestDeskChange {
  cid: number;
  kind: 'team' | 'organization' | 'group' | 'clarification' | 'balloon' | 'contest' | 'problem';
  id: string;
}
