import { ContestAuth } from '@verdict/shared';
import { starAccountsOf } from '../contest/contest.policy';
import type { ContestRow } from '../contest/contest.repository';
import type { ContestTeam, TeamDirectory, TeamGroup, TeamOrganization } from '../team/team-directory';
import type { CcsUserSource } from './ccs-config';
import type { CcsContestSource } from './ccs-context';
import type { CcsRecordSource } from './ccs-live';

/**
 * The TeamDirectory of individual contests while the team module is not wired: each contestant
 * who submitted is a team of one (id = uid, named as the contest's rankShowName shows), and a
 * caller plays for themselves once registered (or in a public contest). No organisations, groups.
 */
export class IndividualTeams implements TeamDirectory {
  constructor(
    private readonly deps: {
      contests: CcsContestSource & { isRegistered(cid: number, uid: string): Promise<boolean> };
      records: CcsRecordSource;
      users: CcsUserSource;
    },
  ) {}

  async teamOf(cid: number, uid: string): Promise<ContestTeam | null> {
    const contest = await this.deps.contests.findById(cid);
    if (!contest) return null;
    const mine = (await this.teams(cid)).find((t) => t.id === uid);
    if (mine) return mine;
    const joined = contest.auth === ContestAuth.Public || (await this.deps.contests.isRegistered(cid, uid));
    return joined ? ((await this.toTeams(contest, [uid]))[0] ?? null) : null;
  }

  async teams(cid: number): Promise<ContestTeam[]> {
    const contest = await this.deps.contests.findById(cid);
    if (!contest) return [];
    const uids = [...new Set((await this.deps.records.ccsRows(cid)).map((r) => r.uid))];
    return this.toTeams(contest, uids);
  }

  organizations = async (): Promise<TeamOrganization[]> => [];
  groups = async (): Promise<TeamGroup[]> => [];

  private async toTeams(contest: ContestRow, uids: string[]): Promise<ContestTeam[]> {
    const cards = await this.deps.users.byUids(uids);
    const stars = new Set(starAccountsOf(contest));
    const show = contest.rankShowName as 'username' | 'nickname' | 'realname';
    return uids.flatMap((uid) => {
      const card = cards.get(uid);
      if (!card || contest.uid === uid) return [];
      return [
        {
          id: uid,
          name: card[show] || card.username,
          memberUids: [uid],
          organizationId: null,
          groupIds: [],
          location: null,
          star: stars.has(card.username),
        },
      ];
    });
  }
}
