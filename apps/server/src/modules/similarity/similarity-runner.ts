import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ComparedPair } from './similarity-engine';
import type { WorkerJob, WorkerMessage } from './similarity.worker';

/** Runs a report's comparison; answers each group's pairs by key. */
export type SimilarityRunner = (
  job: WorkerJob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<Map<string, ComparedPair[]>>;

/**
 * The worker thread is TypeScript like the rest of the server: it starts from a small script that
 * loads tsx's ESM API and imports the worker module through it (the main thread's loader hooks do
 * not reach a worker on Node 20, under the server or under the tests alike).
 */
function bootstrap(): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = new URL('./similarity.worker.ts', import.meta.url).href;
  const apiUrl = JSON.stringify(pathToFileURL(api).href);
  return `import(${apiUrl}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
}

/**
 * One worker at a time in a process: Dolos's tree-sitter parsers are native addons that are not
 * context-aware, so two threads cannot hold them at once (the second fails with "Module did not
 * self-register"); a worker's exit unloads them. Reports of other contests wait their turn here.
 */
let queue: Promise<unknown> = Promise.resolve();

/** The comparison in a worker thread: the server's event loop keeps serving while it runs. */
export const workerRunner: SimilarityRunner = (job, onProgress, signal) => {
  const turn = queue.then(() => (signal.aborted ? Promise.reject(new Error('interrupted')) : runWorker(job, onProgress, signal)));
  queue = turn.catch(() => undefined);
  return turn;
};

/** A worker's run; it settles once the thread has exited (its parsers unloaded), so the next may start. */
const runWorker: SimilarityRunner = (job, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const results = new Map<string, ComparedPair[]>();
    const worker = new Worker(bootstrap(), { eval: true, workerData: job });
    let outcome: Error | 'done' | null = null;
    const stop = (why: Error | 'done') => {
      outcome ??= why;
      void worker.terminate();
    };
    const onAbort = () => stop(new Error('interrupted'));
    signal.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'group') results.set(m.key, m.pairs);
      else if (m.type === 'progress') onProgress(m.total > 0 ? m.done / m.total : 1);
      else stop('done');
    });
    worker.on('error', (err) => stop(err));
    worker.on('exit', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (outcome === 'done') resolve(results);
      else reject(outcome ?? new Error(`the similarity worker stopped (exit code ${code})`));
    });
  });
