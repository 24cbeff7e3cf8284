import { hostname } from 'node:os';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { VerdictService } from '../submission/verdict.service';
import type { JudgeEngine, JudgeOutcome, JudgeTask } from './engine';
import type { ResultIngestor } from './ingest';
import { OutageLog } from './hosts';
import type { ClaimedJob, JudgeQueue } from './queue';
import { type Backoff, SandboxOutageGate, type SandboxOutage, backoffMs } from './sandbox-outage';
import { ProgressThrottle } from './progress';
import type { LoadedTask } from './task';
import { type RemoteJudgePort, runRemoteJob } from './remote-job';

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
  /**
   * The only judging process (embedded SQLite): at start every in-progress row and leased job is
   * its own leftover and goes back at once. Several processes (PostgreSQL) must not: a row another
   * process is judging comes back only when its lease runs out. Default true.
   */
  exclusive?: boolean;
  /** Called with the timings of every attempt that reached a verdict (profiling; JUDGE_TRACE_FILE). */
  trace?: (t: JudgeTrace) => void;
}

/**
 * Where one submission's time went, ms: the claim (queue read + compare-and-set), `begin` (the
 * Compiling UPDATE), loading the task (submission, problem and case rows), the compile (0-ish on
 * a cache hit), the Judging UPDATE, each case (from the previous case's end: run + compare or
 * checker, cases in flight overlap), the engine's wrap-up after its last step (the run's files
 * removed from the sandbox), the verdict transaction, and the whole attempt: the parts add up to it.
 */
export interface JudgeTrace {
  submitId: number;
  claim: number;
  begin: number;
  load: number;
  compile: number;
  judgingWrite: number;
  cases: number[];
  wrapUp: number;
  finish: number;
  total: number;
}

/**
 * Claims jobs, judges them and ingests the results. Leases are extended while a judge runs;
 * a sweeper re-arms Pending rows that lost their job and in-progress rows whose lease died.
 */
export class WorkerPool {
  private running = false;
  private loops: Promise<void>[] = [];
  /** By attempt: one process may hold an old and a new job of one submission (rejudged while judged). */
  private inFlight = new Map<string, ClaimedJob>();
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
  /** Queue and task-source failures are logged once per outage, not once per retry. */
  private queueOutage: OutageLog;
  private sourceOutage: OutageLog;
  private claimFailures = 0;
  /** Verdicts this pool wrote (the host's heartbeat shows it). */
  judged = 0;

  constructor(
    private readonly deps: {
      verdicts: VerdictService;
      queue: JudgeQueue;
      events: SubmissionEvents;
      ingestor: ResultIngestor;
      engine: JudgeEngine;
      log: Logger;
      loadTask: (submitId: number) => Promise<LoadedTask | null>;
      remote?: RemoteJudgePort | null;
    },
    private readonly opts: WorkerPoolOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.maxTries = opts.maxTries ?? 3;
    this.backoff = opts.backoff ?? { firstMs: 2_000, maxMs: 60_000 };
    this.queueOutage = new OutageLog('judge: taking jobs from the queue', deps.log);
    this.sourceOutage = new OutageLog('judge: loading tasks', deps.log);
    this.gate = new SandboxOutageGate(
      { ping: () => deps.engine.ping(), onRecovered: () => this.releaseDeferred(), log: deps.log },
      this.backoff,
    );
  }

