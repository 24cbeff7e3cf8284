/**
 * `npm run bench:rating`: rates a synthetic history from scratch with the rating module's engine
 * (Elo-MMR, apps/server/src/modules/rating/elo-mmr.ts): BENCH_CONTESTS contests (1,000) of
 * BENCH_PARTICIPANTS (1,000) drawn from BENCH_USERS users (100,000). Each user has a hidden skill;
 * a contest's places come from skill + logistic noise. Prints the total time, the mean per contest,
 * and the ratio to a baseline measured in the same run: a plain sort of the same standings.
 * Also prints how well the final ratings order the hidden skills (Spearman) as a sanity check.
 */
import { type PlayerState, displayRating, rateContest } from '../apps/server/src/modules/rating/elo-mmr';

const CONTESTS = Number(process.env.BENCH_CONTESTS ?? 1000);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = rng(2021);
const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const skill = Float64Array.from({ length: USERS }, () => 1500 + 350 * gauss());

// The history: each contest's participants and their scores (higher is better), made up front.
const history = Array.from({ length: CONTESTS }, () => {
  const who = new Set<number>();
  while (who.size < PARTICIPANTS) who.add(Math.floor(rand() * USERS));
  return [...who].map((uid) => {
    const u = Math.min(Math.max(rand(), 1e-12), 1 - 1e-12);
    // Logistic noise of variance 200²; whole points so that ties happen.
    return { uid, score: Math.round((skill[uid]! + ((200 * Math.sqrt(3)) / Math.PI) * Math.log(u / (1 - u))) / 10) };
  });
});

/** The standings of a contest: sorted by score, equal scores share a place. */
function standingsOf(rows: { uid: number; score: number }[]) {
  const sorted = [...rows].sort((a, b) => b.score - a.score || a.uid - b.uid);
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || r.score !== sorted[i - 1]!.score) rank = i + 1;
    return { uid: r.uid, rank };
  });
}

/** CPU time of this process (user + system, ms): far less sensitive than wall time to other people's load. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Baseline: the same standings, sorted and ranked, and nothing else.
let c0 = cpu();
let t0 = performance.now();
let checksum = 0;
for (const c of history) checksum += standingsOf(c)[0]!.uid;
const baselineMs = performance.now() - t0;
const baselineCpu = cpu() - c0;

// Rating from scratch, contest after contest.
const states = new Map<number, PlayerState>();
c0 = cpu();
t0 = performance.now();
let slowest = 0;
for (const c of history) {
  const start = performance.now();
  const res = rateContest(standingsOf(c).map((s) => ({ key: s.uid, rank: s.rank, state: states.get(s.uid) ?? null })));
  for (const r of res) states.set(r.key, r.after);
  slowest = Math.max(slowest, performance.now() - start);
}
const ratingMs = performance.now() - t0;
const ratingCpu = cpu() - c0;

// Spearman correlation of display ratings and hidden skills, users with 5+ contests.
const played = new Map<number, number>();
for (const c of history) for (const r of c) played.set(r.uid, (played.get(r.uid) ?? 0) + 1);
const rated = [...states].filter(([uid]) => (played.get(uid) ?? 0) >= 5);
const ranks = (xs: number[]) => {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  order.forEach(([, i], r) => (out[i] = r));
  return out;
};
const ra = ranks(rated.map(([, s]) => displayRating(s)));
const rb = ranks(rated.map(([uid]) => skill[uid]!));
const n = rated.length;
const d2 = ra.reduce((acc, r, i) => acc + (r - rb[i]!) ** 2, 0);
const spearman = 1 - (6 * d2) / (n * (n * n - 1));

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`rating: ${CONTESTS} contests × ${PARTICIPANTS} participants, ${USERS} users (${states.size} rated)`);
console.log(
  `  Elo-MMR from scratch: ${fmt(ratingMs)}; per contest ${(ratingMs / CONTESTS).toFixed(2)} ms mean, ${slowest.toFixed(1)} ms slowest`,
);
console.log(
  `  baseline (sort + rank the same standings): ${fmt(baselineMs)}; per contest ${(baselineMs / CONTESTS).toFixed(3)} ms`,
);
console.log(
  `  CPU time: Elo-MMR ${fmt(ratingCpu)} (${(ratingCpu / CONTESTS).toFixed(2)} ms per contest), baseline ${fmt(baselineCpu)}`,
);
console.log(
  `  ratio: ${(ratingMs / baselineMs).toFixed(1)}× the baseline (wall), ${(ratingCpu / baselineCpu).toFixed(1)}× (CPU)`,
);
console.log(
  `  sanity: Spearman(rating, hidden skill) = ${spearman.toFixed(3)} over ${n} users with 5+ contests (checksum ${checksum})`,
);
