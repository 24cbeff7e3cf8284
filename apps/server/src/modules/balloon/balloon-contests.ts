import type { Actor } from '../../http/actor';
import type { ContestProblemRow, ContestRow } from '../contest/contest.repository';

/** What balloons ask of the contest module (wired in wiring/ from its services). */
export interface BalloonContests {
  find(cid: number): Promise<ContestRow | undefined>;
  /** The contest's admin (ContestAccess's answer: site and group contests alike). */
  isAdmin(actor: Actor, contest: ContestRow): Promise<boolean>;
  problems(cid: number): Promise<ContestProblemRow[]>;
  /** Users whose submissions never count (the author, super admins): they get no balloons. */
  nonCounting(contest: ContestRow): Promise<string[]>;
}
