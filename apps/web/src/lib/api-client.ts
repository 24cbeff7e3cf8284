import type { EndpointBodyInput, EndpointData, EndpointDef, EndpointQueryInput, Envelope } from '@verdict/shared';
import { createParser } from 'eventsource-parser';
import { authStore } from './auth-store';
import { filenameFromDisposition, isJsonAnswer } from './download';
import { i18n } from './i18n';
import { notify } from './notify';
import { retryAfterSeconds } from './retry-after';

export const REQUEST_TIMEOUT_MS = 90_000;

/** The one error every failed call throws; the toast has already been shown unless `silent`. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** Envelope status (400/401/403/404/500), or 0 for timeouts and network failures. */
    readonly status: number,
    readonly httpStatus: number,
    /** Seconds a rate limit (HTTP 429) asks to wait (its Retry-After), else 0. */
    readonly retryAfter = 0,
    /** The envelope's data of a refused call (e.g. the lines a CSV import refused), else undefined. */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions<E extends EndpointDef> {
  query?: EndpointQueryInput<E>;
  body?: EndpointBodyInput<E>;
  formData?: FormData;
  /** No toast and no session side effects; for background polling. */
  silent?: boolean;
  /** No toast, because the caller shows the error in place; a 401 still ends the session. */
  quiet?: boolean;
  signal?: AbortSignal;
}

export interface DownloadOptions<E extends EndpointDef> extends CallOptions<E> {
  /** Used when the answer names no file (no Content-Disposition). */
  fallbackName: string;
}

export interface UploadOptions<E extends EndpointDef> extends CallOptions<E> {
  formData: FormData;
  /** Bytes sent so far and the total (0 when the browser cannot tell). */
  onProgress?: (loaded: number, total: number) => void;
}

/** What the shell does on 401/403; set by the app so lib does not depend on the router. */
export interface ApiHandlers {
  onUnauthorized(isAdmin: boolean): void;
  onForbidden(isAdmin: boolean): void;
}
let handlers: ApiHandlers = { onUnauthorized: () => undefined, onForbidden: () => undefined };
export const setApiHandlers = (h: ApiHandlers) => {
  handlers = h;
};

const LOGIN_PATHS = new Set(['/api/login', '/api/admin/login']);
const isAdminPath = (path: string) => path.split('/')[2] === 'admin';

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    // Empty values are dropped, lists are comma-joined (contract §1.5).
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export interface RawAnswer<T> {
  data: T;
  /** The envelope's msg (an import reports what it did there). */
  msg: string;
  headers: Headers;
}

export interface FileAnswer {
  blob: Blob;
  filename: string;
}

interface Prepared {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  admin: boolean;
}

/** The same request line and headers for every transport (fetch, download, XHR upload). */
function prepare<E extends EndpointDef>(def: E, opts: CallOptions<E>): Prepared {
  const method = Array.isArray(def.method) ? def.method[0] : (def.method as string);
  const admin = isAdminPath(def.path);
  const headers: Record<string, string> = {
    'Url-Type': admin ? 'admin' : 'general',
    'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN',
  };
  const token = authStore.get().token;
  if (token && !LOGIN_PATHS.has(def.path)) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (opts.formData) body = opts.formData;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return { url: def.path + toQueryString(opts.query), method, headers, body, admin };
}

/** The options every transport reads besides the request itself. */
type Flags = Pick<CallOptions<EndpointDef>, 'silent' | 'quiet' | 'signal'>;

/** One failure, one message: the toast (notify.error also folds repeats of the same text into it). */
function failure(opts: Flags, message: string, status: number, httpStatus: number, data?: unknown): ApiError {
  if (!opts.silent && !opts.quiet) notify.error(message);
  return new ApiError(message, status, httpStatus, 0, data);
}

/** HTTP 429: a counting-down toast instead of the message, and the wait on the error for buttons to honour. */
function rateLimited(opts: Flags, headers: Headers, status: number): ApiError {
  const seconds = retryAfterSeconds(headers.get('retry-after')) || 1;
  const message = i18n.t('common:errors.rateLimited', { count: seconds });
  if (!opts.silent && !opts.quiet) notify.countdown(seconds, (left) => i18n.t('common:errors.rateLimited', { count: left }));
  return new ApiError(message, status, 429, seconds);
}

