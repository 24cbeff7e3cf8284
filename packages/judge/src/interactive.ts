import { JudgeStatus } from '@verdict/shared';
import { interpretChecker } from './checker-result';
import { userCommand, type CaseContext, type CaseRun } from './case-runner';
import type { JudgeCaseInput } from './types';
import { exitMessage, userRunVerdict } from './verdict';

const MB = 1024 * 1024;
const SIGPIPE = 13;

/**
 * §3.5 interactive mode: contestant and interactor run concurrently in one request, each
 * one's stdout piped into the other's stdin. The interactor gets (input, output file it
 * writes, answer) like testlib's registerInteraction and decides the verdict like a checker.
 */
export async function runInteractiveCase(ctx: CaseContext, c: JudgeCaseInput): Promise<CaseRun> {
  if (!ctx.checkerFileId)
    return { status: JudgeStatus.SystemError, timeMs: 0, memoryKb: 0, message: 'interactor program is missing', fraction: null };
  const { limits } = ctx;
  const cpuMs = limits.timeLimitMs + 200;
  const user = userCommand(ctx, [null, null, { name: 'stderr', max: MB }], {});
  const [userResult, interactor] = await ctx.sandbox.run({
    cmd: [
      user,
      {
        args: ['/w/interactor', '/w/input', '/w/user_output', '/w/answer'],
        env: ['PATH=/usr/bin:/bin', 'LANG=C.UTF-8'],
        files: [null, null, { name: 'stderr', max: MB }],
        cpuLimit: 2 * cpuMs * 1e6,
        clockLimit: 6 * cpuMs * 1e6,
        memoryLimit: 2 * (limits.memoryLimitMb + 100) * MB,
        stackLimit: 128 * MB,
        procLimit: 128,
        copyIn: {
          interactor: { fileId: ctx.checkerFileId },
          input: await ctx.caseFile(c.inputPath, c.inputHash),
          answer: await ctx.caseFile(c.outputPath, c.outputHash),
        },
        // Optional: HOJ fails the case (File Error → SE) when an interactor does not create it.
        copyOut: ['user_output?'],
        copyOutMax: 16 * MB,
      },
    ],
    pipeMapping: [
      { in: { index: 0, fd: 1 }, out: { index: 1, fd: 0 } },
      { in: { index: 1, fd: 1 }, out: { index: 0, fd: 0 } },
    ],
  });
  const verdict = userRunVerdict(userResult, limits);
  const base = { timeMs: verdict.timeMs, memoryKb: verdict.memoryKb, fraction: null };
  // HOJ turns a wall-clock kill of an idle contestant into RE; it is a TLE (§8).
  if (verdict.status === JudgeStatus.TimeLimitExceeded || verdict.status === JudgeStatus.MemoryLimitExceeded) {
    return { ...base, status: verdict.status, message: verdict.message };
  }
  const interactorOk = interactor.status === 'Accepted';
  const brokenPipe = userResult.status === 'Signalled' && userResult.exitStatus === SIGPIPE;
  // A contestant killed by SIGPIPE only because the interactor hung up early is judged by the interactor.
  if (verdict.status !== null && (!brokenPipe || interactorOk)) {
    return { ...base, status: verdict.status, message: verdict.message ?? exitMessage(userResult) };
  }
  // Exit 99's percentage comes from the file the interactor writes (HOJ reads the proxied pipe, a quirk).
  const v = interpretChecker(interactor, interactor.files?.user_output ?? '', interactor.files?.stderr ?? '');
  return { ...base, status: v.status, fraction: v.fraction, message: v.message };
}
