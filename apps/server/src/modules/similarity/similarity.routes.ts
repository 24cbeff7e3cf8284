import type { FastifyInstance } from 'fastify';
import { getContestSimilarity, getContestSimilarityPair, startContestSimilarity } from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { SimilarityService } from './similarity.service';

/** A contest's similarity report (its admins): start, read with progress, one pair side by side. */
export function similarityRoutes(app: FastifyInstance, { similarity }: { similarity: SimilarityService }): void {
  route(app, startContestSimilarity, async ({ actor, query, body }) => {
    const { submissions } = await similarity.start(actor, query.cid, body.allowed ?? '');
    return new Answer(null, 'similarity.started', { submissions });
  });
  route(app, getContestSimilarity, ({ actor, query }) => similarity.report(actor, query.cid));
  route(app, getContestSimilarityPair, ({ actor, query }) => similarity.pair(actor, query.cid, query.a, query.b));
  // A run in progress ends with the server: its report reads as interrupted afterwards.
  app.addHook('onClose', async () => similarity.stopAll());
}
