import { JudgeStatus, type JudgeCaseMode } from '@verdict/shared';
import { groupCases } from './aggregate';
import { type GroupDependencies, orderByDependencies } from './group-dependencies';
import type { CaseOutcome, JudgeCaseInput } from './types';

/**
 * Runs `work` over `items` with at most `limit` in flight; results keep item order. After a
 * failure nothing new starts, and the first error is thrown once the runs in flight are over
 * (so no run of an abandoned attempt outlives it).
 */
export async function mapBounded<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (errors.length === 0 && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i]);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (errors.length) throw errors[0];
  return results;
}

export type CaseJudgedOutcome = CaseOutcome & { fraction: number | null };

function skipped(c: JudgeCaseInput): CaseJudgedOutcome {
  return {
    caseId: c.caseId,
    seq: c.seq,
    status: JudgeStatus.Cancelled,
    time: 0,
    memory: 0,
    score: 0,
    groupNum: c.groupNum,
    // HOJ gives skipped cases the failing case's seq (quirk §8.10); they keep their own here.
    message: 'Cancelled: Skipped Judging',
    inputName: c.inputName,
    outputName: c.outputName,
    fraction: null,
  };
}

/**
 * Executes the cases as the case mode allows (§3.7): default / subtask_average all at once
 * (bounded), ergodic_without_error one by one until the first non-AC (the rest are not
 * recorded), subtask_lowest groups concurrently but each group in order, stopping a group at
 * its first case that is neither AC nor partial with a positive share (the rest Cancelled). A group
 * with dependencies waits for the groups it needs and is skipped whole unless they all passed.
 */
export async function runCasesByMode(
  mode: JudgeCaseMode,
  cases: JudgeCaseInput[],
  concurrency: number,
  runOne: (c: JudgeCaseInput) => Promise<CaseJudgedOutcome>,
  report: (o: CaseJudgedOutcome) => Promise<void>,
  dependencies: GroupDependencies = new Map(),
): Promise<CaseJudgedOutcome[]> {
  const run = async (c: JudgeCaseInput) => {
    const o = await runOne(c);
    await report(o);
    return o;
  };
  let out: CaseJudgedOutcome[];
  if (mode === 'ergodic_without_error') {
    out = [];
    for (const c of cases) {
      const o = await run(c);
      out.push(o);
      if (o.status !== JudgeStatus.Accepted) break;
    }
  } else if (mode === 'subtask_lowest') {
    const groups = orderByDependencies(
      groupCases(cases).map((items) => ({ num: items[0].groupNum, items })),
      dependencies,
    );
    // Each group's result (all Accepted) as a promise its dependents wait for; groups start in
    // dependency order, so what a group waits for has always started.
    const passed = new Map<number, { promise: Promise<boolean>; resolve: (ok: boolean) => void }>();
    for (const g of groups) {
      let resolve!: (ok: boolean) => void;
      passed.set(g.num, { promise: new Promise<boolean>((r) => (resolve = r)), resolve });
    }
    const perGroup = await mapBounded(groups, concurrency, async ({ num, items, needs }) => {
      const done: CaseJudgedOutcome[] = [];
      try {
        const ready = await Promise.all(needs.map((n) => passed.get(n)!.promise));
        const skippedWhole = ready.includes(false);
        let failed = skippedWhole;
        for (const c of items) {
          if (failed) {
            const s = skipped(c);
            await report(s);
            done.push(s);
            continue;
          }
          const o = await run(c);
          done.push(o);
          const passes = o.status === JudgeStatus.Accepted || (o.status === JudgeStatus.PartialAccepted && (o.fraction ?? 0) > 0);
          if (!passes) failed = true;
        }
        passed.get(num)!.resolve(!skippedWhole && done.every((o) => o.status === JudgeStatus.Accepted));
      } finally {
        passed.get(num)!.resolve(false);
      }
      return done;
    });
    out = perGroup.flat();
  } else {
    out = await mapBounded(cases, concurrency, run);
  }
  return out.sort((a, b) => a.seq - b.seq);
}
