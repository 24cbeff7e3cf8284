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
