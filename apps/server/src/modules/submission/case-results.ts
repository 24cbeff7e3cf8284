import { subtaskScore } from '@verdict/judge';
import { CASE_EXCERPT_BYTES, type CaseDetail, type JudgeCaseVo, JudgeStatus } from '@verdict/shared';
import type { ProblemService } from '../problem/problem.service';
import type { SubmissionRepository } from './submission.repository';

/** The case list of a submission as its reader sees it: subtasks grouped, failed-case data where it may be shown. */

/** Cases whose output was judged wrong: they show input, expected and program output. */
const WRONG: readonly number[] = [JudgeStatus.WrongAnswer, JudgeStatus.PresentationError, JudgeStatus.PartialAccepted];
/** A submission with many wrong cases details only the first ones: the answer stays small. */
const MAX_DETAILED_CASES = 20;

type CaseRow = Awaited<ReturnType<SubmissionRepository['cases']>>[number];

/** Input, expected and program output of the first wrong cases (bounded: MAX_DETAILED_CASES × 3 excerpts). */
export async function caseDetails(
  problems: Pick<ProblemService, 'caseExcerpts'>,
  pid: number,
  cases: Array<{ id: number; caseId: number | null; status: number; outputExcerpt: string | null; outputBytes: number | null }>,
): Promise<Map<number, CaseDetail>> {
  const wrong = cases.filter((c) => WRONG.includes(c.status)).slice(0, MAX_DETAILED_CASES);
  const out = new Map<number, CaseDetail>();
  if (wrong.length === 0) return out;
  const data = await problems.caseExcerpts(
    pid,
    wrong.flatMap((c) => (c.caseId == null ? [] : [c.caseId])),
    CASE_EXCERPT_BYTES,
  );
  const mark = (e: { text: string; bytes: number }) => ({ ...e, truncated: Buffer.byteLength(e.text, 'utf8') < e.bytes });
  for (const c of wrong) {
    const d = c.caseId == null ? undefined : data.get(c.caseId);
    out.set(c.id, {
      input: d ? mark(d.input) : null,
      expected: d ? mark(d.expected) : null,
      output:
        c.outputExcerpt == null
          ? null
          : mark({ text: c.outputExcerpt, bytes: c.outputBytes ?? Buffer.byteLength(c.outputExcerpt, 'utf8') }),
    });
  }
  return out;
}

/** The case list, shaped for an admin (every column) or anyone else (the public columns), grouped by subtask in the subtask modes. */
export function shapeCaseResults(
  cases: CaseRow[],
  details: Map<number, CaseDetail>,
  { admin, showData, mode }: { admin: boolean; showData: boolean; mode: string },
): JudgeCaseVo {
  const shaped = cases.map((c) => {
    const detail = details.get(c.id);
    const extra = detail ? { detail } : {};
    if (admin) {
      const { outputExcerpt: _excerpt, outputBytes: _bytes, ...rest } = c;
      return { ...rest, gmtCreate: null, ...extra };
    }
    const userOutput = showData ? c.userOutput : null;
    return {
      time: c.time,
      memory: c.memory,
      score: c.score,
      status: c.status,
      userOutput,
      groupNum: c.groupNum,
      seq: c.seq,
      mode: c.mode,
      ...extra,
    };
  });
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average')
    return { judgeCaseList: shaped, subTaskJudgeCaseVoList: [], judgeCaseMode: mode };
  const groups = new Map<number, typeof shaped>();
  for (const c of shaped) groups.set(c.groupNum ?? 0, [...(groups.get(c.groupNum ?? 0) ?? []), c]);
  const subtasks = [...groups.entries()].map(([groupNum, list]) => {
    const failing = list.find((c) => c.status !== JudgeStatus.Accepted);
    return {
      groupNum,
      time: Math.max(0, ...list.map((c) => c.time ?? 0)),
      memory: Math.max(0, ...list.map((c) => c.memory ?? 0)),
      score: subtaskScore(
        mode,
        list.map((c) => c.score ?? 0),
      ),
      status: failing?.status ?? JudgeStatus.Accepted,
      ac: list.filter((c) => c.status === JudgeStatus.Accepted).length,
      total: list.length,
      subtaskDetailList: list,
    };
  });
  return { judgeCaseList: [], subTaskJudgeCaseVoList: subtasks, judgeCaseMode: mode };
}
