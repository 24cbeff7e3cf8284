import type { AcmContestRankVo, AcmRankCell, OiContestRankVo } from '@verdict/shared';

/** One board row as either rule answers it. */
export type BoardRow = AcmContestRankVo | OiContestRankVo;
export const isAcmRow = (row: BoardRow): row is AcmContestRankVo => 'ac' in row;

/** The ACM cell styles of spec 2 §2, strongest first. */
export type AcmCellKind = 'afterContest' | 'firstAC' | 'ac' | 'pending' | 'wrong' | 'none';

export function acmCellKind(cell: AcmRankCell | undefined): AcmCellKind {
  if (!cell) return 'none';
  if (cell.isAC) return cell.isAfterContest ? 'afterContest' : cell.isFirstAC ? 'firstAC' : 'ac';
  // Tries whose verdict the seal hides: the cell shows them as pending, never their result.
  if ((cell.tryNum ?? 0) > 0) return 'pending';
  if ((cell.errorNum ?? 0) > 0) return 'wrong';
  return 'none';
}

/** What an ACM cell shows: the AC minute and the tries it took, or the wrong and hidden tries. */
export function acmCellText(cell: AcmRankCell | undefined): { main: string; sub: string } {
  if (!cell) return { main: '', sub: '' };
  const errors = cell.errorNum ?? 0;
  if (cell.isAC) return { main: String(Math.floor((cell.ACTime ?? 0) / 60)), sub: String(errors + 1) };
  const tries = cell.tryNum ?? 0;
  if (tries > 0) return { main: '?', sub: errors > 0 ? `-${errors} +${tries}` : `+${tries}` };
  return errors > 0 ? { main: '', sub: `-${errors}` } : { main: '', sub: '' };
}

/** OI cell styles: full marks, zero, in between (spec 2 §2). */
export type OiCellKind = 'full' | 'zero' | 'partial' | 'none';

export function oiCellKind(score: number | undefined): OiCellKind {
  if (score === undefined || score === null) return 'none';
  if (score >= 100) return 'full';
  if (score <= 0) return 'zero';
  return 'partial';
}

/** The name the contest shows (rankShowName), falling back to the username when that one is empty. */
export function displayName(
  row: { username: string; nickname?: string | null; realname?: string | null },
  rankShowName: string | null | undefined,
): string {
  const chosen = rankShowName === 'nickname' ? row.nickname : rankShowName === 'realname' ? row.realname : row.username;
  return chosen?.trim() || row.username;
}

/** Penalty seconds as h:mm:ss (ACM). */
export function formatPenalty(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** Rank column text: star users are unranked. */
export const rankText = (rank: number): string => (rank === -1 ? '*' : String(rank));

/**
 * The top-10 chart's rows: the board's own order, without the copies of followed rows put on top
 * and without unranked star users.
 */
export function topTen(rows: readonly BoardRow[]): BoardRow[] {
  return rows.filter((r) => !r.isConcerned && r.rank !== -1).slice(0, 10);
}

/** Row key: followed copies on top repeat a uid, so they get their own keys. */
export const rowKey = (row: BoardRow): string => `${row.isConcerned ? 'c' : 'r'}:${row.uid}`;
