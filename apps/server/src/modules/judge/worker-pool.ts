import { hostname } from 'node:os';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { VerdictService } from '../submission/verdict.service';
import type { JudgeEngine, JudgeOutcome, JudgeTask } from './engine';
import type { ResultIngestor } from './ingest';
import type { ClaimedJob, JudgeQueue } from './queue';
import { type Backoff, SandboxOutageGate, type SandboxOutage, backoffMs } from './sandbox-outage';
import { ProgressThrottle } from './progress';
import type { LoadedTask } from './task';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** Case progress ('Judging 3/10') goes out at most this often per submission; verdicts at once. */
const PROGRESS_EVERY_MS = 200;

export interface WorkerPoolOptions {
  concurrency: number;
  leaseMs?: number;
  sweepMs?: number;
  /** Failed attempts before a submission is given up as System Error; one cut short by a sandbox outage does not count. */
  maxTries?: number;
  /** Retry delays after a failure or outage, and between probes of a dead sandbox (2 s doubling to 60 s). */
  backoff?: Backoff;
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
  private readonly backoff: Backoff;
  private readonly gate: SandboxOutageGate;
  /** Jobs handed back because of an outage: available again as soon as the sandbox is. */
  private deferred = new Map<number, ClaimedJob>();
  /** Outages met per submission, for its own backoff. */
  private outagesMet = new Map<number, number>();

  constructor(
    private readonly deps: {
      verdicts: VerdictService; queue: JudgeQueue; events: SubmissionEvents; ingestor: ResultIngestor; engine: JudgeEngine; log: Logger;
      loadTask: (submitId: number) => Promise<LoadedTask | null>;
    },
    private readonly opts: WorkerPoolOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.maxTries = opts.maxTries ?? 3;
    this.backoff = opts.backoff ?? { firstMs: 2_000, maxMs: 60_000 };
    this.gate = new SandboxOutageGate({ ping: () => deps.engine.ping(), onRecovered: () => this.releaseDeferred(), log: deps.log }, this.backoff);
  }

  /** Re-queues what a previous process left in progress, then starts the workers and the sweeper. */
  async start(): Promise<void> {
    const { verdicts, queue } = this.deps;
    // The only judge process of embedded mode: nothing else can own these rows now.
    const stuck = await verdicts.releaseInProgress();
    const released = await queue.releaseAll();
    const requeued = await this.sweep(0);
    if (stuck || released || requeued) {
      this.deps.log.info(`judge: recovered ${stuck} interrupted, ${released} leased, ${requeued} unqueued submissions`);
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
    this.gate.close();
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
    return this.gate.current;
  }

  /** For the sandbox's owner (the runtime saw its go-judge die): pause until it runs programs again. */
  markSandboxDown(reason: string): void {
    this.gate.report(reason);
  }

  /** The owner restarted the sandbox: probe it now, not at the next backoff step. */
  checkSandboxNow(): void {
    this.gate.checkNow();
  }

  /** Their backoff was for a dead sandbox; release leaves alone a job a newer attempt (rejudge) took over. */
  private async releaseDeferred(): Promise<void> {
    const jobs = [...this.deferred.values()];
    this.deferred.clear();
    for (const job of jobs) await this.deps.queue.release(job).catch(() => undefined);
  }

  /** Pending rows without a job and in-progress rows without a live claim get a job again. */
  async sweep(minAgeMs: number): Promise<number> {
    const { verdicts, queue } = this.deps;
    const waiting = await verdicts.waitingOlderThan(minAgeMs);
    const orphans = await queue.orphans(waiting.map((w) => w.submitId), this.leaseMs);
    // In-progress rows whose claim is dead never get their attempt's result: back to Pending.
    await verdicts.releaseInProgress(orphans);
    for (const submitId of orphans) await queue.enqueue(submitId);
    return orphans.length;
  }

  private async loop(): Promise<void> {
    const { queue, log } = this.deps;
    while (this.running) {
      if (this.gate.current) {
        await this.gate.wait();
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
    const { queue, ingestor, engine, log, loadTask } = this.deps;
    if (!(await ingestor.begin(job, this.judger))) {
      this.outagesMet.delete(job.submitId);
      await queue.complete(job);
      return;
    }
    const task = await loadTask(job.submitId);
    const total = task && 'task' in task ? task.task.cases.length : 0;
    this.publish(job.submitId, JudgeStatus.Compiling, 0, total);
    if (!task || !('task' in task)) {
      await this.finish(job, systemError(task?.reason ?? 'submission vanished'), 'default');
      return;
    }
    const heartbeat = setInterval(() => void queue.extend(job, this.leaseMs).catch(() => false), Math.max(1_000, this.leaseMs / 3));
    const progress = new ProgressThrottle((done, all) => {
      if (this.running) this.publish(job.submitId, JudgeStatus.Judging, done, all);
    }, PROGRESS_EVERY_MS);
    let outcome: JudgeOutcome;
    try {
      outcome = await engine.judge(task.task, {
        onPhase: async (phase) => {
          if (phase !== 'judging' || !this.running) return;
          if (await ingestor.setStatus(job, JudgeStatus.Judging)) this.publish(job.submitId, JudgeStatus.Judging, 0, total);
        },
        onCaseDone: (done, all) => progress.push(done, all),
      });
    } catch (err) {
      if (!this.running) return;
      const reason = (err as Error).message;
      if (await this.gate.isOutage(err)) {
        // Not a verdict and not this submission's fault: it waits for the sandbox, however long that takes.
        const met = (this.outagesMet.get(job.submitId) ?? 0) + 1;
        this.outagesMet.set(job.submitId, met);
        if (await ingestor.setStatus(job, JudgeStatus.Pending)) this.publish(job.submitId, JudgeStatus.Pending, 0, total);
        await queue.release(job, backoffMs(this.backoff, met), { refundTry: true });
        this.deferred.set(job.submitId, job);
        this.gate.enter(reason);
        return;
      }
      // The sandbox runs programs but failed on this one: try again later, give up only after a few rounds.
      if (job.tries >= this.maxTries) {
        this.outagesMet.delete(job.submitId);
        await this.finish(job, systemError(`judge failed ${job.tries} times: ${reason}`), task.caseMode);
      } else {
        log.warn(`judge: submission ${job.submitId} attempt ${job.tries} failed, retrying: ${reason}`);
        if (await ingestor.setStatus(job, JudgeStatus.Pending)) this.publish(job.submitId, JudgeStatus.Pending, 0, total);
        await queue.release(job, backoffMs(this.backoff, job.tries));
      }
      return;
    } finally {
      clearInterval(heartbeat);
      progress.cancel();
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

export function systemError(message: string): JudgeOutcome {
  return { status: JudgeStatus.SystemError, score: null, oiRankScore: null, time: null, memory: null, errorMessage: message, cases: [] };
}

export type { JudgeTask };
