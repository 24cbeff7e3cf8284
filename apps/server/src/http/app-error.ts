import type { MessageKey } from '@verdict/shared';

/** Body status values of the contract (§1.2). */
export type BodyStatus = 400 | 401 | 403 | 404 | 500 | 503;

/**
 * A business error: `key` names a message of the shared catalogue, rendered in the caller's
 * language. Errors raised by services travel with HTTP 200 (as HOJ's controllers answer);
 * the auth layer and validation raise them with the matching HTTP code.
 */
export class AppError extends Error {
  constructor(
    readonly status: BodyStatus,
    readonly key: MessageKey,
    readonly params?: Record<string, unknown>,
    readonly httpStatus: number = 200,
    /** Details for clients that show more than the message (e.g. every refused row of an import). */
    readonly data: unknown = null,
  ) {
    super(key);
  }

  static fail = (key: MessageKey, params?: Record<string, unknown>) => new AppError(400, key, params);
  static denied = (key: MessageKey, params?: Record<string, unknown>) => new AppError(401, key, params);
  static forbidden = (key: MessageKey, params?: Record<string, unknown>) => new AppError(403, key, params);
  static notFound = (key: MessageKey, params?: Record<string, unknown>) => new AppError(404, key, params);
  /** Auth layer: no token or a dead one (HTTP 401 makes HOJ's client log out). */
  static loginRequired = (key: MessageKey = 'errors.loginRequired') => new AppError(401, key, undefined, 401);
  /** Role or permission check failed (HTTP 403). */
  static noPermission = () => new AppError(403, 'errors.noPermission', undefined, 403);
  static invalid = (field: string, reason: string) => new AppError(400, 'errors.invalidParam', { field, reason }, 400);
  /** A part the site needs is away (Redis): HTTP 503 at once, never a hang or a 500. */
  static unavailable = (key: MessageKey) => new AppError(503, key, undefined, 503);
}

/** A success answer with a message other than "success" (e.g. logout). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msgKey: MessageKey,
    readonly params?: Record<string, unknown>,
  ) {}
}
