import path from 'node:path';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { readSubmissionsYaml } from './import-kattis-expectations';
import type { PackageFiles } from './import-kattis-files';
import type { ImportSubmission } from './problem-import.service';

/** Source extensions (the format's language list) → local language names; others are not submissions Verdict runs. */
const LANGUAGE_BY_EXTENSION: Record<string, string> = {
  '.c': 'C',
  '.cc': 'C++',
  '.cpp': 'C++',
  '.cxx': 'C++',
  '.c++': 'C++',
  '.py': 'Python3',
  '.py3': 'Python3',
  '.java': 'Java',
  '.go': 'Golang',
  '.rs': 'Rust',
  '.js': 'JavaScript Node',
};

const { Accepted: AC, WrongAnswer: WA, TimeLimitExceeded: TLE, RuntimeError: RTE, MemoryLimitExceeded: MLE } = JudgeStatus;

/** What each folder promises of its submissions' final verdict. */
const EXPECTED: Record<string, JudgeStatusCode[]> = {
  accepted: [AC],
  wrong_answer: [WA, JudgeStatus.PresentationError],
  time_limit_exceeded: [TLE],
  run_time_error: [RTE, MLE],
  memory_limit_exceeded: [MLE, RTE],
  rejected: [WA, TLE, RTE, MLE, JudgeStatus.PresentationError],
  brute_force: [TLE, RTE, MLE],
  partially_accepted: [JudgeStatus.PartialAccepted, WA],
};

/** A folder of its own with a rule giving only a score: any verdict, the score decides. */
const ANY = [AC, WA, TLE, RTE, MLE, JudgeStatus.PresentationError, JudgeStatus.PartialAccepted];

/**
 * `submissions/<expected verdict>/<file or folder>`: one submission each; a folder's program is its
 * one source file in a known language (the one with `main` when several). A scoring submission's
 * `@EXPECTED_SCORE@: x` comment (legacy) gives the score it must reach.
 */
export async function readKattisSubmissions(pkg: PackageFiles): Promise<ImportSubmission[]> {
  const rules = await readSubmissionsYaml(pkg);
  const byProgram = new Map<string, string[]>();
  for (const p of pkg.under('submissions')) {
    const parts = p.split('/');
    if (parts.length < 3) continue;
    // Other folders count when submissions.yaml says what they expect.
    if (!(parts[1] in EXPECTED) && !rules?.(parts.slice(0, 3).join('/'))) continue;
    const program = parts.slice(0, 3).join('/');
    byProgram.set(program, [...(byProgram.get(program) ?? []), p]);
  }
  const out: ImportSubmission[] = [];
  for (const [program, files] of byProgram) {
    const sources = files.filter((f) => LANGUAGE_BY_EXTENSION[path.posix.extname(f).toLowerCase()] !== undefined);
    if (sources.length === 0) continue;
    let file = sources[0];
    if (sources.length > 1) {
      const texts = await Promise.all(sources.map((f) => pkg.text(f)));
      const withMain = sources.filter((_, i) => /\bmain\b/.test(texts[i]));
      if (withMain.length !== 1) continue;
      file = withMain[0];
    }
    const code = await pkg.text(file);
    const expectedScore = /@EXPECTED_SCORE@\s*:?\s*([\d.]+)/.exec(code);
    const score = expectedScore ? Number(expectedScore[1]) : null;
    const rule = rules?.(program);
    out.push({
      origin: file,
      language: LANGUAGE_BY_EXTENSION[path.posix.extname(file).toLowerCase()],
      code,
      expected: rule?.expected ?? EXPECTED[program.split('/')[1]] ?? ANY,
      ...(score !== null && Number.isFinite(score) ? { expectedScore: { min: score, max: score } } : {}),
      ...(rule?.expectedScore ? { expectedScore: rule.expectedScore } : {}),
    });
  }
  return out;
}
