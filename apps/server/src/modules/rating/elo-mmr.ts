/**
 * Elo-MMR (Ebtekar & Liu, "Elo-MMR: A Rating System for Massive Multiplayer Competitions",
 * WWW 2021), written from the paper's model; pure functions, no I/O.
 *
 * Variant and parameters. We use the paper's logistic model, Elo-MMR(ρ) with ρ = 1 (its
 * recommended transfer speed), on the Codeforces-like scale the paper and DMOJ's public notes
 * use: a newcomer's belief N(1500, 350²), performance noise β = 200, and the per-contest skill
 * drift γ chosen so that a player who competes forever settles at σ∞ = 80 (γ ≈ 34.9: the fixed
 * point of σ² ← (1/(σ²+γ²) + 1/β²)⁻¹). Logistic, not Gaussian, because its heavy tails bound
 * what one contest can do to a rating (the paper's robustness result, `changeBound`).
 *
 * A player's belief is a Gaussian factor N(μ_G, 1/w_G) times one logistic factor per past
 * performance p_k (width β, weight a_k ≤ 1); the rating μ is the posterior's maximum, and σ is
 * its Gaussian approximation 1/√(w_G + Σ a_k/β²). One contest:
 *  1. Diffusion (pseudodiffusion with transfer): σ² grows by γ²; κ = σ²/(σ²+γ²). A share
 *     1 − κ^ρ of every factor's weight moves into the Gaussian factor, centred at the current μ,
 *     then every weight is scaled by κ. The posterior's maximum stays where it was.
 *  2. Performance: each player's p_i maximises the likelihood of their place against every
 *     participant's performance distribution, logistic with mean μ_j and scale
 *     δ_j = (√3/π)·√(σ_j² + β²) (ties and the player themself count as draws), i.e. solves
 *       Σ_j tanh((p−μ_j)/2δ_j)/δ_j + Σ_{j tied with i} tanh((p−μ_j)/2δ_j)/δ_j
 *         + Σ_{j above i} 1/δ_j − Σ_{j below i} 1/δ_j = 0        (increasing in p).
 *  3. Update: a logistic factor at p_i joins the belief, and μ becomes the new posterior maximum.
 * Display rating: μ − 2(σ − σ∞), a conservative estimate that starts low for a newcomer and meets
 * μ as the uncertainty settles (so ratings rise while one keeps playing at the same level).
 */

export interface RatingParams {
  mu0: number;
  sigma0: number;
  beta: number;
  sigmaLimit: number;
  rho: number;
}

export const ELO_MMR: RatingParams = { mu0: 1500, sigma0: 350, beta: 200, sigmaLimit: 80, rho: 1 };

/** γ² of the drift that makes σ settle at σ∞ (see above). */
export const driftVariance = (p: RatingParams): number => 1 / (1 / p.sigmaLimit ** 2 - 1 / p.beta ** 2) - p.sigmaLimit ** 2;

/** A player's belief: the rating μ, the Gaussian factor (μ_G, w_G) and the logistic factors [p_k, a_k]. */
export interface PlayerState {
  mu: number;
  muG: number;
  wG: number;
  terms: [number, number][];
}

/** A participant of one contest: their belief before it (null: a newcomer) and their place (1 is best; ties share it). */
export interface Standing<K> {
  key: K;
  rank: number;
  state: PlayerState | null;
}

export interface RatingResult<K> {
  key: K;
  rank: number;
  performance: number;
  before: PlayerState | null;
  after: PlayerState;
  /** The most μ may move in this contest (`changeBound` of the diffused belief). */
  bound: number;
}

const SQRT3_PI = Math.sqrt(3) / Math.PI;
/** Logistic factors whose weight fell below this are dropped (their pull on μ is below 1e-9). */
const TERM_FLOOR = 1e-12;
/** Above this many participants, performances use the tabulated common sum (see solvePerformances). */
const EXACT_MAX = 200;

export const newcomer = (p: RatingParams = ELO_MMR): PlayerState => ({ mu: p.mu0, muG: p.mu0, wG: 1 / p.sigma0 ** 2, terms: [] });

export const sigmaOf = (s: PlayerState, p: RatingParams = ELO_MMR): number => {
  let w = s.wG;
  for (const t of s.terms) w += t[1] / p.beta ** 2;
  return 1 / Math.sqrt(w);
};

/** The rating shown: μ − 2(σ − σ∞), rounded. */
export const displayRating = (s: PlayerState, p: RatingParams = ELO_MMR): number =>
  Math.round(s.mu - 2 * (sigmaOf(s, p) - p.sigmaLimit));

