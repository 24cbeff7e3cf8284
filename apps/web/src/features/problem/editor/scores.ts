import type { CaseRow } from './model';

/**
 * 100 points shared evenly over `count` cases; the remainder goes one point each to the last
 * cases (3 cases → 33, 33, 34; 7 → 14 ×5, 15 ×2), as HOJ does when a problem becomes OI.
 */
export function evenScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const each = Math.floor(total / count);
  const extra = total - each * count;
  return Array.from({ length: count }, (_, i) => (count - i <= extra ? each + 1 : each));
}

export function redistribute(cases: CaseRow[]): CaseRow[] {
  const scores = evenScores(cases.length);
  return cases.map((c, i) => ({ ...c, score: scores[i] }));
}

/** True when the scores are exactly the even split, i.e. nobody has edited them yet. */
export function isEvenSplit(cases: CaseRow[]): boolean {
  const scores = evenScores(cases.length);
  return cases.every((c, i) => c.score === scores[i]);
}

/**
 * A case added to an OI list: untouched scores are re-split over the new count; scores an
 * admin set by hand stay, and the new case starts at 0.
 */
export function addScoredCase(cases: CaseRow[], added: CaseRow): CaseRow[] {
  if (isEvenSplit(cases)) return redistribute([...cases, added]);
  return [...cases, { ...added, score: 0 }];
}

/** Removing keeps hand-set scores; an even split stays even. */
export function removeScoredCase(cases: CaseRow[], key: string): CaseRow[] {
  const left = cases.filter((c) => c.key !== key);
  return isEvenSplit(cases) ? redistribute(left) : left;
}

/** Sum of the scores, for the table footer (missing scores count as 0). */
export const totalScore = (cases: CaseRow[]) => cases.reduce((a, c) => a + (c.score ?? 0), 0);
