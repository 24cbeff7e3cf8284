import { ContestLimits, JudgeStatus } from '@verdict/shared';

/**
 * The scroll board's resolver (ICPC style), pure: built from the contest's submissions, it starts
 * from the board as it was frozen at the seal and reveals the frozen cells one at a time, always
 * the leftmost frozen cell of the lowest row that has one. ACM rules of judge semantics §5.2:
 * AC time in seconds from the start, 20 minutes per penalised try before the AC.
 */

export interface ResolverSubmission {
  uid: string;
  username: string;
  /** The name shown (rankShowName already applied). */
  name: string;
  school: string | null;
  displayId: string;
  status: number;
  /** Epoch ms. */
  submitMs: number;
  submitId: number;
}

export interface ResolverInput {
  /** Display ids in column order. */
  problems: readonly string[];
  startMs: number;
  /** Epoch ms of the seal, or null when the board was never sealed (nothing to reveal). */
  sealMs: number | null;
  /** Star accounts by username: unranked, no medal. */
  starUsernames: readonly string[];
  /** Leave star accounts out entirely. */
  removeStar: boolean;
  submissions: readonly ResolverSubmission[];
}

export interface ResolverCell {
  solved: boolean;
  /** Seconds from the start of the AC. */
  acSeconds: number;
  /** Penalised tries shown (before the AC, or so far). */
  wrong: number;
  /** Tries after the seal whose verdicts are still hidden. */
  pending: number;
  /** The hidden verdicts in submission order (empty once revealed). */
  hidden: { status: number; seconds: number }[];
}

export interface ResolverRow {
  uid: string;
  username: string;
  name: string;
  school: string | null;
  star: boolean;
  cells: Record<string, ResolverCell>;
  solved: number;
  penalty: number;
  /** 1-based; equal solved and penalty share a rank; -1 for star users. */
  rank: number;
}

export interface ResolverState {
  problems: readonly string[];
  /** In board order. */
  rows: ResolverRow[];
}

export interface RevealStep {
  uid: string;
  displayId: string;
  accepted: boolean;
  /** Row index before and after the reveal (after < before when the row moved up). */
  from: number;
  to: number;
}

const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.WrongAnswer,
  JudgeStatus.PresentationError,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
]);

/** `yyyy/MM/dd HH:mm:ss` in GMT+8 (the scroll board's wire format) to epoch ms; NaN when malformed. */
export function parseScrollBoardTime(text: string): number {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
}

const emptyCell = (): ResolverCell => ({ solved: false, acSeconds: 0, wrong: 0, pending: 0, hidden: [] });

/** One verdict into a cell; after an AC nothing counts (§5.2). */
function judge(cell: ResolverCell, status: number, seconds: number): void {
  if (cell.solved) return;
  if (status === JudgeStatus.Accepted) {
    cell.solved = true;
    cell.acSeconds = seconds;
  } else if (PENALISED.has(status)) {
    cell.wrong += 1;
  }
}

function totals(row: ResolverRow): void {
  let solved = 0;
  let penalty = 0;
  for (const cell of Object.values(row.cells)) {
    if (!cell.solved) continue;
    solved += 1;
    penalty += cell.acSeconds + ContestLimits.penaltySeconds * cell.wrong;
  }
  row.solved = solved;
  row.penalty = penalty;
}

/** Board order: solved desc, penalty asc, then name so that equal rows keep a fixed order. */
function compareRows(a: ResolverRow, b: ResolverRow): number {
  return b.solved - a.solved || a.penalty - b.penalty || a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid);
}

/** Sorts and ranks in place: ties share the rank, the next rank skips (1, 1, 3); star rows are unranked. */
export function rankRows(rows: ResolverRow[]): ResolverRow[] {
  rows.sort(compareRows);
  let ranked = 0;
  let prev: ResolverRow | null = null;
  for (const row of rows) {
    if (row.star) {
      row.rank = -1;
      continue;
    }
    ranked += 1;
    row.rank = prev && prev.solved === row.solved && prev.penalty === row.penalty ? prev.rank : ranked;
    prev = row;
  }
  return rows;
}

