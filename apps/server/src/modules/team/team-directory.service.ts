import { toBool } from '../../db/dialect';
import type { BoardCompetitor, BoardCompetitors } from '../contest/board-competitors';
import type { ContestRoster, RosterEntry } from '../contest/contest-roster';
import { type ContestTeam, type TeamDirectory, type TeamGroup, type TeamOrganization, teamBoardKey } from './team-directory';
import type { TeamRepository, TeamWithMembers } from './team.repository';

export interface TeamDirectoryDeps {
  roster: Pick<ContestRoster, 'of' | 'entry' | 'contest'>;
  repo: TeamRepository;
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

const realTeam = (t: TeamWithMembers): ContestTeam => ({
  id: String(t.id),
  name: t.name,
  memberUids: t.memberUids,
  organizationId: t.organizationId == null ? null : String(t.organizationId),
  groupIds: t.groupId == null ? [] : [String(t.groupId)],
  location: t.location,
  star: toBool(t.star),
});

/**
 * The TeamDirectory of every contest: in a team contest its teams; in an individual contest each
 * participant (registered, or who submitted; the board's non-counting users left out) is a team of
 * one named as the board names them. It is also the board's BoardCompetitors port.
 */
export class ContestTeamDirectory implements TeamDirectory, BoardCompetitors {
  constructor(private readonly deps: TeamDirectoryDeps) {}

  private async isTeamContest(cid: number): Promise<boolean> {
    const contest = await this.deps.roster.contest(cid);
    return contest !== undefined && toBool(contest.teamContest);
  }

  async teamOf(cid: number, uid: string): Promise<ContestTeam | null> {
    if (await this.isTeamContest(cid)) {
      const id = await this.deps.repo.teamIdOf(cid, uid);
      const team = id === undefined ? undefined : await this.deps.repo.team(cid, id);
      return team ? realTeam(team) : null;
    }
    const found = await this.deps.roster.entry(cid, uid);
    return found ? soloTeam(found.entry) : null;
  }

  async teams(cid: number): Promise<ContestTeam[]> {
    if (await this.isTeamContest(cid)) return (await this.deps.repo.teams(cid)).map(realTeam);
    const roster = await this.deps.roster.of(cid);
    return roster ? roster.participants.map(soloTeam) : [];
  }

  async organizations(cid: number): Promise<TeamOrganization[]> {
    return (await this.deps.repo.organizations(cid)).map((o) => ({
      id: String(o.id),
      name: o.name,
      formalName: o.formalName,
      country: o.country,
      logoUrl: o.logo,
    }));
  }

  async groups(cid: number): Promise<TeamGroup[]> {
    return (await this.deps.repo.groups(cid)).map((g) => ({ id: String(g.id), name: g.name, hidden: toBool(g.hidden) }));
  }

  async competitorsOf(cid: number): Promise<Map<string, BoardCompetitor> | null> {
    if (!(await this.isTeamContest(cid))) return null;
    const [teams, orgs] = await Promise.all([this.deps.repo.teams(cid), this.deps.repo.organizations(cid)]);
    const orgName = new Map(orgs.map((o) => [Number(o.id), o.name]));
    const out = new Map<string, BoardCompetitor>();
    for (const t of teams) {
      const c: BoardCompetitor = {
        key: teamBoardKey(t.id),
        name: t.name,
        organization: t.organizationId == null ? null : (orgName.get(Number(t.organizationId)) ?? null),
        star: toBool(t.star),
        groupIds: t.groupId == null ? [] : [String(t.groupId)],
      };
      for (const uid of t.memberUids) out.set(uid, c);
    }
    return out;
  }
}
