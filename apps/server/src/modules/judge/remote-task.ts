import type { JudgeCaseInput, JudgeProblem } from '@verdict/judge';
import type { SubmissionProgress } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { TestdataStore } from '../../infra/testdata-store';
import type { ProblemService } from '../problem/problem.service';
import type { VerdictService } from '../submission/verdict.service';
import { type LoadedTask, loadJudgeTask } from './task';

/**
 * A problem's judge spec as the API sends it (`/api/judge-host/spec`): files named by content hash, not by path.
 * Hosts of this version read the spec from the database (RemoteTaskLoader); the call stays for hosts of
 * earlier versions while a deployment is upgraded one process at a time.
 */
export interface RemoteJudgeSpec {
  caseMode: string;
  problem: Omit<JudgeProblem, 'checkerCode'> & { checkerHash: string | null };
  cases: Array<Omit<JudgeCaseInput, 'inputPath' | 'outputPath'> & { inputHash: string; outputHash: string }>;
}

/** No API process answered (all down, or the network is): the job waits, it is not the submission's fault. */
export class ApiUnreachableError extends Error {}

const HASH = /^[0-9a-f]{64}$/;

/**
 * The judge-only calls of the API, over any of its addresses (VERDICT_API_URL may list several,
 * comma-separated): a process that does not answer is skipped for the next one in the list.
 */
export class JudgeApiClient {
  private current = 0;

  constructor(
    private readonly urls: string[],
    private readonly token: string,
    private readonly timeoutMs = 30_000,
  ) {
    if (urls.length === 0) throw new Error('VERDICT_API_URL is not set');
  }

  /** GET `p`; answers the response of the first process that answers without a server error. */
  async get(p: string): Promise<Response> {
    let lastError = 'no address';
    for (let i = 0; i < this.urls.length; i++) {
      const at = (this.current + i) % this.urls.length;
      try {
        const res = await fetch(new URL(p, this.urls[at]), {
          headers: { authorization: `Bearer ${this.token}` },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (res.status >= 500) {
          lastError = `${this.urls[at]} answered ${res.status}`;
          await res.body?.cancel();
          continue;
        }
        this.current = at;
        return res;
      } catch (err) {
        lastError = `${this.urls[at]}: ${(err as Error).message}`;
      }
    }
    throw new ApiUnreachableError(`no API process answered (${lastError})`);
  }

  async json<T>(p: string): Promise<T> {
    const res = await this.get(p);
    const body = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: T } | null;
    if (!res.ok || !body || body.status !== 200) throw new Error(`GET ${p}: ${res.status} ${body?.msg ?? ''}`.trim());
    return body.data as T;
  }
}

/**
 * Builds judge tasks on a judge host: the submission's code and the problem's spec from the
 * database, read through the problem module at every job as the embedded judge reads them (a
 * host has DATABASE_URL for its verdicts anyway), and the test data fetched by content hash from
 * the API into the host's own store (DATA_DIR), each verified against its hash before use. A file
 * already there is not fetched again, so a job needs the API only for files the host never saw —
 * not one request per job to an API process that may be busy serving a contest (bench:storm: the
 * spec request was the largest part of a job's wall time on a judge host, p50 199 ms of 756).
 */
export class RemoteTaskLoader {
  private fetching = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: { api: JudgeApiClient; verdicts: VerdictService; problems: ProblemService; store: TestdataStore },
  ) {}

  load = (submitId: number): Promise<LoadedTask | null> =>
    loadJudgeTask(this.deps.verdicts, this.deps.problems, submitId, async (hashes) => {
      for (const h of hashes) await this.blob(h);
    });

  /** One download per hash even when several workers need it at once. */
  private async blob(hash: string): Promise<void> {
    if (!HASH.test(hash)) throw new Error(`the problem names a file with a bad hash: ${hash.slice(0, 80)}`);
    if (this.deps.store.has(hash)) return;
    let p = this.fetching.get(hash);
    if (!p) {
      p = this.download(hash).finally(() => this.fetching.delete(hash));
      this.fetching.set(hash, p);
    }
    await p;
  }

  private async download(hash: string): Promise<void> {
    const res = await this.deps.api.get(`/api/judge-host/data/${hash}`);
    // The API does not hold it either: left missing, the spec then gives the reason the embedded judge gives.
    if (res.status === 404) return void (await res.body?.cancel());
    if (!res.ok || !res.body) throw new Error(`test data ${hash}: the API answered ${res.status}`);
    const writer = this.deps.store.writer();
    try {
      for await (const chunk of res.body) writer.write(Buffer.from(chunk as Uint8Array));
    } catch (err) {
      writer.abort();
      throw new ApiUnreachableError(`test data ${hash}: download cut: ${(err as Error).message}`);
    }
    const got = writer.finish();
    if (got.hash !== hash) throw new Error(`test data ${hash}: the download hashes to ${got.hash}`);
  }
}

/**
 * A judge host's event bus when the processes share none (no REDIS_URL): events go to this
 * process's listeners and, in batches, to every API process listed in VERDICT_API_URL, whose live
 * streams and contest boards then follow verdicts judged here. An API process that is down misses
 * them, which costs nothing: it reads the state afresh when it comes back.
 */
export class ApiEventRelay implements SubmissionEvents {
  private batch: SubmissionProgress[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly local: SubmissionEvents,
    private readonly urls: string[],
    private readonly token: string,
    private readonly delayMs = 50,
  ) {}

  publish(event: SubmissionProgress): void {
    this.local.publish(event);
    this.batch.push(event);
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  subscribe(submitIds: readonly number[], listener: (event: SubmissionProgress) => void): () => void {
    return this.local.subscribe(submitIds, listener);
  }

  subscribeAll(listener: (event: SubmissionProgress) => void): () => void {
    return this.local.subscribeAll(listener);
  }

  async flush(): Promise<void> {
    this.timer = null;
    const events = this.batch.splice(0, this.batch.length);
    if (events.length === 0) return;
    const body = JSON.stringify({ events });
    await Promise.all(
      this.urls.map(async (url) => {
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const res = await fetch(new URL('/api/judge-host/events', url), {
              method: 'POST',
              body,
              signal: AbortSignal.timeout(5_000),
              headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
            });
            await res.body?.cancel();
            if (res.ok) return;
          } catch {
            /* down or restarting: one more try, then it reads the state afresh */
          }
        }
      }),
    );
  }
}