/** fetch with the client's timeout; network failures and timeouts become an ApiError. */
async function transmit(req: Prepared, opts: Flags): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort());
  try {
    return await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: controller.signal });
  } catch (err) {
    if (timedOut) throw failure(opts, i18n.t('common:errors.timeout'), 0, 0);
    if (opts.signal?.aborted) throw err;
    throw failure(opts, i18n.t('common:errors.network'), 0, 0);
  } finally {
    clearTimeout(timer);
  }
}

/** A refreshed token arrives on any answer, success or error (contract §1.3). */
function takeRefreshedToken(headers: Headers): void {
  const fresh = headers.get('authorization');
  if (headers.get('refresh-token') && fresh) authStore.setToken(fresh);
}

/**
 * Turns one answer, whatever carried it, into its typed data or the ApiError: the session ends
 * on 401, the shell hears about 403, the envelope's msg is what the user reads.
 */
function settle<E extends EndpointDef>(
  def: E,
  opts: CallOptions<E>,
  admin: boolean,
  httpStatus: number,
  headers: Headers,
  payload: unknown,
): RawAnswer<EndpointData<E>> {
  takeRefreshedToken(headers);
  const msg = isEnvelope(payload) && payload.msg ? payload.msg : '';
  if (httpStatus < 200 || httpStatus > 299) {
    if (httpStatus === 401) {
      if (!opts.silent) {
        authStore.clear();
        handlers.onUnauthorized(admin);
      }
      throw failure(opts, msg || i18n.t('common:errors.loginFirst'), 401, 401);
    }
    if (httpStatus === 403) {
      if (!opts.silent) handlers.onForbidden(admin);
      throw failure(opts, msg || i18n.t('common:errors.noAccess'), 403, 403);
    }
    if (httpStatus === 404) throw failure(opts, i18n.t('common:errors.notFound'), 404, 404);
    if (httpStatus === 429) throw rateLimited(opts, headers, isEnvelope(payload) ? payload.status : 429);
    const data = isEnvelope(payload) ? payload.data : undefined;
    throw failure(
      opts,
      msg || i18n.t('common:errors.server'),
      isEnvelope(payload) ? payload.status : httpStatus,
      httpStatus,
      data,
    );
  }
  if (isEnvelope(payload) && payload.status !== 200) {
    const err = failure(opts, msg || i18n.t('common:errors.server'), payload.status, httpStatus);
    // A refusal that names its wait in HOJ's envelope (the submit interval) also says it in Retry-After.
    const wait = retryAfterSeconds(headers.get('retry-after'));
    throw wait > 0 ? new ApiError(err.message, err.status, err.httpStatus, wait) : err;
  }
  const raw = isEnvelope(payload) ? payload.data : payload;
  if (!def.data) return { data: null as EndpointData<E>, msg, headers };
  const parsed = def.data.safeParse(raw);
  // A server answer that drifts from the contract is logged, not fatal: screens degrade field by field.
  if (!parsed.success) console.warn(`${def.path}: answer does not match the contract`, parsed.error.issues);
  return { data: (parsed.success ? parsed.data : raw) as EndpointData<E>, msg, headers };
}

async function send<E extends EndpointDef>(def: E, opts: CallOptions<E>): Promise<RawAnswer<EndpointData<E>>> {
  const req = prepare(def, opts);
  const res = await transmit(req, opts);
  const payload: unknown = await res.json().catch(() => null);
  return settle(def, opts, req.admin, res.status, res.headers, payload);
}

