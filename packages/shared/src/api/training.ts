import { z } from 'zod';
import { emptyToUndefined, idLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { problemVo } from './problem-bank';

/** Training calls of learners (contract §2.6, spec 2 §2, §7) and the focus-mode problem list (§2.3). */

export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];
export const TrainingAuth = { Public: 'Public', Private: 'Private' } as const;

/** Page sizes and bounds of spec 2 §9 and spec 3 §9. */
export const TrainingLimits = {
  listPageSize: 15,
  rankPageSize: 30,
  rankMin: 0,
  rankMax: 2_147_483_647,
  rankDefault: 1000,
} as const;

/** Verdicts that count on a training rank (judge semantics §5.5). */
export const TRAINING_RANK_STATUSES: readonly number[] = [-3, -2, -1, 0, 1, 2, 3, 8];

/** Progress in percent, 100 when the training has no problems (spec 2 §2). */
export const trainingProgress = (acCount: number, problemCount: number): number =>
  problemCount === 0 ? 100 : Math.round((acCount / problemCount) * 10_000) / 100;

export const trainingCategory = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  gid: z.number().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingCategory = z.infer<typeof trainingCategory>;

/** TrainingVO (contract §3); acCount is the viewer's solved problems of the training. */
export const trainingVo = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  auth: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  rank: z.number(),
  problemCount: z.number(),
  acCount: z.number(),
  gid: z.number().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingVo = z.infer<typeof trainingVo>;

/** One problem cell of a training rank row. */
export const trainingRankCell = z.object({
  status: z.number(),
  score: z.number().nullable(),
  isAC: z.boolean().optional(),
  /** Fastest AC run time, ms. */
  runTime: z.number().optional(),
});
export type TrainingRankCell = z.infer<typeof trainingRankCell>;

/** TrainingRankVO; submissionInfo is keyed by the problem's problemId (spec 2 §3). */
export const trainingRankVo = z.object({
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  /** Only for training admins. */
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string().nullable(),
  avatar: z.string().nullable(),
  ac: z.number(),
  totalRunTime: z.number(),
  submissionInfo: z.record(z.string(), trainingRankCell),
});
export type TrainingRankVo = z.infer<typeof trainingRankVo>;

/** A focus-mode problem row (contract §2.3). */
export const fullScreenProblem = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  status: z.number(),
  score: z.number().nullable(),
});
export type FullScreenProblem = z.infer<typeof fullScreenProblem>;

const tidQuery = z.object({ tid: idLike() });
const keyword = () => z.preprocess(emptyToUndefined, z.string().trim().max(64).optional());

export const trainingListQuery = pageQuery(TrainingLimits.listPageSize).extend({
  keyword: keyword(),
  categoryId: z.preprocess(emptyToUndefined, idLike().optional()),
  auth: z.preprocess(emptyToUndefined, z.enum(TRAINING_AUTHS, { error: 'must be Public or Private' }).optional()),
});
export type TrainingListQuery = z.output<typeof trainingListQuery>;

export const getTrainingCategory = endpoint({
  method: 'GET',
  path: '/api/get-training-category',
  auth: 'anon',
  data: z.array(trainingCategory),
});
export const getTrainingList = endpoint({
  method: 'GET',
  path: '/api/get-training-list',
  auth: 'anon',
  query: trainingListQuery,
  data: paged(trainingVo),
});
export const getTrainingDetail = endpoint({
  method: 'GET',
  path: '/api/get-training-detail',
  auth: 'login',
  query: tidQuery,
  data: trainingVo,
});
export const getTrainingProblemList = endpoint({
  method: 'GET',
  path: '/api/get-training-problem-list',
  auth: 'login',
  query: tidQuery,
  data: z.array(problemVo),
});
export const registerTraining = endpoint({
  method: 'POST',
  path: '/api/register-training',
  auth: 'login',
  body: z.object({ tid: idLike(), password: z.string().min(1, 'is required').max(64, 'must be at most 64 characters') }),
});
export const getTrainingAccess = endpoint({
  method: 'GET',
  path: '/api/get-training-access',
  auth: 'login',
  query: tidQuery,
  data: z.object({ access: z.boolean() }),
});
export const trainingRankQuery = pageQuery(TrainingLimits.rankPageSize).extend({ tid: idLike(), keyword: keyword() });
export const getTrainingRank = endpoint({
  method: 'GET',
  path: '/api/get-training-rank',
  auth: 'login',
  query: trainingRankQuery,
  summary: 'Our addition: `isTrainingAdmin` tells the client whether real names are shown.',
  data: paged(trainingRankVo).extend({ isTrainingAdmin: z.boolean() }),
});
export const getFullScreenProblemList = endpoint({
  method: 'GET',
  path: '/api/get-full-screen-problem-list',
  auth: 'login',
  query: z.object({
    tid: z.preprocess(emptyToUndefined, idLike().optional()),
    cid: z.preprocess(emptyToUndefined, idLike().optional()),
  }),
  data: z.array(fullScreenProblem),
});
