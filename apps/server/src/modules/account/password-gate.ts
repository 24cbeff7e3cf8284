import { availableParallelism } from 'node:os';

/**
 * A small first-come queue in front of argon2id. Each hash or check holds 19 MiB and a core for
 * tens of milliseconds on a thread of libuv's pool (4 threads): left unbounded, a contest start's
 * hundreds of sign-ins take every thread, and whatever else needs the pool (compression, files)
 * waits behind them. At most `limit` run at once (PASSWORD_HASH_CONCURRENCY, default the cores, at
 * most 3 so one pool thread stays free); the rest wait their turn, and every one still runs.
 */
export class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most that ever ran at once (for tests and benchmarks). */
  peak = 0;

  constructor(readonly limit: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    else this.running++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (running stays counted), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export function passwordConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.PASSWORD_HASH_CONCURRENCY);
  if (Number.isInteger(raw) && raw > 0) return raw;
  return Math.max(1, Math.min(3, availableParallelism()));
}

/** The one gate of this process: every argon2id hash and check passes it. */
export const passwordGate = new Gate(passwordConcurrency());
