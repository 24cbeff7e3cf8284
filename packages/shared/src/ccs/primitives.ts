import { z } from 'zod';

/**
 * The ICPC Contest API's (version 2023-06) property types, written from the spec's "JSON property types":
 * every CCS object is built from these.
 */

/** ID: `[a-zA-Z0-9_.-]`, at most 36 characters, not starting with `-` or `.`, not ending with `.`. */
export const CCS_ID_PATTERN = /^(?![-.])[A-Za-z0-9_.-]{0,35}[A-Za-z0-9_-]$/;
export const ccsId = z.string().regex(CCS_ID_PATTERN, 'is not a CCS id');

/** TIME: `yyyy-mm-ddThh:mm:ss(.uuu)?[+-]zz(:mm)?`, or `Z` for UTC. */
export const CCS_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?([+-]\d{2}(:\d{2})?|Z)$/;
export const ccsTime = z.string().regex(CCS_TIME_PATTERN, 'is not a CCS TIME');

/** RELTIME: `(-)?(h)*h:mm:ss(.uuu)?`. */
export const CCS_RELTIME_PATTERN = /^-?\d+:[0-5]\d:[0-5]\d(\.\d{3})?$/;
export const ccsRelTime = z.string().regex(CCS_RELTIME_PATTERN, 'is not a CCS RELTIME');

/** A `<type> ?` property: `null`, or left out (the spec lets a server omit a null property). */
export const nullish = <T extends z.ZodType>(t: T) => t.nullable().optional();

/** LOCATION. */
export const ccsLocation = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** FILE: a reference to a downloadable file. */
export const ccsFile = z.strictObject({
  href: z.string(),
  filename: z.string().min(1),
  hash: nullish(z.string()),
  mime: z.string().min(1),
  width: nullish(z.number().int().positive()),
  height: nullish(z.number().int().positive()),
});
export type CcsFile = z.infer<typeof ccsFile>;
export const ccsFiles = z.array(ccsFile);

/** An image's FILE: "width / height required for files with mime type image/*", of the types the spec's schemas allow. */
export const ccsImage = ccsFile.extend({
  mime: z.enum(['image/png', 'image/jpeg', 'image/svg+xml']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export const ccsImages = z.array(ccsImage);

/** Millisecond precision of the spec's decimal numbers (time limits, run times). */
export const ccsSeconds = z
  .number()
  .min(0)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'must be a multiple of 0.001');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A TIME in UTC with milliseconds (Verdict always prints the optional `.uuu`, as the spec asks for consistency). */
export function toCcsTime(at: Date | string | number): string {
  const d = at instanceof Date ? at : new Date(at);
  return d.toISOString();
}

/** A RELTIME from milliseconds (negative before the start), with milliseconds. */
export function toCcsRelTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.round(Math.abs(ms));
  const h = Math.floor(abs / 3_600_000);
  const m = Math.floor((abs % 3_600_000) / 60_000);
  const s = Math.floor((abs % 60_000) / 1000);
  return `${sign}${h}:${pad(m)}:${pad(s)}.${pad(abs % 1000, 3)}`;
}

/** Milliseconds of a RELTIME (the inverse of `toCcsRelTime`). */
export function parseCcsRelTime(value: string): number {
  const m = CCS_RELTIME_PATTERN.exec(value);
  if (!m) throw new Error(`not a RELTIME: ${value}`);
  const neg = value.startsWith('-');
  const [h, mm, rest] = value.replace(/^-/, '').split(':') as [string, string, string];
  const ms = Number(h) * 3_600_000 + Number(mm) * 60_000 + Math.round(Number(rest) * 1000);
  return neg ? -ms : ms;
}
