import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JudgeCaseInput, JudgeProblem } from '@verdict/judge';
import type { SubmissionProgress } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { TestdataStore } from '../../infra/testdata-store';
import type { VerdictService } from '../submission/verdict.service';
import type { LoadedTask } from './task';

/** A problem's judge spec as the API sends it to a judge host: files named by content hash, not by path. */
export interface RemoteJudgeSpec {
  caseMode: string;
  problem: Omit<JudgeProblem, 'checkerCode'> & { checkerHash: string | null };
  cases: Array<Omit<JudgeCaseInput, 'inputPath' | 'outputPath'> & { inputHash: string; outputHash: string }>;
}

/** No API process answered (all down, or the network is): the job waits, it is not the submission's fault. */
export class ApiUnreachableError extends Error {}

const HASH = /^[0-9a-f]{64}$/;
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

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
 * Builds judge tasks on a judge host: the submission's code from the database, the problem's spec
 * from the API, and the test data and checker fetched by content hash into the host's own store
 * (DATA_DIR), each verified against its hash before use. A file already there is not fetched again.
 */
export class RemoteTaskLoader {
  private fetching = new Map<string, Promise<void>>();
  private readonly programDir: string;

  constructor(private readonly deps: { api: JudgeApiClient; verdicts: VerdictService; store: TestdataStore; dataDir: string }) {
    this.programDir = path.join(deps.dataDir, 'programs');
    mkdirSync(this.programDir, { recursive: true });
  }

  load = async (submitId: number): Promise<LoadedTask | null> => {
    const input = await this.deps.verdicts.judgeInput(submitId);
    if (!input) return null;
    const spec = await this.deps.api.json<RemoteJudgeSpec | { reason: string }>(`/api/judge-host/spec/${input.pid}`);
    if ('reason' in spec) return { reason: spec.reason };
    const { store } = this.deps;
    const hashes = [...new Set(spec.cases.flatMap((c) => [c.inputHash, c.outputHash]))];
    for (const h of hashes) await this.blob(h);
    const { checkerHash, ...problem } = spec.problem;
    const checkerCode = checkerHash === null ? null : await this.program(checkerHash, input.pid);
    return {
      caseMode: spec.caseMode,
      task: {
        submitId,
        language: input.language,
        code: input.code,
        problem: { ...problem, checkerCode },
        cases: spec.cases.map(({ inputHash, outputHash, ...c }) => ({
          ...c,
          inputPath: store.pathOf(inputHash),
          outputPath: store.pathOf(outputHash),
        })),
      },
    };
  };

  /** One download per hash even when several workers need it at once. */
  private async blob(hash: string): Promise<void> {
    if (!HASH.test(hash)) throw new Error(`the API named a file with a bad hash: ${hash.slice(0, 80)}`);
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

  private async program(hash: string, pid: number): Promise<string> {
    if (!HASH.test(hash)) throw new Error(`the API named a program with a bad hash: ${hash.slice(0, 80)}`);
    const file = path.join(this.programDir, hash);
    if (existsSync(file)) {
      const code = readFileSync(file, 'utf8');
      if (sha256(code) === hash) return code;
    }
    const res = await this.deps.api.get(`/api/judge-host/program/${hash}?pid=${pid}`);
    if (!res.ok) throw new Error(`checker ${hash} of problem ${pid}: the API answered ${res.status}`);
    const code = await res.text();
    if (sha256(code) !== hash) throw new Error(`checker ${hash} of problem ${pid}: the download hashes differently`);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
    return code;
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
