import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';

/** Java's `\s` (HOJ's definition of whitespace): space, \t, \n, \v, \f, \r. */
const TRAILING_WS = /[ \t\n\v\f\r]+$/;
const WS_BEFORE_NEWLINE = /[ \t\v\f\r]+\n/g;
const ALL_WS = /[ \t\n\v\f\r]+/g;

/**
 * §3.4 rtrim: drop all trailing whitespace of the text, then every run of non-newline
 * whitespace that ends a line (so CRLF and trailing spaces compare equal to LF).
 */
export function rtrimOutput(text: string): string {
  return text.replace(TRAILING_WS, '').replace(WS_BEFORE_NEWLINE, '\n');
}

export function stripAllWhitespace(text: string): string {
  return text.replace(ALL_WS, '');
}

/**
 * Default-mode comparison (§3.4). With end-blank removal PE cannot occur; without it an
 * exact mismatch that only differs in whitespace is PE.
 */
export function compareOutput(user: string, expected: string, removeEndBlank: boolean): JudgeStatusCode {
  if (removeEndBlank) return rtrimOutput(user) === rtrimOutput(expected) ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer;
  if (user === expected) return JudgeStatus.Accepted;
  return stripAllWhitespace(user) === stripAllWhitespace(expected) ? JudgeStatus.PresentationError : JudgeStatus.WrongAnswer;
}
