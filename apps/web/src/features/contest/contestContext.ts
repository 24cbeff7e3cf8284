import type { ContestVo, VirtualParticipationVo } from '@verdict/shared';
import { createContext, useContext } from 'react';

/** What every tab of a contest reads from its shell. */
export interface ContestShellValue {
  cid: number;
  contest: ContestVo;
  /** Server time = `Date.now() + clockOffset` (a clock in seconds ticks on it with useServerNow). */
  clockOffset: number;
  /** The contest's state on the server's clock (ContestStatus), changing at its start and end. */
  status: number;
  /** Root or the contest's author (spec 2 §6). */
  isAdmin: boolean;
  /** Passed the password step (always for public contests and admins). */
  hasAccess: boolean;
  /** May open problems and submissions: admins; others once started, and registered for a private contest. */
  canEnter: boolean;
  /** Counts and OI results are live for this viewer (spec 2 §4). */
  realTime: boolean;
  /** The viewer's virtual participation (its window running: `contest` is moved into it, virtualContest.ts). */
  virtual: VirtualParticipationVo | null;
}

export const ContestShellContext = createContext<ContestShellValue | null>(null);

/** The shell's contest, for the tabs; they render only inside it. */
export function useContestShell(): ContestShellValue {
  const value = useContext(ContestShellContext);
  if (!value) throw new Error('useContestShell outside the contest shell');
  return value;
}

/** The contest shell around the problem page, or null on a problem page outside contests. */
export const useOptionalContestShell = () => useContext(ContestShellContext);
