import type { EndpointBodyInput, EndpointData, EndpointDef, EndpointQueryInput, Envelope } from '@verdict/shared';
import { authStore } from './auth-store';
import { i18n } from './i18n';
import { notify } from './notify';

export const REQUEST_TIMEOUT_MS = 90_000;

/** The one error every failed call throws; the toast has already been shown unless `silent`. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** Envelope status (400/401/403/404/500), or 0 for timeouts and network failures. */
    readonly status: number,
    readonly httpStatus: number,
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
  signal?: AbortSignal;
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
  headers: Headers;
}

async function send<E extends EndpointDef>(def: E, opts: CallOptions<E>): Promise<RawAnswer<EndpointData<E>>> {
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

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort());
  const fail = (message: string, status: number, httpStatus: number): never => {
    if (!opts.silent) notify.error(message, i18n.t('common:errors.title'));
    throw new ApiError(message, status, httpStatus);
  };

  let res: Response;
  try {
    res = await fetch(def.path + toQueryString(opts.query), { method, headers, body, signal: controller.signal });
  } catch (err) {
    if (timedOut) return fail(i18n.t('common:errors.timeout'), 0, 0);
    if (opts.signal?.aborted) throw err;
    return fail(i18n.t('common:errors.network'), 0, 0);
  } finally {
    clearTimeout(timer);
  }

  // A refreshed token arrives on any answer, success or error (contract §1.3).
  const fresh = res.headers.get('authorization');
  if (res.headers.get('refresh-token') && fresh) authStore.setToken(fresh);

  const payload: unknown = await res.json().catch(() => null);
  const msg = isEnvelope(payload) && payload.msg ? payload.msg : '';
  if (!res.ok) {
    if (res.status === 401) {
      if (!opts.silent) {
        authStore.clear();
        handlers.onUnauthorized(admin);
      }
      return fail(msg || i18n.t('common:errors.loginFirst'), 401, 401);
    }
    if (res.status === 403) {
      if (!opts.silent) handlers.onForbidden(admin);
      return fail(msg || i18n.t('common:errors.noAccess'), 403, 403);
    }
    if (res.status === 404) return fail(i18n.t('common:errors.notFound'), 404, 404);
    return fail(msg || i18n.t('common:errors.server'), isEnvelope(payload) ? payload.status : res.status, res.status);
  }
  if (isEnvelope(payload) && payload.status !== 200) return fail(msg || i18n.t('common:errors.server'), payload.status, res.status);
  const raw = isEnvelope(payload) ? payload.data : payload;
  if (!def.data) return { data: null as EndpointData<E>, headers: res.headers };
  const parsed = def.data.safeParse(raw);
  // A server answer that drifts from the contract is logged, not fatal: screens degrade field by field.
  if (!parsed.success) console.warn(`${def.path}: answer does not match the contract`, parsed.error.issues);
  return { data: (parsed.success ? parsed.data : raw) as EndpointData<E>, headers: res.headers };
}

export const api = {
  /** Calls one shared endpoint and returns its `data`, typed by the endpoint's schema. */
  call: async <E extends EndpointDef>(def: E, opts: CallOptions<E> = {}): Promise<EndpointData<E>> => (await send(def, opts)).data,
  /** Same, keeping the response headers (login reads the token from `Authorization`). */
  raw: send,
};
