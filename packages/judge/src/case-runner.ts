import { stat } from 'node:fs/promises';
import { CASE_EXCERPT_BYTES, JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { interpretChecker } from './checker-result';
import { compareOutput, whitespaceDifference } from './compare';
import { kattisCompare, kattisFlags, parseKattisCompareFlags } from './kattis-compare';
import { runKattisValidator } from './kattis-validator';
import type { LanguageDefinition } from './languages';
import type { SandboxClient } from './sandbox/client';
import type { SandboxCmd, SandboxFile } from './sandbox/types';
import type { JudgeCaseInput, JudgeProblem, OutputExcerpt } from './types';
import { userRunVerdict, type RunLimits } from './verdict';

const MB = 1024 * 1024;
const STDERR_MAX = 4 * MB;
/** Below go-judge's -output-limit (64m) so an oversized answer is reported by the collector. */
const STDOUT_CAP_MAX = 60 * MB;

/** What running one case needs besides the case itself. */
export interface CaseContext {
  sandbox: SandboxClient;
  lang: LanguageDefinition;
  programFileId: string;
  /** Files copied in at run time besides the program (user extra files of script languages). */
  runtimeFiles: Record<string, SandboxFile>;
  limits: RunLimits;
  problem: JudgeProblem;
  /** Compiled checker (spj) or interactor. */
  checkerFileId: string | null;
  /** How a case file gets into the sandbox: read from the host by go-judge (`src`), or from its file store. */
  caseFile: (path: string, hash: string | undefined) => Promise<SandboxFile>;
  /** The expected output's text (cached by content hash). */
  answer: (path: string, hash: string | undefined) => Promise<string>;
}

/** A case result before scoring. */
export interface CaseRun {
  status: JudgeStatusCode;
  timeMs: number;
  memoryKb: number;
  message: string | null;
  /** Partial Accepted share 0..1 (null = none given). */
  fraction: number | null;
  /** The start of the output when it was judged wrong, for the case's details. */
  outputExcerpt?: OutputExcerpt | null;
}

/** A failed case keeps at most this much of the program's output (the database row stays small). */
export const OUTPUT_EXCERPT_BYTES = CASE_EXCERPT_BYTES;

/** The first `maxBytes` of `text`, cut on a character boundary, with the whole length. */
export function outputExcerpt(text: string, maxBytes = OUTPUT_EXCERPT_BYTES): OutputExcerpt {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= maxBytes) return { text, bytes };
  // Decoding a cut buffer may end in a broken character: drop the replacement char it leaves.
  const cut = Buffer.from(text, 'utf8')
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return { text: cut, bytes };
}

const WRONG: readonly number[] = [JudgeStatus.WrongAnswer, JudgeStatus.PresentationError, JudgeStatus.PartialAccepted];

/** §3.2: room for twice the expected answer, at least 8 MiB, below the sandbox's file-size rlimit. */
export function stdoutCap(expectedBytes: number): number {
  return Math.min(STDOUT_CAP_MAX, Math.max(8 * MB, 2 * expectedBytes + 1024));
}

/** §3.2 limits of a contestant run. */
export function userCommand(ctx: CaseContext, files: (SandboxFile | null)[], copyIn: Record<string, SandboxFile>): SandboxCmd {
  const { limits } = ctx;
  const cpuMs = limits.timeLimitMs + 200;
  return {
    args: ctx.lang.run.args,
    env: ctx.lang.run.env,
    files,
    cpuLimit: cpuMs * 1e6,
    // Generous wall clock for I/O waits, still bounded: sleeping programs end as TLE.
    clockLimit: 3 * cpuMs * 1e6,
    memoryLimit: (limits.memoryLimitMb + 100) * MB,
    stackLimit: limits.stackLimitMb * MB,
    procLimit: 128,
    copyIn: { ...ctx.runtimeFiles, ...copyIn, [ctx.lang.executableName]: { fileId: ctx.programFileId } },
  };
}

