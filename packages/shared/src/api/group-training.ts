import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { groupPage } from './group-content-scope';
import {
  adminTrainingRow,
  adminUpdateTrainingProblem,
  trainingDto,
  trainingEntity,
  trainingProblemEntity,
} from './admin-training';
import { trainingCategory, trainingVo } from './training';
import { problemEntity } from './problem';

/** A group's trainings and their problems (contract §2.10). */

const tidQuery = z.object({ tid: idLike() });
/** TrainingDTO with the group it is made in (POST needs it; PUT keeps the training's own). */
export const groupTrainingDto = trainingDto.extend({
  training: trainingDto.shape.training.extend({ gid: z.preprocess(emptyToUndefined, idLike().nullish()) }),
});
export type GroupTrainingDto = z.infer<typeof groupTrainingDto>;

export const groupGetTrainingList = endpoint({
  method: 'GET',
  path: '/api/group/get-training-list',
  auth: 'login',
  query: groupPage,
  data: paged(trainingVo),
});
export const groupGetAdminTrainingList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-training-list',
  auth: 'login',
  query: groupPage,
  data: paged(adminTrainingRow),
});
export const groupGetTraining = endpoint({
  method: 'GET',
  path: '/api/group/training',
  auth: 'login',
  query: tidQuery,
  data: z.object({ training: trainingEntity, trainingCategory: trainingCategory.nullable() }),
});
export const groupAddTraining = endpoint({
  method: 'POST',
  path: '/api/group/training',
  auth: 'login',
  body: groupTrainingDto,
  data: z.object({ id: z.number() }),
});
export const groupUpdateTraining = endpoint({
  method: 'PUT',
  path: '/api/group/training',
  auth: 'login',
  body: groupTrainingDto,
});
export const groupDeleteTraining = endpoint({ method: 'DELETE', path: '/api/group/training', auth: 'login', query: tidQuery });
export const groupChangeTrainingStatus = endpoint({
  method: 'PUT',
  path: '/api/group/change-training-status',
  auth: 'login',
  query: z.object({ tid: idLike(), status: boolLike() }),
});
export const groupGetTrainingProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-training-problem-list',
  auth: 'login',
  query: pageQuery().extend({
    tid: idLike(),
    keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    queryExisted: z.preprocess(emptyToUndefined, boolLike().optional()),
  }),
  data: z.object({ problemList: paged(problemEntity), trainingProblemMap: z.record(z.string(), trainingProblemEntity) }),
});
export const groupUpdateTrainingProblem = endpoint({
  method: 'PUT',
  path: '/api/group/training-problem',
  auth: 'login',
  body: adminUpdateTrainingProblem.body,
});
export const groupDeleteTrainingProblem = endpoint({
  method: 'DELETE',
  path: '/api/group/training-problem',
  auth: 'login',
  query: z.object({ pid: idLike(), tid: idLike() }),
});
export const groupAddTrainingProblemFromPublic = endpoint({
  method: 'POST',
  path: '/api/group/add-training-problem-from-public',
  auth: 'login',
  body: z.object({
    pid: idLike(),
    tid: idLike(),
    displayId: z.preprocess(emptyToUndefined, z.string().trim().max(64, 'must be at most 64 characters').nullish()),
  }),
});
export const groupAddTrainingProblemFromGroup = endpoint({
  method: 'POST',
  path: '/api/group/add-training-problem-from-group',
  auth: 'login',
  query: z.object({ problemId: z.string().trim().min(1, 'is required').max(64), tid: idLike() }),
});
