import type { Generated } from 'kysely';

/** Contests, their problems, registrations, announcements, prints and balloons (module contest). */
export interface ContestTables {
  contest: ContestTable;
  contestProblem: ContestProblemTable;
  contestRegister: { id: Generated<number>; cid: number; uid: string; status: number; gmtCreate: number; gmtModified: number };
  contestAnnouncement: ContestAnnouncementTable;
  contestPrint: ContestPrintTable;
  contestAcCheck: { submitId: number; cid: number; gmtCreate: number };
}

export interface ContestTable {
  id: Generated<number>;
  uid: string;
  author: string | null;
  title: string;
  type: number;
  description: string | null;
  source: number;
  auth: number;
  pwd: string | null;
  startTime: number;
  endTime: number;
  /** Seconds. */
  duration: number;
  sealRank: number;
  sealRankTime: number | null;
  autoRealRank: number;
  visible: number;
  openPrint: number;
  openAccountLimit: number;
  accountLimitRule: string | null;
  rankShowName: string;
  /** JSON array of usernames. */
  starAccount: string;
  openRank: number;
  oiRankScoreType: string;
  isGroup: number;
  gid: number | null;
  awardType: number;
  /** JSON array of {priority, name, background, color, num}. */
  awardConfig: string;
  allowEndSubmit: number;
  /** 0/1: competitors are teams (module team), not single users. */
  teamContest: Generated<number>;
  gmtCreate: number;
  gmtModified: number;
}

export interface ContestProblemTable {
  id: Generated<number>;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface ContestAnnouncementTable {
  id: Generated<number>;
  cid: number;
  title: string;
  content: string;
  uid: string | null;
  username: string | null;
  status: number;
  gmtCreate: number;
  gmtModified: number;
}

export interface ContestPrintTable {
  id: Generated<number>;
  cid: number;
  uid: string;
  username: string;
  realname: string | null;
  content: string;
  status: number;
  gmtCreate: number;
  gmtModified: number;
}
