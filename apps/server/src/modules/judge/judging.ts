import type { SubmissionEvents } from '../../infra/submission-events';
import type { ProblemService } from '../problem/problem.service';
import type { VerdictService } from '../submission/verdict.service';
import { EngineSlot, type JudgeEngine } from './engine';
import { ResultIngestor } from './ingest';
import type { JudgeQueue } from './queue';
import { type JudgeHostInfo, type JudgeHostRegistry, startHeartbeat } from './hosts';
import { type LoadedTask, loadJudgeTask } from './task';
import type { RemoteJudgePort } from './remote-job';
import { type Logger, WorkerPool, type WorkerPoolOptions } from './worker-pool';

export interface JudgeHealth {
  judge: { status: 'ok' | 'unavailable'; reason: string | null; workers: number; active: number };
}

/**
 * The judge at run time: the sandbox behind an engine slot and the worker pool that takes jobs
 * from the queue. Built with the app; workers start once a sandbox answers (runtime.ts).
 */
export class Judging {
  readonly engine = new EngineSlot();
  readonly ingestor: ResultIngestor;
  private pool: WorkerPool | null = null;
  private remote: RemoteJudgePort | null = null;
  private poolConcurrency = 0;

  constructor(
    private readonly deps: {
      queue: JudgeQueue;
      events: SubmissionEvents;
      verdicts: VerdictService;
      problems: ProblemService;
      concurrency: number;
      hosts?: JudgeHostRegistry;
    },
  ) {
    this.ingestor = new ResultIngestor(deps.verdicts, deps.queue);
  }

  /** Remote judging (module remote-judge): given by the wiring before the workers start. */
  setRemote(port: RemoteJudgePort): void {
    this.remote = port;
  }

  get queue(): JudgeQueue {
    return this.deps.queue;
  }

  /** Starts the worker pool over `engine` (go-judge behind the judge package). */
  async startWorkers(
    engine: JudgeEngine,
    log: Logger,
    opts: Partial<WorkerPoolOptions> & { loadTask?: (submitId: number) => Promise<LoadedTask | null> } = {},
  ): Promise<WorkerPool> {
    await this.stopWorkers();
    this.engine.set(engine);
    const { queue, events, verdicts, problems } = this.deps;
    const { loadTask = (submitId: number) => loadJudgeTask(verdicts, problems, submitId), ...poolOpts } = opts;
    const concurrency = poolOpts.concurrency ?? this.deps.concurrency;
    this.poolConcurrency = concurrency;
    this.pool = new WorkerPool(
      { verdicts, queue, events, ingestor: this.ingestor, engine, log, loadTask, remote: this.remote },
      { ...poolOpts, concurrency },
    );
    await this.pool.start();
    return this.pool;
  }

  async stopWorkers(): Promise<void> {
    const p = this.pool;
    this.pool = null;
    await p?.stop();
  }

  /** Marks judging unavailable (no sandbox): the site serves, submissions wait in Pending. */
  setUnavailable(reason: string): void {
    this.engine.unavailable(reason);
  }

  /** Every process that keeps a heartbeat: judge hosts and API processes (judging in-process or not). */
  async hosts(): Promise<JudgeHostInfo[]> {
    return this.deps.hosts ? this.deps.hosts.list() : [];
  }

  /**
   * Keeps this process's row fresh under `name` (processName: the same across restarts); the
   * returned function stops and removes it. An API process that judges nothing is 'ok' while it beats.
   */
  heartbeat(opts: { kind: 'host' | 'api'; name: string; log: Logger; intervalMs?: number }): () => Promise<void> {
    if (!this.deps.hosts) return async () => {};
    const judges = this.deps.concurrency > 0;
    return startHeartbeat(
      this.deps.hosts,
      () => {
        const { judge } = this.health();
        return {
          status: judges ? judge.status : 'ok',
          reason: judges ? judge.reason : null,
          concurrency: judge.workers,
          active: judge.active,
          judged: this.pool?.judged ?? 0,
        };
      },
      opts,
    );
  }

  /** This process's worker pool, while it runs (its host heartbeat reads the load). */
  get workers(): WorkerPool | null {
    return this.pool;
  }

  get concurrency(): number {
    return this.deps.concurrency;
  }

  health(): JudgeHealth {
    const running = this.engine.current !== null && this.pool !== null;
    // Not running: why judging never started; running through an outage: why it is paused.
    const reason = running ? (this.pool?.sandboxOutage?.reason ?? null) : this.engine.unavailableReason;
    return {
      judge: {
        status: reason === null ? 'ok' : 'unavailable',
        reason,
        workers: this.pool ? this.poolConcurrency : 0,
        active: this.pool?.activeCount ?? 0,
      },
    };
  }
}
