import type { FastifyInstance } from 'fastify';
import {
  adminAddTraining,
  adminAddTrainingCategory,
  adminAddTrainingProblemFromPublic,
  adminChangeTrainingStatus,
  adminDeleteTraining,
  adminDeleteTrainingCategory,
  adminDeleteTrainingProblem,
  adminGetTraining,
  adminGetTrainingList,
  adminGetTrainingProblemList,
  adminImportTrainingRemoteProblem,
  adminUpdateTraining,
  adminUpdateTrainingCategory,
  adminUpdateTrainingProblem,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { TrainingAdminService } from './training-admin.service';

/** The admin training pages (contract §2.12). */
export function trainingAdminRoutes(app: FastifyInstance, { trainingAdmin }: { trainingAdmin: TrainingAdminService }): void {
  const updated = () => new Answer(null, 'training.updated');
  const deleted = () => new Answer(null, 'training.deleted');

  route(app, adminGetTrainingList, ({ actor, query }) => trainingAdmin.list(actor, query));
  route(app, adminGetTraining, ({ actor, query }) => trainingAdmin.get(actor, query.tid));
  route(app, adminAddTraining, ({ actor, body }) => trainingAdmin.create(actor, body));
  route(app, adminUpdateTraining, async ({ actor, body }) => {
    await trainingAdmin.update(actor, body);
    return updated();
  });
  route(app, adminDeleteTraining, async ({ query }) => {
    await trainingAdmin.delete(query.tid);
    return deleted();
  });
  route(app, adminChangeTrainingStatus, async ({ actor, query }) => {
    await trainingAdmin.changeStatus(actor, query.tid, query.status);
    return updated();
  });

  route(app, adminGetTrainingProblemList, ({ actor, query }) => trainingAdmin.problemList(actor, query));
  route(app, adminUpdateTrainingProblem, async ({ actor, body }) => {
    await trainingAdmin.updateProblem(actor, body);
    return updated();
  });
  route(app, adminDeleteTrainingProblem, async ({ actor, query }) => {
    await trainingAdmin.deleteProblem(actor, query.pid, query.tid);
    return deleted();
  });
  route(app, adminAddTrainingProblemFromPublic, async ({ actor, body }) => {
    await trainingAdmin.addFromPublic(actor, body);
    return new Answer(null, 'training.added');
  });
  route(app, adminImportTrainingRemoteProblem, async ({ actor, query }) => {
    await trainingAdmin.importRemote(actor, query);
    return new Answer(null, 'training.added');
  });

  route(app, adminAddTrainingCategory, ({ body }) => trainingAdmin.addCategory(body));
  route(app, adminUpdateTrainingCategory, async ({ body }) => {
    await trainingAdmin.updateCategory(body);
    return updated();
  });
  route(app, adminDeleteTrainingCategory, async ({ query }) => {
    await trainingAdmin.deleteCategory(query.cid);
    return deleted();
  });
}
