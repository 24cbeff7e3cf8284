import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under /assets/ by its content hash: a new build means new names, so browsers may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built React client, with index.html for every non-API path (history-mode routes). Hashed
 * assets are cached for a year; index.html and the unhashed files are revalidated on every visit.
 */
export async function serveWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', isHashedAsset(webDist, file) ? IMMUTABLE : 'no-cache'),
  });
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(req.url.split('?')[0]).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(webDist + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      const relative = path.relative(webDist, file);
      reply.header('Cache-Control', isHashedAsset(webDist, file) ? IMMUTABLE : 'no-cache');
      return reply.sendFile(relative, webDist, { cacheControl: false });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  });
}

const isHashedAsset = (webDist: string, file: string) => path.relative(webDist, file).split(path.sep)[0] === 'assets';
