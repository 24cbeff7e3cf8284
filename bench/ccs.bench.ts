/**
 * `npm run bench:ccs` — the ICPC Contest API on the contest `bench:board` seeds, at a regional's
 * size, beside the contest board's own figures in the same run, on the same data.
 *
 *   BENCH_USERS (500 teams) · BENCH_PROBLEMS (13) · BENCH_SUBMISSIONS (50000)   the ACM contest
 *   BENCH_CLIENTS (20) · BENCH_SECONDS (10) · BENCH_LIVE (1000 verdicts)        the load
 *
 * The settings are read by board-seed.ts when it loads: the defaults are set first, then the run.
 */
process.env.BENCH_USERS ??= '500';
process.env.BENCH_SUBMISSIONS ??= '50000';
process.env.BENCH_PROBLEMS ??= '13';
// 20 streams from one address, and the board's 20: over the default cap of 20 per address.
process.env.SSE_MAX_PER_ADDRESS ??= '100';

await import('./ccs-run');

export {};
