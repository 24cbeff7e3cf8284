import { ContestStatus } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserCard, UserDirectory } from '../account/user-directory';
import { type BoardContest, type BoardSubmission, ContestBoard } from './board';
import { type BoardCompetitor, type BoardCompetitors, teamCard } from './board-competitors';
import type { ContestAccess } from './contest-access';
import type { ContestRecords } from './contest-records';
import { nonCountingUids } from './contest-window';
import { isSealed, statusOf } from './contest.policy';
import type { ContestProblemRow, ContestRepository, ContestRow } from './contest.repository';

type BriefRow = NonNullable<Awaited<ReturnType<ContestRecords['brief']>>>;

/** A judge row as the board engine takes it; rows of problems no longer in the contest are left out. */
export function toBoardSubmission(
  r: BriefRow,
  displayOf: Map<number, string>,
  profiles: Map<string, UserCard>,
): BoardSubmission[] {
  const displayId = displayOf.get(Number(r.cpid));
  if (displayId === undefined) return [];
  const u = profiles.get(r.uid);
  return [
    {
      submitId: r.submitId,
      uid: r.uid,
      username: u?.username ?? r.username,
      nickname: u?.nickname,
      realname: u?.realname,
      school: u?.school,
      gender: u?.gender,
      avatar: u?.avatar,
      displayId,
      status: r.status,
      score: r.score,
      time: r.time,
      submitTime: Number(r.submitTime),
      version: Number(r.gmtModified),
    },
  ];
}

/** A row of a team contest counts for the member's team: the team's key and card; other rows stay the user's own. */
export function asCompetitor(
  r: BriefRow,
  displayOf: Map<number, string>,
  profiles: Map<string, UserCard>,
  teams: ReadonlyMap<string, BoardCompetitor> | null,
): BoardSubmission[] {
  const team = teams?.get(r.uid);
  if (!team) return toBoardSubmission(r, displayOf, profiles);
  return toBoardSubmission({ ...r, uid: team.key }, displayOf, new Map([[team.key, teamCard(team)]]));
}

export interface MergeDeps {
  repo: ContestRepository;
  access: ContestAccess;
  records: ContestRecords;
  users: UserDirectory;
  competitors?: BoardCompetitors;
}

/** A contest's submissions for a merged board, `shift` ms later so their time from the start is kept; team contests' rows are their teams'. */
export async function submissionsOf(
  deps: MergeDeps,
  contest: ContestRow,
  links: ContestProblemRow[],
  shift: number,
  excluded: ReadonlySet<string>,
): Promise<{ subs: BoardSubmission[]; starTeams: string[] }> {
  const rows = (await deps.records.rows({ cid: contest.id, from: 0, until: Infinity, excludeUids: [] })).filter(
    (r) => !excluded.has(r.uid),
  );
  const displayOf = new Map(links.map((l) => [l.id, l.displayId]));
  const teams = (await deps.competitors?.competitorsOf(contest.id)) ?? null;
  const profiles = await deps.users.byUids(rows.filter((r) => !teams?.has(r.uid)).map((r) => r.uid));
  const subs = rows.flatMap((r) => asCompetitor({ ...r, submitTime: Number(r.submitTime) + shift }, displayOf, profiles, teams));
  const starTeams = [...(teams?.values() ?? [])].filter((t) => t.star).map((t) => t.key);
  return { subs, starTeams };
}

/**
 * The board with other contests' submissions merged in, matched by display id at the same time
 * from each start (HOJ's externalCidList). Built per request; only from contests whose real
 * board the caller may see. A team contest's rows are its teams (each contest's own teams, star
 * teams unranked), as on its own board.
 */
export async function mergedBoard(
  deps: MergeDeps,
  actor: Actor | null,
  contest: ContestRow,
  externalCids: number[],
  boardContest: (contest: ContestRow, links: ContestProblemRow[]) => Promise<BoardContest>,
): Promise<ContestBoard> {
  const links = await deps.repo.problems(contest.id);
  const base = await boardContest(contest, links);
  const parts = [await submissionsOf(deps, contest, links, 0, new Set())];
  for (const cid of new Set(externalCids.filter((c) => c !== contest.id))) {
    const { contest: other, admin, now } = await deps.access.visible(actor, cid);
    if (!admin) {
      if (isSealed(other, now) || statusOf(other, now) !== ContestStatus.Ended) throw AppError.forbidden('contest.rankNotOpen');
      if (!toBool(other.openRank)) await deps.access.entry(actor, cid);
    }
    const shift = Number(contest.startTime) - Number(other.startTime);
    const excluded = new Set(await nonCountingUids(deps.users, other));
    parts.push(await submissionsOf(deps, other, await deps.repo.problems(cid), shift, excluded));
  }
  const board = new ContestBoard({ ...base, starUids: [...base.starUids, ...parts.flatMap((p) => p.starTeams)] });
  board.rebuild(parts.flatMap((p) => p.subs));
  return board;
}
