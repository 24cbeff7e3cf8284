import { JudgeStatus, oiRankScore, type JudgeCaseMode, type JudgeStatusCode } from '@verdict/shared';
import type { CaseOutcome, JudgeProblem } from './types';
import type { RunLimits } from './verdict';

/** §3.7 case score: AC full, Partial floor(fraction × score), anything else 0. */
export function caseScore(status: JudgeStatusCode, fraction: number | null, score: number): number {
  if (status === JudgeStatus.Accepted) return score;
  if (status === JudgeStatus.PartialAccepted && fraction !== null) return Math.floor(fraction * score);
  return 0;
}

/** Groups by groupNum in order of first appearance. */
export function groupCases<T extends { groupNum: number }>(cases: T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const c of cases) {
    const g = groups.get(c.groupNum);
    if (g) g.push(c);
    else groups.set(c.groupNum, [c]);
  }
  return [...groups.values()];
}

const isSubtaskMode = (mode: JudgeCaseMode): mode is 'subtask_lowest' | 'subtask_average' =>
  mode === 'subtask_lowest' || mode === 'subtask_average';

/** One subtask's score from its cases' scores (§3.7): the lowest, or the rounded mean. */
export function subtaskScore(mode: 'subtask_lowest' | 'subtask_average', scores: number[]): number {
  if (scores.length === 0) return 0;
  return mode === 'subtask_lowest' ? Math.min(...scores) : Math.round(scores.reduce((s, x) => s + x, 0) / scores.length);
}

/** Σ of subtask scores in the subtask modes, else Σ of case scores: a problem's full score (io_score) or a submission's. */
export function totalScore(mode: JudgeCaseMode, cases: Array<{ score: number; groupNum: number }>): number {
  if (!isSubtaskMode(mode)) return cases.reduce((sum, c) => sum + c.score, 0);
  return groupCases(cases).reduce(
    (sum, g) =>
      sum +
      subtaskScore(
        mode,
        g.map((c) => c.score),
      ),
    0,
  );
}

/** Problem score from judged cases by case mode (§3.7), capped at io_score when it is set. */
export function problemScore(mode: JudgeCaseMode, cases: CaseOutcome[], ioScore: number): number {
  const allAc = cases.length > 0 && cases.every((c) => c.status === JudgeStatus.Accepted);
  const total = mode === 'default' && allAc && ioScore ? ioScore : totalScore(mode, cases);
  return ioScore ? Math.min(total, ioScore) : total;
}

export interface FinalResult {
  status: JudgeStatusCode;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
}

/**
 * §3.7 final status: AC when no judged case failed; otherwise ACM takes the failing case with
 * the smallest seq, OI takes it only if every judged case failed, else Partial Accepted.
 * Cancelled (skipped) cases are not "judged".
 */
export function finalResult(problem: JudgeProblem, mode: JudgeCaseMode, cases: CaseOutcome[], limits: RunLimits): FinalResult {
  const judged = cases.filter((c) => c.status !== JudgeStatus.Cancelled);
  const failing = judged.filter((c) => c.status !== JudgeStatus.Accepted).sort((a, b) => a.seq - b.seq);
  let status: JudgeStatusCode;
  if (judged.length === 0) status = JudgeStatus.SystemError;
  else if (failing.length === 0) status = JudgeStatus.Accepted;
  else if (problem.type === 0 || failing.length === judged.length) status = failing[0].status;
  else status = JudgeStatus.PartialAccepted;

  const isOi = problem.type === 1;
  const score = isOi ? problemScore(mode, cases, problem.ioScore) : null;
  // The measured time, not the limit: a TLE says how long the program really ran (issue 13).
  const time = judged.length ? Math.max(...judged.map((c) => c.time)) : null;
  const memory = judged.length ? Math.min(Math.max(...judged.map((c) => c.memory)), limits.memoryLimitMb * 1024) : null;
  return {
    status,
    score,
    oiRankScore: isOi
      ? oiRankScore({
          score: score ?? 0,
          ioScore: problem.ioScore,
          difficulty: problem.difficulty,
          allAccepted: status === JudgeStatus.Accepted,
        })
      : null,
    time,
    memory,
  };
}
