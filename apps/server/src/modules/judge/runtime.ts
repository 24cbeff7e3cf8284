import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type GoJudgeProcess, Judge, SandboxClient, type StartGoJudgeOptions, startGoJudge } from '@verdict/judge';
import type { Config } from '../../config';
import { processName } from './hosts';
import type { Judging } from './judging';
import type { LoadedTask } from './task';
import type { JudgeTrace, Logger, WorkerPool } from './worker-pool';

export interface JudgingRuntimeOptions {
  /** Port of the embedded go-judge; default GO_JUDGE_PORT or 5050. */
  goJudgePort?: number;
  /** More go-judge options (tests leave out the Go cache seed and the Rust toolchain). */
  goJudge?: Partial<StartGoJudgeOptions>;
  /** Delays between restarts of a dead embedded go-judge, ms: `firstMs` doubling up to `maxMs`. */
  restartBackoff?: { firstMs: number; maxMs: number };
  /** Called with every embedded go-judge started (the first and each restart). */
  onGoJudgeStarted?: (proc: GoJudgeProcess) => void;
  /** A judge host builds its tasks from the API's specs and test data (remote-task.ts). */
  loadTask?: (submitId: number) => Promise<LoadedTask | null>;
  /** 'host' for `npm run judge`: the runtime keeps its heartbeat row. An API process keeps its own (main.ts). */
  kind?: 'host' | 'api';
}

/**
 * `verdict serve` wiring: go-judge as a child process (unless
 * GO_JUDGE_URL points at one), then the worker pool. Without a sandbox the site still
 * serves; submissions wait in Pending and /api/health says why. A child go-judge that dies
 * is started again (with backoff) and the workers resume once it answers.
 */
