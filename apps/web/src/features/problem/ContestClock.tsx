import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ContestStatus, contestStatusAt, parseWireDate } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { useServerNow, useServerNowCrossing } from '../../lib/useCountdown';
import { contestClockOptions } from './api';

export interface ContestClockState {
  /** Undefined until the contest's times arrived. */
  status: number | undefined;
  /** The contest's (or the running virtual window's) start and end, and the server clock's lead on this browser's. */
  start: number;
  end: number;
  offset: number;
  /** Whether the contest takes submissions after its end (practice after the contest). */
  allowEndSubmit: boolean;
  /** The contest's admins (root, its author) submit whatever its state. */
  admin: boolean;
}

/** `H:MM:SS`, days in front past 24 h. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const p = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const hms = `${p(Math.floor((total % 86_400) / 3600))}:${p(Math.floor((total % 3600) / 60))}:${p(total % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/**
 * A contest problem page's clock state (issue 28.4), on the server's clock. It changes at the start and the end
 * only: the seconds tick in `ContestClock` alone, not in the editor around it.
 */
export function useContestClock(cid: number | undefined): ContestClockState {
  const { user, isRoot, isLoggedIn } = useAuth();
  const info = useQuery(contestClockOptions(cid, isLoggedIn));
  const contest = info.data?.contest;
  const offset = contest ? parseWireDate(contest.now) - info.data!.at : 0;
  // In a running virtual window the contest runs on the window's times.
  const own = info.data?.virtual?.participation;
  const start = own?.running ? own.startTime : parseWireDate(contest?.startTime);
  const end = own?.running ? own.endTime : parseWireDate(contest?.endTime);
  const clockOffset = Number.isFinite(offset) ? offset : 0;
  const now = useServerNowCrossing(clockOffset, [start, end]);
  if (!contest) return { status: undefined, start: NaN, end: NaN, offset: 0, allowEndSubmit: false, admin: false };
  const status = contestStatusAt(start, end, now);
  const admin = isRoot || (!!user && user.username === contest.author);
  return { status, start, end, offset: clockOffset, allowEndSubmit: !!contest.allowEndSubmit, admin };
}

/** The compact clock kept in view above the editor (sticky), focus mode included. */
export function ContestClock({ clock, focusMode }: { clock: ContestClockState; focusMode: boolean }) {
  const { t } = useTranslation('problem');
  const now = useServerNow(clock.offset, clock.status !== undefined && clock.status !== ContestStatus.Ended);
  if (clock.status === undefined) return null;
  const remainingMs = clock.status === ContestStatus.Scheduled ? clock.start - now : clock.end - now;
  const text =
    clock.status === ContestStatus.Running
      ? t('clock.left', { time: clockText(remainingMs) })
      : clock.status === ContestStatus.Scheduled
        ? t('clock.startsIn', { time: clockText(remainingMs) })
        : t('clock.ended');
  const state = clock.status === ContestStatus.Running ? 'running' : clock.status === ContestStatus.Ended ? 'ended' : 'scheduled';
  return (
    <div
      className={`contest-clock contest-clock-${state}${focusMode ? ' contest-clock-focus' : ''}`}
      role="timer"
      aria-live="off"
      data-testid="contest-clock"
    >
      <ClockCircleOutlined aria-hidden /> {text}
    </div>
  );
}

/**
 * The Submit button after the end (issue 28.4): "practice after the contest" where the contest
 * takes late submissions, else closed (disabled, with the reason); its admins submit as before.
 */
export function submitAfterEnd(clock: ContestClockState): 'open' | 'practice' | 'closed' {
  if (clock.status !== ContestStatus.Ended || clock.admin) return 'open';
  return clock.allowEndSubmit ? 'practice' : 'closed';
}
