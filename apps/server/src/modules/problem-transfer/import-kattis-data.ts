import type { JudgeCaseMode } from '@verdict/shared';
import type { TestdataStore } from '../../infra/testdata-store';
import { readYamlFile } from './import-hydro-yaml';
import { fileError } from './import-common';
import type { PackageFiles } from './import-kattis-files';
import { type KattisGroupYaml, kattisGroupYaml } from './import-kattis-yaml';
import type { ImportCase } from './problem-import.service';

export interface KattisData {
  cases: ImportCase[];
  caseMode: JudgeCaseMode;
  /** Σ of the groups' scores (scoring problems), else 0. */
  ioScore: number;
  /** Output validator arguments the test data configuration gives (all groups must agree). */
  validatorFlags: string[];
  samples: Array<{ input: string; output: string }>;
}

const CONFIG_NAMES = ['testdata.yaml', 'test_group.yaml'];

/**
 * `data/sample` and `data/secret`: every `X.in` with its `X.ans`, in the format's lexicographic order.
 * A pass-fail problem judges them all in order (stopping at the first rejection unless `on_reject:
 * continue`). A scoring problem judges each top-level group of `secret` as a subtask: a `min` group
 * scores its lowest case, a `sum` group each case on its own; a case is worth `accept_score` (legacy,
 * default 1) or its group's `max_score` shared out.
 */
export async function readKattisData(pkg: PackageFiles, store: TestdataStore, scoring: boolean): Promise<KattisData> {
  const configs = new Map<string, KattisGroupYaml>();
  for (const p of pkg.paths) {
    const slash = p.lastIndexOf('/');
    if (p.startsWith('data') && CONFIG_NAMES.includes(p.slice(slash + 1)))
      configs.set(p.slice(0, slash), readYamlFile(pkg.name(p), await pkg.text(p), kattisGroupYaml));
  }
  /** Keys not given in a folder come from the nearest folder above that gives them. */
  const configOf = (dir: string): KattisGroupYaml => {
    const parts = dir.split('/');
    let merged: KattisGroupYaml = {};
    for (let i = 1; i <= parts.length; i++) {
      const own = configs.get(parts.slice(0, i).join('/')) ?? {};
      merged = { ...merged, ...Object.fromEntries(Object.entries(own).filter(([, v]) => v != null)) };
    }
    return merged;
  };

  const inputs = (dir: string) => pkg.under(dir).filter((p) => p.endsWith('.in'));
  const sample = inputs('data/sample');
  const secret = inputs('data/secret');
  if (secret.length === 0) throw fileError(pkg.name('data/secret/'), 'has no test cases (X.in with X.ans)');
  for (const input of [...sample, ...secret]) {
    if (!pkg.has(answerOf(input))) throw fileError(pkg.name(input), `has no answer file ${answerOf(input).split('/').pop()}`);
  }

  const flagSets = new Set([...sample, ...secret].map((p) => validatorArgs(configOf(dirOf(p))).join(' ')));
  if (flagSets.size > 1)
    throw fileError(pkg.name('data/'), 'gives test groups different output validator flags, which Verdict cannot keep apart');
  const validatorFlags = [...flagSets][0].split(' ').filter((f) => f !== '');

  const samples: KattisData['samples'] = [];
  for (const p of sample) samples.push({ input: await pkg.text(p), output: await pkg.text(answerOf(p)) });
  const one = async (p: string, score: number | null, groupNum: number | null): Promise<ImportCase> => {
    const name = p.slice('data/'.length).replace(/\//g, '_');
    return {
      input: name,
      output: `${name.slice(0, -3)}.ans`,
      inputBlob: await pkg.store(p, store),
      outputBlob: await pkg.store(answerOf(p), store),
      score,
      groupNum,
    };
  };

  const cases: ImportCase[] = [];
  if (!scoring) {
    for (const p of [...sample, ...secret]) cases.push(await one(p, null, null));
    const caseMode = configOf('data/secret').on_reject === 'continue' ? 'default' : 'ergodic_without_error';
    return { cases, caseMode, ioScore: 0, validatorFlags, samples };
  }

  let groupNum = 0;
  let total = 0;
  // Samples are judged but score nothing.
  for (const p of sample) cases.push(await one(p, 0, ++groupNum));
  const groups = new Map<string, string[]>();
  for (const p of secret) {
    const rest = p.slice('data/secret/'.length).split('/');
    const group = rest.length > 1 ? `data/secret/${rest[0]}` : 'data/secret';
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  const legacy = configs.size === 0 || [...configs.values()].some((c) => c.accept_score != null || c.grader_flags != null);
  for (const [dir, list] of groups) {
    const cfg = configOf(dir);
    if (cfg.grading === 'custom') throw fileError(pkg.name(`${dir}/`), 'uses a custom grader, which Verdict does not run');
    const min = cfg.grader_flags?.includes('min') || cfg.score_aggregation === 'min' || cfg.grading === 'min';
    const maxScore = typeof cfg.max_score === 'number' ? cfg.max_score : dir === 'data/secret' && !legacy ? 100 : null;
    const each = Math.round(cfg.accept_score ?? 1);
    const before = total;
    if (min) {
      const score = maxScore !== null ? Math.round(maxScore) : each;
      groupNum++;
      for (const p of list) cases.push(await one(p, score, groupNum));
      total += score;
    } else {
      const scores = maxScore !== null ? share(Math.round(maxScore), list.length) : list.map(() => each);
      for (const [i, p] of list.entries()) cases.push(await one(p, scores[i], ++groupNum));
      total += scores.reduce((a, b) => a + b, 0);
    }
    checkScoreRange(pkg.name(`${dir}/`), cfg, total - before);
  }
  return { cases, caseMode: 'subtask_lowest', ioScore: total, validatorFlags, samples };
}

/**
 * Legacy grading keys Verdict can carry only in part: a rejected case scores 0 (so `reject_score`
 * must be 0), and a group scores 0 … its full score, which `range` must allow.
 */
function checkScoreRange(where: string, cfg: KattisGroupYaml, full: number): void {
  if (cfg.reject_score != null && cfg.reject_score !== 0)
    throw fileError(where, `gives reject_score ${cfg.reject_score}; Verdict scores a rejected case 0`);
  if (cfg.range == null) return;
  const bounds = cfg.range.split(/\s+/).map((v) => (/^\+?inf$/i.test(v) ? Infinity : /^-inf$/i.test(v) ? -Infinity : Number(v)));
  if (bounds.length !== 2 || bounds.some(Number.isNaN) || bounds[0] > bounds[1])
    throw fileError(where, `has range "${cfg.range}", which is not two numbers A ≤ B`);
  if (bounds[0] > 0 || bounds[1] < full)
    throw fileError(where, `has range ${cfg.range}, but its score runs from 0 to ${full} in Verdict`);
}

export const answerOf = (input: string) => `${input.slice(0, -3)}.ans`;
const dirOf = (p: string) => p.slice(0, p.lastIndexOf('/'));
const validatorArgs = (c: KattisGroupYaml) => c.output_validator_args ?? c.output_validator_flags ?? [];

/** `total` shared over `n` cases, the remainder going to the last ones. */
function share(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i >= n - (total - base * n) ? 1 : 0));
}
