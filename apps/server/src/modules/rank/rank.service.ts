import {
  type AcmRankVo,
  JudgeStatus,
  type OiRankVo,
  type Page,
  RankLimits,
  type RankListQuery,
  RankType,
  type WeeklySubmissionStatistics,
  isInProgress,
  toPage,
} from '@verdict/shared';
import type { KeyValueStore } from '../../infra/kv-store';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { RankCard, RankUserDirectory } from '../account/user-directory';
import type { OiRankRow, RankFigures } from './rank-figures';
import { withEveryone } from './rank-everyone';

/** HOJ keeps a rank page 60 s; a new AC drops every cached page at once (a new generation). */
export const RANK_PAGE_TTL_SECONDS = 60;
const WEEKLY_TTL_SECONDS = 600;
const GENERATION_TTL_SECONDS = 30 * 86_400;
/**
 * A board's generation moves on at most once per this window: the first AC after a quiet spell
 * shows at once; a burst of ACs costs one recomputation per page per window, not one per AC.
 */
export const GENERATION_MIN_MS = 5_000;
/** How long a process trusts the generation it read (other processes' ACs show this much later). */
const GENERATION_MEMO_MS = 250;
/** Users a search may name; more precise words find the rest. */
const SEARCH_MAX_USERS = 1000;

type Board = 'acm' | 'oi';
const genKey = (b: Board) => `rank:gen:${b}`;

/** The site rating, kept by the rating module (which depends on the modules this one does; wiring passes it). */
export interface RankRatings {
  ratingsOf(uids: readonly string[]): Promise<Map<string, number>>;
}

export interface RankDeps {
  /** Current ratings: laid over cached pages when read, so a rating run shows at once (none without it). */
  ratings?: RankRatings;
  figures: RankFigures;
  users: RankUserDirectory;
  kv: KeyValueStore;
  events: SubmissionEvents;
  /** The clock and the local day boundary of the weekly chart (tests fix them). */
  now?: () => number;
  utcOffsetMs?: () => number;
}

const card = (uid: string, c: RankCard | undefined) => ({
  uid,
  username: c?.username ?? '',
  nickname: c?.nickname ?? null,
  signature: c?.signature ?? null,
  avatar: c?.avatar ?? null,
  titleName: c?.titleName ?? null,
  titleColor: c?.titleColor ?? null,
});

/**
 * Global ACM and OI ranks, the home page's 7-day AC rank and weekly submission chart (§5.5).
 * Pages are cached in the key-value store under the board's generation; a non-contest AC (ACM and
 * OI) or partial score (OI) starts a new generation, so every cached page of that board is stale at
 * once for the price of one counter (at most once per GENERATION_MIN_MS). Searches are not cached
 * (HOJ neither). Other changes (a wrong answer's total, a rejudge) show within the 60 s TTL.
 * Figures that read contest rows leave out what a seal hides (RankFigures); their keys name the
 * state of the seals, so a seal that lifts shows at once.
 */
export class RankService {
  /** One computation per key at a time: a burst of requests after an AC waits for the same query. */
  private inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  private readonly utcOffsetMs: () => number;
  private lastBump: Record<Board, number> = { acm: 0, oi: 0 };
  private pendingBump: Partial<Record<Board, ReturnType<typeof setTimeout>>> = {};
  /**
   * The whole ACM board of the current generation, per process: every page missing from the cache
   * is a slice of it, so a new generation costs one query, not one per page read (nor a count).
   */
  private standings: { gen: string; at: number; rows: Promise<OiRankRow[]> } | null = null;
  /** The generation last read per board: a warm page costs one key-value read, not two. */
  private generation: Partial<Record<Board, { value: string; readAt: number }>> = {};

  constructor(private readonly deps: RankDeps) {
    this.now = deps.now ?? Date.now;
    this.utcOffsetMs = deps.utcOffsetMs ?? (() => -new Date().getTimezoneOffset() * 60_000);
    deps.events.subscribeAll((e) => {
      if (isInProgress(e.status)) return;
      void this.onVerdict(e.submitId, e.status).catch(() => undefined);
    });
  }

  async list(q: RankListQuery): Promise<Page<AcmRankVo> | Page<OiRankVo>> {
    const board: Board = q.type === RankType.Oi ? 'oi' : 'acm';
    const page = await this.listOf(board, q);
    return board === 'acm' ? this.withRatings(page as Page<AcmRankVo>) : page;
  }

  private async listOf(board: Board, q: RankListQuery): Promise<Page<AcmRankVo> | Page<OiRankVo>> {
    if (q.searchUser) return this.compute(board, q);
    // The OI board's totals count contest rows: a page is kept per state of the seals, so one cached
    // under a seal is not served once it lifts. The ACM board reads practice rows only.
    const seals = board === 'oi' ? `:${await this.deps.figures.sealFingerprint()}` : '';
    return this.cached(board, `page:${q.currentPage}:${q.limit}${seals}`, RANK_PAGE_TTL_SECONDS, () => this.compute(board, q));
  }

  /** The home page's top solvers of the last 7 days (distinct problems accepted). */
  async recentSevenAc(): Promise<AcmRankVo[]> {
    const page = await this.cached('acm', 'recent7', RANK_PAGE_TTL_SECONDS, async () => {
      const since = this.now() - RankLimits.recentAcDays * 86_400_000;
      const rows = await this.deps.figures.recentAc(since, RankLimits.recentAcTop);
      return this.withCards(rows, (r, c) => ({ ...card(r.uid, c), ac: r.ac, total: r.total, rating: c?.rating ?? null }));
    });
    return (await this.withRatings({ records: page })).records;
  }

