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

/** The comparison in a worker thread: the server's event loop keeps serving while it runs. */
export const workerRunner: SimilarityRunner = (job, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const results = new Map<string, ComparedPair[]>();
    const worker = new Worker(bootstrap(), { eval: true, workerData: job });
    let settled = false;
    const end = (err: Error | null) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (err) reject(err);
      else resolve(results);
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'group') results.set(m.key, m.pairs);
      else if (m.type === 'progress') onProgress(m.total > 0 ? m.done / m.total : 1);
      else end(null);
    });
    worker.on('error', (err) => end(err));
    signal.addEventListener('abort', () => end(new Error('interrupted')), { once: true });
    worker.on('exit', (code) => end(new Error(`the similarity worker stopped (exit code ${code})`)));
  });
