import type { OiRankRow } from './rank-figures';

/**
 * HOJ's global ranks list every active user, not only those with a qualifying submission: a new
 * student finds themself on the board (and by search) with 0 / 0. The boards' own rows stay as the
 * figures ordered them; users without a row join with zeros where the order puts them — on the ACM
 * board (ac desc, total asc) before the first row with no AC (those have at least one submission),
 * on the OI board (score desc, ac desc) after every row — in uid order among themselves.
 */
export function withEveryone<R extends OiRankRow>(
  board: 'acm' | 'oi',
  rows: R[],
  everyone: readonly string[],
): Array<R | OiRankRow> {
  const present = new Set(rows.map((r) => r.uid));
  const absent = everyone
    .filter((uid) => !present.has(uid))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((uid) => ({ uid, ac: 0, total: 0, score: 0 }));
  if (absent.length === 0) return rows;
  const firstWithoutAc = rows.findIndex((r) => r.ac === 0);
  const at = board === 'acm' && firstWithoutAc >= 0 ? firstWithoutAc : rows.length;
  return [...rows.slice(0, at), ...absent, ...rows.slice(at)];
}
