import type { ContestRoster, RosterEntry } from '../contest/contest-roster';
import type { ContestTeam, TeamDirectory, TeamGroup, TeamOrganization } from './team-directory';

export interface TeamDirectoryDeps {
  roster: Pick<ContestRoster, 'of' | 'entry'>;
}

/** An individual contest's competitor: the contestant as a team of one. */
export const soloTeam = (p: RosterEntry): ContestTeam => ({
  id: p.uid,
  name: p.name,
  memberUids: [p.uid],
  organizationId: null,
  groupIds: [],
  location: null,
  star: p.star,
});

/**
 * The TeamDirectory of every contest: in an individual contest each participant (registered, or
 * who submitted; the board's non-counting users left out) is a team of one named as the board
 * names them.
 */
export class ContestTeamDirectory implements TeamDirectory {
  constructor(private readonly deps: TeamDirectoryDeps) {}

  async teamOf(cid: number, uid: string): Promise<ContestTeam | null> {
    const found = await this.deps.roster.entry(cid, uid);
    return found ? soloTeam(found.entry) : null;
  }

  async teams(cid: number): Promise<ContestTeam[]> {
    const roster = await this.deps.roster.of(cid);
    return roster ? roster.participants.map(soloTeam) : [];
  }

  async organizations(_cid: number): Promise<TeamOrganization[]> {
    return [];
  }

  async groups(_cid: number): Promise<TeamGroup[]> {
    return [];
  }
}
