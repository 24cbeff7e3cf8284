import type { SubmissionEvents } from '../../infra/submission-events';
import type { ProblemService } from '../problem/problem.service';
import type { VerdictService } from '../submission/verdict.service';
import { EngineSlot, type JudgeEngine } from './engine';
import { ResultIngestor } from './ingest';
import type { JudgeQueue } from './queue';
import { loadJudgeTask } from './task';
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

  constructor(private readonly deps: {
    queue: JudgeQueue; events: SubmissionEvents; verdicts: VerdictService; problems: ProblemService; concurrency: number;
  }) {
    this.ingestor = new ResultIngestor(deps.verdicts, deps.queue);
  }

  get queue(): JudgeQueue {
    return this.deps.queue;
  }

  /** Starts the worker pool over `engine` (go-judge behind the judge package). */
  async startWorkers(engine: JudgeEngine, log: Logger, opts: Partial<WorkerPoolOptions> = {}): Promise<WorkerPool> {
    await this.stopWorkers();
    this.engine.set(engine);
    const { queue, events, verdicts, problems } = this.deps;
    const concurrency = opts.concurrency ?? this.deps.concurrency;
    this.pool = new WorkerPool(
      { verdicts, queue, events, ingestor: this.ingestor, engine, log, loadTask: (submitId) => loadJudgeTask(verdicts, problems, submitId) },
      { ...opts, concurrency },
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

  health(): JudgeHealth {
    const running = this.engine.current !== null && this.pool !== null;
    // Not running: why judging never started; running through an outage: why it is paused.
    const reason = running ? (this.pool?.sandboxOutage?.reason ?? null) : this.engine.unavailableReason;
    return {
      judge: {
        status: reason === null ? 'ok' : 'unavailable',
        reason,
        workers: this.pool ? this.deps.concurrency : 0,
        active: this.pool?.activeCount ?? 0,
      },
    };
  }
}
