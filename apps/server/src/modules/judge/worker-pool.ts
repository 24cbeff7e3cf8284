import { hostname } from 'node:os';
import { SandboxUnavailableError } from '@verdict/judge';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { TestdataStore } from '../../infra/testdata-store';
import type { JudgeEngine, JudgeOutcome, JudgeTask } from './engine';
import type { SubmissionEvents } from './event-bus';
import type { ResultIngestor } from './ingest';
import type { ClaimedJob, JudgeQueue } from './queue';
import { loadJudgeTask } from './task';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface WorkerPoolOptions {
  concurrency: number;
  leaseMs?: number;
  sweepMs?: number;
  /** Failed attempts before a submission is given up as System Error; an attempt cut short by a sandbox outage does not count. */
  maxTries?: number;
  /** Retry delays after a failure or outage, ms: `firstMs` doubling up to `maxMs` (2 s … 60 s). */
  backoff?: { firstMs: number; maxMs: number };
}

/** The sandbox is down: nothing is claimed until it runs programs again. */
export interface SandboxOutage {
  reason: string;
  since: number;
}

/**
 * Claims jobs, judges them and ingests the results. Leases are extended while a judge runs;
 * a sweeper re-arms Pending rows that lost their job and in-progress rows whose lease died.
 */
export class WorkerPool {
  private running = false;
  private loops: Promise<void>[] = [];
  private inFlight = new Map<number, ClaimedJob>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly judger = `${hostname()}-${process.pid}`.slice(0, 64);
  private readonly leaseMs: number;
  private readonly maxTries: number;
  private readonly backoff: { firstMs: number; maxMs: number };
  /** `reason`: the last failure seen; `reported`: what the sandbox's owner says (it died, cannot be restarted), shown first. */
  private outage: (SandboxOutage & { reported: string | null; probeDelayMs: number; probe: NodeJS.Timeout | null }) | null = null;
  private outageWaiters = new Set<() => void>();
  /** Jobs handed back because of the outage: available again as soon as the sandbox is. */
  private deferred = new Map<number, ClaimedJob>();
  /** Outages met per submission, for its own backoff. */
  private outagesMet = new Map<number, number>();

  constructor(
    private readonly deps: { db: Db; queue: JudgeQueue; events: SubmissionEvents; store: TestdataStore; ingestor: ResultIngestor; engine: JudgeEngine; log: Logger },
    private readonly opts: WorkerPoolOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.maxTries = opts.maxTries ?? 3;
    this.backoff = opts.backoff ?? { firstMs: 2_000, maxMs: 60_000 };
  }

  /** Re-queues what a previous process left in progress, then starts the workers and the sweeper. */
  async start(): Promise<void> {
    const { db, queue } = this.deps;
    // The only judge process of embedded mode: nothing else can own these rows now.
    const stuck = await db
      .updateTable('judge')
      .set({ status: JudgeStatus.Pending, attemptId: null, judger: null, gmtModified: Date.now() })
      .where('status', 'in', [JudgeStatus.Compiling, JudgeStatus.Judging])
      .executeTakeFirst();
    const released = await queue.releaseAll();
    const requeued = await this.sweep(0);
    if (Number(stuck.numUpdatedRows) || released || requeued) {
      this.deps.log.info(`judge: recovered ${Number(stuck.numUpdatedRows)} interrupted, ${released} leased, ${requeued} unqueued submissions`);
    }
    this.running = true;
    for (let i = 0; i < Math.max(1, this.opts.concurrency); i++) this.loops.push(this.loop());
    this.sweepTimer = setInterval(() => void this.sweep(5_000).catch((err: Error) => this.deps.log.error(`judge sweeper: ${err.message}`)), this.opts.sweepMs ?? 10_000);
  }

  /** Stops claiming; running judges are abandoned and their jobs handed back for the next start. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.outage?.probe) clearTimeout(this.outage.probe);
    this.wakeOutageWaiters();
    for (const job of this.inFlight.values()) {
      await this.deps.ingestor.setStatus(job, JudgeStatus.Pending).catch(() => false);
      await this.deps.queue.release(job).catch(() => undefined);
    }
    this.inFlight.clear();
  }

  get activeCount(): number {
    return this.inFlight.size;
  }

  /** Why judging is paused, or null while the sandbox works. */
  get sandboxOutage(): SandboxOutage | null {
    return this.outage && { reason: this.outage.reported ?? this.outage.reason, since: this.outage.since };
  }

