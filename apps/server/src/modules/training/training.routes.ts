import type { FastifyInstance } from 'fastify';
import {
  getFullScreenProblemList,
  getTrainingAccess,
  getTrainingCategory,
  getTrainingDetail,
  getTrainingList,
  getTrainingProblemList,
  getTrainingRank,
  registerTraining,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import type { GuessLimiter } from '../../infra/rate-limit';
import { route } from '../../http/route';
import type { TrainingService } from './training.service';

/** The learners' training calls (contract §2.6) and focus mode's problem list (§2.3). */
export function trainingRoutes(
  app: FastifyInstance,
  { trainings, guesses }: { trainings: TrainingService; guesses: GuessLimiter },
): void {
  route(app, getTrainingCategory, () => trainings.categories());
  route(app, getTrainingList, ({ actor, query }) => trainings.list(actor, query));
  route(app, getTrainingDetail, ({ actor, query }) => trainings.detail(actor, query.tid));
  route(app, getTrainingProblemList, ({ actor, query }) => trainings.problems(actor, query.tid));
  route(app, registerTraining, async ({ actor, body, req }) => {
    await guesses.guard({ object: `training:${body.tid}`, uid: actor.uid, ip: req.ip }, 'training.wrongPassword', () =>
      trainings.register(actor, body.tid, body.password),
    );
    return new Answer(null, 'training.registered');
  });
  route(app, getTrainingAccess, ({ actor, query }) => trainings.access(actor, query.tid));
  route(app, getTrainingRank, ({ actor, query }) => trainings.rank(actor, query));
  route(app, getFullScreenProblemList, ({ actor, query }) => trainings.fullScreenList(actor, query));
}
