/**
 * Wire dates, the one place they are written and read (contract §1.5): ISO-8601 UTC with millis
 * and a numeric offset, `2026-11-22T21:46:01.000+0000`. The server writes them from `Date`s and
 * from epoch-ms columns; both sides read them back to epoch ms.
 */
export function toWireDate(date: Date | string | null | undefined): string | null {
  if (date == null) return null;
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().replace('Z', '+0000');
}

/** Epoch ms as a wire date; a bigint column may arrive as text. Null when absent or not a time. */
export const msToWireDate = (ms: number | string | null | undefined): string | null =>
  ms == null ? null : toWireDate(new Date(Number(ms)));

/** Epoch ms of a wire date (or of plain ISO with `Z`); NaN when absent or unreadable. */
export function parseWireDate(value: string | null | undefined): number {
  if (!value) return NaN;
  // ISO wants `+00:00`; the wire writes `+0000`, which not every engine reads.
  return Date.parse(value.trim().replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
}

/** yyyy-MM-dd in UTC (heatmap dates). */
export const toDayString = (date: Date) => date.toISOString().slice(0, 10);