  /** Re-queues what a previous process left in progress, then starts the workers and the sweeper. */
  async start(): Promise<void> {
    const { verdicts, queue } = this.deps;
    // The only judge process of embedded mode: nothing else can own these rows now. A shared
    // queue (Redis) or several processes on one database (PostgreSQL) leave them to the lease:
    // another process may be judging them.
    const exclusive = (this.opts.exclusive ?? true) && !queue.shared;
    const stuck = exclusive ? await verdicts.releaseInProgress() : 0;
    const released = exclusive ? await queue.releaseAll() : 0;
    const requeued = await this.sweep(exclusive ? 0 : 5_000);
    if (stuck || released || requeued) {
      this.deps.log.info(`judge: recovered ${stuck} interrupted, ${released} leased, ${requeued} unqueued submissions`);
    }
    this.running = true;
    for (let i = 0; i < Math.max(1, this.opts.concurrency); i++) this.loops.push(this.loop());
    const sweepOutage = new OutageLog('judge: sweeping lost jobs', this.deps.log);
    this.sweepTimer = setInterval(
      () =>
        void this.sweep(5_000).then(
          () => sweepOutage.ok(),
          (err: Error) => sweepOutage.failed(err),
        ),
      // A short lease wants its dead claims found soon after it ran out, not up to 10 s later.
      this.opts.sweepMs ?? Math.min(10_000, Math.max(1_000, this.leaseMs / 4)),
    );
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
    const orphans = await queue.orphans(
      waiting.map((w) => w.submitId),
      this.leaseMs,
    );
    // In-progress rows whose claim is dead never get their attempt's result: back to Pending.
    await verdicts.releaseInProgress(orphans);
    // Their claim died with a judge (or their job with the queue): they go first, not behind the backlog.
    for (const submitId of orphans) await queue.enqueue(submitId, { retry: true });
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
      const claimedFrom = performance.now();
      try {
        job = await queue.claim(this.leaseMs);
        this.claimFailures = 0;
        this.queueOutage.ok();
      } catch (err) {
        // The database or Redis is gone: wait 1 s doubling to 15 s between tries (every loop shares the count).
        this.queueOutage.failed(err);
        this.claimFailures++;
        await sleep(Math.min(15_000, 1_000 * 2 ** Math.min(4, this.claimFailures - 1)));
        continue;
      }
      if (!job) {
        await queue.waitForWork(1_000);
        continue;
      }
      this.inFlight.set(job.attemptId, job);
      await this.run(job, claimedFrom).catch(async (err: Error) => {
        log.error(`judge: submission ${job.submitId}: ${err.message}`);
        // Most likely the database went away mid-attempt: hand the job back (if it can be) rather than wait for the lease.
        await queue.release(job, backoffMs(this.backoff, 1)).catch(() => undefined);
      });
      this.inFlight.delete(job.attemptId);
    }
  }

  private async run(job: ClaimedJob, claimedFrom: number): Promise<void> {
    const { queue, ingestor, engine, log, loadTask } = this.deps;
    const marks = this.opts.trace ? new PhaseMarks(job.submitId, claimedFrom) : null;
    if (!(await ingestor.begin(job, this.judger))) {
      this.outagesMet.delete(job.submitId);
      await queue.complete(job);
      return;
    }
    marks?.mark('begin');
    if (this.deps.remote && (await runRemoteJob(job, this.deps.remote, this.remoteContext(job)))) return;
    let task: LoadedTask | null;
    try {
      task = await loadTask(job.submitId);
      this.sourceOutage.ok();
    } catch (err) {
      // The spec or test data could not be fetched (API or database away): not the submission's fault, it waits.
      this.sourceOutage.failed(err);
      if (await ingestor.setStatus(job, JudgeStatus.Pending)) this.publish(job.submitId, JudgeStatus.Pending, 0, 0);
      await queue.release(job, backoffMs(this.backoff, job.tries), { refundTry: true });
      return;
    }
    marks?.mark('load');
    const total = task && 'task' in task ? task.task.cases.length : 0;
    this.publish(job.submitId, JudgeStatus.Compiling, 0, total);
    if (!task || !('task' in task)) {
      await this.finish(job, systemError(task?.reason ?? 'submission vanished'), 'default');
      return;
    }
    const heartbeat = setInterval(
      () => void queue.extend(job, this.leaseMs).catch(() => false),
      Math.max(1_000, this.leaseMs / 3),
    );
    const progress = new ProgressThrottle((done, all) => {
      if (this.running) this.publish(job.submitId, JudgeStatus.Judging, done, all);
    }, PROGRESS_EVERY_MS);
    let outcome: JudgeOutcome;
    try {
      outcome = await engine.judge(task.task, {
        onPhase: async (phase) => {
          if (phase !== 'judging' || !this.running) return;
          marks?.mark('compile');
          if (await ingestor.setStatus(job, JudgeStatus.Judging)) this.publish(job.submitId, JudgeStatus.Judging, 0, total);
          marks?.mark('judgingWrite');
        },
        onCaseDone: (done, all) => {
          marks?.mark('case');
          progress.push(done, all);
        },
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
    if (!this.running) return;
    // A Compile Error never reaches 'judging': its compile ends here.
    if (marks && !marks.has('compile')) marks.mark('compile');
    marks?.mark('judged');
    await this.finish(job, outcome, task.caseMode);
    if (marks) {
      // Profiling only: a failing trace (disk full) must not touch a verdict already written.
      try {
        this.opts.trace?.(marks.done());
      } catch (err) {
        log.warn(`judge: trace: ${(err as Error).message}`);
      }
    }
  }

  private remoteContext(job: ClaimedJob) {
    const publish = (id: number, status: JudgeStatusCode) => this.publish(id, status, 0, 0);
    const finish = (o: JudgeOutcome) => this.finish(job, o, 'default');
    return { ...this.deps, leaseMs: this.leaseMs, running: () => this.running, publish, finish };
  }

  private async finish(job: ClaimedJob, outcome: JudgeOutcome, caseMode: string): Promise<void> {
    const applied = await this.deps.ingestor.finish(job, outcome, caseMode);
    if (!applied) {
      this.deps.log.info(`judge: dropped the result of stale attempt ${job.attemptId} for submission ${job.submitId}`);
      return;
    }
    this.judged++;
    this.publish(job.submitId, outcome.status, outcome.cases.length, outcome.cases.length);
  }

  private publish(submitId: number, status: JudgeStatusCode, done: number, total: number): void {
    this.deps.events.publish({ submitId, status, done, total });
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Timestamps of one attempt's steps, turned into a JudgeTrace (each step from the one before). */
class PhaseMarks {
  private readonly at = new Map<string, number>();
  private readonly caseEnds: number[] = [];
  private readonly claimed = performance.now();

  constructor(
    private readonly submitId: number,
    private readonly start: number,
  ) {}

  mark(step: 'begin' | 'load' | 'compile' | 'judgingWrite' | 'case' | 'judged'): void {
    if (step === 'case') this.caseEnds.push(performance.now());
    else this.at.set(step, performance.now());
  }

  has(step: string): boolean {
    return this.at.has(step);
  }

  done(): JudgeTrace {
    const t = (step: string) => this.at.get(step) ?? this.claimed;
    const end = performance.now();
    const cases = this.caseEnds.map((x, i) => x - (i === 0 ? t('judgingWrite') : this.caseEnds[i - 1]));
    const lastStep = this.caseEnds.length
      ? this.caseEnds[this.caseEnds.length - 1]
      : t(this.at.has('judgingWrite') ? 'judgingWrite' : 'compile');
    const r = (x: number) => Math.round(x * 10) / 10;
    return {
      submitId: this.submitId,
      claim: r(this.claimed - this.start),
      begin: r(t('begin') - this.claimed),
      load: r(t('load') - t('begin')),
      compile: r(t('compile') - t('load')),
      judgingWrite: r(this.at.has('judgingWrite') ? t('judgingWrite') - t('compile') : 0),
      cases: cases.map(r),
      wrapUp: r(t('judged') - lastStep),
      finish: r(end - t('judged')),
      total: r(end - this.start),
    };
  }
}

export function systemError(message: string): JudgeOutcome {
  return {
    status: JudgeStatus.SystemError,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    errorMessage: message,
    cases: [],
  };
}

export type { JudgeTask };
