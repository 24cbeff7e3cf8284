import { type ContestScrollBoardSubmission, toScrollBoardTime } from '@verdict/shared';
import type { BoardCompetitor, BoardCompetitors } from './board-competitors';

/**
 * The scroll board of a team contest replays its teams (issue 23.1): a member's submission is the
 * team's (the team's row key as uid, its name, its organisation as the school), and star teams are
 * named in the star list the resolver leaves unranked.
 */

/** The person part of a scroll-board row, for a team. */
export const teamScrollRow = (t: BoardCompetitor) => ({
  uid: t.key,
  username: t.name,
  nickname: null,
  realname: null,
  school: t.organization,
  avatar: null,
  gender: null,
});

/** The submission part of a scroll-board row. */
export const scrollFacts = (
  r: { submitId: number; status: number; submitTime: number | string | bigint; pid: number },
  displayOf: ReadonlyMap<number, string>,
): Pick<ContestScrollBoardSubmission, 'submitId' | 'status' | 'submitTime' | 'displayId'> => ({
  submitId: r.submitId,
  status: r.status,
  submitTime: toScrollBoardTime(Number(r.submitTime)),
  displayId: displayOf.get(r.pid)!,
});

/** The names of a team contest's star teams (none for an individual contest). */
export async function starTeamNames(competitors: BoardCompetitors | undefined, cid: number): Promise<string[]> {
  const teams = (await competitors?.competitorsOf(cid)) ?? null;
  return [...new Set([...(teams?.values() ?? [])].filter((t) => t.star).map((t) => t.name))];
}
