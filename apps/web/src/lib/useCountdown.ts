import { useEffect, useState } from 'react';

/**
 * Resend countdowns live at module level, keyed by purpose, so closing and reopening a dialog
 * (or leaving the settings page) does not reset the wait (spec §4).
 */
const endsAt = new Map<string, number>();

export function startCountdown(key: string, seconds: number): void {
  endsAt.set(key, Date.now() + seconds * 1000);
}

const remaining = (key: string) => Math.max(0, Math.ceil(((endsAt.get(key) ?? 0) - Date.now()) / 1000));

/** Seconds left for `key`, re-rendering every second while above zero. */
export function useCountdown(key: string): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(() => remaining(key));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft(remaining(key)), 1000);
    return () => clearInterval(timer);
  }, [key, running]);
  const start = (seconds: number) => {
    startCountdown(key, seconds);
    setLeft(seconds);
  };
  return [left, start];
}

/**
 * The server's clock: `Date.now() + offsetMs`, re-rendering every second while `ticking`. A browser
 * whose clock is off by hours still counts down right, as long as the offset came from the server.
 */
export function useServerNow(offsetMs: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs, ticking]);
  return now;
}

/** setTimeout's longest delay (about 24.8 days): a moment farther away is looked at again then. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Ms from `now` until a little past the next of `moments` ahead of it (so the render then is on its
 * far side), at most setTimeout's longest delay; null when none is ahead. Moments that are not
 * numbers (a contest without a seal: NaN) do not count.
 */
export function delayToNextMoment(now: number, moments: readonly number[]): number | null {
  const ahead = moments.filter((m) => Number.isFinite(m) && m > now);
  if (ahead.length === 0) return null;
  return Math.min(Math.min(...ahead) - now + 20, LONGEST_TIMEOUT_MS);
}

/**
 * The server's clock for what changes only at given moments (a contest's start, seal and end): the
 * caller re-renders when the clock crosses one of `moments`, not every second. A clock shown in
 * seconds ticks in a small component of its own (useServerNow), so a whole page — the editor, the
 * contest's tabs — is not drawn again each second (an idle contest problem page took half a core).
 */
export function useServerNowCrossing(offsetMs: number, moments: readonly number[]): number {
  const [crossed, setCrossed] = useState(0);
  const key = moments.join(',');
  useEffect(() => {
    const delay = delayToNextMoment(Date.now() + offsetMs, key.split(',').map(Number));
    if (delay === null) return;
    const timer = setTimeout(() => setCrossed((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [offsetMs, key, crossed]);
  return Date.now() + offsetMs;
}
