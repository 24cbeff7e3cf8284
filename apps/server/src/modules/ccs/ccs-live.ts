import { JudgeStatus, isInProgress } from '@verdict/shared';
import { type CcsContext, resultVisible } from './ccs-context';
import type { CcsClarifications } from './ccs-clarifications';
import { isScored } from './ccs-config';
import { contestTime, judgementTypeOf, submissionEntryPoint, time } from './ccs-format';

/** The live objects of the ICPC Contest API: submissions, judgements, runs, clarifications. */

type Obj = { id: string | null; data: Record<string, unknown> };

/** A contest submission as the CCS reads it (no code). */
export interface CcsJudgeRow {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  time: number | null;
  submitTime: number | string;
  gmtModified: number | string;
  language: string;
}

export interface CcsCaseRow {
  id: number;
  submitId: number;
  status: number;
  time: number | null;
  gmtCreate: number | string;
}

/** Submission reads the CCS module asks of the submission module (ContestRecords has them). */
export interface CcsRecordSource {
  /** The contest's submissions (`submitIds`: only these). */
  ccsRows(cid: number, submitIds?: readonly number[]): Promise<CcsJudgeRow[]>;
  ccsCases(cid: number, submitIds?: readonly number[]): Promise<CcsCaseRow[]>;
}

/** The rows that belong on the API: by a team of the contest, on a problem of the contest, not cancelled. */
export function teamRows(ctx: CcsContext, rows: CcsJudgeRow[]): Array<CcsJudgeRow & { teamId: string }> {
  const pids = new Set(ctx.problems.map((p) => p.pid));
  const out: Array<CcsJudgeRow & { teamId: string }> = [];
  for (const r of rows) {
    const teamId = ctx.teamIdOf.get(r.uid);
    if (teamId !== undefined && pids.has(Number(r.pid))) out.push({ ...r, teamId });
  }
  return out;
}

export function submissionObjects(
  ctx: CcsContext,
  rows: Array<CcsJudgeRow & { teamId: string }>,
  langs: Map<string, string>,
): Obj[] {
  const cid = ctx.contest.id;
  return rows.map((r) => {
    const id = String(r.submitId);
    const languageId = langs.get(r.language) ?? 'unknown';
    return {
      id,
      data: {
        id,
        language_id: languageId,
        problem_id: String(r.pid),
        team_id: r.teamId,
        time: time(r.submitTime),
        contest_time: contestTime(r.submitTime, ctx.start),
        entry_point: submissionEntryPoint(languageId),
        files: [{ href: `contests/${cid}/submissions/${id}/files`, filename: 'files.zip', mime: 'application/zip' }],
      },
    };
  });
}

/** One judgement per submission (Verdict judges a submission once; a rejudge replaces its result), id = the submission's id. */
export function judgementObjects(ctx: CcsContext, rows: Array<CcsJudgeRow & { teamId: string }>): Obj[] {
  return rows.map((r) => {
    const id = String(r.submitId);
    const shown = resultVisible(ctx, r.teamId, Number(r.submitTime));
    const type = shown ? judgementTypeOf(r.status) : null;
    const data: Record<string, unknown> = {
      id,
      submission_id: id,
      judgement_type_id: type,
      start_time: time(r.submitTime),
      start_contest_time: contestTime(r.submitTime, ctx.start),
      end_time: type ? time(r.gmtModified) : null,
      end_contest_time: type ? contestTime(r.gmtModified, ctx.start) : null,
    };
    if (type && r.time != null) data.max_run_time = Math.max(0, Math.round(Number(r.time))) / 1000;
    if (isScored(ctx)) data.score = type ? Math.max(0, Number(r.score ?? 0)) : 0;
    return { id, data };
  });
}

/** The test cases of judgements the viewer may see, numbered within their judgement. */
export function runObjects(ctx: CcsContext, rows: Array<CcsJudgeRow & { teamId: string }>, cases: CcsCaseRow[]): Obj[] {
  const judged = new Map(
    rows
      .filter((r) => !isInProgress(r.status) && r.status !== JudgeStatus.Cancelled)
      .filter((r) => resultVisible(ctx, r.teamId, Number(r.submitTime)))
      .map((r) => [r.submitId, r]),
  );
  const ordinals = new Map<number, number>();
  const out: Obj[] = [];
  for (const c of cases) {
    const type = judgementTypeOf(c.status);
    if (!judged.has(c.submitId) || !type) continue;
    const ordinal = (ordinals.get(c.submitId) ?? 0) + 1;
    ordinals.set(c.submitId, ordinal);
    const id = String(c.id);
    out.push({
      id,
      data: {
        id,
        judgement_id: String(c.submitId),
        ordinal,
        judgement_type_id: type,
        time: time(c.gmtCreate),
        contest_time: contestTime(c.gmtCreate, ctx.start),
        run_time: Math.max(0, Math.round(Number(c.time ?? 0))) / 1000,
      },
    });
  }
  return out;
}

export async function clarificationObjects(ctx: CcsContext, clars: CcsClarifications): Promise<Obj[]> {
  const list = await clars.list(ctx.contest.id, ctx.viewer);
  return list.map((c) => ({
    id: c.id,
    data: {
      id: c.id,
      from_team_id: c.fromTeamId,
      to_team_id: c.toTeamId,
      reply_to_id: c.replyToId,
      problem_id: c.problemId,
      text: c.text,
      time: time(c.time),
      contest_time: contestTime(c.time, ctx.start),
    },
  }));
}
