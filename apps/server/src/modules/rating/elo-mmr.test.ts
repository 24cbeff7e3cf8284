import { describe, expect, it } from 'vitest';
import {
  ELO_MMR,
  type PlayerState,
  type Standing,
  changeBound,
  diffuse,
  displayRating,
  driftVariance,
  newcomer,
  rateContest,
  sigmaOf,
} from './elo-mmr';

const { mu0, sigma0, beta, sigmaLimit } = ELO_MMR;
const S = (Math.sqrt(3) / Math.PI) * beta; // a performance factor's logistic scale
const GAMMA2 = driftVariance(ELO_MMR);

/** A small seeded generator (mulberry32): the random contests are the same on every run. */
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

/** Plain bisection of an increasing function (the reference solver of these tests). */
function bisect(f: (x: number) => number, lo = -1e5, hi = 1e5): number {
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The model written out directly, O(n²) per player: the likelihood of each place against every
 * other participant (wins, losses, draws), maximised by bisection; then the posterior's maximum.
 */
function reference(standings: Standing<number>[]) {
  const d = standings.map((s) => diffuse(s.state ?? newcomer()));
  const delta = d.map((x) => (Math.sqrt(3) / Math.PI) * Math.sqrt(sigmaOf(x) ** 2 + beta ** 2));
  const F = (x: number, j: number) => 1 / (1 + Math.exp(-(x - d[j]!.mu) / delta[j]!));
  return standings.map((si, i) => {
    // d/dp of Σ log P(outcome vs j): beaten by j → −F_j/δ_j; beat j → (1−F_j)/δ_j; draw (and self) → (1−2F_j)/δ_j.
    const score = (p: number) =>
      -standings.reduce((acc, sj, j) => {
        const f = F(p, j);
        const term = sj.rank < si.rank ? -f : sj.rank > si.rank ? 1 - f : 1 - 2 * f;
        return acc + term / delta[j]!;
      }, 0);
    const perf = bisect(score);
    const terms = [...d[i]!.terms, [perf, 1] as [number, number]];
    const mu = bisect(
      (m) => d[i]!.wG * (m - d[i]!.muG) - terms.reduce((a, [p, w]) => a + (w / S) * Math.tanh((p - m) / (2 * S)), 0),
    );
    return { perf, mu };
  });
}

const newcomers = (ranks: number[]): Standing<number>[] => ranks.map((rank, key) => ({ key, rank, state: null }));

describe('Elo-MMR, hand-computed contests of newcomers', () => {
  // A newcomer's belief after diffusion: σ² = σ0² + γ², w_G = 1/σ², and every δ the same:
  const sigma2 = sigma0 ** 2 + GAMMA2;
  const delta = (Math.sqrt(3) / Math.PI) * Math.sqrt(sigma2 + beta ** 2);
  // With equal δ and μ the performance equation of a player with `above` players ahead, `below`
  // behind and `tied` sharing the place (self included) among n reads
  //   (n + tied)·tanh(z) = below − above,   p = μ0 + 2δ·z.
  const perfOf = (n: number, above: number, below: number, tied = 1) =>
    mu0 + 2 * delta * Math.atanh((below - above) / (n + tied));
  // The new rating solves (μ − μ0)/σ² = (1/s)·tanh((p − μ)/2s).
  const muOf = (p: number) => bisect((m) => (m - mu0) / sigma2 - (1 / S) * Math.tanh((p - m) / (2 * S)));
  const sigmaAfter = Math.sqrt(1 / (1 / sigma2 + 1 / beta ** 2));

  it('2 players: tanh z = ±1/3', () => {
    const [w, l] = rateContest(newcomers([1, 2]));
    expect(w!.performance).toBeCloseTo(perfOf(2, 0, 1), 6);
    expect(w!.performance).toBeCloseTo(1654.627, 2);
    expect(l!.performance).toBeCloseTo(2 * mu0 - w!.performance, 6);
    expect(w!.after.mu).toBeCloseTo(muOf(perfOf(2, 0, 1)), 6);
    expect(w!.after.mu).toBeCloseTo(1629.133, 2);
    expect(l!.after.mu).toBeCloseTo(1370.867, 2);
    expect(sigmaOf(w!.after)).toBeCloseTo(sigmaAfter, 6);
    expect(sigmaOf(w!.after)).toBeCloseTo(173.86, 2);
    // display μ − 2(σ − σ∞): 1629.13 − 2·(173.86 − 80) = 1441.4
    expect([displayRating(w!.after), displayRating(l!.after)]).toEqual([1441, 1183]);
  });

  it('3 players: tanh z = 1/2, 0, −1/2 (the middle one keeps μ0)', () => {
    const r = rateContest(newcomers([1, 2, 3]));
    expect(r.map((x) => x.performance)).toEqual([
      expect.closeTo(perfOf(3, 0, 2), 6),
      expect.closeTo(mu0, 6),
      expect.closeTo(perfOf(3, 2, 0), 6),
    ]);
    expect(r[1]!.after.mu).toBeCloseTo(mu0, 6);
    expect(r[0]!.after.mu).toBeCloseTo(muOf(perfOf(3, 0, 2)), 6);
    expect(r[0]!.after.mu - mu0).toBeCloseTo(mu0 - r[2]!.after.mu, 6);
  });

  it('10 players with a tie for third: tanh z = (below − above)/(n + tied)', () => {
    const ranks = [1, 2, 3, 3, 5, 6, 7, 8, 9, 10];
    const r = rateContest(newcomers(ranks));
    const expected = ranks.map((rank) => {
      const above = ranks.filter((x) => x < rank).length;
      const below = ranks.filter((x) => x > rank).length;
      return perfOf(10, above, below, ranks.filter((x) => x === rank).length);
    });
    r.forEach((x, i) => expect(x.performance).toBeCloseTo(expected[i]!, 6));
    expect(r[0]!.performance).toBeCloseTo(mu0 + 2 * delta * Math.atanh(9 / 11), 6);
    expect(r[2]!.performance).toBeCloseTo(mu0 + 2 * delta * Math.atanh(4 / 12), 6); // the tie
    expect(r[2]!.after).toEqual(r[3]!.after);
    r.forEach((x, i) => expect(x.after.mu).toBeCloseTo(muOf(expected[i]!), 6));
    const shown = r.map((x) => displayRating(x.after));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('σ settles at σ∞ = 80, and the display rating meets μ there', () => {
    let s: PlayerState = newcomer();
    for (let i = 0; i < 150; i++)
      s = rateContest([
        { key: 0, rank: 1, state: s },
        { key: 1, rank: 1, state: s },
      ])[0]!.after;
    expect(sigmaOf(s)).toBeCloseTo(sigmaLimit, 6);
    expect(displayRating(s)).toBe(Math.round(s.mu));
    expect(s.terms.length).toBeLessThan(100); // faded factors are dropped
  });
});

/** A field of `n` players with histories: a few random contests among a pool. */
function field(rand: () => number, n: number, rounds: number): PlayerState[] {
  let states: (PlayerState | null)[] = Array.from({ length: n }, () => null);
  for (let r = 0; r < rounds; r++) {
    const who = states.map((s, key) => ({ key, s })).filter(() => rand() < 0.7);
    const res = rateContest(who.map(({ key, s }) => ({ key, rank: 1 + Math.floor(rand() * who.length), state: s })));
    states = [...states];
    for (const x of res) states[x.key] = x.after;
  }
  return states.map((s) => s ?? newcomer());
}

describe('Elo-MMR, properties over random contests', () => {
  it('matches the model written out directly (small contests exactly, large ones through the table)', () => {
    const rand = rng(7);
    for (const n of [5, 40, 260]) {
      const states = field(rand, n, 3);
      const st = states.map((state, key) => ({ key, rank: 1 + Math.floor(rand() * n), state }));
      const got = rateContest(st);
      const want = reference(st);
      got.forEach((g, i) => {
        expect(Math.abs(g.performance - want[i]!.perf)).toBeLessThan(1e-3);
        expect(Math.abs(g.after.mu - want[i]!.mu)).toBeLessThan(1e-3);
      });
    }
  });

  it('a better place from the same belief never gives a lower rating; one contest moves μ at most by the bound', () => {
    const rand = rng(42);
    const newcomerBound = changeBound(diffuse(newcomer()));
    // π(σ0² + γ²)/(√3·β): the bound of a newcomer, the loosest there is
    expect(newcomerBound).toBeCloseTo((Math.PI * (sigma0 ** 2 + GAMMA2)) / (Math.sqrt(3) * beta), 6);
    for (let round = 0; round < 30; round++) {
      const n = 2 + Math.floor(rand() * (round % 3 === 0 ? 400 : 60));
      const pool = field(rand, 6, 1 + Math.floor(rand() * 4));
      // Several players share each belief, so places from the same belief can be compared.
      const st = Array.from({ length: n }, (_, key) => ({
        key,
        rank: 1 + Math.floor(rand() * n),
        state: rand() < 0.2 ? null : pool[Math.floor(rand() * pool.length)]!,
      }));
      const res = rateContest(st);
      for (const a of res) {
        const before = a.before ?? newcomer();
        expect(Math.abs(a.after.mu - before.mu)).toBeLessThanOrEqual(a.bound + 1e-6);
        expect(a.bound).toBeLessThanOrEqual(newcomerBound + 1e-6);
        for (const b of res) {
          if (a.before !== b.before || a.rank >= b.rank) continue;
          expect(a.after.mu).toBeGreaterThanOrEqual(b.after.mu);
          expect(displayRating(a.after)).toBeGreaterThanOrEqual(displayRating(b.after));
        }
      }
    }
  });

  it('is deterministic: the same contest rated twice gives the same bits', () => {
    const rand = rng(3);
    const states = field(rand, 300, 2);
    const st = states.map((state, key) => ({ key, rank: 1 + Math.floor(rand() * 300), state }));
    expect(JSON.stringify(rateContest(st))).toBe(JSON.stringify(rateContest(st)));
  });
});
