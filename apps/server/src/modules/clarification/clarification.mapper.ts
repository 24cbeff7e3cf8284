import { type ClarificationVo, ContestStatus } from '@verdict/shared';
import type { ContestRow } from '../contest/contest.repository';
import { statusOf } from '../contest/contest.policy';
import type { ContestTeam, TeamDirectory } from '../team/team-directory';
import { type ClarificationViewer, cannedOf, kindOf, toEveryone } from './clarification.policy';
import type { ClarificationRow } from './clarification.repository';

export interface ProblemLabel {
  pid: number;
  displayId: string;
  displayTitle: string;
}

/** What one listing needs besides the rows: problem labels, team names, the question texts answered to all, the read marks. */
export interface MapContext {
  problems: Map<number, ProblemLabel>;
  teamNames: Map<string, string>;
  questions: Map<number, string>;
  read: Set<number>;
  viewer: ClarificationViewer;
}

export const isRunning = (contest: ContestRow, now = Date.now()) => statusOf(contest, now) === ContestStatus.Running;

/**
 * Unread: for the jury, a question not answered yet; for a team or a visitor, a message of the
 * jury they have not marked read (their own questions never count).
 */
export function isUnread(r: ClarificationRow, ctx: Pick<MapContext, 'read' | 'viewer'>): boolean {
  if (ctx.viewer.kind === 'jury') return r.fromTeamId != null && !r.answered;
  return r.fromTeamId == null && !ctx.read.has(r.id);
}

export function toVo(r: ClarificationRow, ctx: MapContext): ClarificationVo {
  const problem = r.pid == null ? undefined : ctx.problems.get(r.pid);
  return {
    id: r.id,
    cid: r.cid,
    kind: kindOf(r),
    pid: r.pid,
    problemDisplayId: problem?.displayId ?? null,
    problemTitle: problem?.displayTitle ?? null,
    fromTeamId: r.fromTeamId,
    fromTeamName: r.fromTeamId == null ? null : (ctx.teamNames.get(r.fromTeamId) ?? r.fromTeamId),
    toTeamId: r.toTeamId,
    replyToId: r.replyToId,
    text: r.text,
    canned: cannedOf(r.canned),
    answered: !!r.answered,
    question: r.replyToId != null && toEveryone(r) ? (ctx.questions.get(r.replyToId) ?? null) : null,
    unread: isUnread(r, ctx),
    time: r.gmtCreate,
  };
}

/** Team names of the askers among the rows, asked of the team directory once per asker. */
export async function teamNamesOf(teams: TeamDirectory, cid: number, rows: readonly ClarificationRow[]) {
  const names = new Map<string, string>();
  const askers = new Map<string, string>();
  for (const r of rows) if (r.fromTeamId && r.askerUid && !askers.has(r.fromTeamId)) askers.set(r.fromTeamId, r.askerUid);
  const found = await Promise.all(
    [...askers].map(async ([teamId, uid]): Promise<[string, ContestTeam | null]> => [teamId, await teams.teamOf(cid, uid)]),
  );
  for (const [teamId, team] of found) if (team) names.set(teamId, team.name);
  return names;
}
