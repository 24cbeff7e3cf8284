/** The scroll board's URL (spec 2 §2): `/scrollBoard?cid=…&removeStar=…&medals[]=…` ×3, written and read. */

export function scrollBoardUrl(cid: number, removeStar: boolean, medals: readonly number[]): string {
  const q = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar) });
  for (const m of medals) q.append('medals[]', String(m));
  return `/scrollBoard?${q.toString()}`;
}

/** The three medal counts of the URL, or null when they are missing or not whole numbers ≥ 0 (the defaults apply). */
export function medalsFromParams(params: URLSearchParams): [number, number, number] | null {
  const raw = params.getAll('medals[]');
  if (raw.length !== 3) return null;
  const counts = raw.map((v) => (v.trim() === '' ? Number.NaN : Number(v)));
  return counts.every((n) => Number.isInteger(n) && n >= 0) ? (counts as [number, number, number]) : null;
}
