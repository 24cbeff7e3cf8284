import type { Generated } from 'kysely';

/** Similarity reports and their kept pairs (module similarity). */
export interface SimilarityTables {
  similarityReport: SimilarityReportTable;
  similarityPair: SimilarityPairTable;
}

/** A contest's latest report. */
export interface SimilarityReportTable {
  cid: number;
  /** 'running' | 'done' | 'failed' */
  status: string;
  /** 0…1000 */
  progress: number;
  startedBy: string | null;
  allowed: string;
  submissions: number;
  /** JSON list of notes. */
  notes: string;
  error: string | null;
  heartbeatAt: number;
  gmtCreate: number;
  gmtFinished: number | null;
}

export interface SimilarityPairTable {
  id: Generated<number>;
  cid: number;
  /** The smaller submit id. */
  submitIdA: number;
  submitIdB: number;
  usernameA: string;
  usernameB: string;
  pid: number;
  /** The problem's display id in the contest. */
  problemId: string;
  /** The language family. */
  language: string;
  similarity: number;
  longest: number;
  /** JSON: [{a: region, b: region}] */
  fragments: string;
}