  /**
   * Pauses the workers until the sandbox runs programs again (probed with backoff); for the
   * sandbox's owner, e.g. the runtime that saw its go-judge die. `reason` is what health shows.
   */
  markSandboxDown(reason: string): void {
    this.enterOutage(reason);
    if (this.outage) this.outage.reported = shortReason(reason);
  }

  /** The owner restarted the sandbox: probe it now rather than at the next backoff step. */
  checkSandboxNow(): void {
    if (!this.outage) return;
    this.outage.reported = null;
    this.scheduleProbe(0);
  }

  private enterOutage(why: string): void {
    if (!this.running) return;
    const reason = shortReason(why);
    if (this.outage) {
      this.outage.reason = reason;
      return;
    }
    this.deps.log.error(`judge: sandbox unavailable, judging paused: ${reason}`);
    this.outage = { reason, reported: null, since: Date.now(), probeDelayMs: this.backoff.firstMs, probe: null };
    this.scheduleProbe(this.backoff.firstMs);
  }

  private scheduleProbe(delayMs: number): void {
    const outage = this.outage;
    if (!outage) return;
    if (outage.probe) clearTimeout(outage.probe);
    outage.probe = setTimeout(() => void this.probe(), delayMs);
  }

  private async probe(): Promise<void> {
    const outage = this.outage;
    if (!outage || !this.running) return;
    outage.probe = null;
    try {
      await this.deps.engine.ping();
    } catch (err) {
      if (this.outage !== outage || !this.running) return;
      outage.reason = shortReason((err as Error).message);
      outage.probeDelayMs = Math.min(this.backoff.maxMs, outage.probeDelayMs * 2);
      this.scheduleProbe(outage.probeDelayMs);
      return;
    }
    if (this.outage !== outage || !this.running) return;
    this.outage = null;
    this.deps.log.info(`judge: sandbox answers again after ${Math.round((Date.now() - outage.since) / 1000)} s; judging resumes`);
    const deferred = [...this.deferred.values()];
    this.deferred.clear();
    // Their backoff was for a dead sandbox; a newer attempt (rejudge) is left alone by release.
    for (const job of deferred) await this.deps.queue.release(job).catch(() => undefined);
    this.wakeOutageWaiters();
  }

  private wakeOutageWaiters(): void {
    for (const wake of [...this.outageWaiters]) wake();
    this.outageWaiters.clear();
  }

  private waitForSandbox(): Promise<void> {
    return new Promise((resolve) => this.outageWaiters.add(resolve));
  }

  /** Whether a failure of the sandbox is an outage (it cannot run even a trivial program) or this submission's alone. */
  private async isOutage(err: unknown): Promise<boolean> {
    if (!(err instanceof SandboxUnavailableError)) return false;
    if (this.outage) return true;
    try {
      await this.deps.engine.ping();
      return false;
    } catch {
      return true;
    }
  }

  private backoffMs(failures: number): number {
    return Math.min(this.backoff.maxMs, this.backoff.firstMs * 2 ** Math.max(0, failures - 1));
  }

  /** Pending rows without a job and in-progress rows without a live claim get a job again. */
  async sweep(minAgeMs: number): Promise<number> {
    const { db, queue } = this.deps;
    const now = Date.now();
    const orphans = await db
      .selectFrom('judge')
      .leftJoin('judgeJob', 'judgeJob.submitId', 'judge.submitId')
      .select(['judge.submitId', 'judge.status'])
      .where('judge.status', 'in', [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging])
      .where('judge.gmtModified', '<=', now - minAgeMs)
      .where((eb) => eb.or([eb('judgeJob.submitId', 'is', null), eb('judgeJob.leaseUntil', '<', now - this.leaseMs)]))
      .orderBy('judge.submitId')
      .limit(500)
      .execute();
    for (const o of orphans) {
      if (o.status !== JudgeStatus.Pending) {
        await db.updateTable('judge').set({ status: JudgeStatus.Pending, attemptId: null, judger: null }).where('submitId', '=', o.submitId).where('status', '=', o.status).execute();
      }
      await queue.enqueue(o.submitId);
    }
    return orphans.length;
  }

