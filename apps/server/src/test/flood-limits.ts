import { RATE_LIMIT_GROUPS, type RateLimit, type RateLimitGroup } from '../config';

/**
 * Rate limits no loopback test reaches, for the test files that really flood (login lockouts,
 * field-by-field validation): `useTestApp({ rateLimits: floodLimits() })`. `over` keeps some groups tight.
 */
export function floodLimits(over: Partial<Record<RateLimitGroup, RateLimit>> = {}): Record<RateLimitGroup, RateLimit> {
  return Object.fromEntries(RATE_LIMIT_GROUPS.map((g) => [g, over[g] ?? { max: 100_000, windowSeconds: 60 }])) as Record<
    RateLimitGroup,
    RateLimit
  >;
}