  /** The rating column: the site rating of the rating module (null for users it never rated). */
  private async withRatings<P extends { records: { uid: string; rating: number | null }[] }>(page: P): Promise<P> {
    const ratings = (await this.deps.ratings?.ratingsOf(page.records.map((r) => r.uid))) ?? new Map<string, number>();
    return { ...page, records: page.records.map((r) => ({ ...r, rating: ratings.get(r.uid) ?? null })) };
  }

  /** Submissions and ACs of the last 7 days, today last, as `MM-dd` (contract §1.5). */
  async weeklySubmissions(forceRefresh: boolean): Promise<WeeklySubmissionStatistics> {
    // Kept per state of the seals: verdicts a seal hid show the moment it lifts.
    const key = `rank:weekly:${await this.deps.figures.sealFingerprint(this.now())}`;
    if (!forceRefresh) {
      const hit = await this.deps.kv.get(key);
      if (hit) return JSON.parse(hit) as WeeklySubmissionStatistics;
    }
    const days = await this.deps.figures.daily(7, this.now(), this.utcOffsetMs());
    const mmdd = (day: number) => new Date(day * 86_400_000).toISOString().slice(5, 10);
    const out = {
      dateStrList: days.map((d) => mmdd(d.day)),
      acCountList: days.map((d) => d.ac),
      totalCountList: days.map((d) => d.total),
    };
    await this.deps.kv.set(key, JSON.stringify(out), WEEKLY_TTL_SECONDS);
    return out;
  }

  /** A finished verdict outside contests and groups makes the boards it can move stale. */
  async onVerdict(submitId: number, status: number): Promise<void> {
    const movesAcm = status === JudgeStatus.Accepted;
    const movesOi = movesAcm || status === JudgeStatus.PartialAccepted;
    if (!movesOi) return;
    const scope = await this.deps.figures.scopeOf(submitId);
    if (!scope || scope.cid !== 0 || scope.gid != null) return;
    if (movesAcm) await this.bump('acm');
    await this.bump('oi');
  }

  /** Starts a new generation now, or at the end of the current window when one just started. */
  private async bump(board: Board): Promise<void> {
    const wait = this.lastBump[board] + GENERATION_MIN_MS - Date.now();
    if (wait <= 0) {
      this.lastBump[board] = Date.now();
      const value = await this.deps.kv.increment(genKey(board), GENERATION_TTL_SECONDS);
      this.generation[board] = { value: String(value), readAt: Date.now() };
      return;
    }
    if (this.pendingBump[board]) return;
    const timer = setTimeout(() => {
      delete this.pendingBump[board];
      void this.bump(board).catch(() => undefined);
    }, wait);
    timer.unref?.();
    this.pendingBump[board] = timer;
  }

  private async cached<T>(board: Board, what: string, ttl: number, compute: () => Promise<T>): Promise<T> {
    const gen = await this.currentGeneration(board);
    const key = `rank:${board}:${gen}:${what}`;
    const hit = await this.deps.kv.get(key);
    if (hit) return JSON.parse(hit) as T;
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const job = (async () => {
      const value = await compute();
      await this.deps.kv.set(key, JSON.stringify(value), ttl);
      return value;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async currentGeneration(board: Board): Promise<string> {
    const memo = this.generation[board];
    if (memo && Date.now() - memo.readAt < GENERATION_MEMO_MS) return memo.value;
    const value = (await this.deps.kv.get(genKey(board))) ?? '0';
    this.generation[board] = { value, readAt: Date.now() };
    return value;
  }

  private async compute(board: Board, q: RankListQuery): Promise<Page<AcmRankVo> | Page<OiRankVo>> {
    const uids = q.searchUser ? await this.deps.users.search(q.searchUser, SEARCH_MAX_USERS) : undefined;
    const offset = (q.currentPage - 1) * q.limit;
    let all: OiRankRow[];
    if (board === 'oi')
      all = withEveryone('oi', await this.deps.figures.oiStandings(uids), uids ?? (await this.deps.users.activeUids()));
    else all = uids ? withEveryone('acm', await this.deps.figures.acmStandings(uids), uids) : await this.acmBoard();
    const rows = all.slice(offset, offset + q.limit);
    const records = await this.withCards(rows, (r: OiRankRow, c) =>
      board === 'acm'
        ? { ...card(r.uid, c), total: r.total, ac: r.ac, rating: c?.rating ?? null }
        : { ...card(r.uid, c), total: r.total, ac: r.ac, score: r.score },
    );
    return toPage(records, all.length, q.currentPage, q.limit) as Page<AcmRankVo> | Page<OiRankVo>;
  }

  /** The generation's whole ACM board, every active user on it (read once per generation and page TTL). */
  private async acmBoard(): Promise<OiRankRow[]> {
    const gen = await this.currentGeneration('acm');
    const now = Date.now();
    if (!this.standings || this.standings.gen !== gen || now - this.standings.at >= RANK_PAGE_TTL_SECONDS * 1000) {
      const rows = Promise.all([this.deps.figures.acmStandings(), this.deps.users.activeUids()]).then(([board, everyone]) =>
        withEveryone('acm', board, everyone),
      );
      const entry = { gen, at: now, rows };
      this.standings = entry;
      // A failed read is not kept: the next page reads again.
      rows.catch(() => {
        if (this.standings === entry) this.standings = null;
      });
    }
    return this.standings.rows;
  }

  private async withCards<R extends { uid: string }, V>(rows: R[], map: (r: R, c: RankCard | undefined) => V): Promise<V[]> {
    const cards = await this.deps.users.cards(rows.map((r) => r.uid));
    // A user deleted since their submissions keeps no row on the board.
    return rows.filter((r) => cards.has(r.uid)).map((r) => map(r, cards.get(r.uid)));
  }
}
