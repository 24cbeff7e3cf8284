/** AC rate in percent with two decimals, 0 when nothing was submitted (spec 1 §9). */
export function acRate(ac: number, total: number): number {
  if (!total) return 0;
  return Math.round((ac / total) * 10000) / 100;
}

/** OI rank score (judge semantics §3.7). */
export function oiRankScore(args: { score: number; ioScore: number; difficulty: number; allAccepted: boolean }): number {
  const { score, ioScore, difficulty, allAccepted } = args;
  if (allAccepted) return Math.round(0.1 * ioScore + 2 * difficulty);
  if (!ioScore) return 0;
  return Math.round(0.1 * score + (2 * difficulty * score) / ioScore);
}

const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
/** Memory shown from KB scaled by 1024 (spec 1 §9). */
export function formatMemoryKb(kb: number | null | undefined): string {
  if (kb == null) return '--';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 100) / 100}${UNITS[unit]}`;
}
