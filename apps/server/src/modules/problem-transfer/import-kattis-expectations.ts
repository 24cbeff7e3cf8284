import { z } from 'zod';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { readYamlFile } from './import-hydro-yaml';
import type { PackageFiles } from './import-kattis-files';

/**
 * `submissions/submissions.yaml` (2023-07 on): glob → `permitted` / `required` verdicts and `score`
 * for the submissions it matches. Verdict compares a submission's final verdict (its first failing
 * case) and its score, so a rule becomes the final verdicts it allows: Accepted when AC is both
 * permitted and required, a rejection X when X is permitted and required (or AC is required).
 * Not carried: rules under a test group's key, `message`, `use_for_time_limit`.
 */
const VERDICT = z.enum(['AC', 'WA', 'TLE', 'RTE'], { error: 'must be AC, WA, TLE or RTE' });
const rule = z.object({
  permitted: z.array(VERDICT).nullish(),
  required: z.array(VERDICT).nullish(),
  score: z
    .union([z.number(), z.tuple([z.number(), z.number()])], { error: 'must be a number or a list of two numbers' })
    .nullish(),
  language: z.string().nullish(),
});
const submissionsYaml = z.record(z.string(), z.union([rule, z.null()]), { error: 'must be a mapping of globs' });

const CODES: Record<z.infer<typeof VERDICT>, JudgeStatusCode[]> = {
  AC: [JudgeStatus.Accepted],
  WA: [JudgeStatus.WrongAnswer, JudgeStatus.PresentationError],
  TLE: [JudgeStatus.TimeLimitExceeded],
  RTE: [JudgeStatus.RuntimeError, JudgeStatus.MemoryLimitExceeded],
};
const ALL = ['AC', 'WA', 'TLE', 'RTE'] as const;

export interface Expectation {
  /** Null when the rules give only a score: the folder's own expectation stands. */
  expected: JudgeStatusCode[] | null;
  expectedScore?: { min: number; max: number };
}

export type Expectations = (program: string) => Expectation | null;

/** The rules of submissions.yaml as a lookup by program path (`submissions/<dir>/<name>`); null without the file. */
export async function readSubmissionsYaml(pkg: PackageFiles): Promise<Expectations | null> {
  const file = 'submissions/submissions.yaml';
  if (!pkg.has(file)) return null;
  const rules = Object.entries(readYamlFile(pkg.name(file), await pkg.text(file), submissionsYaml)).filter(
    (e): e is [string, z.infer<typeof rule>] => e[1] !== null,
  );
  return (program) => {
    const rel = program.slice('submissions/'.length);
    const matching = rules.filter(([glob]) => matches(glob, rel));
    if (matching.length === 0) return null;
    // Every matching rule applies: the permitted and required sets narrow, the last score wins.
    let permitted = new Set<string>(ALL);
    let required = new Set<string>(ALL);
    let score: [number, number] | null = null;
    let verdicts = false;
    for (const [, r] of matching) {
      verdicts ||= r.permitted != null || r.required != null;
      if (r.permitted) permitted = new Set([...permitted].filter((v) => r.permitted!.includes(v as 'AC')));
      if (r.required) required = new Set([...required].filter((v) => r.required!.includes(v as 'AC')));
      if (r.score != null) score = typeof r.score === 'number' ? [r.score, r.score] : r.score;
    }
    const allowed = ALL.filter((v) =>
      v === 'AC' ? permitted.has('AC') && required.has('AC') : permitted.has(v) && (required.has(v) || required.has('AC')),
    );
    return {
      expected: verdicts ? allowed.flatMap((v) => CODES[v]) : null,
      ...(score ? { expectedScore: { min: Math.min(...score), max: Math.max(...score) } } : {}),
    };
  };
}

/** The format's globs: `*` within one path part, `**` across parts; a directory matches what lies under it. */
function matches(glob: string, rel: string): boolean {
  const source = glob
    .replace(/\/+$/, '')
    .split('/')
    .map((part) =>
      part === '**'
        ? '.*'
        : part
            .split('*')
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]*'),
    )
    .join('/');
  return new RegExp(`^${source}(/.*)?$`).test(rel);
}
