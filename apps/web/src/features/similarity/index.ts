import { lazyPart } from '../../lib/lazyPart';
export { similarityKeys } from '../keys';

/** The contest admin's similarity report screen (route `contest/:contestId/similarity`), loaded on first use. */
export const SimilarityPage = lazyPart(async () => (await import('./SimilarityPage')).SimilarityPage);
