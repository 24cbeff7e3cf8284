import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { rtrimOutput } from './compare';
import type { LanguageDefinition } from './languages';
import type { SandboxClient } from './sandbox/client';
import type { SandboxCmd, SandboxFile } from './sandbox/types';
import type { CustomTestRequest, CustomTestResult } from './types';
import { exitMessage, userRunVerdict, type RunLimits } from './verdict';

const MB = 1024 * 1024;
/** §3.6: the shown stdout is cut to 1000 characters. */
const SHOWN_OUTPUT = 1000;
const SHOWN_STDERR = 4000;

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}...` : s);

/**
 * §3.6 "online debugging": one run on the user's input (plus a trailing newline), plain
 * default mode whatever the problem's judge mode, verdict as §3.3, then an optional
 * comparison without PE.
 */
export async function runCustomTest(
  sandbox: SandboxClient,
  lang: LanguageDefinition,
  programFileId: string,
  runtimeFiles: Record<string, SandboxFile>,
  limits: RunLimits,
  req: CustomTestRequest,
): Promise<CustomTestResult> {
  const input = `${req.input}\n`;
  const fileIo = req.isFileIO && req.ioReadFileName && req.ioWriteFileName;
  const cpuMs = limits.timeLimitMs + 200;
  const cmd: SandboxCmd = {
    args: lang.run.args,
    env: lang.run.env,
    files: [{ content: fileIo ? '' : input }, { name: 'stdout', max: 8 * MB }, { name: 'stderr', max: MB }],
    cpuLimit: cpuMs * 1e6,
    clockLimit: 3 * cpuMs * 1e6,
    memoryLimit: (limits.memoryLimitMb + 100) * MB,
    stackLimit: limits.stackLimitMb * MB,
    procLimit: 128,
    copyIn: {
      ...runtimeFiles,
      ...(fileIo ? { [req.ioReadFileName as string]: { content: input } } : {}),
      [lang.executableName]: { fileId: programFileId },
    },
  };
  if (fileIo) {
    cmd.copyOut = [`${req.ioWriteFileName}?`];
    cmd.copyOutMax = 8 * MB;
  }
  const [result] = await sandbox.run({ cmd: [cmd] });
  const verdict = userRunVerdict(result, limits);
  const output = fileIo ? (result.files?.[req.ioWriteFileName as string] ?? '') : (result.files?.stdout ?? '');
  const programStderr = result.files?.stderr ?? '';
  let status: JudgeStatusCode;
  let note = '';
  if (verdict.status !== null) {
    status = verdict.status;
    if (status === JudgeStatus.RuntimeError) note = verdict.message ?? exitMessage(result);
    else if (verdict.message) note = verdict.message;
  } else if (req.expectedOutput === null) {
    status = JudgeStatus.Accepted;
  } else if (req.isRemoveEndBlank) {
    status = rtrimOutput(output) === rtrimOutput(req.expectedOutput) ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer;
  } else {
    status = output === req.expectedOutput ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer;
  }
  return {
    status,
    time: verdict.timeMs,
    memory: verdict.memoryKb,
    userOutput: cut(output, SHOWN_OUTPUT),
    stderr: cut([note, programStderr].filter(Boolean).join('\n'), SHOWN_STDERR),
  };
}
