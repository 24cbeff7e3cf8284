import { z } from 'zod';

/**
 * problem.yaml and testdata.yaml / test_group.yaml of the Kattis problem package format, legacy
 * and 2023-07 / 2025-09 alike: only the keys the importer uses are checked; the rest (credits,
 * license, uuid, visualizer args…) are dropped by the schemas.
 */

const text = z.union([z.string(), z.number(), z.boolean()], { error: 'must be a single value' }).transform(String);
const positive = z.number({ error: 'must be a number' }).positive({ error: 'must be greater than 0' });
const words = z
  .union([z.array(text), text], { error: 'must be a string or a list of strings' })
  .transform((v) => (Array.isArray(v) ? v : v.split(/\s+/)).filter((w) => w !== ''));

export const kattisProblemYaml = z.object(
  {
    problem_format_version: text.nullish(),
    type: words.nullish(),
    name: z.union([text, z.record(z.string(), text)], { error: 'must be a name or a map of language → name' }).nullish(),
    author: text.nullish(),
    source: z.unknown().nullish(),
    credits: z.unknown().nullish(),
    keywords: words.nullish(),
    validation: text.nullish(),
    validator_flags: text.nullish(),
    languages: words.nullish(),
    limits: z
      .object(
        {
          time_limit: positive.nullish(),
          time_multiplier: positive.nullish(),
          time_safety_margin: positive.nullish(),
          time_multipliers: z.object({ ac_to_time_limit: positive.nullish(), time_limit_to_tle: positive.nullish() }).nullish(),
          time_resolution: positive.nullish(),
          memory: positive.nullish(),
        },
        { error: 'must be a mapping' },
      )
      .nullish(),
  },
  { error: 'must be a mapping of keys' },
);
export type KattisProblemYaml = z.infer<typeof kattisProblemYaml>;

/** One folder's test data configuration; keys not given are inherited from the folder above. */
export const kattisGroupYaml = z.object(
  {
    on_reject: z.enum(['break', 'continue'], { error: 'must be break or continue' }).nullish(),
    grading: text.nullish(),
    grader_flags: words.nullish(),
    score_aggregation: text.nullish(),
    accept_score: z.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' }).nullish(),
    reject_score: z.number({ error: 'must be a number' }).nullish(),
    range: text.nullish(),
    max_score: z.union([z.number().min(0), z.literal('unbounded')], { error: 'must be a number or unbounded' }).nullish(),
    output_validator_flags: words.nullish(),
    output_validator_args: words.nullish(),
  },
  { error: 'must be a mapping of keys' },
);
export type KattisGroupYaml = z.infer<typeof kattisGroupYaml>;
