import type { UserDirectory } from '../account/user-directory';
import type { ContestWindow } from './contest-records';
import type { ContestRow } from './contest.repository';

/** Users whose submissions never count in a contest's figures: its author and the super admins (judge semantics §5.1). */
export async function nonCountingUids(users: UserDirectory, c: Pick<ContestRow, 'uid'>): Promise<string[]> {
  return [...new Set([c.uid, ...(await users.rootUids())])];
}

/**
 * The submissions a contest's counts are made of (§5.5): from the start; up to the seal for a
 * viewer of the sealed board, else up to the end, or on past it when after-contest ones are asked for.
 */
export function figuresWindow(
  c: ContestRow,
  opts: { sealed: boolean; containsEnd: boolean; excludeUids: readonly string[] },
): ContestWindow {
  const until = opts.sealed && c.sealRankTime != null ? Number(c.sealRankTime) : opts.containsEnd ? Infinity : Number(c.endTime);
  return { cid: c.id, from: Number(c.startTime), until, excludeUids: opts.excludeUids };
}
