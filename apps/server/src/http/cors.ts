import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page's origin when CORS would allow it, else the site's own: where links mailed to users may point. */
    trustedOrigin: (req: FastifyRequest) => string;
  }
}

const siteOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * CORS as HOJ answers it (contract §1.3) — the origin and requested headers echoed, OPTIONS → 200
 * empty — but only for the site's own origin and the ones configured (CORS_ORIGINS): answers carry
 * credentials, so echoing any origin would let every web page read them with the visitor's login.
 * Returns what every request runs (app.ts calls it from the one onRequest hook every request starts
 * with): true when it answered the request itself (OPTIONS), which then goes no further.
 */
export function installCors(
  app: FastifyInstance,
  allowed: readonly string[] = [],
): (req: FastifyRequest, reply: FastifyReply) => boolean {
  const configured = new Set(allowed.map((o) => o.toLowerCase()));
  const allows = (req: FastifyRequest, origin: string) => {
    const o = origin.toLowerCase();
    return configured.has(o) || o === siteOrigin(req).toLowerCase();
  };
  app.decorate('trustedOrigin', (req: FastifyRequest) => {
    const origin = req.headers.origin;
    return origin && /^https?:\/\/[^/\s]+$/i.test(origin) && allows(req, origin) ? origin : siteOrigin(req);
  });
  return (req, reply) => {
    const origin = req.headers.origin;
    if (origin) reply.header('Vary', 'Origin');
    const cors = origin !== undefined && allows(req, origin);
    if (cors) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
    }
    reply.header('Access-Control-Expose-Headers', 'Refresh-Token,Authorization,Url-Type,Content-disposition,Content-Type');
    if (req.method !== 'OPTIONS') return false;
    if (cors) {
      reply.header('Access-Control-Allow-Methods', 'GET,POST,OPTIONS,PUT,DELETE');
      const requested = req.headers['access-control-request-headers'];
      if (requested) reply.header('Access-Control-Allow-Headers', requested);
      reply.header('Access-Control-Max-Age', '3600');
    }
    reply.code(200).send('');
    return true;
  };
}
