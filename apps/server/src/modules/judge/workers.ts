import { availableParallelism } from 'node:os';
import type { Config } from '../../config';

/**
 * Jobs in flight per program the sandbox can run at once, when the queue and the verdicts are
 * over the network (PostgreSQL, Redis). Such a job spends most of its wall time in a dozen round
 * trips (claim, the Compiling and Judging writes, the task's reads, the verdict transaction, the
 * queue's end), during which the sandbox would sit idle with one job per slot: measured on the
 * storm (bench:storm, N = 1,000 scaled), one worker per judge host kept go-judge ≈ 8 % busy.
 */
const NETWORKED_JOBS_PER_SLOT = 2;

/**
 * Submissions this process judges at once: JUDGE_WORKERS when set; otherwise one per program the
 * sandbox runs at once (JUDGE_CONCURRENCY, by default one per core) on SQLite, whose reads and
 * writes are calls inside the process, and NETWORKED_JOBS_PER_SLOT per program on PostgreSQL.
 * More jobs than slots do not oversubscribe the cores: go-judge's -parallelism still bounds the
 * runs, the extra jobs only wait for it (their leases kept alive by their heartbeats). 0: this
 * process judges nothing (an API process of the scaled mode).
 */
export function judgeWorkers(config: Pick<Config, 'judgeConcurrency' | 'judgeWorkers' | 'databaseUrl'>): number {
  if (config.judgeConcurrency === 0) return 0;
  if (config.judgeWorkers) return config.judgeWorkers;
  const slots = config.judgeConcurrency ?? availableParallelism();
  return config.databaseUrl ? NETWORKED_JOBS_PER_SLOT * slots : slots;
}
