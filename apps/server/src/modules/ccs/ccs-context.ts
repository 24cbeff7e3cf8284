import { ContestStatus } from '@verdict/shared';
import { ruleOf, sealOf, statusOf } from '../contest/contest.policy';
import type { ContestProblemRow, ContestRow } from '../contest/contest.repository';
import { type ContestTeam, type TeamDirectory, teamBoardKey } from '../team/team-directory';
import type { CcsViewer } from './ccs-viewer';

/** What every CCS read of one contest needs: the contest, its problems and teams, and the seal as the viewer meets it. */
export interface CcsContext {
  contest: ContestRow;
  problems: ContestProblemRow[];
  teams: ContestTeam[];
  /** A submitter's uid, a team id, or a board row's key → the team's id. */
  teamIdOf: Map<string, string>;
  viewer: CcsViewer;
  now: number;
  start: number;
  end: number;
  /** From when results are hidden from this viewer (null: nothing is hidden). */
  sealFrom: number | null;
  started: boolean;
}

/** Contest reads the CCS module asks of the contest module (ContestRepository has them). */
export interface CcsContestSource {
  findById(cid: number): Promise<ContestRow | undefined>;
  problems(cid: number): Promise<ContestProblemRow[]>;
}

export async function loadContext(
  deps: { contests: CcsContestSource; teams: TeamDirectory },
  cid: number,
  viewer: CcsViewer,
): Promise<CcsContext | null> {
  const contest = await deps.contests.findById(cid);
  if (!contest) return null;
  const now = Date.now();
  const [problems, teams] = await Promise.all([deps.contests.problems(cid), deps.teams.teams(cid)]);
  const teamIdOf = new Map<string, string>();
  for (const t of teams) {
    teamIdOf.set(t.id, t.id);
    teamIdOf.set(teamBoardKey(t.id), t.id);
    for (const uid of t.memberUids) teamIdOf.set(uid, t.id);
  }
  // The seal rule of the contest's type, as Verdict's own boards apply it; the CCS admin sees the truth.
  const sealFrom = viewer.role === 'admin' ? null : ruleOf(contest).sealedFrom(sealOf(contest), now);
  return {
    contest,
    problems,
    teams,
    teamIdOf,
    viewer,
    now,
    start: Number(contest.startTime),
    end: Number(contest.endTime),
    sealFrom,
    started: statusOf(contest, now) !== ContestStatus.Scheduled,
  };
}

/** Whether the viewer sees the result of a submission made at `submitTime` by `teamId`. */
export function resultVisible(ctx: CcsContext, teamId: string, submitTime: number): boolean {
  if (ctx.sealFrom === null || submitTime < ctx.sealFrom) return true;
  const own = ctx.viewer.role === 'team' && ctx.viewer.teamId === teamId;
  return own && !ruleOf(ctx.contest).sealHidesOwnResults;
}

/** Problems are shown to everybody but the CCS admin once the contest started (as Verdict's contest pages do). */
export const problemsShown = (ctx: CcsContext): boolean => ctx.viewer.role === 'admin' || ctx.started;
