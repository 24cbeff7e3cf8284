import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/cookie';
import { decodeJwt } from 'jose';
import type { EndpointDef } from '@verdict/shared';

/**
 * hoj-vue's element-ui upload widgets post with their own XHR and send no Authorization header
 * (contract §5.2). For them alone the login also sets this cookie, carrying the session token:
 * HttpOnly (scripts cannot read it), SameSite=Strict and Path=/api. The auth layer reads it only
 * on endpoints marked `cookieAuth` and only when the request's Origin/Referer, if any, is this
 * site, so the cookie adds no way in for other sites or other calls.
 */
export const SESSION_COOKIE = 'verdict_session';

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const exp = decodeJwt(token).exp ?? 0;
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    secure: req.protocol === 'https',
    maxAge: Math.max(0, exp - Math.floor(Date.now() / 1000)),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/api', secure: req.protocol === 'https' });
}

/** The cookie's token on an upload endpoint that accepts it, from a page of this site; else null. */
export function cookieToken(req: FastifyRequest, def: EndpointDef): string | null {
  if (!def.cookieAuth || !def.multipart) return null;
  const token = req.cookies?.[SESSION_COOKIE];
  if (!token || !isSameSite(req)) return null;
  return token;
}

/**
 * The upload comes from a page of this site. Browsers say so themselves in `Sec-Fetch-Site` (a
 * header pages cannot set), which holds behind a reverse proxy that rewrites `Host` (nginx's
 * default `proxy_pass`): the browser compares the page with the public address it called. Without
 * it, the Origin (else Referer) must name this host, as the request or the proxy
 * (`X-Forwarded-Host`) gives it; a request carrying neither passes (SameSite=Strict still applies).
 */
function isSameSite(req: FastifyRequest): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const source = req.headers.origin ?? req.headers.referer;
  if (!source) return true;
  try {
    // URL drops default ports on both sides (`Host: localhost:80` and `Origin: http://localhost`).
    const from = new URL(source).host;
    const forwarded = String(req.headers['x-forwarded-host'] ?? '')
      .split(',')[0]!
      .trim();
    return [req.host, forwarded].some((h) => h !== '' && from === new URL(`${req.protocol}://${h}`).host);
  } catch {
    return false;
  }
}
