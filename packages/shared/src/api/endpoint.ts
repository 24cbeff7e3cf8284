import { z } from 'zod';
import type { PermissionName } from '../constants/roles';

/**
 * anon: public, a valid token identifies the caller, bad tokens are ignored, never refreshes.
 * opt: works without a token, but a sent token must be valid (else HTTP 401); may refresh.
 * login: a valid token is required.
 */
export type AuthMode = 'anon' | 'opt' | 'login';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod | readonly HttpMethod[];
  path: string;
  auth: AuthMode;
  /** Role names (contract spelling), any of which is enough. */
  roles?: readonly string[];
  permission?: PermissionName;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Shape of `data` on success; documents the answer (OpenAPI, client types). */
  data?: z.ZodType;
  summary?: string;
  /** multipart upload: the body is read by the handler, not by zod. */
  multipart?: boolean;
  /**
   * A multipart upload hoj-vue posts from an element-ui widget, which sends no Authorization
   * header: the session cookie set at login is accepted here, and nowhere else (contract §5.2).
   */
  cookieAuth?: boolean;
  /** HOJ's client posts this call's body form-encoded (application/x-www-form-urlencoded): it is read as well as JSON. */
  formBody?: boolean;
  /** Bytes of JSON body accepted, when a call needs more than the default (JSON_BODY_LIMIT). */
  bodyLimit?: number;
  /** binary download: handler writes the reply itself. */
  raw?: boolean;
}

/** JSON bodies are capped at 1 MB unless the endpoint says otherwise; uploads have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Keeps the literal type of a definition so route handlers and clients infer from it. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

type InferOr<S, F> = S extends z.ZodType ? z.output<S> : F;
type InputOr<S, F> = S extends z.ZodType ? z.input<S> : F;
export type EndpointQuery<E extends EndpointDef> = InferOr<E['query'], undefined>;
export type EndpointBody<E extends EndpointDef> = InferOr<E['body'], undefined>;
export type EndpointQueryInput<E extends EndpointDef> = InputOr<E['query'], undefined>;
export type EndpointBodyInput<E extends EndpointDef> = InputOr<E['body'], undefined>;
export type EndpointData<E extends EndpointDef> = InferOr<E['data'], null>;
