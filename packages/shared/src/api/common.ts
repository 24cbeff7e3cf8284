import { z } from 'zod';
import { Limits } from '../constants/limits';

/** The envelope every JSON answer uses (contract §1.1). */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T | null;
}

/** MyBatis-Plus style page (contract §1.4); clients read records and total. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: never[];
  searchCount: boolean;
}

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ records: z.array(item), total: z.number(), size: z.number(), current: z.number(), pages: z.number() });

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0, orders: [], searchCount: true };
}

/** Integer that also accepts numeric strings ("12"), as HOJ's client sends route ids. */
export const intLike = () =>
  z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, 'must be an integer')
        .transform(Number),
    ])
    .pipe(z.number().int());

export const idLike = () => intLike().pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** Query boolean: `true`/`false` strings or real booleans. */
export const boolLike = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/**
 * Pagination: missing or invalid values fall back to page 1 and the endpoint's default size
 * (contract §1.4), so `?currentPage=abc` is not an error.
 */
export const pageQuery = (defaultLimit: number = Limits.defaultPageSize) =>
  z.object({
    currentPage: z
      .unknown()
      .optional()
      .transform((v) => clampInt(v, 1, 1_000_000, 1)),
    limit: z
      .unknown()
      .optional()
      .transform((v) => clampInt(v, 1, Limits.maxPageSize, defaultLimit)),
  });

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || !Number.isInteger(n) || n < min) return fallback;
  return Math.min(max, n);
}

export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
