import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Lang, translate } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../http/actor';

/** The ICPC Contest API's failures: a JSON body `{code, message}` with the same HTTP status. */
export class CcsHttpError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new CcsHttpError(404, `${what} not found`);

export const REALM = 'Basic realm="Verdict Contest API", charset="UTF-8"';

/** Answers a failure as the spec asks (and a Basic challenge on 401). */
export function sendError(reply: FastifyReply, err: unknown, lang: Lang): FastifyReply {
  let code = 500;
  let message = 'internal error';
  if (err instanceof CcsHttpError) ({ code, message } = err);
  else if (err instanceof AppError) {
    code = err.status >= 400 && err.status < 600 ? err.status : err.httpStatus >= 400 ? err.httpStatus : 400;
    message = translate(lang, err.key, err.params);
  } else if (typeof err === 'object' && err !== null && 'statusCode' in err && typeof err.statusCode === 'number') {
    code = err.statusCode;
    message = String((err as { message?: unknown }).message ?? 'bad request');
  }
  if (code === 401) reply.header('WWW-Authenticate', REALM);
  return reply.code(code).type('application/json; charset=utf-8').send({ code, message });
}

export function sendJson(reply: FastifyReply, data: unknown, status = 200): FastifyReply {
  return reply.code(status).header('Access-Control-Allow-Origin', '*').type('application/json; charset=utf-8').send(data);
}

/** HTTP Basic credentials of a request, or null when it sends none. */
export function basicCredentials(req: FastifyRequest): { username: string; password: string } | null {
  const raw = req.headers.authorization;
  if (!raw || !/^basic\s+/i.test(raw)) return null;
  const decoded = Buffer.from(raw.replace(/^basic\s+/i, '').trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw new CcsHttpError(401, 'malformed Basic credentials');
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Checks Basic credentials against Verdict's accounts (AccountService.checkCredentials: the login guard counts failures). */
export interface CcsCredentials {
  checkCredentials(username: string, password: string, ip: string): Promise<Actor | 'locked' | 'puzzle' | 'bad'>;
}

/** The caller: null for no credentials; wrong or locked credentials answer 401. */
export async function callerOf(req: FastifyRequest, accounts: CcsCredentials): Promise<Actor | null> {
  const cred = basicCredentials(req);
  if (!cred) return null;
  const result = await accounts.checkCredentials(cred.username, cred.password, req.ip);
  if (result === 'bad') throw new CcsHttpError(401, 'wrong username or password');
  if (result === 'locked') throw new CcsHttpError(401, 'too many failed logins: try again later');
  if (result === 'puzzle')
    throw new CcsHttpError(401, 'too many failed logins: sign in once on the website (it asks for a puzzle), then try again');
  return result;
}

/** The spec's filtering: `?<property>_id=X` keeps objects whose ID property equals X (an empty value matches null). */
export function filterByIds<T extends { data: Record<string, unknown> }>(items: T[], query: Record<string, unknown>): T[] {
  const filters = Object.entries(query).filter(
    (e): e is [string, string] => /^[a-z_]+_id$/.test(e[0]) && typeof e[1] === 'string',
  );
  return items.filter((o) =>
    filters.every(([k, v]) => {
      const value = o.data[k] ?? null;
      return v === '' ? value === null : value === v;
    }),
  );
}
