/** Wire date format of the contract (§1.5): ISO-8601 UTC with millis and a numeric offset. */
export function toWireDate(date: Date | string | null | undefined): string | null {
  if (date == null) return null;
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().replace('Z', '+0000');
}

/** yyyy-MM-dd in UTC (heatmap dates). */
export const toDayString = (date: Date) => date.toISOString().slice(0, 10);
