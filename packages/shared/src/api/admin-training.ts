import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { problemEntity } from './problem';
import { TRAINING_AUTHS, TrainingLimits, trainingCategory } from './training';

/** Admin training calls (contract §2.12, spec 3 §2, §5). */

const ADMINS = ['root', 'admin', 'problem_admin'] as const;
const PROBLEM_ADMINS = ['root', 'problem_admin'] as const;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const rangeMsg = `must be an integer between ${TrainingLimits.rankMin} and ${TrainingLimits.rankMax}`;
/** Rank order (spec 3 §9): an integer from 0 to 2147483647; numeric text accepted. */
const rankField = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: rangeMsg })
      .int(rangeMsg)
      .min(TrainingLimits.rankMin, rangeMsg)
      .max(TrainingLimits.rankMax, rangeMsg)
      .optional(),
  );
const keyword = () => z.preprocess(emptyToUndefined, z.string().trim().max(64).optional());

/** The training entity as the admin reads it; the password only reaches those who administer it. */
export const trainingEntity = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  auth: z.string(),
  privatePwd: z.string().nullable(),
  status: z.boolean(),
  rank: z.number(),
  isGroup: z.boolean(),
  gid: z.number().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingEntity = z.infer<typeof trainingEntity>;

/** Admin list row: the entity plus its category, for the table. */
export const adminTrainingRow = trainingEntity.extend({
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: z.number(),
});
export type AdminTrainingRow = z.infer<typeof adminTrainingRow>;

export const trainingProblemEntity = z.object({
  id: z.number(),
  tid: z.number(),
  pid: z.number(),
  displayId: z.string(),
  rank: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingProblemEntity = z.infer<typeof trainingProblemEntity>;

/**
 * TrainingDTO: the training and its category. Types and bounds are checked here; the form's
 * required fields (spec 3 §5) by the service, whose messages name the field in the caller's language.
 */
export const trainingDto = z.object({
  training: z.object({
    id: z.preprocess(emptyToUndefined, idLike().nullish()),
    title: text(255).nullish(),
    description: text(65_535).nullish(),
    auth: z.preprocess(emptyToUndefined, z.enum(TRAINING_AUTHS, { error: 'must be Public or Private' }).default('Public')),
    privatePwd: text(64).nullish(),
    status: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.union([z.boolean(), boolLike()]).default(true)),
    rank: rankField().nullish(),
  }),
  trainingCategory: z
    .object({ id: z.preprocess(emptyToUndefined, idLike().nullish()) })
    .passthrough()
    .nullish(),
});
export type TrainingDto = z.infer<typeof trainingDto>;

const tidQuery = z.object({ tid: idLike() });
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a colour like #409eff');
const categoryName = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');

export const adminGetTrainingList = endpoint({
  method: 'GET',
  path: '/api/admin/training/get-training-list',
  auth: 'login',
  roles: ADMINS,
  query: pageQuery().extend({ keyword: keyword() }),
  data: paged(adminTrainingRow),
});
export const adminGetTraining = endpoint({
  method: 'GET',
  path: '/api/admin/training',
  auth: 'login',
  roles: ADMINS,
  query: tidQuery,
  data: z.object({ training: trainingEntity, trainingCategory: trainingCategory.nullable() }),
});
export const adminAddTraining = endpoint({
  method: 'POST',
  path: '/api/admin/training',
  auth: 'login',
  roles: ADMINS,
  body: trainingDto,
  data: z.object({ id: z.number() }),
});
export const adminUpdateTraining = endpoint({
  method: 'PUT',
  path: '/api/admin/training',
  auth: 'login',
  roles: ADMINS,
  body: trainingDto,
});
export const adminDeleteTraining = endpoint({
  method: 'DELETE',
  path: '/api/admin/training',
  auth: 'login',
  roles: ['root'],
  query: tidQuery,
});
export const adminChangeTrainingStatus = endpoint({
  method: 'PUT',
  path: '/api/admin/training/change-training-status',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ tid: idLike(), author: z.string().max(64).optional(), status: boolLike() }),
});
export const adminGetTrainingProblemList = endpoint({
  method: 'GET',
  path: '/api/admin/training/get-problem-list',
  auth: 'login',
  roles: ADMINS,
  query: pageQuery().extend({
    tid: idLike(),
    keyword: keyword(),
    queryExisted: z.preprocess(emptyToUndefined, boolLike().optional()),
  }),
  data: z.object({ problemList: paged(problemEntity), trainingProblemMap: z.record(z.string(), trainingProblemEntity) }),
});
export const adminUpdateTrainingProblem = endpoint({
  method: 'PUT',
  path: '/api/admin/training/problem',
  auth: 'login',
  roles: PROBLEM_ADMINS,
  body: z.object({
    id: z.preprocess(emptyToUndefined, idLike().nullish()),
    tid: idLike(),
    pid: idLike(),
    displayId: z.preprocess(emptyToUndefined, z.string().trim().max(64, 'must be at most 64 characters').nullish()),
    rank: rankField(),
  }),
});
export const adminDeleteTrainingProblem = endpoint({
  method: 'DELETE',
  path: '/api/admin/training/problem',
  auth: 'login',
  roles: PROBLEM_ADMINS,
  query: z.object({ pid: idLike(), tid: z.preprocess(emptyToUndefined, idLike().optional()) }),
});
export const adminAddTrainingProblemFromPublic = endpoint({
  method: 'POST',
  path: '/api/admin/training/add-problem-from-public',
  auth: 'login',
  roles: ADMINS,
  body: z.object({
    pid: idLike(),
    tid: idLike(),
    displayId: z.preprocess(emptyToUndefined, z.string().trim().max(64, 'must be at most 64 characters').nullish()),
  }),
});
export const adminImportTrainingRemoteProblem = endpoint({
  method: 'GET',
  path: '/api/admin/training/import-remote-oj-problem',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ name: z.string().trim().min(1).max(16), problemId: z.string().trim().min(1).max(64), tid: idLike() }),
});
export const adminAddTrainingCategory = endpoint({
  method: 'POST',
  path: '/api/admin/training/category',
  auth: 'login',
  roles: PROBLEM_ADMINS,
  body: z.object({ name: categoryName, color, gid: z.preprocess(emptyToUndefined, idLike().nullish()) }),
  data: trainingCategory,
});
export const adminUpdateTrainingCategory = endpoint({
  method: 'PUT',
  path: '/api/admin/training/category',
  auth: 'login',
  roles: PROBLEM_ADMINS,
  body: z.object({ id: idLike(), name: categoryName, color }),
});
export const adminDeleteTrainingCategory = endpoint({
  method: 'DELETE',
  path: '/api/admin/training/category',
  auth: 'login',
  roles: PROBLEM_ADMINS,
  query: z.object({ cid: idLike() }),
});
