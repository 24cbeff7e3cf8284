import { ContestAuth } from '@verdict/shared';
import type { UserDirectory } from '../account/user-directory';
import type { ContestRecords } from './contest-records';
import { nonCountingUids } from './contest-window';
import type { ContestRepository, ContestRow } from './contest.repository';

/**
 * Participants per contest (ContestVO's `count`): those registered; a public contest takes no
 * registration (anybody enters), so there it is the users who submitted, its author and the super
 * admins left out (as on its board) — registrations alone left it at 0 (issue 28.4).
 */
export async function participantCounts(
  deps: { repo: ContestRepository; records: ContestRecords; users: UserDirectory },
  contests: readonly Pick<ContestRow, 'id' | 'auth' | 'uid'>[],
): Promise<Map<number, number>> {
  const counts = await deps.repo.registrationCounts(contests.map((c) => c.id));
  for (const c of contests) {
    if (c.auth !== ContestAuth.Public) continue;
    const excluded = new Set(await nonCountingUids(deps.users, c));
    const submitters = (await deps.records.submitterUids(c.id)).filter((uid) => !excluded.has(uid)).length;
    counts.set(c.id, Math.max(counts.get(c.id) ?? 0, submitters));
  }
  return counts;
}
