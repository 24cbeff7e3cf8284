import { type CcsJudgementTypeId, JudgeStatus, isInProgress, toCcsRelTime, toCcsTime } from '@verdict/shared';
import { recordStatus, RecordStatus } from '../contest/board';

/** How Verdict's values read in the ICPC Contest API: judgement types, language ids, times. */

/** The judgement types Verdict gives, with the board's own penalty rule (contest/board/board-rules.ts). */
export const JUDGEMENT_TYPES: ReadonlyArray<{ id: CcsJudgementTypeId; name: string; penalty: boolean; solved: boolean }> = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
  { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
  { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
  // Partially accepted (an OI verdict): rejected without penalty, as the ACM board counts it.
  { id: 'RE', name: 'Rejected (partially accepted)', penalty: false, solved: false },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
  { id: 'SE', name: 'Submission Error', penalty: false, solved: false },
  { id: 'CS', name: 'Contact Staff (cancelled)', penalty: false, solved: false },
];

const TYPE_OF_STATUS: Record<number, CcsJudgementTypeId> = {
  [JudgeStatus.Accepted]: 'AC',
  [JudgeStatus.WrongAnswer]: 'WA',
  [JudgeStatus.TimeLimitExceeded]: 'TLE',
  [JudgeStatus.MemoryLimitExceeded]: 'MLE',
  [JudgeStatus.RuntimeError]: 'RTE',
  [JudgeStatus.PresentationError]: 'PE',
  [JudgeStatus.CompileError]: 'CE',
  [JudgeStatus.PartialAccepted]: 'RE',
  [JudgeStatus.SystemError]: 'JE',
  [JudgeStatus.SubmittedUnknownResult]: 'JE',
  [JudgeStatus.SubmittedFailed]: 'SE',
  [JudgeStatus.NotSubmitted]: 'SE',
  [JudgeStatus.Cancelled]: 'CS',
};

/** The judgement type of a final Verdict status, or null while it is judged. */
export function judgementTypeOf(status: number): CcsJudgementTypeId | null {
  if (isInProgress(status)) return null;
  return TYPE_OF_STATUS[status] ?? 'JE';
}

/** Whether the types agree with the board: a penalised status is a penalty type, AC the solved one. */
export const agreesWithBoard = (status: number): boolean => {
  const t = JUDGEMENT_TYPES.find((j) => j.id === judgementTypeOf(status));
  const r = recordStatus(status);
  return !!t && t.solved === (r === RecordStatus.Accepted) && t.penalty === (r === RecordStatus.Penalty);
};

/** The spec's known language ids for Verdict's language names; others get a slug of the name. */
const KNOWN_LANGUAGES: Array<[RegExp, string, string[]]> = [
  [/^c\+\+|^cpp|^g\+\+/i, 'cpp', ['cc', 'cpp', 'cxx', 'c++']],
  [/^c#|^csharp/i, 'csharp', ['cs']],
  [/^c(\s|$)|^gcc/i, 'c', ['c']],
  [/^java(\s|$)/i, 'java', ['java']],
  [/^python\s*3|^pypy\s*3/i, 'python3', ['py']],
  [/^python\s*2|^pypy\s*2/i, 'python2', ['py']],
  [/^javascript|^node/i, 'javascript', ['js']],
  [/^golang|^go(\s|$)/i, 'go', ['go']],
  [/^kotlin/i, 'kotlin', ['kt']],
  [/^rust/i, 'rust', ['rs']],
  [/^pascal/i, 'pascal', ['pas']],
  [/^php/i, 'php', ['php']],
  [/^ruby/i, 'ruby', ['rb']],
  [/^haskell/i, 'haskell', ['hs']],
  [/^scala/i, 'scala', ['scala']],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 36) || 'lang';

/** A language's CCS id and extensions from its Verdict name ("C++", "Python3", "Java"…). */
export function languageOf(name: string): { id: string; extensions: string[] } {
  const known = KNOWN_LANGUAGES.find(([re]) => re.test(name.trim()));
  return known ? { id: known[1], extensions: known[2] } : { id: slug(name), extensions: [] };
}

/** Distinct CCS ids for a contest's language names (two "C++" flavours get the second a suffix). */
export function languageIds(names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of names) {
    if (out.has(name)) continue;
    const base = languageOf(name).id;
    let id = base;
    for (let i = 2; taken.has(id); i++) id = `${base}-${i}`.slice(0, 36);
    taken.add(id);
    out.set(name, id);
  }
  return out;
}

/** The entry point name of languages that need one (Java's main class, Python's main file). */
export const entryPointOf = (ccsId: string): string | null =>
  ccsId.startsWith('java') || ccsId.startsWith('kotlin')
    ? 'Main class'
    : ccsId.startsWith('python') || ccsId.startsWith('javascript') || ccsId.startsWith('php')
      ? 'Main file'
      : null;

/** A submission's entry point as Verdict runs it: `Main` for Java and Kotlin, the single file for Python. */
export const submissionEntryPoint = (ccsId: string): string | null =>
  ccsId.startsWith('java') || ccsId.startsWith('kotlin') ? 'Main' : entryPointOf(ccsId) ? `main.${fileExtension(ccsId)}` : null;

/** The source file name of a submission in its zip. */
export const fileExtension = (ccsId: string): string => languageOf(ccsId).extensions[0] ?? 'txt';

export const time = (ms: number | string) => toCcsTime(Number(ms));
/** Contest time of an instant: from the contest's start. */
export const contestTime = (ms: number | string, startMs: number) => toCcsRelTime(Number(ms) - startMs);
export const duration = (seconds: number) => toCcsRelTime(seconds * 1000);
