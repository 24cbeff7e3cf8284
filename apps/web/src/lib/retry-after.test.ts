import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, never less than a second', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(1);
  });

  it('answers 0 when there is no usable header', () => {
    expect(retryAfterSeconds(null)).toBe(0);
    expect(retryAfterSeconds('soon')).toBe(0);
  });
});
