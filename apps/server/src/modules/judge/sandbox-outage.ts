import { SandboxUnavailableError } from '@verdict/judge';

/** The sandbox is down: nothing is claimed until it runs programs again. */
export interface SandboxOutage {
  reason: string;
  since: number;
}

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** `firstMs` doubling with each failure, capped at `maxMs`. */
export const backoffMs = (b: Backoff, failures: number) => Math.min(b.maxMs, b.firstMs * 2 ** Math.max(0, failures - 1));

/**
 * Whether the worker pool may use the sandbox. An outage starts when a judge meets a sandbox
 * that cannot run even a trivial program, or when the sandbox's owner (the runtime) reports it
 * dead; from then on the sandbox is probed with backoff, and whoever waits is released once a
 * probe passes. One probe loop for the whole pool, so no worker spins against a dead sandbox.
 */
export class SandboxOutageGate {
  private outage: (SandboxOutage & { reported: string | null; probeDelayMs: number; probe: NodeJS.Timeout | null }) | null = null;
  private waiters = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly deps: {
      /** Resolves when the sandbox runs programs. */
      ping: () => Promise<void>;
      /** Runs once a probe passed, before waiters are released. */
      onRecovered: (outage: SandboxOutage) => Promise<void>;
      log: { info(msg: string): void; error(msg: string): void };
    },
    private readonly backoff: Backoff,
  ) {}

  /** Why judging is paused, or null. What the owner reported wins over the last failure seen. */
  get current(): SandboxOutage | null {
    return this.outage && { reason: this.outage.reported ?? this.outage.reason, since: this.outage.since };
  }

  /** Whether a failure is an outage (the sandbox cannot run a trivial program) rather than one submission's. */
  async isOutage(err: unknown): Promise<boolean> {
    if (!(err instanceof SandboxUnavailableError)) return false;
    if (this.outage) return true;
    try {
      await this.deps.ping();
      return false;
    } catch {
      return true;
    }
  }

  /** Starts (or updates) an outage after a failure. */
  enter(why: string): void {
    if (this.closed) return;
    const reason = shortReason(why);
    if (this.outage) {
      this.outage.reason = reason;
      return;
    }
    this.deps.log.error(`judge: sandbox unavailable, judging paused: ${reason}`);
    this.outage = { reason, reported: null, since: Date.now(), probeDelayMs: this.backoff.firstMs, probe: null };
    this.schedule(this.backoff.firstMs);
  }

  /** The owner says the sandbox is down and why (shown until it says the sandbox is back). */
  report(reason: string): void {
    this.enter(reason);
    if (this.outage) this.outage.reported = shortReason(reason);
  }

  /** The owner restarted the sandbox: probe now rather than at the next backoff step. */
  checkNow(): void {
    if (!this.outage) return;
    this.outage.reported = null;
    this.schedule(0);
  }

  /** Resolves when the outage is over (at once when there is none) or the gate is closed. */
  wait(): Promise<void> {
    if (!this.outage || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  close(): void {
    this.closed = true;
    if (this.outage?.probe) clearTimeout(this.outage.probe);
    this.release();
  }

  private schedule(delayMs: number): void {
    const outage = this.outage;
    if (!outage) return;
    if (outage.probe) clearTimeout(outage.probe);
    outage.probe = setTimeout(() => void this.probe(outage), delayMs);
  }

  private async probe(outage: NonNullable<typeof this.outage>): Promise<void> {
    outage.probe = null;
    let failure: string | null = null;
    try {
      await this.deps.ping();
    } catch (err) {
      failure = (err as Error).message;
    }
    if (this.outage !== outage || this.closed) return;
    if (failure !== null) {
      outage.reason = shortReason(failure);
      outage.probeDelayMs = Math.min(this.backoff.maxMs, outage.probeDelayMs * 2);
      this.schedule(outage.probeDelayMs);
      return;
    }
    this.outage = null;
    this.deps.log.info(`judge: sandbox answers again after ${Math.round((Date.now() - outage.since) / 1000)} s; judging resumes`);
    await this.deps.onRecovered(outage).catch((err: Error) => this.deps.log.error(`judge: after the outage: ${err.message}`));
    this.release();
  }

  private release(): void {
    for (const wake of [...this.waiters]) wake();
    this.waiters.clear();
  }
}

/** A reason fit for health and the admin dashboard: first line, 300 characters at most. */
function shortReason(why: string): string {
  const line = why.split('\n', 1)[0];
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
