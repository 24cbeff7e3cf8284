import type { FastifyError, FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log: addresses, mailed codes, secrets, stream tickets. */
const SECRET_PARAMS = new Set([
  'email',
  'newemail',
  'code',
  'password',
  'captcha',
  'captchakey',
  'puzzlekey',
  'token',
  'key',
  'ticket',
  'access_token',
]);
/** Whether a query may hold a secret: one of SECRET_PARAMS' names (any case) or a percent-encoded name. */
const MAYBE_SECRET = new RegExp(`[?&](?:${[...SECRET_PARAMS].join('|')})(?:[=&]|$)|%`, 'i');
const EMAIL = /[^\s@"'<>(),;:/?=&]+@[^\s@"'<>(),;:/?=&]+\.[A-Za-z]{2,}/g;

/** The URL with secret query values replaced: `/reset-password?username=u&code=…` keeps its shape only. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  // Most URLs (list pages) name no secret and encode no name: left as they are without splitting.
  if (!MAYBE_SECRET.test(url)) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Removes e-mail addresses from free text (database errors quote the values that clashed). */
export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

/**
 * pino serializers for the app's logger: request lines without secret query values, and errors
 * without e-mail addresses (a PostgreSQL unique violation's detail names the address).
 */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
  err(err: FastifyError) {
    const extra = err as FastifyError & { detail?: unknown };
    return {
      type: err.name,
      message: redactEmails(String(err.message ?? '')),
      stack: redactEmails(String(err.stack ?? '')),
      ...(err.code !== undefined ? { code: err.code } : {}),
      ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
      ...(typeof extra.detail === 'string' ? { detail: redactEmails(extra.detail) } : {}),
    };
  },
};
