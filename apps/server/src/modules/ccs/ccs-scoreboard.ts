import { toCcsRelTime } from '@verdict/shared';
import type { ContestRankVo } from '../contest/board';
import type { ContestRow } from '../contest/contest.repository';
import type { CcsContext } from './ccs-context';
import { isScored, stateObject } from './ccs-config';
import { time } from './ccs-format';

/** The contest board service's whole board (ContestBoardService.fullBoard). */
export interface CcsBoardSource {
  fullBoard(contest: ContestRow, sealed: boolean): Promise<{ rows: ContestRankVo[]; displayIds: string[] }>;
}

const minutes = (seconds: number | undefined) => Math.floor(Math.max(0, seconds ?? 0) / 60);

/**
 * The scoreboard: Verdict's own board, sealed for the viewer exactly as the board pages are
 * (the CCS admin sees the truth), in the board's order and ranks; star teams (rank -1) are left
 * out, as they are hidden teams. ACM is pass-fail (times in minutes, floored); OI is `score`.
 */
export async function scoreboard(ctx: CcsContext, boards: CcsBoardSource): Promise<Record<string, unknown>> {
  const { rows } = await boards.fullBoard(ctx.contest, ctx.sealFrom !== null);
  const problems = ctx.problems.map((p) => ({ id: String(p.pid), label: p.displayId }));
  return {
    time: time(ctx.now),
    contest_time: toCcsRelTime(Math.min(ctx.now, ctx.end) - ctx.start),
    state: stateObject(ctx),
    rows: rows.flatMap((r) => {
      const teamId = ctx.teamIdOf.get(r.uid);
      if (r.rank < 1 || teamId === undefined) return [];
      return [{ rank: r.rank, team_id: teamId, ...('ac' in r ? passFail(r, problems) : scored(r, problems)) }];
    }),
  };
}

type BoardProblem = { id: string; label: string };

function passFail(r: Extract<ContestRankVo, { ac: number }>, problems: BoardProblem[]) {
  let last = 0;
  const cells = problems.map((p) => {
    const c = r.submissionInfo[p.label];
    const solved = !!c?.isAC;
    const cell: Record<string, unknown> = {
      problem_id: p.id,
      num_judged: (c?.errorNum ?? 0) + (solved ? 1 : 0),
      num_pending: c?.tryNum ?? 0,
      solved,
    };
    if (solved) {
      cell.time = minutes(c?.ACTime);
      last = Math.max(last, cell.time as number);
    }
    return cell;
  });
  const score: Record<string, unknown> = { num_solved: r.ac, total_time: minutes(r.totalTime) };
  if (r.ac > 0) score.time = last;
  return { score, problems: cells };
}

function scored(r: Extract<ContestRankVo, { totalScore: number }>, problems: BoardProblem[]) {
  const cells = problems.map((p) => {
    const value = r.submissionInfo[p.label];
    const cell: Record<string, unknown> = {
      problem_id: p.id,
      num_judged: value === undefined ? 0 : 1,
      num_pending: 0,
      score: Math.max(0, value ?? 0),
    };
    if ((value ?? 0) > 0) cell.time = 0;
    return cell;
  });
  return { score: { score: r.totalScore }, problems: cells };
}

/** Awards as the viewer's board shows them: the current winner(s), and the first to solve each problem (pass-fail). */
export async function awardObjects(
  ctx: CcsContext,
  boards: CcsBoardSource,
): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  const board = (await scoreboard(ctx, boards)) as {
    rows: Array<{ rank: number; team_id: string; score: Record<string, number> }>;
  };
  const scoredRows = board.rows.filter((r) => (r.score.num_solved ?? r.score.score ?? 0) > 0);
  const out = [
    {
      id: 'winner',
      data: { id: 'winner', citation: 'Contest winner', team_ids: scoredRows.filter((r) => r.rank === 1).map((r) => r.team_id) },
    },
  ];
  if (isScored(ctx)) return out;
  const { rows } = await boards.fullBoard(ctx.contest, ctx.sealFrom !== null);
  for (const p of ctx.problems) {
    const first = rows.filter((r) => r.rank >= 1 && 'ac' in r && r.submissionInfo[p.displayId]?.isFirstAC);
    const ids = first.map((r) => ctx.teamIdOf.get(r.uid)).filter((id): id is string => id !== undefined);
    const id = `first-to-solve-${p.pid}`;
    out.push({ id, data: { id, citation: `First to solve problem ${p.displayId}`, team_ids: ids } });
  }
  return out;
}

/** The rows of some teams, ranked among themselves: a tie on the whole board stays a tie. */
export function withinGroup(board: Record<string, unknown>, teamIds: ReadonlySet<string>): Record<string, unknown> {
  const rows = (board.rows as Array<{ rank: number; team_id: string }>).filter((r) => teamIds.has(r.team_id));
  const ranked = rows.map((r, i) => ({ ...r, rank: 1 + rows.slice(0, i).filter((o) => o.rank < r.rank).length }));
  return { ...board, rows: ranked };
}
