import type { UserDirectory } from '../account/user-directory';
import type { ContestRoster } from '../contest/contest-roster';
import type { ContestRow } from '../contest/contest.repository';
import { AppError } from '../../http/app-error';
import type { TeamRepository } from './team.repository';

export interface MemberCheckDeps {
  repo: TeamRepository;
  users: Pick<UserDirectory, 'uidsOf' | 'byUids'>;
  roster: Pick<ContestRoster, 'nonCounting'>;
}

/** username → uid of the accounts with these usernames (unknown names are left out). */
export async function uidsByUsername(users: MemberCheckDeps['users'], usernames: string[]): Promise<Map<string, string>> {
  const cards = await users.byUids(await users.uidsOf(usernames));
  return new Map([...cards.values()].map((c) => [c.username, c.uid]));
}

/** Why these members cannot form a team of the contest: the first reason, or null. */
export async function memberProblem(
  deps: MemberCheckDeps,
  contest: ContestRow,
  usernames: string[],
  exceptTeam: number | null,
  known?: Map<string, string>,
): Promise<{ error: AppError } | { uids: string[] }> {
  const seen = new Set<string>();
  for (const u of usernames) {
    if (seen.has(u)) return { error: AppError.fail('team.memberTwice', { username: u }) };
    seen.add(u);
  }
  const byName = known ?? (await uidsByUsername(deps.users, usernames));
  const missing = usernames.find((u) => !byName.has(u));
  if (missing) return { error: AppError.fail('team.memberUnknown', { username: missing }) };
  const uids = usernames.map((u) => byName.get(u)!);
  const excluded = new Set(await deps.roster.nonCounting(contest));
  const admin = usernames.find((u) => excluded.has(byName.get(u)!));
  if (admin) return { error: AppError.fail('team.memberExcluded', { username: admin }) };
  const taken = await deps.repo.takenUids(contest.id, uids, exceptTeam);
  const busy = usernames.find((u) => taken.has(byName.get(u)!));
  if (busy) return { error: AppError.fail('team.memberTaken', { username: busy }) };
  return { uids };
}

/** A unique-key refusal of the database (a race with another write): which message explains it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed/i.test(e.message ?? '');
}