/** Default and SPJ modes: run the program on the case, then compare or ask the checker. */
export async function runStandardCase(ctx: CaseContext, c: JudgeCaseInput): Promise<CaseRun> {
  const { problem } = ctx;
  // A Kattis problem without its own validator uses the format's default output validator.
  const kattisDefault = problem.judgeMode === 'kattis' && !ctx.checkerFileId;
  const spj = problem.judgeMode === 'spj' || (problem.judgeMode === 'kattis' && !kattisDefault);
  // Default mode compares against the answer: read it (from memory after the first time) before the run, its size sets the output cap.
  const expected = spj ? null : await ctx.answer(c.outputPath, c.outputHash);
  const expectedBytes = expected !== null ? Buffer.byteLength(expected, 'utf8') : (await stat(c.outputPath)).size;
  const cap = stdoutCap(expectedBytes);
  const stdoutCollector: SandboxFile = { name: 'stdout', max: cap };
  const stderrCollector: SandboxFile = { name: 'stderr', max: STDERR_MAX };
  let cmd: SandboxCmd;
  if (problem.isFileIO && problem.ioReadFileName && problem.ioWriteFileName) {
    // HOJ wires the stderr collector to fd 0 here (quirk); stdin is simply empty instead.
    cmd = userCommand(ctx, [{ content: '' }, stdoutCollector, stderrCollector], {
      [problem.ioReadFileName]: await ctx.caseFile(c.inputPath, c.inputHash),
    });
    cmd.copyOut = [`${problem.ioWriteFileName}?`];
    cmd.copyOutMax = cap;
  } else {
    cmd = userCommand(ctx, [await ctx.caseFile(c.inputPath, c.inputHash), stdoutCollector, stderrCollector], {});
  }
  const [result] = await ctx.sandbox.run({ cmd: [cmd] });
  const verdict = userRunVerdict(result, ctx.limits);
  const base = { timeMs: verdict.timeMs, memoryKb: verdict.memoryKb, fraction: null };
  if (verdict.status !== null) return { ...base, status: verdict.status, message: verdict.message };
  const output =
    problem.isFileIO && problem.ioWriteFileName ? (result.files?.[problem.ioWriteFileName] ?? '') : (result.files?.stdout ?? '');

  if (expected !== null && kattisDefault) return { ...base, ...kattisDefaultVerdict(ctx, output, expected) };
  if (expected !== null) {
    const status = compareOutput(output, expected, problem.isRemoveEndBlank);
    // A PE says where the whitespace differs (issue 28.1): a bare "Presentation Error" leaves students guessing.
    const message = status === JudgeStatus.PresentationError ? whitespaceDifference(output, expected) : null;
    return { ...base, status, message, outputExcerpt: WRONG.includes(status) ? outputExcerpt(output) : null };
  }
  if (!ctx.checkerFileId) return { ...base, status: JudgeStatus.SystemError, message: 'special judge program is missing' };
  if (problem.judgeMode === 'kattis') {
    const k = await runKattisValidator(ctx, c, output);
    return { ...base, ...k, outputExcerpt: WRONG.includes(k.status) ? outputExcerpt(output) : null };
  }
  const [check] = await ctx.sandbox.run({
    cmd: [
      {
        args: ['/w/checker', '/w/input', '/w/user_output', '/w/answer'],
        env: ['PATH=/usr/bin:/bin', 'LANG=C.UTF-8'],
        files: [{ content: '' }, { name: 'stdout', max: MB }, { name: 'stderr', max: MB }],
        cpuLimit: 16_000 * 1e6,
        clockLimit: 48_000 * 1e6,
        memoryLimit: 512 * MB,
        stackLimit: 128 * MB,
        procLimit: 128,
        copyIn: {
          checker: { fileId: ctx.checkerFileId },
          input: await ctx.caseFile(c.inputPath, c.inputHash),
          answer: await ctx.caseFile(c.outputPath, c.outputHash),
          user_output: { content: output },
        },
      },
    ],
  });
  const v = interpretChecker(check, check.files?.stdout ?? '', check.files?.stderr ?? '');
  return {
    ...base,
    status: v.status,
    fraction: v.fraction,
    message: v.message,
    outputExcerpt: WRONG.includes(v.status) ? outputExcerpt(output) : null,
  };
}

function kattisDefaultVerdict(
  ctx: CaseContext,
  output: string,
  expected: string,
): Pick<CaseRun, 'status' | 'message' | 'outputExcerpt'> {
  let options;
  try {
    options = parseKattisCompareFlags(kattisFlags(ctx.problem.judgeExtraFiles));
  } catch (err) {
    return { status: JudgeStatus.SystemError, message: `validator_flags: ${(err as Error).message}` };
  }
  const v = kattisCompare(output, expected, options);
  return { ...v, outputExcerpt: WRONG.includes(v.status) ? outputExcerpt(output) : null };
}
