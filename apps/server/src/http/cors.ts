import type { FastifyInstance } from 'fastify';

/** CORS as HOJ answers it (contract §1.3): echo the origin and requested headers; OPTIONS → 200 empty. */
export function installCors(app: FastifyInstance): void {
  // A callback hook: no promise per request (this runs on every call).
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (origin) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Vary', 'Origin');
    }
    reply.header('Access-Control-Expose-Headers', 'Refresh-Token,Authorization,Url-Type,Content-disposition,Content-Type');
    if (req.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET,POST,OPTIONS,PUT,DELETE');
      const requested = req.headers['access-control-request-headers'];
      if (requested) reply.header('Access-Control-Allow-Headers', requested);
      reply.header('Access-Control-Max-Age', '3600');
      reply.code(200).send('');
      return;
    }
    done();
  });
}
