import { parentPort, workerData } from 'node:worker_threads';
import { type ComparedPair, type SourceFile, compareSources, weightOf } from './similarity-engine';

/** One problem and language of a report: its sources and the code left out of the matching. */
export interface WorkerGroup {
  key: string;
  /** Dolos's language name. */
  dolos: string;
  sources: SourceFile[];
  ignored: string;
}

export interface WorkerJob {
  groups: WorkerGroup[];
  minKept: number;
}

export type WorkerMessage =
  { type: 'progress'; done: number; total: number } | { type: 'group'; key: string; pairs: ComparedPair[] } | { type: 'done' };

/**
 * The report's worker thread: compares each group in turn, off the server's event loop, and
 * sends each group's pairs and the progress (in files and pairs compared) as it goes.
 */
async function main(job: WorkerJob): Promise<void> {
  const port = parentPort!;
  const total = job.groups.reduce((s, g) => s + weightOf(g.sources.length), 0);
  let done = 0;
  for (const g of job.groups) {
    const pairs = await compareSources(g.dolos, g.sources, { minKept: job.minKept, ignored: g.ignored });
    done += weightOf(g.sources.length);
    port.postMessage({ type: 'group', key: g.key, pairs } satisfies WorkerMessage);
    port.postMessage({ type: 'progress', done, total } satisfies WorkerMessage);
  }
  port.postMessage({ type: 'done' } satisfies WorkerMessage);
}

await main(workerData as WorkerJob);
