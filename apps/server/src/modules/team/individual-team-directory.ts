import { ContestAuth } from '@verdict/shared';
import type { UserDirectory } from '../account/user-directory';
import type { ContestRepository } from '../contest/contest.repository';
import type { ContestTeam, TeamDirectory } from './team-directory';

/**
 * Stand-in until the team module lands: every contest is individual, each contestant a team of
 * one (id = uid). A participant is a registered user, or anybody in a public contest.
 */
export class IndividualTeamDirectory implements TeamDirectory {
  constructor(
    private readonly contests: ContestRepository,
    private readonly users: UserDirectory,
  ) {}

  async teamOf(cid: number, uid: string): Promise<ContestTeam | null> {
    const contest = await this.contests.findById(cid);
    if (!contest) return null;
    if (contest.auth !== ContestAuth.Public && !(await this.contests.isRegistered(cid, uid))) return null;
    const card = (await this.users.byUids([uid])).get(uid);
    if (!card) return null;
    return { id: uid, name: card.username, memberUids: [uid], organizationId: null, groupIds: [], location: null, star: false };
  }

  async teams(): Promise<ContestTeam[]> {
    return [];
  }

  async organizations() {
    return [];
  }

  async groups() {
    return [];
  }
}
