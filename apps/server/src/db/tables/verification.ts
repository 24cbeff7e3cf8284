import type { Generated } from 'kysely';

/** Bundled submissions of imported packages and their last verification (module verification). */
export interface VerificationTables {
  verificationSubmission: VerificationSubmissionTable;
  verificationTiming: VerificationTimingTable;
}

export interface VerificationSubmissionTable {
  id: Generated<number>;
  pid: number;
  origin: string;
  language: string;
  code: string;
  /** JSON list of judge status codes. */
  expected: string;
  scoreMin: number | null;
  scoreMax: number | null;
  /** 'pending' | 'running' | 'passed' | 'failed' | 'skipped' */
  state: string;
  gotStatus: number | null;
  gotScore: number | null;
  timeMs: number | null;
  message: string | null;
  gmtModified: number;
}

/** How a Kattis package's time limit is derived from its accepted submissions (migration 033). */
export interface VerificationTimingTable {
  pid: number;
  acToTimeLimit: number;
  timeLimitToTle: number;
  resolutionMs: number;
  slowestMs: number | null;
  derivedMs: number | null;
  gmtModified: number;
}
