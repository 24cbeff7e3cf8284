import type { Generated } from 'kysely';

/** Submissions and their case results (module submission); the judge queue and hosts (module judge). */
export interface JudgingTables {
  judge: JudgeTable;
  judgeCase: JudgeCaseTable;
  userAcproblem: { id: Generated<number>; uid: string; pid: number; submitId: number; gmtCreate: number };
  judgeJob: {
    submitId: number;
    attemptId: string | null;
    leaseUntil: number | null;
    availableAt: number;
    tries: number;
    priority: number;
    gmtCreate: number;
  };
  judgeHost: JudgeHostTable;
}

export interface JudgeTable {
  submitId: Generated<number>;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  submitTime: number;
  status: number;
  share: number;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  score: number | null;
  length: number;
  code: string;
  language: string;
  cid: number;
  cpid: number;
  gid: number | null;
  judger: string | null;
  ip: string | null;
  version: number;
  oiRankScore: number | null;
  isManual: number;
  /** Judge attempt that owns the row now: results of older attempts are ignored (idempotent ingestion). */
  attemptId: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface JudgeCaseTable {
  id: Generated<number>;
  submitId: number;
  uid: string;
  pid: number;
  caseId: number | null;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  groupNum: number | null;
  seq: number;
  mode: string;
  inputData: string | null;
  outputData: string | null;
  userOutput: string | null;
  /** The start of the program's output on a wrong answer (migration 006) and the whole output's bytes. */
  outputExcerpt: string | null;
  outputBytes: number | null;
  gmtCreate: number;
}

export interface JudgeHostTable {
  /** Stable across restarts: host name + data folder (judge host) or + port (API process), or VERDICT_INSTANCE_NAME. */
  name: string;
  /** 'host' (npm run judge) or 'api' (an API process, judging in-process or not). */
  kind: string;
  pid: number | null;
  concurrency: number;
  active: number;
  status: string;
  reason: string | null;
  cpuCores: number;
  loadAvg: number;
  memLoad: number;
  judged: number;
  startedAt: number;
  lastSeen: number;
}
