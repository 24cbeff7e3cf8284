/** Retry-After in whole seconds (the header may also be an HTTP date); at least 1 s, 0 when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number {
  if (!value) return 0;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : 0;
}
