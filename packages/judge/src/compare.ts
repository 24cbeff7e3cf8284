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

const WHITESPACE_NAMES: Record<string, string> = {
  ' ': 'a space',
  '\t': 'a tab',
  '\n': 'a line break',
  '\r': 'a carriage return (\\r)',
  '\v': 'a vertical tab',
  '\f': 'a form feed',
};
const describeChar = (c: string | undefined) => (c === undefined ? 'the end of the output' : (WHITESPACE_NAMES[c] ?? `'${c}'`));

/**
 * What a Presentation Error differs in, for the case's message: the first place where the output
 * and the answer part, by line and column of the answer, and which whitespace each has there — so
 * a student sees "expected a line break, found the end of the output" instead of a bare PE.
 * Only whitespace is named (PE means everything else is equal), never the answer's text.
 */
export function whitespaceDifference(user: string, expected: string): string {
  let i = 0;
  while (i < user.length && i < expected.length && user[i] === expected[i]) i++;
  const before = expected.slice(0, i);
  const line = before.split('\n').length;
  const column = i - before.lastIndexOf('\n');
  return `Only whitespace differs: at line ${line}, column ${column} the answer has ${describeChar(expected[i])}, the output has ${describeChar(user[i])}. This problem compares exactly (trailing blanks are not ignored).`;
}
