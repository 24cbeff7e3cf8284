import { ContestStatus, contestStatusAt, parseWireDate } from '@verdict/shared';

/** Pure time rules of the contest shell (spec 2 §4), driven by the server's clock, never the browser's. */

/**
 * How far the server's clock is ahead of this browser's: `serverNow` read from get-contest-info,
 * `receivedAt` the browser time the answer arrived. Server time is then `Date.now() + offset`.
 */
export function clockOffset(serverNow: string | null | undefined, receivedAt: number): number {
  const server = parseWireDate(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

export interface ContestPhase {
  status: number;
  /** 0 while scheduled, elapsed / duration in percent while running, 100 once ended. */
  percent: number;
  /** Ms to the next change: to the start while scheduled, to the end while running, 0 once ended. */
  remainingMs: number;
}

export function contestPhase(startMs: number, endMs: number, nowMs: number): ContestPhase {
  const status = contestStatusAt(startMs, endMs, nowMs);
  if (status === ContestStatus.Scheduled) return { status, percent: 0, remainingMs: startMs - nowMs };
  if (status === ContestStatus.Ended) return { status, percent: 100, remainingMs: 0 };
  const total = endMs - startMs;
  const percent = total > 0 ? Math.min(100, Math.max(0, ((nowMs - startMs) / total) * 100)) : 100;
  return { status, percent: Math.floor(percent * 100) / 100, remainingMs: endMs - nowMs };
}

/** `H:MM:SS`, with days in front past 24 h (`2d 03:04:05`); negative spans count as zero. */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const p = (n: number) => String(n).padStart(2, '0');
  const hms = `${p(Math.floor((total % 86_400) / 3600))}:${p(Math.floor((total % 3600) / 60))}:${p(total % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/** Over a week to go the countdown shows the start time and a humanised span instead of seconds (spec 2 §4). */
export const WEEK_MS = 7 * 86_400_000;

/** A contest's length in whole units, for the list and header: days, hours and minutes that are not zero. */
export function durationParts(seconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60) };
}

/**
 * Whether counts and OI statuses are real-time for this viewer (spec 2 §4): contest admins always;
 * others not from the seal time until the end of a contest with a sealed rank.
 */
export function hasRealTimePermission(
  c: { sealRank: boolean | null; sealRankTime: string | null; endTime: string },
  nowMs: number,
  isAdmin: boolean,
): boolean {
  if (isAdmin || !c.sealRank) return true;
  const seal = parseWireDate(c.sealRankTime);
  if (!Number.isFinite(seal)) return true;
  return nowMs < seal || nowMs >= parseWireDate(c.endTime);
}
