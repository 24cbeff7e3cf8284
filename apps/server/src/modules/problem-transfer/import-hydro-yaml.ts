import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { fieldError, fileError } from './import-common';

/**
 * Hydro's problem.yaml and testdata/config.yaml: full YAML 1.2 (flow maps, anchors, tags) read
 * by the `yaml` package, then checked against what the importer uses. Unknown keys (Hydro
 * writes owner, nSubmit…) are dropped by the schemas, so none reaches an object of ours.
 */

/** Alias expansions allowed per file: Hydro writes none; a billion-laughs file is refused early. */
const MAX_ALIAS_COUNT = 100;

export class YamlError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/** One YAML document as plain values; syntax errors carry their line. */
export function parseYaml(src: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(src, { prettyErrors: false, uniqueKeys: true, lineCounter });
  const err = doc.errors[0];
  // The package's advice for several documents names its own API; the uploader needs plainer words.
  if (err)
    throw new YamlError(
      lineCounter.linePos(err.pos[0]).line,
      err.code === 'MULTIPLE_DOCS' ? 'only one YAML document is allowed per file' : err.message,
    );
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    // The package refuses an alias bomb with a ReferenceError while expanding.
    if (e instanceof ReferenceError) throw new YamlError(1, 'too many alias expansions');
    throw e;
  }
}

const scalarText = z.union([z.string(), z.number(), z.boolean()], { error: 'must be a single value' }).transform(String);
const fileName = z.union([z.string(), z.number()], { error: 'must be a file name' }).transform(String);
const SCORE = 'must be a whole number of 0 or more';
const score = z.number({ error: SCORE }).int({ error: SCORE }).min(0, { error: SCORE });
const LIST = 'must be a non-empty list';
const nonEmptyList = <T extends z.ZodType>(item: T) => z.array(item, { error: LIST }).min(1, { error: LIST });

export const hydroProblemYaml = z.object(
  {
    title: scalarText.nullish(),
    pid: scalarText.nullish(),
    tag: z.union([z.array(scalarText), scalarText], { error: 'must be a list of tags' }).nullish(),
  },
  { error: 'must be a mapping of keys' },
);
export type HydroProblemYaml = z.infer<typeof hydroProblemYaml>;

const hydroCase = z.object(
  { input: fileName, output: fileName.nullish(), score: score.nullish() },
  { error: 'needs input and output file names' },
);
export type HydroCase = z.infer<typeof hydroCase>;

export const hydroConfigYaml = z.object(
  {
    type: scalarText.nullish(),
    time: z.union([z.string(), z.number()], { error: 'is not a time' }).nullish(),
    memory: z.union([z.string(), z.number()], { error: 'is not a memory size' }).nullish(),
    checker: fileName.nullish(),
    interactor: fileName.nullish(),
    judge_extra_files: z.array(fileName, { error: 'must be a list of file names' }).nullish(),
    user_extra_files: z.array(fileName, { error: 'must be a list of file names' }).nullish(),
    subtasks: nonEmptyList(
      z.object({ score: score.nullish(), cases: nonEmptyList(hydroCase) }, { error: 'must be a mapping with cases' }),
    ).nullish(),
    cases: nonEmptyList(hydroCase).nullish(),
    langs: z.array(scalarText, { error: 'must be a list of language ids' }).nullish(),
  },
  { error: 'must be a mapping of keys' },
);
export type HydroConfigYaml = z.infer<typeof hydroConfigYaml>;

/** Parses `text` and checks it against `schema`; an empty file reads as `{}`. Errors name the file and field. */
export function readYamlFile<T extends z.ZodType>(file: string, text: string, schema: T): z.infer<T> {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch (err) {
    if (err instanceof YamlError) throw fileError(file, `malformed YAML (line ${err.line}): ${err.reason}`);
    throw err;
  }
  const parsed = schema.safeParse(doc ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue.path.length === 0) throw fileError(file, issue.message);
  throw fieldError(file, fieldPath(issue.path), issue.message);
}

/** `subtasks[0].cases[1].input`, as the other importers name fields. */
const fieldPath = (path: PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
