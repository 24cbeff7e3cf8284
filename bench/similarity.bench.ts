/**
 * `npm run bench:similarity` — a similarity report of a contest of 300 participants × 10 problems
 * (C++, generated; 5 % hand in a disguised copy), compared the way the server does it: one Dolos
 * run per problem and language in a worker thread, fragments built for the kept pairs.
 *
 *   BENCH_USERS (300) · BENCH_PROBLEMS (10) · BENCH_COPY_SHARE (0.05)
 *
 * Baseline, same run and sources: tokenising them only (tree-sitter, Dolos's tokenizer) — the
 * least any comparison must do. Prints both times, their ratio, the planted copies found at the
 * screen's default threshold (0.7), and the longest stall of the main thread's event loop while
 * the worker ran (the server keeps serving meanwhile).
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { File, LanguagePicker } from '@dodona/dolos-lib';
import { SimilarityLimits } from '@verdict/shared';
import { workerRunner } from '../apps/server/src/modules/similarity/similarity-runner';
import { compareSources, weightOf } from '../apps/server/src/modules/similarity/similarity-engine';
import { ms } from './kit';
import { generateContest } from './similarity-seed';

const USERS = Number(process.env.BENCH_USERS ?? 300);
const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 10);
const COPY_SHARE = Number(process.env.BENCH_COPY_SHARE ?? 0.05);

async function main(): Promise<void> {
  console.log(
    `bench:similarity — ${USERS} participants × ${PROBLEMS} problems, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  const sources = generateContest(USERS, PROBLEMS, COPY_SHARE);
  const lines = sources.reduce((s, x) => s + x.code.split('\n').length, 0);
  console.log(
    `${sources.length} sources, ${(lines / sources.length).toFixed(0)} lines each on average, ${sources.filter((s) => s.copyOf !== null).length} planted copies`,
  );
  const idOf = (problem: number, user: number) => problem * 100_000 + user + 1;

  // The report as the server runs it: a worker thread, one group per problem.
  const groups = Array.from({ length: PROBLEMS }, (_, problem) => ({
    key: String(problem),
    dolos: 'cpp',
    sources: sources.filter((s) => s.problem === problem).map((s) => ({ id: idOf(s.problem, s.user), code: s.code })),
    ignored: '',
  }));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t1 = performance.now();
  let progressCalls = 0;
  const results = await workerRunner(
    { groups, minKept: SimilarityLimits.minKept },
    () => progressCalls++,
    new AbortController().signal,
  );
  const report = performance.now() - t1;
  loop.disable();
  const kept = [...results.values()].flat();
  console.log(
    `report in a worker thread       ${ms(report)}  (${kept.length} pairs kept ≥ ${SimilarityLimits.minKept}, of ${PROBLEMS * (weightOf(USERS) - USERS)} compared; ${progressCalls} progress reports)`,
  );
  // Baseline, after the worker has gone (the parsers are native addons one thread holds at a time):
  // tokenise every source, the grammar loaded once, nothing compared.
  const tokenizer = await (await new LanguagePicker().findLanguage('cpp')).createTokenizer();
  const t0 = performance.now();
  let tokens = 0;
  for (const s of sources) tokens += tokenizer.tokenizeFile(new File(String(idOf(s.problem, s.user)), s.code)).tokens.length;
  const baseline = performance.now() - t0;
  console.log(`baseline: tokenise only         ${ms(baseline)}  (${(tokens / sources.length).toFixed(0)} tokens a source)`);
  console.log(`ratio report / tokenise only    ${(report / baseline).toFixed(2)}×`);
  console.log(
    `main thread's event loop while it ran: max stall ${(loop.max / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
  );

  // One problem in this thread too: the comparison's own cost without the worker's start.
  const t2 = performance.now();
  await compareSources('cpp', groups[0]!.sources, { minKept: SimilarityLimits.minKept });
  console.log(`one problem in-process          ${ms(performance.now() - t2)}  (${USERS} sources)`);

  const planted = sources.filter((s) => s.copyOf !== null);
  const found = planted.filter((s) => {
    const a = idOf(s.problem, s.copyOf!);
    const b = idOf(s.problem, s.user);
    return kept.some((p) => p.a === Math.min(a, b) && p.b === Math.max(a, b) && p.similarity >= 0.7);
  }).length;
  const falseHigh = kept.filter((p) => {
    const pa = sources.find((s) => idOf(s.problem, s.user) === p.a)!;
    const pb = sources.find((s) => idOf(s.problem, s.user) === p.b)!;
    const related = pb.copyOf === pa.user || pa.copyOf === pb.user || (pa.copyOf !== null && pa.copyOf === pb.copyOf);
    return p.similarity >= 0.7 && !related;
  }).length;
  console.log(`planted copies found at ≥ 0.7   ${found} / ${planted.length}; unrelated pairs at ≥ 0.7: ${falseHigh}`);
  console.log(`load ${loadavg()[0]!.toFixed(1)} at the end`);
}

await main();
