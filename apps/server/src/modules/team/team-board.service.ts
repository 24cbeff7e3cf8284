import { type ContestBoardTeamsVo, ContestStatus } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import type { UserDirectory } from '../account/user-directory';
import type { ContestAccess } from '../contest/contest-access';
import { statusOf } from '../contest/contest.policy';
import { teamBoardKey } from './team-directory';
import type { TeamRepository } from './team.repository';

export interface TeamBoardDeps {
  repo: TeamRepository;
  access: Pick<ContestAccess, 'visible' | 'entry'>;
  users: Pick<UserDirectory, 'byUids'>;
}

/**
 * What the boards of a team contest show of its teams beside the rows (issue 23.1): each team's
 * organisation with its logo and its members, and the categories with their own rankings. Read by
 * whoever may see the contest's board (the board stream's rule: its admins, anyone once it started
 * when the outside board is open, else those who may enter). Hidden categories, and the teams'
 * places in them, reach the contest's admins only.
 */
export class TeamBoardService {
  constructor(private readonly deps: TeamBoardDeps) {}

  async board(actor: Actor | null, cid: number): Promise<ContestBoardTeamsVo> {
    const { access, repo, users } = this.deps;
    const { contest, admin, now } = await access.visible(actor, cid);
    const outsideOpen = toBool(contest.openRank) && statusOf(contest, now) !== ContestStatus.Scheduled;
    if (!admin && !outsideOpen) await access.entry(actor, cid);
    if (!toBool(contest.teamContest)) return { teamContest: false, categories: [], teams: [] };
    const [teams, orgs, groups] = await Promise.all([repo.teams(cid), repo.organizations(cid), repo.groups(cid)]);
    const shown = groups.filter((g) => admin || !toBool(g.hidden));
    const shownIds = new Set(shown.map((g) => Number(g.id)));
    const orgOf = new Map(orgs.map((o) => [Number(o.id), o]));
    const cards = await users.byUids(teams.flatMap((t) => t.memberUids));
    return {
      teamContest: true,
      categories: shown.map((g) => ({ id: Number(g.id), name: g.name, hidden: toBool(g.hidden) })),
      teams: teams.map((t) => {
        const org = t.organizationId == null ? undefined : orgOf.get(Number(t.organizationId));
        return {
          key: teamBoardKey(t.id),
          id: Number(t.id),
          name: t.name,
          organization: org ? { name: org.name, formalName: org.formalName, logoUrl: org.logo } : null,
          members: t.memberUids.map((uid) => ({ username: cards.get(uid)?.username ?? uid })),
          groupIds: t.groupId != null && shownIds.has(Number(t.groupId)) ? [Number(t.groupId)] : [],
          star: toBool(t.star),
        };
      }),
    };
  }
}