/** The frozen board: results before the seal, later tries as pending cells. */
export function buildResolver(input: ResolverInput): ResolverState {
  const stars = new Set(input.starUsernames);
  const known = new Set(input.problems);
  const rows = new Map<string, ResolverRow>();
  const ordered = [...input.submissions].sort((a, b) => a.submitMs - b.submitMs || a.submitId - b.submitId);
  for (const sub of ordered) {
    if (!known.has(sub.displayId) || sub.submitMs < input.startMs) continue;
    const star = stars.has(sub.username);
    if (star && input.removeStar) continue;
    let row = rows.get(sub.uid);
    if (!row) {
      row = {
        uid: sub.uid,
        username: sub.username,
        name: sub.name,
        school: sub.school,
        star,
        cells: {},
        solved: 0,
        penalty: 0,
        rank: 0,
      };
      rows.set(sub.uid, row);
    }
    const cell = (row.cells[sub.displayId] ??= emptyCell());
    const seconds = Math.floor((sub.submitMs - input.startMs) / 1000);
    if (input.sealMs !== null && sub.submitMs >= input.sealMs) {
      // Frozen: a cell solved before the seal has nothing left to reveal.
      if (!cell.solved) {
        cell.pending += 1;
        cell.hidden.push({ status: sub.status, seconds });
      }
    } else {
      judge(cell, sub.status, seconds);
    }
  }
  const list = [...rows.values()];
  list.forEach(totals);
  return { problems: input.problems, rows: rankRows(list) };
}

/** The cell the next step reveals: the lowest row with a frozen cell, its leftmost one; null when all are open. */
export function nextReveal(state: ResolverState): { uid: string; displayId: string } | null {
  for (let i = state.rows.length - 1; i >= 0; i -= 1) {
    const row = state.rows[i];
    const displayId = state.problems.find((p) => (row.cells[p]?.pending ?? 0) > 0);
    if (displayId !== undefined) return { uid: row.uid, displayId };
  }
  return null;
}

/** Reveals one frozen cell; returns the new state (the old one is left as it was) and what happened. */
export function reveal(state: ResolverState): { state: ResolverState; step: RevealStep } | null {
  const target = nextReveal(state);
  if (!target) return null;
  const from = state.rows.findIndex((r) => r.uid === target.uid);
  // Every row copied: ranking sets `rank` on each, and an earlier state (a step back) must keep its own.
  const rows = state.rows.map((r) => ({ ...r, cells: r.uid === target.uid ? { ...r.cells } : r.cells }));
  const row = rows[from];
  const cell: ResolverCell = { ...row.cells[target.displayId], hidden: [] };
  for (const h of state.rows[from].cells[target.displayId].hidden) judge(cell, h.status, h.seconds);
  cell.pending = 0;
  row.cells[target.displayId] = cell;
  totals(row);
  rankRows(rows);
  return {
    state: { problems: state.problems, rows },
    step: { uid: target.uid, displayId: target.displayId, accepted: cell.solved, from, to: rows.indexOf(row) },
  };
}

export type Medal = 'gold' | 'silver' | 'bronze' | null;

/**
 * The medal of a ranked row once everything is revealed: `counts` are how many golds, silvers and
 * bronzes; a row gets the first medal whose cumulative count its rank fits in (tied rows alike).
 * Star rows and rows without a solved problem get none.
 */
export function medalOf(row: Pick<ResolverRow, 'rank' | 'solved' | 'star'>, counts: readonly [number, number, number]): Medal {
  if (row.star || row.rank < 1 || row.solved === 0) return null;
  const [gold, silver, bronze] = counts.map((n) => Math.max(0, Math.floor(n || 0)));
  if (row.rank <= gold) return 'gold';
  if (row.rank <= gold + silver) return 'silver';
  if (row.rank <= gold + silver + bronze) return 'bronze';
  return null;
}

/** Rows that count for the medal defaults (spec 2 §9: percentages of the ranked count). */
export const rankedCount = (state: ResolverState): number => state.rows.filter((r) => !r.star).length;
