import { createHash } from 'node:crypto';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type ContestSeal, sealedFrom } from '@verdict/shared';

/** A contest's seal settings, as the contest module reports them. */
export interface ContestSealRow extends ContestSeal {
  cid: number;
}

/**
 * What the visible-verdict rule asks of contests: implemented by the contest module and wired in
 * wiring/ (the contest module depends on this one, so this one only knows the interface).
 */
export interface ContestSeals {
  /** Contests whose seal holds at `now` or may hold later (a superset: the seal rule decides). */
  sealCandidates(now: number): Promise<ContestSealRow[]>;
}

/** Submissions of contest `cid` made at or after `from` keep their results hidden. */
export interface HiddenWindow {
  cid: number;
  from: number;
}

/** The contests whose seal holds at `now` (the one seal rule, sealedFrom), by contest id. */
export function hiddenWindows(seals: readonly ContestSealRow[], now: number): HiddenWindow[] {
  return seals
    .flatMap((s) => {
      const from = sealedFrom(s, now);
      return from === null ? [] : [{ cid: s.cid, from }];
    })
    .sort((a, b) => a.cid - b.cid);
}

/**
 * The rule as SQL for judge rows (columns cid and submit_time): true where a row counts in figures
 * that contestants and visitors see. Numbers are written as literals: PostgreSQL cannot type a
 * CASE of parameters compared with a bigint column, and these are integers from our own rows.
 */
export function visibleRow(hidden: readonly HiddenWindow[]): RawBuilder<SqlBool> {
  if (hidden.length === 0) return sql<SqlBool>`1 = 1`;
  const cids = sql.join(hidden.map((w) => sql.lit(Math.trunc(w.cid))));
  const from = sql.join(
    hidden.map((w) => sql`when ${sql.lit(Math.trunc(w.cid))} then ${sql.lit(Math.trunc(w.from))}`),
    sql` `,
  );
  return sql<SqlBool>`not (${sql.ref('cid')} in (${cids}) and ${sql.ref('submitTime')} >= case ${sql.ref('cid')} ${from} end)`;
}

/** How long a cache key's view of the seals is trusted (seal settings edited by an admin show this much later in cache keys). */
const SEALS_MEMO_MS = 1000;

/**
 * The one "visible verdict" rule of figures (ranks, statistics, profiles): a contest submission made
 * at or after its contest's seal time counts nowhere while that seal holds, and everywhere once it
 * lifts (at the end with auto real rank, or when an admin turns the real board on). Contest boards
 * and status lists apply the same rule (sealedFrom) through the contest module.
 */
export class VisibleVerdicts {
  private memo: { at: number; rows: Promise<ContestSealRow[]> } | null = null;

  constructor(private readonly seals: ContestSeals | null) {}

  /** The hidden windows at `now`, read afresh: a figure computed from them is exact. */
  async hidden(now = Date.now()): Promise<HiddenWindow[]> {
    return this.seals ? hiddenWindows(await this.seals.sealCandidates(now), now) : [];
  }

  /** The SQL filter of the rule at `now` (see visibleRow). */
  async filter(now = Date.now()): Promise<RawBuilder<SqlBool>> {
    return visibleRow(await this.hidden(now));
  }

  /**
   * A short text naming what is hidden now, for the keys of cached figures: it changes the moment a
   * seal starts or lifts, so a page cached under a seal is not served after it. The contest rows are
   * read at most once a second; the rule is applied to them at every call.
   */
  async fingerprint(now = Date.now()): Promise<string> {
    if (!this.seals) return '';
    if (!this.memo || now - this.memo.at >= SEALS_MEMO_MS || now < this.memo.at) {
      const entry = { at: now, rows: this.seals.sealCandidates(now) };
      this.memo = entry;
      entry.rows.catch(() => {
        if (this.memo === entry) this.memo = null;
      });
    }
    const named = hiddenWindows(await this.memo.rows, now)
      .map((w) => `${w.cid}@${w.from}`)
      .join(',');
    return named === '' ? 'open' : createHash('sha1').update(named).digest('base64url').slice(0, 12);
  }
}
