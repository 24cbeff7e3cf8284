import type { RunRequest, RunResult } from './types';

/** go-judge refused a request or answered it with an error; the judge maps it to System Error. */
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

/**
 * go-judge itself failed, not the program or the problem: it cannot be reached, timed out,
 * answered 5xx or garbage, or could not start a command (its "Internal Error"). Not a verdict:
 * the caller retries once the sandbox is back.
 */
export class SandboxUnavailableError extends SandboxError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SandboxUnavailableError';
  }
}

export interface SandboxClientOptions {
  /** Upper bound for one /run call, ms. Runs are bounded by their own wall limits; this only catches a hung sandbox. */
  runTimeoutMs?: number;
  /** Upper bound for small calls (/version, DELETE /file), ms. */
  requestTimeoutMs?: number;
}

/** go-judge v1.12 answers a copyIn of an unknown fileId with HTTP 500 "file does not exists with id". */
const MISSING_FILE = /file does not exists? with id/i;

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

  /**
   * Runs the commands. Throws MissingFileError for a vanished fileId, SandboxUnavailableError
   * when go-judge failed (including a command it could not start), SandboxError when it
   * rejected the request (4xx: e.g. a case file that is missing or outside the src prefix).
   */
  async run(request: RunRequest, timeoutMs = this.runTimeoutMs): Promise<RunResult[]> {
    const res = await this.call('POST', '/run', timeoutMs, JSON.stringify(request));
    const text = await this.text(res, '/run', timeoutMs);
    if (!res.ok && MISSING_FILE.test(text)) throw new MissingFileError(text.slice(0, 500));
    if (res.status >= 500) throw new SandboxUnavailableError(`go-judge /run answered HTTP ${res.status}: ${text.slice(0, 500)}`);
    if (!res.ok) throw new SandboxError(`go-judge /run answered HTTP ${res.status}: ${text.slice(0, 500)}`);
    const results = parseResults(text, request.cmd.length);
    if (!results) throw new SandboxUnavailableError(`go-judge /run returned an unexpected body: ${text.slice(0, 200)}`);
    const failed = results.find((r) => r.status === 'Internal Error');
    if (failed) throw new SandboxUnavailableError(`go-judge could not run a command: ${failed.error ?? 'internal error'}`);
    return results;
  }

  /** Removes a cached file; an unknown id is not an error (it may have expired through -file-timeout). */
  async deleteFile(id: string): Promise<boolean> {
    const res = await this.call('DELETE', `/file/${encodeURIComponent(id)}`, this.requestTimeoutMs);
    await res.body?.cancel();
    if (res.status === 404) return false;
    if (!res.ok) throw this.httpError(res, 'DELETE /file');
    return true;
  }

  /** Puts `content` into go-judge's file store (POST /file); answers its fileId. */
  async uploadFile(content: Uint8Array, name = 'file'): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    let res: Response;
    try {
      res = await fetch(`${this.url}/file`, { method: 'POST', body: form, signal: AbortSignal.timeout(this.runTimeoutMs) });
    } catch (err) {
      throw new SandboxUnavailableError(`go-judge at ${this.url} ${failureText(err, this.runTimeoutMs)} (POST /file)`, {
        cause: err,
      });
    }
    if (!res.ok) throw this.httpError(res, 'POST /file');
    const id = (await this.text(res, '/file', this.runTimeoutMs)).trim();
    // go-judge answers the id as a JSON string.
    return id.startsWith('"') ? (JSON.parse(id) as string) : id;
  }

  /** Ids of the files in go-judge's store (used to verify cached binaries still exist). */
  async listFiles(): Promise<Record<string, string>> {
    const res = await this.call('GET', '/file', this.requestTimeoutMs);
    if (!res.ok) throw this.httpError(res, 'GET /file');
    return (await res.json()) as Record<string, string>;
  }

  async version(): Promise<{ buildVersion?: string; goVersion?: string; [key: string]: unknown }> {
    const res = await this.call('GET', '/version', this.requestTimeoutMs);
    if (!res.ok) throw this.httpError(res, '/version');
    return (await res.json()) as { buildVersion?: string; goVersion?: string };
  }

  private httpError(res: Response, what: string): SandboxError {
    const message = `go-judge ${what} answered HTTP ${res.status}`;
    return res.status >= 500 ? new SandboxUnavailableError(message) : new SandboxError(message);
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
      throw new SandboxUnavailableError(`go-judge at ${this.url} ${failureText(err, timeoutMs)} (${method} ${path})`, {
        cause: err,
      });
    }
  }

  /** The body; a connection cut while it streams in is an outage too. */
  private async text(res: Response, path: string, timeoutMs: number): Promise<string> {
    try {
      return await res.text();
    } catch (err) {
      throw new SandboxUnavailableError(`go-judge at ${this.url} ${failureText(err, timeoutMs)} (reading ${path})`, {
        cause: err,
      });
    }
  }
}

function failureText(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  // undici hides the socket error (connect ECONNREFUSED…, other side closed) in `cause`.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : null;
  return `is unreachable${cause ? ` (${cause.message})` : ''}`;
}

/** go-judge's answer to /run: one result per command, each with a status; null when it is anything else. */
function parseResults(text: string, expected: number): RunResult[] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(body) || body.length !== expected) return null;
  const valid = body.every(
    (r: unknown) => typeof r === 'object' && r !== null && typeof (r as { status?: unknown }).status === 'string',
  );
  return valid ? (body as RunResult[]) : null;
}
