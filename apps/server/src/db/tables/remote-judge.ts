/** Remote judging's tables (module remote-judge). */
export interface RemoteJudgeTables {
  remoteAccountLease: RemoteAccountLeaseTable;
}

/** A site account in use by one judging process until `expiresAt` (epoch ms), renewed while it polls. */
export interface RemoteAccountLeaseTable {
  /** `<pool>\n<username>` (pool: the site key, GYM shares CF's). */
  accountKey: string;
  /** The process holding it (a random id per pool). */
  holder: string;
  expiresAt: number;
}
