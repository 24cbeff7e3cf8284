import { remove as replaceConfusables } from 'confusables';

/**
 * Usernames compare three ways:
 * - exactly, as stored and shown;
 * - folded (NFKC + lower case): `Root` and `ｒｏｏｔ` are `root`. Login matches folded names, and
 *   the fold is unique in user_info.username_fold;
 * - by skeleton: look-alike characters replaced, so `rооt` with Cyrillic o and `r00t` share the
 *   skeleton of `root`, and `Iucy` (capital I, which reads as l in sans-serif fonts) that of
 *   `lucy`. The skeleton is unique in user_info.username_key.
 * Both indexes are in the database, so two racing registrations cannot both win.
 *
 * The skeleton uses the `confusables` package (a maintained map of look-alikes to Latin letters,
 * which also drops combining marks and zero-width characters) after NFKC. It only folds towards
 * English letters and knows nothing of look-alikes within ASCII, so digits and letter pairs that
 * read alike are folded here, and names mixing Latin with another alphabet of look-alikes
 * (Cyrillic, Greek…) are refused outright, which catches what the map misses.
 */
export const usernameFold = (name: string) => name.normalize('NFKC').toLowerCase().trim();

const ASCII_LOOKALIKES: Array<[RegExp, string]> = [
  [/0/g, 'o'],
  [/[1|]/g, 'l'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

export function usernameKey(name: string): string {
  const capitalIasL = name.normalize('NFKC').trim().replace(/I/g, 'l');
  let s = replaceConfusables(capitalIasL).normalize('NFKC').toLowerCase();
  for (const [pattern, to] of ASCII_LOOKALIKES) s = s.replace(pattern, to);
  return s.replace(/\s+/g, ' ');
}

/** Control, format (zero-width, bidi), private-use, unassigned and default-ignorable code points, odd spaces. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;
/** Alphabets whose letters pass for Latin ones (or for each other). */
const LOOKALIKE_SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Cherokee',
  'Coptic',
  'Lisu',
  'Canadian_Aboriginal',
  'Georgian',
].map((script) => new RegExp(`\\p{Script=${script}}`, 'u'));

export type UsernameProblem = 'invisibleChars' | 'mixedScripts';

/** Why a new username is refused, or null when its characters are fine (length is zod's job). */
export function usernameProblem(name: string): UsernameProblem | null {
  if (INVISIBLE.test(name)) return 'invisibleChars';
  const letters = [...name.normalize('NFKC')].filter((c) => /\p{L}/u.test(c));
  const scripts = LOOKALIKE_SCRIPTS.filter((re) => letters.some((c) => re.test(c)));
  return scripts.length > 1 ? 'mixedScripts' : null;
}
