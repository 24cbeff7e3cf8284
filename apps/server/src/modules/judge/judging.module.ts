import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core';
import { TestdataStore } from '../../infra/testdata-store';
import { ProblemAdminService } from '../problem/problem-admin.service';
import { problemRoutes } from '../problem/problem.routes';
import { ProblemService } from '../problem/problem.service';
import { seedLanguages } from '../problem/seed';
import { CustomTestService } from '../submission/custom-test.service';
import { SubmissionAdminService } from '../submission/submission-admin.service';
import { submissionRoutes } from '../submission/submission.routes';
import { SubmissionService } from '../submission/submission.service';
import { EngineSlot, type JudgeEngine } from './engine';
import { InProcessSubmissionEvents, type SubmissionEvents } from './event-bus';
import { ResultIngestor } from './ingest';
import { DatabaseJudgeQueue, type JudgeQueue } from './queue';
import { sseRoutes } from './sse.routes';
import { type Logger, WorkerPool, type WorkerPoolOptions } from './worker-pool';

/** Everything judging needs at run time; built with the app, workers started separately. */
export interface Judging {
  store: TestdataStore;
  queue: JudgeQueue;
  events: SubmissionEvents;
  engine: EngineSlot;
  ingestor: ResultIngestor;
  problems: ProblemService;
  problemAdmin: ProblemAdminService;
  submissions: SubmissionService;
  /** Starts the worker pool over `engine` (go-judge behind the judge package). */
  startWorkers(engine: JudgeEngine, log: Logger, opts?: Partial<WorkerPoolOptions>): Promise<WorkerPool>;
  stopWorkers(): Promise<void>;
  /** Marks judging unavailable (no sandbox): the site serves, submissions wait in Pending. */
  setUnavailable(reason: string): void;
  health(): { judge: { status: 'ok' | 'unavailable'; reason: string | null; workers: number; active: number } };
}

declare module 'fastify' {
  interface FastifyInstance {
    judging: Judging;
  }
}

/** Registers problem, submission and live-status routes and decorates `app.judging`. */
export async function registerJudging(app: FastifyInstance, core: Core): Promise<Judging> {
  const { db, dialect } = core.database;
  const store = new TestdataStore(core.paths.testcases);
  const queue = new DatabaseJudgeQueue(db);
  const events = new InProcessSubmissionEvents();
  const engine = new EngineSlot();
  const ingestor = new ResultIngestor(db);
  const problems = new ProblemService(db);
  const problemAdmin = new ProblemAdminService({ db, dialect, store, tmpRoot: core.paths.tmp });
  const submissions = new SubmissionService({ db, dialect, queue, events, siteConfig: core.siteConfig });
  const submissionAdmin = new SubmissionAdminService({ db, queue, events });
  const customTests = new CustomTestService({ db, kv: core.kv, siteConfig: core.siteConfig, problems, engine });
  let pool: WorkerPool | null = null;

  await seedLanguages(db);

  const judging: Judging = {
    store, queue, events, engine, ingestor, problems, problemAdmin, submissions,
    async startWorkers(judgeEngine, log, opts = {}) {
      await judging.stopWorkers();
      engine.set(judgeEngine);
      const concurrency = opts.concurrency ?? (core.config.judgeConcurrency || os.availableParallelism());
      pool = new WorkerPool({ db, queue, events, store, ingestor, engine: judgeEngine, log }, { ...opts, concurrency });
      await pool.start();
      return pool;
    },
    async stopWorkers() {
      const p = pool;
      pool = null;
      await p?.stop();
    },
    setUnavailable(reason) {
      engine.unavailable(reason);
    },
    health() {
      const current = engine.current;
      // No engine or workers: why judging never started; an outage: why it is paused.
      const reason = current && pool ? (pool.sandboxOutage?.reason ?? null) : engine.unavailableReason;
      return {
        judge: {
          status: reason === null ? 'ok' : 'unavailable',
          reason,
          workers: pool ? core.config.judgeConcurrency || os.availableParallelism() : 0,
          active: pool?.activeCount ?? 0,
        },
      };
    },
  };
  app.decorate('judging', judging);
  app.addHook('onClose', async () => judging.stopWorkers());

  problemRoutes(app, { problems, problemAdmin, engine, store, tmpRoot: core.paths.tmp });
  submissionRoutes(app, { submissions, submissionAdmin, customTests });
  sseRoutes(app, { db, events });
  return judging;
}