/**
 * The most one contest can move μ from a (diffused) belief: the new factor pulls with at most
 * 1/s (s = √3β/π, the factor's scale) and the posterior's slope is at least w_G, so
 * |Δμ| ≤ π/(√3·β·w_G). For a newcomer w_G = 1/(σ0² + γ²), ≈ 1122 with ELO_MMR.
 */
export const changeBound = (diffused: PlayerState, p: RatingParams = ELO_MMR): number => 1 / (SQRT3_PI * p.beta * diffused.wG);

/** Step 1: the belief one contest later, before its result is known. */
export function diffuse(s: PlayerState, p: RatingParams = ELO_MMR): PlayerState {
  const gamma2 = driftVariance(p);
  const sigma2 = sigmaOf(s, p) ** 2;
  const kappa = sigma2 / (sigma2 + gamma2);
  const keep = kappa ** p.rho;
  const total = 1 / sigma2;
  const fromG = keep * s.wG;
  const moved = (1 - keep) * total;
  const muG = fromG + moved > 0 ? (fromG * s.muG + moved * s.mu) / (fromG + moved) : s.mu;
  const terms = s.terms.map(([pk, a]) => [pk, a * keep * kappa] as [number, number]).filter((t) => t[1] >= TERM_FLOOR);
  return { mu: s.mu, muG, wG: kappa * (fromG + moved), terms };
}

/** Step 3: the belief with a new performance, μ its new maximum. */
export function update(s: PlayerState, performance: number, p: RatingParams = ELO_MMR): PlayerState {
  const terms: [number, number][] = [...s.terms, [performance, 1]];
  const scale = SQRT3_PI * p.beta;
  // h(μ) = w_G(μ − μ_G) − Σ a_k/s·tanh((p_k − μ)/2s): increasing; its root lies among the centres.
  const h = (mu: number) => {
    let v = s.wG * (mu - s.muG);
    let d = s.wG;
    for (const [pk, a] of terms) {
      const th = Math.tanh((pk - mu) / (2 * scale));
      v -= (a / scale) * th;
      d += (a / (2 * scale * scale)) * (1 - th * th);
    }
    return [v, d] as const;
  };
  let lo = s.muG;
  let hi = s.muG;
  for (const [pk] of terms) {
    lo = Math.min(lo, pk);
    hi = Math.max(hi, pk);
  }
  return { mu: solveIncreasing(h, lo, hi, s.mu), muG: s.muG, wG: s.wG, terms };
}

/**
 * Rates one contest: every standing's belief diffused, performances from the places, beliefs
 * updated. Deterministic: the answer depends only on the standings' ranks and beliefs, in any order.
 */
export function rateContest<K>(standings: readonly Standing<K>[], p: RatingParams = ELO_MMR): RatingResult<K>[] {
  const diffused = standings.map((s) => diffuse(s.state ?? newcomer(p), p));
  const perf = solvePerformances(
    standings.map((s) => s.rank),
    diffused.map((d) => d.mu),
    diffused.map((d) => SQRT3_PI * Math.sqrt(sigmaOf(d, p) ** 2 + p.beta ** 2)),
  );
  return standings.map((s, i) => ({
    key: s.key,
    rank: s.rank,
    performance: perf[i]!,
    before: s.state,
    after: update(diffused[i]!, perf[i]!, p),
    bound: changeBound(diffused[i]!, p),
  }));
}

/** Step 2 for every participant: the root of each one's equation (see the header). */
export function solvePerformances(ranks: readonly number[], mus: readonly number[], deltas: readonly number[]): number[] {
  const n = ranks.length;
  if (n === 0) return [];
  // K per distinct rank: Σ 1/δ above − Σ 1/δ below; the tie terms per distinct rank.
  const byRank = new Map<number, number[]>();
  ranks.forEach((r, i) => byRank.set(r, [...(byRank.get(r) ?? []), i]));
  const distinct = [...byRank.keys()].sort((a, b) => a - b);
  let totalInv = 0;
  for (const d of deltas) totalInv += 1 / d;
  const kOf = new Map<number, number>();
  let above = 0;
  for (const r of distinct) {
    const group = byRank.get(r)!;
    let own = 0;
    for (const i of group) own += 1 / deltas[i]!;
    kOf.set(r, above - (totalInv - above - own));
    above += own;
  }
  const common = n <= EXACT_MAX ? exactSum(mus, deltas) : tabulatedSum(mus, deltas);
  let lo = Infinity;
  let hi = -Infinity;
  let maxDelta = 0;
  for (let i = 0; i < n; i++) {
    lo = Math.min(lo, mus[i]!);
    hi = Math.max(hi, mus[i]!);
    maxDelta = Math.max(maxDelta, deltas[i]!);
  }
  const out = new Array<number>(n);
  const memo = new Map<number, number>();
  for (const r of distinct) {
    const group = byRank.get(r)!;
    const k = kOf.get(r)!;
    const f = (x: number) => {
      let [v, d] = common(x);
      for (const j of group) {
        const th = Math.tanh((x - mus[j]!) / (2 * deltas[j]!));
        v += th / deltas[j]!;
        d += (1 - th * th) / (2 * deltas[j]! ** 2);
      }
      return [v + k, d] as const;
    };
    const root = memo.get(r) ?? solveIncreasing(f, lo - maxDelta, hi + maxDelta, (lo + hi) / 2);
    memo.set(r, root);
    for (const i of group) out[i] = root;
  }
  return out;
}

