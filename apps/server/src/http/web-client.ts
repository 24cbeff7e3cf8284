import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { siteHtml, type SiteNames } from './web-client-html';
import type { PageRequest } from './web-client-preload';

/** Vite names every file under /assets/ by its content hash: a new build means new names, so browsers may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built React client, with index.html for every non-API path (history-mode routes). Hashed
 * assets are cached for a year; index.html and the unhashed files are revalidated on every visit.
 */
export async function serveWebClient(
  app: FastifyInstance,
  webDist: string,
  siteNames: () => Promise<SiteNames> = async () => ({ name: '', shortName: '' }),
): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  const indexHtml = siteHtml(webDist, siteNames);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    // index.html goes out with the site's name written in (below), never as the raw file.
    globIgnore: ['index.html'],
    setHeaders: (reply, file) => reply.header('Cache-Control', isHashedAsset(webDist, file) ? IMMUTABLE : 'no-cache'),
  });
  const sendIndex = async (reply: FastifyReply, request?: PageRequest) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await indexHtml(request));
  app.get('/index.html', async (_req, reply) => sendIndex(reply));
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(req.url.split('?')[0]).replace(/^(\.\.[/\\])+/, ''));
    if (
      file.startsWith(webDist + path.sep) &&
      existsSync(file) &&
      !file.endsWith(path.sep) &&
      file !== path.join(webDist, 'index.html')
    ) {
      const relative = path.relative(webDist, file);
      reply.header('Cache-Control', isHashedAsset(webDist, file) ? IMMUTABLE : 'no-cache');
      return reply.sendFile(relative, webDist, { cacheControl: false });
    }
    const [urlPath, search = ''] = req.url.split('?', 2);
    return sendIndex(reply, { path: urlPath, search, acceptLanguage: req.headers['accept-language'] });
  });
}

const isHashedAsset = (webDist: string, file: string) => path.relative(webDist, file).split(path.sep)[0] === 'assets';
