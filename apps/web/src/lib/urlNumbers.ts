/**
 * Numbers read from a URL a person may have edited by hand: a bad value never fails the page,
 * it falls back (a list shows its first page, an editor its not-found state).
 */

/** A whole number ≥ 1 written in digits, or `fallback`. */
export function positiveInt(raw: string | null | undefined): number | undefined;
export function positiveInt(raw: string | null | undefined, fallback: number): number;
export function positiveInt(raw: string | null | undefined, fallback?: number): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return fallback;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

/** A route's id: its number; -1 when it is not one (the page's not-found state); null where the route has none (a create page). */
export function routeId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) ? Number(raw) : -1;
}
