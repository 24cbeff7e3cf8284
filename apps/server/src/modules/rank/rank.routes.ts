import type { FastifyInstance } from 'fastify';
import { getLastWeekSubmissionStatistics, getRankList, getRecentSevenAcRank } from '@verdict/shared';
import { route } from '../../http/route';
import type { RankService } from './rank.service';

/** Global ranks and the home page's rank figures (contract §2.7, §2.1). */
export function rankRoutes(app: FastifyInstance, { ranks }: { ranks: RankService }): void {
  route(app, getRankList, ({ query }) => ranks.list(query));
  route(app, getRecentSevenAcRank, () => ranks.recentSevenAc());
  route(app, getLastWeekSubmissionStatistics, ({ query }) => ranks.weeklySubmissions(query.forceRefresh));
}