type Fn = (x: number) => readonly [value: number, slope: number];

/** Σ_j tanh((x−μ_j)/2δ_j)/δ_j and its slope, summed over every participant. */
function exactSum(mus: readonly number[], deltas: readonly number[]): Fn {
  return (x) => {
    let v = 0;
    let d = 0;
    for (let j = 0; j < mus.length; j++) {
      const th = Math.tanh((x - mus[j]!) / (2 * deltas[j]!));
      v += th / deltas[j]!;
      d += (1 - th * th) / (2 * deltas[j]! ** 2);
    }
    return [v, d];
  };
}

/**
 * The same sum for a large contest, tabulated once on a grid a quarter of the narrowest width
 * apart (values and slopes exact at the nodes, cubic Hermite between them; off the grid, exact).
 * Every participant's equation is this common sum plus a few own terms, so a contest costs
 * O(n · grid) instead of O(n² · iterations).
 */
function tabulatedSum(mus: readonly number[], deltas: readonly number[]): Fn {
  const exact = exactSum(mus, deltas);
  let lo = Infinity;
  let hi = -Infinity;
  let minDelta = Infinity;
  let maxDelta = 0;
  for (let j = 0; j < mus.length; j++) {
    lo = Math.min(lo, mus[j]!);
    hi = Math.max(hi, mus[j]!);
    minDelta = Math.min(minDelta, deltas[j]!);
    maxDelta = Math.max(maxDelta, deltas[j]!);
  }
  // Roots lie within about δ·ln(n) of the field; twice that, plus margin, is tabulated.
  const reach = 2 * maxDelta * (Math.log(mus.length) + 4);
  const step = minDelta / 4;
  const from = lo - reach;
  const count = Math.ceil((hi + reach - from) / step) + 1;
  const val = new Float64Array(count);
  const slope = new Float64Array(count);
  for (let g = 0; g < count; g++) {
    const x = from + g * step;
    let v = 0;
    let d = 0;
    for (let j = 0; j < mus.length; j++) {
      const dj = deltas[j]!;
      const th = Math.tanh((x - mus[j]!) / (2 * dj));
      v += th / dj;
      d += (1 - th * th) / (2 * dj * dj);
    }
    val[g] = v;
    slope[g] = d;
  }
  return (x) => {
    const u = (x - from) / step;
    const g = Math.floor(u);
    if (g < 0 || g >= count - 1) return exact(x);
    const t = u - g;
    const [y0, y1, m0, m1] = [val[g]!, val[g + 1]!, slope[g]! * step, slope[g + 1]! * step];
    const t2 = t * t;
    const t3 = t2 * t;
    const v = (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * m1;
    const d = ((6 * t2 - 6 * t) * y0 + (3 * t2 - 4 * t + 1) * m0 + (-6 * t2 + 6 * t) * y1 + (3 * t2 - 2 * t) * m1) / step;
    return [v, d];
  };
}

/**
 * The root of an increasing function: the bracket [lo, hi] is widened until it holds the root,
 * then Newton steps from `guess`, falling back to bisection whenever a step leaves the bracket.
 */
function solveIncreasing(f: Fn, lo: number, hi: number, guess: number): number {
  let width = Math.max(hi - lo, 1);
  while (f(lo)[0] > 0) lo -= width *= 2;
  while (f(hi)[0] < 0) hi += width *= 2;
  let x = Math.min(Math.max(guess, lo), hi);
  for (let it = 0; it < 100; it++) {
    const [v, d] = f(x);
    if (v === 0) return x;
    if (v > 0) hi = x;
    else lo = x;
    if (hi - lo < 1e-9) break;
    let next = d > 0 ? x - v / d : NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) < 1e-10) return next;
    x = next;
  }
  return (lo + hi) / 2;
}
