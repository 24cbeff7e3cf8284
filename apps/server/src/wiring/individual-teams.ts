import type { ContestRepository } from '../modules/contest/contest.repository';
import type { UserDirectory } from '../modules/account/user-directory';
import type { SubmissionRecords } from '../modules/submission/submission-records.service';
import type { ContestTeam, TeamDirectory } from '../modules/team/team-directory';

/**
 * Stand-in for the team module's directory until it lands on main (then `teams` from its wiring
 * replaces this file): every contest is individual, a contestant — registered, or with an AC in
 * the contest — is a team of one whose id is the uid, with no location.
 */
export function individualTeams(deps: {
  contestRepo: ContestRepository;
  users: UserDirectory;
  records: Pick<SubmissionRecords, 'contestAccepted'>;
}): TeamDirectory {
  const teamOfCard = (uid: string, username: string): ContestTeam => ({
    id: uid,
    name: username,
    memberUids: [uid],
    organizationId: null,
    groupIds: [],
    location: null,
    star: false,
  });
  return {
    async teamOf(cid, uid) {
      const played =
        (await deps.contestRepo.isRegistered(cid, uid)) || (await deps.records.contestAccepted(cid, { uids: [uid] })).length > 0;
      const card = played ? (await deps.users.byUids([uid])).get(uid) : undefined;
      return card ? teamOfCard(uid, card.username) : null;
    },
    teams: async () => [],
    organizations: async () => [],
    groups: async () => [],
  };
}
