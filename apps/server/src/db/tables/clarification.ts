import type { Generated } from 'kysely';

/** The clarification desk: questions, the jury's answers and announcements, read marks (module clarification). */
export interface ClarificationTables {
  clarification: ClarificationTable;
  clarificationRead: { clarificationId: number; uid: string; cid: number; gmtCreate: number };
}

export interface ClarificationTable {
  id: Generated<number>;
  cid: number;
  pid: number | null;
  fromTeamId: string | null;
  askerUid: string | null;
  toTeamId: string | null;
  replyToId: number | null;
  juryUid: string | null;
  text: string;
  canned: string | null;
  answered: Generated<number>;
  gmtCreate: number;
  gmtModified: number;
}
