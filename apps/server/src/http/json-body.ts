import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Deeper than any payload of the contract (a problem import nests about six levels). */
export const JSON_MAX_DEPTH = 64;

/**
 * True when `text` opens more than `max` arrays/objects inside one another. One pass, counting
 * brackets outside strings, so a hostile body (a megabyte of `[`) is refused in linear time
 * before JSON.parse and the schemas walk it — those took over a second on such a body.
 */
export function jsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused, as by default) behind the depth check.
 * No maintained parser in our dependencies limits depth (secure-json-parse and JSON.parse do not).
 */
export function installJsonBodyParser(app: FastifyInstance, maxDepth = JSON_MAX_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text, maxDepth)) {
      done(new AppError(400, 'errors.jsonTooDeep', { depth: maxDepth }, 400), undefined);
      return;
    }
    parse(req, text, done);
  });
}

/**
 * Form-encoded bodies, only on the calls that declare `formBody` (HOJ's client posts a few of them
 * as forms, e.g. get-sessions); elsewhere such a body stays refused with 415, as before. Fields
 * arrive as strings for the endpoint's schema to read.
 */
export function installFormBodyParser(app: FastifyInstance, formPaths: ReadonlySet<string>): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    if (!formPaths.has(req.routeOptions.url ?? '')) {
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