  private async loop(): Promise<void> {
    const { queue, log } = this.deps;
    while (this.running) {
      if (this.outage) {
        await this.waitForSandbox();
        continue;
      }
      let job: ClaimedJob | null = null;
      try {
        job = await queue.claim(this.leaseMs);
      } catch (err) {
        log.error(`judge: claim failed: ${(err as Error).message}`);
      }
      if (!job) {
        await queue.waitForWork(1_000);
        continue;
      }
      this.inFlight.set(job.submitId, job);
      await this.run(job).catch((err: Error) => log.error(`judge: submission ${job.submitId}: ${err.message}`));
      this.inFlight.delete(job.submitId);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { queue, ingestor, engine, log, db, store } = this.deps;
    if (!(await ingestor.begin(job, this.judger))) {
      await queue.complete(job);
      return;
    }
    const task = await loadJudgeTask(db, store, job.submitId);
    const total = task && 'task' in task ? task.task.cases.length : 0;
    this.publish(job.submitId, JudgeStatus.Compiling, 0, total);
    if (!task || !('task' in task)) {
      await this.finish(job, systemError(task?.reason ?? 'submission vanished'), 'default');
      return;
    }
    const heartbeat = setInterval(() => void queue.extend(job, this.leaseMs).catch(() => false), Math.max(1_000, this.leaseMs / 3));
    let outcome: JudgeOutcome;
    try {
      outcome = await engine.judge(task.task, {
        onPhase: async (phase) => {
          if (phase !== 'judging' || !this.running) return;
          if (await ingestor.setStatus(job, JudgeStatus.Judging)) this.publish(job.submitId, JudgeStatus.Judging, 0, total);
        },
        onCaseDone: (done, all) => {
          if (this.running) this.publish(job.submitId, JudgeStatus.Judging, done, all);
        },
      });
    } catch (err) {
      if (!this.running) return;
      const reason = (err as Error).message;
      if (await this.isOutage(err)) {
        // Not a verdict and not this submission's fault: wait for the sandbox, however long it takes.
        const met = (this.outagesMet.get(job.submitId) ?? 0) + 1;
        this.outagesMet.set(job.submitId, met);
        if (await ingestor.setStatus(job, JudgeStatus.Pending)) this.publish(job.submitId, JudgeStatus.Pending, 0, total);
        await queue.release(job, this.backoffMs(met), { refundTry: true });
        this.deferred.set(job.submitId, job);
        this.enterOutage(reason);
        return;
      }
      // The sandbox works but failed on this submission: try again later, and give up only after a few rounds.
      if (job.tries >= this.maxTries) {
        this.outagesMet.delete(job.submitId);
        await this.finish(job, systemError(`judge failed ${job.tries} times: ${reason}`), task.caseMode);
      } else {
        log.warn(`judge: submission ${job.submitId} attempt ${job.tries} failed, retrying: ${reason}`);
        if (await ingestor.setStatus(job, JudgeStatus.Pending)) this.publish(job.submitId, JudgeStatus.Pending, 0, total);
        await queue.release(job, this.backoffMs(job.tries));
      }
      return;
    } finally {
      clearInterval(heartbeat);
    }
    this.outagesMet.delete(job.submitId);
    // A stopped pool handed its jobs back: the next start judges them again, this result is dropped.
    if (this.running) await this.finish(job, outcome, task.caseMode);
  }

  private async finish(job: ClaimedJob, outcome: JudgeOutcome, caseMode: string): Promise<void> {
    const applied = await this.deps.ingestor.finish(job, outcome, caseMode);
    if (!applied) {
      this.deps.log.info(`judge: dropped the result of stale attempt ${job.attemptId} for submission ${job.submitId}`);
      return;
    }
    this.publish(job.submitId, outcome.status, outcome.cases.length, outcome.cases.length);
  }

  private publish(submitId: number, status: JudgeStatusCode, done: number, total: number): void {
    this.deps.events.publish({ submitId, status, done, total });
  }
}

/** A reason fit for health and the admin dashboard: first line, 300 characters at most. */
function shortReason(why: string): string {
  const line = why.split('\n', 1)[0];
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

export function systemError(message: string): JudgeOutcome {
  return { status: JudgeStatus.SystemError, score: null, oiRankScore: null, time: null, memory: null, errorMessage: message, cases: [] };
}

export type { JudgeTask };
