import type { ContestVo, VirtualParticipationVo } from '@verdict/shared';
import { createContext, useContext } from 'react';
import type { ContestPhase } from './contestTime';

/** What every tab of a contest reads from its shell. */
export interface ContestShellValue {
  cid: number;
  contest: ContestVo;
  /** Server time, ticking each second. */
  now: number;
  phase: ContestPhase;
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
