import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { RunResult } from './sandbox/types';

export interface CheckerVerdict {
  status: JudgeStatusCode;
  /** Share of the case score for Partial Accepted, 0..1; null when the checker gave none. */
  fraction: number | null;
  message: string | null;
}

const MESSAGE_MAX = 1024;

function clip(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  return t.length > MESSAGE_MAX ? `${t.slice(0, MESSAGE_MAX)}…` : t;
}

/** A fraction from a percentage; 100 (or more) is full marks → AC. */
function partial(percent: number, message: string | null): CheckerVerdict {
  if (!Number.isFinite(percent) || percent <= 0) return { status: JudgeStatus.PartialAccepted, fraction: null, message };
  if (percent >= 100) return { status: JudgeStatus.Accepted, fraction: null, message };
  return { status: JudgeStatus.PartialAccepted, fraction: percent / 100, message };
}

/** testlib's stderr texts (§3.5), for exit codes other than HOJ's own 0/99–103. */
export function parseTestlibText(stderr: string): CheckerVerdict {
  const head = stderr.slice(0, 1024);
  const message = clip(stderr);
  if (head.startsWith('ok ') || head === 'ok' || head.startsWith('ok\n'))
    return { status: JudgeStatus.Accepted, fraction: null, message };
  if (head.startsWith('wrong answer ')) return { status: JudgeStatus.WrongAnswer, fraction: null, message };
  if (head.startsWith('wrong output format ')) {
    return {
      status: JudgeStatus.WrongAnswer,
      fraction: null,
      message: `May be output presentation error. ${message ?? ''}`.trim(),
    };
  }
  const pc = /^partially correct \((\d+)\)/.exec(head);
  if (pc) return partial(Number(pc[1]), message);
  if (head.startsWith('partially correct ')) return { status: JudgeStatus.PartialAccepted, fraction: null, message };
  const points = /^points ([-+]?\d*\.?\d+(?:[eE][-+]?\d+)?)/.exec(head);
  // testlib prints points on the case's scale; HOJ reads them as a percentage (1.0 → AC handled below).
  if (points) {
    const value = Number(points[1]);
    return value === 1 ? { status: JudgeStatus.Accepted, fraction: null, message } : partial(value, message);
  }
  return { status: JudgeStatus.SystemError, fraction: null, message: message ?? 'checker failed' };
}

/**
 * Interprets a checker or interactor run (§3.5). `scoreText` is where exit code 99 takes its
 * percentage from (the checker's stdout).
 */
export function interpretChecker(result: RunResult, scoreText: string, stderr: string): CheckerVerdict {
  const message = clip(stderr);
  if (result.status === 'Accepted') return { status: JudgeStatus.Accepted, fraction: null, message };
  if (result.status !== 'Nonzero Exit Status') {
    return {
      status: JudgeStatus.SystemError,
      fraction: null,
      message: `checker ${result.status}${result.error ? `: ${result.error}` : ''}`,
    };
  }
  switch (result.exitStatus) {
    case 100:
      return { status: JudgeStatus.Accepted, fraction: null, message };
    case 101:
      return { status: JudgeStatus.PresentationError, fraction: null, message };
    case 102:
      return { status: JudgeStatus.WrongAnswer, fraction: null, message };
    case 103:
      return { status: JudgeStatus.SystemError, fraction: null, message: message ?? 'judge error' };
    case 99: {
      const t = scoreText.trim();
      const n = /^[-+]?\d*\.?\d+$/.test(t) ? Number(t) : NaN;
      return Number.isNaN(n) ? { status: JudgeStatus.PartialAccepted, fraction: null, message } : partial(n, message);
    }
    default:
      return stderr.trim()
        ? parseTestlibText(stderr)
        : { status: JudgeStatus.SystemError, fraction: null, message: `checker exited with ${result.exitStatus}` };
  }
}
