import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';

/** The reserved judge extra file holding a Kattis problem's `validator_flags` (one line of arguments). */
export const KATTIS_FLAGS_FILE = 'validator_flags';

/** A Kattis problem's validator arguments, split on whitespace. */
export function kattisFlags(judgeExtraFiles: Record<string, string>): string[] {
  return (judgeExtraFiles[KATTIS_FLAGS_FILE] ?? '').split(/\s+/).filter((s) => s !== '');
}

export interface KattisCompareOptions {
  caseSensitive: boolean;
  spaceChangeSensitive: boolean;
  /** Absolute and relative float tolerances; null = tokens compare as strings. */
  absTol: number | null;
  relTol: number | null;
}

/** Reads the default output validator's flags; unknown ones are an error (named), as the format asks. */
export function parseKattisCompareFlags(flags: string[]): KattisCompareOptions {
  const o: KattisCompareOptions = { caseSensitive: false, spaceChangeSensitive: false, absTol: null, relTol: null };
  const number = (i: number, name: string) => {
    const v = Number(flags[i]);
    if (flags[i] === undefined || !Number.isFinite(v) || v < 0) throw new Error(`${name} needs a non-negative number`);
    return v;
  };
  for (let i = 0; i < flags.length; i++) {
    const f = flags[i];
    if (f === 'case_sensitive') o.caseSensitive = true;
    else if (f === 'space_change_sensitive') o.spaceChangeSensitive = true;
    else if (f === 'float_tolerance') o.absTol = o.relTol = number(++i, f);
    else if (f === 'float_absolute_tolerance') o.absTol = number(++i, f);
    else if (f === 'float_relative_tolerance') o.relTol = number(++i, f);
    else throw new Error(`unknown default output validator flag "${f}"`);
  }
  return o;
}

const WS = /[ \f\n\r\t\v]+/;
const FLOAT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The Kattis default output validator (problem package format, "default output validator"): token by token,
 * case-insensitive unless `case_sensitive`, whitespace only separating tokens unless `space_change_sensitive`,
 * numbers within the absolute or relative tolerance when one is set.
 */
export function kattisCompare(
  user: string,
  answer: string,
  o: KattisCompareOptions,
): { status: JudgeStatusCode; message: string | null } {
  const wa = (message: string) => ({ status: JudgeStatus.WrongAnswer, message });
  if (o.spaceChangeSensitive) {
    const spacing = (s: string) => s.split(/[^ \f\n\r\t\v]+/);
    const a = spacing(user);
    const b = spacing(answer);
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) return wa('whitespace differs from the answer');
  }
  const ut = user.split(WS).filter((t) => t !== '');
  const at = answer.split(WS).filter((t) => t !== '');
  const tolerant = o.absTol !== null || o.relTol !== null;
  for (let i = 0; i < at.length; i++) {
    const a = at[i];
    const u = ut[i];
    if (u === undefined) return wa(`the output ends after ${i} tokens, the answer has ${at.length}`);
    if (tolerant && FLOAT.test(a)) {
      if (!FLOAT.test(u)) return wa(`token ${i + 1}: expected a number, found "${u.slice(0, 40)}"`);
      const d = Math.abs(Number(u) - Number(a));
      const ok = (o.absTol !== null && d <= o.absTol) || (o.relTol !== null && d <= o.relTol * Math.abs(Number(a)));
      if (!ok) return wa(`token ${i + 1}: ${u.slice(0, 40)} is too far from ${a.slice(0, 40)}`);
      continue;
    }
    const same = o.caseSensitive
      ? u === a
      : u.replace(/[A-Z]/g, (c) => c.toLowerCase()) === a.replace(/[A-Z]/g, (c) => c.toLowerCase());
    if (!same) return wa(`token ${i + 1}: expected "${a.slice(0, 40)}", found "${u.slice(0, 40)}"`);
  }
  if (ut.length > at.length) return wa(`the output has more than the answer's ${at.length} tokens`);
  return { status: JudgeStatus.Accepted, message: null };
}
