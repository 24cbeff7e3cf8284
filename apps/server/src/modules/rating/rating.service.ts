import { type ContestRatingState, type RatingHistoryItem, msToWireDate } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import { ELO_MMR, type PlayerState, type RatingParams, displayRating, rateContest, sigmaOf } from './elo-mmr';
import type { ChainKey, NewChange, RatingChangeRow, RatingRepository } from './rating.repository';

/** What the rating module asks of contests (the contest module's services, through wiring). */
export interface RatingContests {
  /** A contest's title and end, null when there is none. */
  find(cid: number): Promise<{ id: number; title: string; endTime: number } | null>;
  /**
   * The final standings of the contest's board (unsealed, up to its end): each rated user and their
   * place (ties share it). Star rows, virtual participants and users with no submission are not in it;
   * a team contest's members take their team's place.
   */
  standings(cid: number): Promise<{ uid: string; rank: number }[]>;
}

/** Usernames to uids (the account module's directory). */
export interface RatingUsers {
  uidsOf(usernames: readonly string[]): Promise<string[]>;
}

export interface RatingDeps {
  repo: RatingRepository;
  contests: RatingContests;
  users: RatingUsers;
  params?: RatingParams;
  now?: () => number;
}

/** How often the sweep looks for rated contests that ended. */
export const RATING_SWEEP_MS = 60_000;

interface Belief {
  state: PlayerState;
  rating: number;
}

/**
 * Rated contests and the rating chain. A contest's ratings are computed from the beliefs its
 * participants had after the rated contests before it (by end time, then id); rating it again
 * (after a rejudge, or when it is unmarked) recomputes it and every rated contest after it, so
 * the stored chain is always what rating every contest in order from scratch gives.
 */
