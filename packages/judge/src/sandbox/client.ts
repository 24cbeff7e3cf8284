import type { RunRequest, RunResult } from './types';

/** Raised when go-judge cannot be reached or answers with an error; the judge maps it to System Error. */
export class SandboxError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SandboxError';
  }
}

/** A request referenced a fileId go-judge no longer has (expired, or go-judge restarted). */
export class MissingFileError extends SandboxError {
  constructor(message: string) {
    super(message);
    this.name = 'MissingFileError';
  }
}

export interface SandboxClientOptions {
  /** Upper bound for one /run call, ms. Runs are bounded by their own wall limits; this only catches a hung sandbox. */
  runTimeoutMs?: number;
  /** Upper bound for small calls (/version, DELETE /file), ms. */
  requestTimeoutMs?: number;
}

/** Typed access to go-judge's REST API. */
export class SandboxClient {
  readonly url: string;
  private readonly runTimeoutMs: number;
  private readonly requestTimeoutMs: number;

  constructor(url: string, options: SandboxClientOptions = {}) {
    this.url = url.replace(/\/+$/, '');
    this.runTimeoutMs = options.runTimeoutMs ?? 300_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  }

  async run(request: RunRequest, timeoutMs = this.runTimeoutMs): Promise<RunResult[]> {
    const res = await this.call('POST', '/run', timeoutMs, JSON.stringify(request));
    const text = await res.text();
    if (res.status === 400 && /file does not exist/i.test(text)) throw new MissingFileError(text.slice(0, 500));
    if (!res.ok) throw new SandboxError(`go-judge /run answered HTTP ${res.status}: ${text.slice(0, 500)}`);
    const body: unknown = JSON.parse(text);
    if (!Array.isArray(body) || body.length !== request.cmd.length) {
      throw new SandboxError(`go-judge /run returned an unexpected body: ${text.slice(0, 200)}`);
    }
    return body as RunResult[];
  }

  /** Removes a cached file; an unknown id is not an error (it may have expired through -file-timeout). */
  async deleteFile(id: string): Promise<boolean> {
    const res = await this.call('DELETE', `/file/${encodeURIComponent(id)}`, this.requestTimeoutMs);
    await res.body?.cancel();
    if (res.status === 404) return false;
    if (!res.ok) throw new SandboxError(`go-judge DELETE /file answered HTTP ${res.status}`);
    return true;
  }

  /** Ids of the files in go-judge's store (used to verify cached binaries still exist). */
  async listFiles(): Promise<Record<string, string>> {
    const res = await this.call('GET', '/file', this.requestTimeoutMs);
    if (!res.ok) throw new SandboxError(`go-judge GET /file answered HTTP ${res.status}`);
    return (await res.json()) as Record<string, string>;
  }

  async version(): Promise<{ buildVersion?: string; goVersion?: string; [key: string]: unknown }> {
    const res = await this.call('GET', '/version', this.requestTimeoutMs);
    if (!res.ok) throw new SandboxError(`go-judge /version answered HTTP ${res.status}`);
    return (await res.json()) as { buildVersion?: string; goVersion?: string };
  }

  private async call(method: string, path: string, timeoutMs: number, body?: string): Promise<Response> {
    try {
      return await fetch(this.url + path, {
        method,
        body,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'is unreachable';
      throw new SandboxError(`go-judge at ${this.url} ${reason} (${method} ${path})`, { cause: err });
    }
  }
}
