import type { Generated } from 'kysely';

/** Virtual participation (module contest, contest/virtual-*.ts; migration 025). */
export interface ContestVirtualTables {
  contestVirtual: { id: Generated<number>; cid: number; uid: string; startTime: number; endTime: number; gmtCreate: number };
  /** The one open window per user: its end. */
  contestVirtualSlot: { uid: string; endTime: number };
  /** A practice submission made in a window, to the contest problem `cpid`. */
  contestVirtualSubmission: { submitId: number; vid: number; cpid: number };
}