export class RatingService {
  private readonly params: RatingParams;
  private readonly now: () => number;
  /** One rating run at a time per process: runs touch the same chain. */
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: RatingDeps) {
    this.params = deps.params ?? ELO_MMR;
    this.now = deps.now ?? Date.now;
  }

  async state(cid: number): Promise<ContestRatingState> {
    await this.contestOf(cid);
    const row = await this.deps.repo.contest(cid);
    return {
      cid,
      rated: row?.rated ?? false,
      ratedAt: msToWireDate(row?.ratedAt ?? null),
      participants: await this.deps.repo.countOf(cid),
    };
  }

  /** Marks a contest rated or not; unmarking a rated one takes its changes back (the chain after it is re-rated). */
  async setRated(cid: number, rated: boolean): Promise<ContestRatingState> {
    const contest = await this.contestOf(cid);
    await this.serial(async () => {
      const before = await this.deps.repo.contest(cid);
      await this.deps.repo.setRated(cid, rated, this.now());
      if (!rated && before?.ratedAt != null) {
        await this.rechain({ cid, endTime: before.endTime ?? contest.endTime }, false);
      }
    });
    return this.state(cid);
  }

  /** Rates an ended rated contest (again) and the rated contests after it. */
  async rate(cid: number): Promise<ContestRatingState> {
    const contest = await this.contestOf(cid);
    const row = await this.deps.repo.contest(cid);
    if (!row?.rated) throw AppError.fail('rating.notRated');
    if (contest.endTime > this.now()) throw AppError.fail('rating.notEnded');
    await this.serial(() => this.rechain({ cid, endTime: contest.endTime }, true, row.endTime));
    return this.state(cid);
  }

  /** Rates every rated contest that ended and was not rated yet, oldest end first. Answers their ids. */
  async sweep(): Promise<number[]> {
    const ended: ChainKey[] = [];
    for (const cid of await this.deps.repo.pending()) {
      const c = await this.deps.contests.find(cid);
      if (c && c.endTime <= this.now()) ended.push({ cid, endTime: c.endTime });
    }
    ended.sort((a, b) => a.endTime - b.endTime || a.cid - b.cid);
    for (const key of ended) await this.serial(() => this.rechain(key, true, null));
    return ended.map((k) => k.cid);
  }

  /** Starts the sweep timer (the server's start; tests call sweep() themselves). */
  start(everyMs = RATING_SWEEP_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), everyMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async history(username: string): Promise<RatingHistoryItem[]> {
    const [uid] = await this.deps.users.uidsOf([username]);
    if (!uid) throw AppError.notFound('rating.userNotFound');
    const rows = await this.deps.repo.history(uid);
    const contests = await Promise.all(rows.map((r) => this.deps.contests.find(Number(r.cid))));
    return rows.map((r, i) => ({
      cid: Number(r.cid),
      title: contests[i]?.title ?? '',
      endTime: msToWireDate(r.endTime),
      rank: r.rank,
      oldRating: r.oldRating,
      newRating: r.newRating,
      performance: r.performance,
    }));
  }

  /** Current ratings of users (those never rated are absent): the account and rank modules' port. */
  ratingsOf = (uids: readonly string[]): Promise<Map<string, number>> => this.deps.repo.ratings(uids);

  async ratingOf(uid: string): Promise<number | null> {
    return (await this.deps.repo.ratings([uid])).get(uid) ?? null;
  }

  private async contestOf(cid: number) {
    const contest = await this.deps.contests.find(cid);
    if (!contest) throw AppError.notFound('rating.contestNotFound');
    return contest;
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Recomputes the chain from `start`: the contest itself when `include` (its end may have moved
   * since it was last rated: `oldEnd`), then every rated contest after it. Reads every board
   * first, then writes the whole chain in one transaction.
   */
  private async rechain(start: ChainKey, include: boolean, oldEnd: number | null = null): Promise<void> {
    // The chain starts at the earlier of the contest's old and new place.
    const from: ChainKey = oldEnd != null && oldEnd < start.endTime ? { cid: start.cid, endTime: oldEnd } : start;
    const after = (await this.deps.repo.ratedAfter(from)).filter((k) => k.cid !== start.cid);
    const chain = include ? [...after, start] : after;
    chain.sort((a, b) => a.endTime - b.endTime || a.cid - b.cid);

    const touched = new Set<string>(include ? [] : await this.deps.repo.participants(start.cid));
    const beliefs = new Map<string, Belief | null>();
    const written: { cid: number; endTime: number; changes: NewChange[] }[] = [];
    for (const key of chain) {
      for (const uid of await this.deps.repo.participants(key.cid)) touched.add(uid);
      const standings = (await this.deps.contests.standings(key.cid)).sort(
        (a, b) => a.rank - b.rank || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
      );
      const unknown = standings.map((s) => s.uid).filter((uid) => !beliefs.has(uid));
      const last = await this.deps.repo.lastBefore(unknown, from);
      for (const uid of unknown) beliefs.set(uid, beliefOf(last.get(uid)));
      const results = rateContest(
        standings.map((s) => ({ key: s.uid, rank: s.rank, state: beliefs.get(s.uid)?.state ?? null })),
        this.params,
      );
      const changes = results.map((r): NewChange => {
        const rating = displayRating(r.after, this.params);
        const old = beliefs.get(r.key);
        beliefs.set(r.key, { state: r.after, rating });
        touched.add(r.key);
        return {
          uid: r.key,
          rank: r.rank,
          oldRating: old?.rating ?? null,
          newRating: rating,
          performance: Math.round(r.performance),
          mu: r.after.mu,
          sigma: sigmaOf(r.after, this.params),
          state: JSON.stringify(r.after),
        };
      });
      written.push({ cid: key.cid, endTime: key.endTime, changes });
    }
    await this.deps.repo.write(written, include ? [] : [start.cid], [...touched], this.now());
  }
}

function beliefOf(row: RatingChangeRow | undefined): Belief | null {
  if (!row) return null;
  return { state: JSON.parse(row.state) as PlayerState, rating: row.newRating };
}
