import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { RunResult } from './sandbox/types';

/** Scaled limits of one run, in the units the verdict is decided in. */
export interface RunLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
}

export interface RunVerdict {
  /** null = the program finished within limits; its output is to be judged. */
  status: JudgeStatusCode | null;
  message: string | null;
  timeMs: number;
  memoryKb: number;
}

const SIGNALS: Record<number, string> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  3: 'SIGQUIT',
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  10: 'SIGUSR1',
  11: 'SIGSEGV',
  12: 'SIGUSR2',
  13: 'SIGPIPE',
  14: 'SIGALRM',
  15: 'SIGTERM',
  16: 'SIGSTKFLT',
  17: 'SIGCHLD',
  18: 'SIGCONT',
  19: 'SIGSTOP',
  20: 'SIGTSTP',
  21: 'SIGTTIN',
  22: 'SIGTTOU',
  23: 'SIGURG',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  26: 'SIGVTALRM',
  27: 'SIGPROF',
  28: 'SIGWINCH',
  29: 'SIGIO',
  30: 'SIGPWR',
  31: 'SIGSYS',
};

export function exitMessage(result: RunResult): string {
  if (result.status === 'Signalled') {
    return `The program was killed by signal ${result.exitStatus}${SIGNALS[result.exitStatus] ? ` (${SIGNALS[result.exitStatus]})` : ''}`;
  }
  return `The program return exit status code: ${result.exitStatus}`;
}

export const timeMsOf = (r: RunResult) => Math.round(r.time / 1e6);
export const memoryKbOf = (r: RunResult) => Math.round(r.memory / 1024);

/**
 * §3.3 verdict of a contestant's run, in order. Two deliberate departures from HOJ (§8):
 * an OOM kill (go-judge "Memory Limit Exceeded", exit 9) is MLE rather than "RE (Killed)",
 * and a wall-clock kill is TLE; an output flood is RE with an explicit message as HOJ has no OLE.
 */
export function userRunVerdict(result: RunResult, limits: RunLimits): RunVerdict {
  const timeMs = timeMsOf(result);
  const memoryKb = memoryKbOf(result);
  const v = (status: JudgeStatusCode | null, message: string | null = null): RunVerdict => ({
    status,
    message,
    timeMs,
    memoryKb,
  });
  switch (result.status) {
    case 'Accepted':
      if (timeMs > limits.timeLimitMs) return v(JudgeStatus.TimeLimitExceeded);
      if (memoryKb > limits.memoryLimitMb * 1024) return v(JudgeStatus.MemoryLimitExceeded);
      return v(null);
    case 'Time Limit Exceeded':
      return v(
        JudgeStatus.TimeLimitExceeded,
        timeMs > limits.timeLimitMs ? null : 'Wall clock time limit exceeded (the program was idle or blocked)',
      );
    case 'Memory Limit Exceeded':
      return v(JudgeStatus.MemoryLimitExceeded);
    case 'Output Limit Exceeded':
      return v(JudgeStatus.RuntimeError, 'Output Limit Exceeded: the program wrote more output than allowed');
    case 'Nonzero Exit Status':
    case 'Signalled':
      // A run that used more CPU than allowed but died of something else still is TLE first.
      if (timeMs > limits.timeLimitMs) return v(JudgeStatus.TimeLimitExceeded);
      return v(JudgeStatus.RuntimeError, exitMessage(result));
    case 'Dangerous Syscall':
      return v(JudgeStatus.RuntimeError, 'Dangerous system call');
    case 'File Error':
      if (result.fileError?.some((f) => f.type === 'CopyOutSizeExceeded' || f.type === 'CollectSizeExceeded')) {
        return v(JudgeStatus.RuntimeError, 'Output Limit Exceeded: the program wrote more output than allowed');
      }
      return v(JudgeStatus.SystemError, `File Error: ${result.error ?? JSON.stringify(result.fileError ?? [])}`);
    default:
      return v(JudgeStatus.SystemError, `${result.status}${result.error ? `: ${result.error}` : ''}`);
  }
}
