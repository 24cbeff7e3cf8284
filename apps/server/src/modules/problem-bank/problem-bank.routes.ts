import type { FastifyInstance } from 'fastify';
import {
  getAllProblemTags,
  getProblemList,
  getProblemTags,
  getProblemTagsAndClassification,
  getRandomProblem,
  getRecentUpdatedProblem,
} from '@verdict/shared';
import { route } from '../../http/route';
import type { ProblemService } from '../problem/problem.service';
import type { ProblemBankService } from './problem-bank.service';

/** The public problem bank: list, random pick, recent updates, tag lists (contract §2.1, §2.3). */
export function problemBankRoutes(
  app: FastifyInstance,
  { bank, problems }: { bank: ProblemBankService; problems: ProblemService },
): void {
  route(app, getProblemList, ({ query }) => bank.page(query));
  route(app, getRandomProblem, () => problems.randomPublic());
  route(app, getRecentUpdatedProblem, () => problems.recentUpdated());
  route(app, getAllProblemTags, ({ query }) => problems.allTags(query.oj));
  route(app, getProblemTagsAndClassification, ({ query }) => problems.tagsAndClassification(query.oj));
  route(app, getProblemTags, ({ actor, query }) => problems.problemTags(actor, query.pid));
}