/** A binary answer; a JSON one is the error envelope and is handled like any failed call. */
async function download<E extends EndpointDef>(def: E, opts: DownloadOptions<E>): Promise<FileAnswer> {
  const req = prepare(def, opts);
  const res = await transmit(req, opts);
  if (res.ok && !isJsonAnswer(res.headers.get('content-type'))) {
    takeRefreshedToken(res.headers);
    const filename = filenameFromDisposition(res.headers.get('content-disposition'), opts.fallbackName);
    return { blob: await res.blob(), filename };
  }
  const payload: unknown = await res.json().catch(() => null);
  settle(def, opts, req.admin, res.status, res.headers, payload);
  // A success envelope where a file was expected: there is nothing to save.
  throw failure(opts, i18n.t('common:errors.server'), 500, res.status);
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Multipart upload reporting progress, which fetch cannot do: XHR, no timeout (files may be
 * large), answered like every other call.
 */
function upload<E extends EndpointDef>(def: E, opts: UploadOptions<E>): Promise<RawAnswer<EndpointData<E>>> {
  const req = prepare(def, opts);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onerror = () => reject(failure(opts, i18n.t('common:errors.network'), 0, 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's error page is not JSON: the status decides the message.
      }
      try {
        resolve(settle(def, opts, req.admin, xhr.status, headersOf(xhr), payload));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.send(opts.formData);
  });
}

/** What a stream's reader uses of EventSource; the token-carrying stream below offers the same. */
export interface EventStreamSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((ev: Event) => unknown) | null;
}

/**
 * EventSource sends no headers; this one reads the stream with fetch so that the token goes with
 * it. Named events are dispatched as MessageEvents; a failure or the end of the stream calls
 * onerror once (the caller decides whether to fall back or reconnect).
 */
class FetchEventSource implements EventStreamSource {
  onerror: ((ev: Event) => unknown) | null = null;
  private readonly controller = new AbortController();
  private readonly target = new EventTarget();

  constructor(req: Prepared) {
    void this.run(req);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.target.addEventListener(type, listener as EventListener);
  }

  close(): void {
    this.controller.abort();
  }

  private async run(req: Prepared): Promise<void> {
    try {
      const res = await fetch(req.url, {
        headers: { ...req.headers, Accept: 'text/event-stream' },
        signal: this.controller.signal,
      });
      takeRefreshedToken(res.headers);
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      const parser = createParser({
        onEvent: (m) =>
          this.target.dispatchEvent(new MessageEvent(m.event ?? 'message', { data: m.data, lastEventId: m.id ?? '' })),
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Closed by the caller, or the network failed: onerror below tells the latter.
    }
    if (!this.controller.signal.aborted) this.onerror?.(new Event('error'));
  }
}

/**
 * A server-sent-events stream, or null where the browser cannot read one. Plain EventSource
 * (no token) unless `withToken` is set and the user is signed in: then a fetch-based reader that
 * sends the Authorization header, for streams whose answer depends on who asks.
 */
function events<E extends EndpointDef>(def: E, opts?: Pick<CallOptions<E>, 'query'> & { withToken?: false }): EventSource | null;
function events<E extends EndpointDef>(
  def: E,
  opts: Pick<CallOptions<E>, 'query'> & { withToken: true },
): EventStreamSource | null;
function events<E extends EndpointDef>(
  def: E,
  opts: Pick<CallOptions<E>, 'query'> & { withToken?: boolean } = {},
): EventStreamSource | null {
  if (
    opts.withToken &&
    authStore.get().token &&
    typeof ReadableStream !== 'undefined' &&
    typeof TextDecoderStream !== 'undefined'
  ) {
    return new FetchEventSource(prepare(def, { query: opts.query }));
  }
  return typeof EventSource === 'undefined' ? null : new EventSource(def.path + toQueryString(opts.query));
}

/** The one way the web app talks to the server; every call shares headers, token refresh and errors. */
export const api = {
  /** Calls one shared endpoint and returns its `data`, typed by the endpoint's schema. */
  call: async <E extends EndpointDef>(def: E, opts: CallOptions<E> = {}): Promise<EndpointData<E>> =>
    (await send(def, opts)).data,
  /** Same, keeping the envelope's msg and the response headers (login reads the token from `Authorization`). */
  raw: send,
  /** A file answer (`raw` endpoints) with the name the server gave it. */
  download,
  /** A multipart call with upload progress. */
  upload,
  events,
};
