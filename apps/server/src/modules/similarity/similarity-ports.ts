import type { Actor } from '../../http/actor';
import type { ContestProblemRow, ContestRow } from '../contest/contest.repository';

/** What similarity reports ask of the contest module (wired in wiring/ from ContestAccess and the repository). */
export interface SimilarityContests {
  /** The contest if the caller administers it (site admins, its author, a group contest's managers); else 404/403. */
  admin(actor: Actor, cid: number): Promise<ContestRow>;
  problems(cid: number): Promise<ContestProblemRow[]>;
  /** Users whose submissions never count (the author, super admins): not compared. */
  nonCounting(contest: ContestRow): Promise<string[]>;
}

/** The problem module's enabled code templates of a problem, by language name. */
export interface SimilarityTemplates {
  codeTemplatesOf(pid: number): Promise<{ language: string; code: string }[]>;
}