export async function startJudgingRuntime(
  judging: Judging,
  config: Config,
  testdataRoot: string,
  log: Logger,
  opts: JudgingRuntimeOptions = {},
): Promise<() => Promise<void>> {
  let url = config.goJudgeUrl;
  let sandbox: GoJudgeProcess | null = null;
  let pool: WorkerPool | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Tells whoever waits for the sandbox why it is down: the pool once running, else health. */
  const sandboxDown = (reason: string) => (pool ? pool.markSandboxDown(reason) : judging.setUnavailable(firstLine(reason)));

  if (config.judgeConcurrency === 0) {
    // JUDGE_CONCURRENCY=0: judge hosts take every job. An external go-judge still serves custom tests and checker compiles.
    if (url) judging.engine.set(new Judge(new SandboxClient(url)));
    else judging.setUnavailable('this API process judges nothing (JUDGE_CONCURRENCY=0); separate judge hosts do');
    log.info('judge: JUDGE_CONCURRENCY=0, this process judges nothing; judge hosts take the queue');
    return async () => {};
  }
  const stopBeat =
    opts.kind === 'host' ? judging.heartbeat({ kind: 'host', name: processName('host', config), log }) : async () => undefined;

  /** Starts the workers once the sandbox answers; set below, called by a restart that succeeded. */
  let startWorkersNow: () => void = () => undefined;
  if (!url) {
    const goJudgeOptions: StartGoJudgeOptions = {
      port: opts.goJudgePort ?? Number(process.env.GO_JUDGE_PORT ?? 5050),
      workDir: path.join(config.dataDir, 'go-judge'),
      srcPrefixes: [testdataRoot],
      parallelism: config.judgeConcurrency || undefined,
      onStale: (m) => log.warn(`judge: ${m}`),
      ...opts.goJudge,
    };
    const backoff = opts.restartBackoff ?? { firstMs: 1_000, maxMs: 60_000 };
    // Failures in a row: a go-judge that exits soon after it started counts as one more, so a
    // sandbox that cannot stay up is retried ever more slowly, never about once a second.
    let failures = 0;
    const watch = (proc: GoJudgeProcess) => {
      sandbox = proc;
      const startedAt = Date.now();
      opts.onGoJudgeStarted?.(proc);
      void proc.exited.then((how) => {
        if (stopped || sandbox !== proc) return;
        if (Date.now() - startedAt >= STABLE_AFTER_MS) failures = 0;
        void restart(`go-judge ${how}`);
      });
    };
    const restart = async (reason: string) => {
      failures++;
      const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1));
      log.error(`judge: ${reason}; restarting it, submissions wait in Pending`);
      sandboxDown(reason);
      for (let wait = delay; !stopped; wait = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1))) {
        // unref: a pending restart never holds the process open at shutdown.
        await new Promise((r) => setTimeout(r, wait).unref());
        if (stopped) return;
        try {
          const proc = await startGoJudge(goJudgeOptions);
          if (stopped) {
            await proc.stop();
            return;
          }
          watch(proc);
          log.info(`judge: go-judge restarted at ${proc.url}`);
          if (pool) pool.checkSandboxNow();
          else startWorkersNow();
          return;
        } catch (err) {
          const why = `go-judge could not be restarted (attempt ${failures}): ${(err as Error).message}`;
          failures++;
          log.error(`judge: ${why}`);
          sandboxDown(why);
        }
      }
    };
    url = `http://127.0.0.1:${goJudgeOptions.port}`;
    try {
      watch(await startGoJudge(goJudgeOptions));
      log.info(`judge: go-judge started at ${url}`);
    } catch (err) {
      const reason = `go-judge could not be started: ${(err as Error).message}`;
      judging.setUnavailable(firstLine(reason));
      // Retried with the same backoff: what held it back (a port, a stale sandbox) may go away.
      void restart(reason);
    }
  }
  // Cases of a submission in flight: twice go-judge's parallelism, so its queue does not run dry
  // between one case's answer and the next request; the runs themselves stay bounded by -parallelism.
  const judge = new Judge(new SandboxClient(url), { concurrency: 2 * (config.judgeConcurrency || availableParallelism()) });
  // Workers start only against a sandbox that runs programs; until then submissions wait in Pending.
  const tryStart = async (): Promise<boolean> => {
    try {
      await judge.ping();
    } catch (err) {
      judging.setUnavailable(firstLine(`go-judge at ${url} does not answer: ${(err as Error).message}`));
      return false;
    }
    if (stopped) return true;
    // Several processes share a PostgreSQL queue: none may take back the others' running jobs at start.
    pool = await judging.startWorkers(judge, log, {
      exclusive: !config.databaseUrl,
      leaseMs: config.judgeLeaseMs,
      loadTask: opts.loadTask,
      trace: traceTo(process.env.JUDGE_TRACE_FILE),
    });
    log.info(`judge: workers started against ${url}`);
    return true;
  };
  startWorkersNow = () =>
    void tryStart().then((ok) => {
      if (ok && retry) clearInterval(retry);
    });
  // An embedded go-judge that is not up yet is being restarted with backoff: its restart starts the workers.
  if (!(!config.goJudgeUrl && !sandbox) && !(await tryStart())) {
    log.error(`judge: go-judge at ${url} does not answer; submissions wait in Pending, retrying every 15 s`);
    retry = setInterval(startWorkersNow, 15_000);
  }
  return async () => {
    stopped = true;
    if (retry) clearInterval(retry);
    await judging.stopWorkers();
    await stopBeat();
    await sandbox?.stop();
  };
}

/** JUDGE_TRACE_FILE: one JSON line of phase timings per judged submission (bench:judge reads them). */
function traceTo(file: string | undefined): ((t: JudgeTrace) => void) | undefined {
  if (!file) return undefined;
  return (t) => appendFileSync(file, `${JSON.stringify(t)}\n`);
}

/** A go-judge that ran this long was working: its death starts the restart backoff from the beginning. */
const STABLE_AFTER_MS = 10_000;

/** Health shows the first line of a failure; the whole text (go-judge's log tail) goes to the log. */
const firstLine = (text: string) => text.split('\n', 1)[0];
