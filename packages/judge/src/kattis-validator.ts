import { JudgeStatus } from '@verdict/shared';
import { type CaseContext, type CaseRun, userCommand } from './case-runner';
import { kattisFlags } from './kattis-compare';
import type { RunResult, SandboxCmd } from './sandbox/types';
import type { JudgeCaseInput } from './types';
import { exitMessage, userRunVerdict } from './verdict';

const MB = 1024 * 1024;
const SIGPIPE = 13;
const MESSAGE_MAX = 1024;
/** The Kattis output validator protocol: exit 42 accepts, 43 rejects, anything else is a judge error. */
const EXIT_AC = 42;
const EXIT_WA = 43;
const FEEDBACK = ['feedback/judgemessage.txt?', 'feedback/teammessage.txt?', 'feedback/score.txt?'];

/** A Kattis output validator run as `validator input answer feedback_dir/ [flags] < team_output`. */
function validatorCommand(ctx: CaseContext, stdin: SandboxCmd['files'], copyIn: SandboxCmd['copyIn'], cpuMs: number): SandboxCmd {
  return {
    args: ['/w/validator', '/w/input', '/w/answer', '/w/feedback/', ...kattisFlags(ctx.problem.judgeExtraFiles)],
    env: ['PATH=/usr/bin:/bin', 'LANG=C.UTF-8'],
    files: stdin,
    cpuLimit: cpuMs * 1e6,
    clockLimit: 3 * cpuMs * 1e6,
    memoryLimit: 1024 * MB,
    stackLimit: 128 * MB,
    procLimit: 128,
    copyIn: { ...copyIn, validator: { fileId: ctx.checkerFileId! }, 'feedback/.keep': { content: '' } },
    copyOut: FEEDBACK,
    copyOutMax: MB,
  };
}

/** The verdict a validator run gives; `score.txt` on a case worth `caseScore` points becomes its share. */
export function interpretKattisValidator(r: RunResult, caseScore: number): Pick<CaseRun, 'status' | 'fraction' | 'message'> {
  const file = (n: string) => r.files?.[`feedback/${n}`] ?? '';
  const text = (file('judgemessage.txt') || file('teammessage.txt') || r.files?.stderr || '').trim();
  const message = text ? text.slice(0, MESSAGE_MAX) : null;
  const exit = r.status === 'Accepted' ? 0 : r.status === 'Nonzero Exit Status' ? r.exitStatus : null;
  if (exit === EXIT_WA) return { status: JudgeStatus.WrongAnswer, fraction: null, message };
  if (exit !== EXIT_AC) {
    const why = exit === null ? `${r.status}${r.error ? `: ${r.error}` : ''}` : `exited with ${exit} (42 accepts, 43 rejects)`;
    return {
      status: JudgeStatus.SystemError,
      fraction: null,
      message: `output validator ${why}${message ? `: ${message}` : ''}`,
    };
  }
  const scoreText = file('score.txt').trim();
  if (scoreText === '' || caseScore <= 0) return { status: JudgeStatus.Accepted, fraction: null, message };
  const score = Number(scoreText);
  if (!Number.isFinite(score) || score < 0)
    return {
      status: JudgeStatus.SystemError,
      fraction: null,
      message: `output validator wrote a bad score.txt: "${scoreText.slice(0, 40)}"`,
    };
  if (score >= caseScore) return { status: JudgeStatus.Accepted, fraction: null, message };
  return { status: JudgeStatus.PartialAccepted, fraction: score / caseScore, message };
}

/** Asks the custom output validator about `output`, the program's output on case `c`. */
export async function runKattisValidator(
  ctx: CaseContext,
  c: JudgeCaseInput,
  output: string,
): Promise<Pick<CaseRun, 'status' | 'fraction' | 'message'>> {
  if (!ctx.checkerFileId)
    return { status: JudgeStatus.SystemError, fraction: null, message: 'output validator program is missing' };
  const copyIn = { input: await ctx.caseFile(c.inputPath, c.inputHash), answer: await ctx.caseFile(c.outputPath, c.outputHash) };
  const [check] = await ctx.sandbox.run({
    cmd: [validatorCommand(ctx, [{ content: output }, { name: 'stdout', max: MB }, { name: 'stderr', max: MB }], copyIn, 16_000)],
  });
  return interpretKattisValidator(check, c.score);
}

/**
 * Kattis interactive problems: the output validator is the interactor. It reads the program's
 * output on stdin and writes the program's input on stdout; its exit code decides, unless the
 * program itself ran out of time or memory, or crashed while the validator had not rejected it.
 */
export async function runKattisInteractiveCase(ctx: CaseContext, c: JudgeCaseInput): Promise<CaseRun> {
  if (!ctx.checkerFileId)
    return {
      status: JudgeStatus.SystemError,
      timeMs: 0,
      memoryKb: 0,
      message: 'output validator program is missing',
      fraction: null,
    };
  const cpuMs = ctx.limits.timeLimitMs + 200;
  const user = userCommand(ctx, [null, null, { name: 'stderr', max: MB }], {});
  const copyIn = { input: await ctx.caseFile(c.inputPath, c.inputHash), answer: await ctx.caseFile(c.outputPath, c.outputHash) };
  const validator = validatorCommand(ctx, [null, null, { name: 'stderr', max: MB }], copyIn, 2 * cpuMs);
  const [userResult, check] = await ctx.sandbox.run({
    cmd: [user, validator],
    pipeMapping: [
      { in: { index: 0, fd: 1 }, out: { index: 1, fd: 0 } },
      { in: { index: 1, fd: 1 }, out: { index: 0, fd: 0 } },
    ],
  });
  const verdict = userRunVerdict(userResult, ctx.limits);
  const base = { timeMs: verdict.timeMs, memoryKb: verdict.memoryKb, fraction: null };
  if (verdict.status === JudgeStatus.TimeLimitExceeded || verdict.status === JudgeStatus.MemoryLimitExceeded)
    return { ...base, status: verdict.status, message: verdict.message };
  const v = interpretKattisValidator(check, c.score);
  const brokenPipe = userResult.status === 'Signalled' && userResult.exitStatus === SIGPIPE;
  // A crash counts unless the validator had already rejected (it then hung up, which may be what killed the program).
  if (verdict.status !== null && v.status !== JudgeStatus.WrongAnswer && !(brokenPipe && v.status === JudgeStatus.Accepted))
    return { ...base, status: verdict.status, message: verdict.message ?? exitMessage(userResult) };
  return { ...base, ...v };
}
