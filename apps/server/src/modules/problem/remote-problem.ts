import { ProblemAuth } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import type { ProblemRepository, ProblemValues } from './problem.repository';

/** A problem as a remote judge site shows it (module remote-judge), in the problem's own fields. */
export interface RemoteProblemInput {
  /** `CF-1A`, `GYM-100001A`, `HDU-1000`. */
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimit: number;
  memoryLimit: number;
  /** HOJ's examples text: `<input>…</input><output>…</output>` pairs. */
  examples: string;
  /** Local language names the site takes. */
  languages: string[];
}

/**
 * Creates a remote problem (isRemote, no test cases: the site judges it) or, when its id exists,
 * updates its statement and limits; tags, languages and visibility an admin set stay.
 */
export async function saveRemoteProblem(
  repo: ProblemRepository,
  actor: Actor,
  r: RemoteProblemInput,
): Promise<{ pid: number; created: boolean }> {
  const statement = {
    title: r.title,
    description: r.description,
    input: r.input,
    output: r.output,
    hint: r.hint,
    source: r.source,
    timeLimit: r.timeLimit,
    memoryLimit: r.memoryLimit,
    examples: r.examples,
    modifiedUser: actor.username,
  };
  const existing = await repo.idOfProblemId(r.problemId);
  if (existing !== null) {
    await repo.updateRemote(existing, statement);
    return { pid: existing, created: false };
  }
  const byName = await repo.localLanguageIds();
  const languageIds = r.languages.map((n) => byName.get(n)).filter((id): id is number => id !== undefined);
  const values: ProblemValues = {
    ...statement,
    problemId: r.problemId,
    author: actor.username,
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    stackLimit: 128,
    isRemote: 1,
    difficulty: 0,
    auth: ProblemAuth.Public,
    ioScore: 100,
    codeShare: 1,
    spjCode: null,
    spjLanguage: null,
    userExtraFile: null,
    judgeExtraFile: null,
    isRemoveEndBlank: 1,
    openCaseResult: 0,
    isUploadCase: 0,
    isGroup: 0,
    gid: null,
    applyPublicProgress: null,
    isFileIo: 0,
    ioReadFileName: null,
    ioWriteFileName: null,
  };
  const pid = await repo.transaction((trx) =>
    repo.insert(trx, values, actor.uid, String(Date.now()), { cases: [], languageIds, tags: [], templates: [] }),
  );
  return { pid, created: true };
}

/**
 * A remote judge site's problem, for the contest and training import variants (contract §2.13):
 * a port the remote-judge module fills (wiring/remote-judge.ts), so neither builds the other.
 */
export interface RemoteProblemImports {
  /** `HDU` and `1000` (or `HDU-1000`) → `HDU-1000`; remoteJudge.unsupported for a site this server does not judge. */
  problemIdOf(name: string, siteId: string): string;
  /** Reads the problem from its site and saves it (statement, limits, samples, images); a site's refusal is remoteJudge.failed. */
  importProblem(actor: Actor, name: string, siteId: string): Promise<{ pid: number; problemId: string }>;
}
