import type { Generated } from 'kysely';

/** Balloons, the contest's balloon setting and its runners (module balloon). */
export interface BalloonTables {
  balloon: BalloonTable;
  balloonSetting: { cid: number; duringFreeze: number; gmtModified: number };
  balloonRunner: { cid: number; uid: string; gmtCreate: number };
}

/** A team's first AC on a contest problem. */
export interface BalloonTable {
  id: Generated<number>;
  cid: number;
  /** The team's CCS id (ContestTeam.id). */
  teamId: string;
  /** contest_problem id. */
  cpid: number;
  submitId: number;
  submitTime: number;
  delivered: number;
  /** uid of the runner who marked it delivered. */
  deliveredBy: string | null;
  deliveredAt: number | null;
  gmtCreate: number;
}
