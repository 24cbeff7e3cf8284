import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { compileDto, problemCaseRow, problemDto, problemEntity, tagRow } from './problem';
import { problemVo } from './problem-bank';
import { oiRankVo, RankLimits } from './rank';
import {
  adminTrainingRow,
  adminUpdateTrainingProblem,
  trainingDto,
  trainingEntity,
  trainingProblemEntity,
} from './admin-training';
import { trainingCategory, trainingVo } from './training';
import {
  adminAddContestProblemFromPublic,
  adminContestProblemDto,
  adminContestVo,
  adminGetContestAnnouncement,
  adminAddContestAnnouncement,
  adminGetContestProblemList,
  adminSetContestProblemInfo,
  adminContestBody,
} from './admin-contest';
import { contestProblemEntity, contestVo } from './contest';
import { discussionBody, discussionVo } from './discussion';

/** A group's content (contract §2.10 problems, trainings, contests; §2.12 group-problem examination; group rank). */

/** applyPublicProgress of a group problem: null = never applied. */
export const ApplyPublicProgress = { Applying: 1, Public: 2, Refused: 3 } as const;

const gidQuery = z.object({ gid: idLike() });
const groupPage = pageQuery().extend({ gid: idLike() });
const pidQuery = z.object({ pid: idLike() });
const PROBLEM_SAVE_BODY_LIMIT = 32 * 1024 * 1024;

// ── problems ─────────────────────────────────────────────────────────────────

export const groupGetProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-problem-list',
  auth: 'login',
  query: groupPage,
  data: paged(problemVo),
});
export const groupGetAdminProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-problem-list',
  auth: 'login',
  query: groupPage,
  data: paged(problemEntity),
});
export const groupGetProblem = endpoint({
  method: 'GET',
  path: '/api/group/problem',
  auth: 'login',
  query: pidQuery,
  data: problemEntity,
});
export const groupAddProblem = endpoint({
  method: 'POST',
  path: '/api/group/problem',
  auth: 'login',
  body: problemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
});
export const groupUpdateProblem = endpoint({
  method: 'PUT',
  path: '/api/group/problem',
  auth: 'login',
  body: problemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
});
export const groupDeleteProblem = endpoint({ method: 'DELETE', path: '/api/group/problem', auth: 'login', query: pidQuery });
export const groupGetProblemCases = endpoint({
  method: 'GET',
  path: '/api/group/get-problem-cases',
  auth: 'login',
  query: z.object({ pid: idLike(), isUpload: z.preprocess(emptyToUndefined, boolLike().optional()) }),
  data: z.array(problemCaseRow),
});
export const groupGetAllProblemTags = endpoint({
  method: 'GET',
  path: '/api/group/get-all-problem-tags',
  auth: 'login',
  query: gidQuery,
  data: z.array(tagRow),
});
export const groupCompileSpj = endpoint({
  method: 'POST',
  path: '/api/group/compile-spj',
  auth: 'login',
  query: gidQuery,
  body: compileDto,
});
export const groupCompileInteractive = endpoint({
  method: 'POST',
  path: '/api/group/compile-interactive',
  auth: 'login',
  query: gidQuery,
  body: compileDto,
});
export const groupChangeProblemAuth = endpoint({
  method: 'PUT',
  path: '/api/group/change-problem-auth',
  auth: 'login',
  query: z.object({ pid: idLike(), auth: intLike().pipe(z.number().min(1, 'must be 1 or 2').max(2, 'must be 1 or 2')) }),
});
export const groupApplyPublic = endpoint({
  method: 'PUT',
  path: '/api/group/apply-public',
  auth: 'login',
  query: z.object({ pid: idLike(), isApplied: boolLike() }),
});

/** The examination list: group problems with a public application (a subset of Problem's columns). */
export const groupProblemApplication = z.object({
  id: z.number(),
  gid: z.number().nullable(),
  applyPublicProgress: z.number().nullable(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.number(),
  judgeMode: z.string(),
});
export type GroupProblemApplication = z.infer<typeof groupProblemApplication>;

const EXAMINERS = ['root', 'problem_admin'] as const;
export const adminGetGroupProblemList = endpoint({
  method: 'GET',
  path: '/api/admin/group-problem/list',
  auth: 'login',
  roles: EXAMINERS,
  query: pageQuery(10).extend({
    keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    gid: z.preprocess(emptyToUndefined, idLike().optional()),
  }),
  data: paged(groupProblemApplication),
});
export const adminChangeGroupProblemProgress = endpoint({
  method: 'PUT',
  path: '/api/admin/group-problem/change-progress',
  auth: 'login',
  roles: EXAMINERS,
  body: z.object({ pid: idLike(), progress: intLike().pipe(z.number().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3')) }),
});

// ── trainings ────────────────────────────────────────────────────────────────

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

// ── contests ─────────────────────────────────────────────────────────────────

const cidQuery = z.object({ cid: idLike() });
const displayId = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');

export const groupGetContestList = endpoint({
  method: 'GET',
  path: '/api/group/get-contest-list',
  auth: 'login',
  query: groupPage,
  data: paged(contestVo),
});
export const groupGetAdminContestList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-contest-list',
  auth: 'login',
  query: groupPage,
  data: paged(adminContestVo),
});
export const groupGetContest = endpoint({
  method: 'GET',
  path: '/api/group/contest',
  auth: 'login',
  query: cidQuery,
  data: adminContestVo,
});
export const groupAddContest = endpoint({
  method: 'POST',
  path: '/api/group/contest',
  auth: 'login',
  body: adminContestBody,
  data: adminContestVo,
});
export const groupUpdateContest = endpoint({ method: 'PUT', path: '/api/group/contest', auth: 'login', body: adminContestBody });
export const groupDeleteContest = endpoint({ method: 'DELETE', path: '/api/group/contest', auth: 'login', query: cidQuery });
export const groupChangeContestVisible = endpoint({
  method: 'PUT',
  path: '/api/group/change-contest-visible',
  auth: 'login',
  query: z.object({ cid: idLike(), visible: boolLike() }),
});
export const groupGetContestProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-contest-problem-list',
  auth: 'login',
  query: adminGetContestProblemList.query,
  data: adminGetContestProblemList.data,
});
export const groupAddContestProblem = endpoint({
  method: 'POST',
  path: '/api/group/contest-problem',
  auth: 'login',
  body: adminContestProblemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
  data: z.object({ pid: z.number() }),
});
export const groupGetContestProblem = endpoint({
  method: 'GET',
  path: '/api/group/contest-problem',
  auth: 'login',
  query: z.object({ pid: idLike(), cid: idLike() }),
  data: contestProblemEntity,
});
export const groupUpdateContestProblem = endpoint({
  method: 'PUT',
  path: '/api/group/contest-problem',
  auth: 'login',
  body: adminSetContestProblemInfo.body,
  data: contestProblemEntity,
});
export const groupDeleteContestProblem = endpoint({
  method: 'DELETE',
  path: '/api/group/contest-problem',
  auth: 'login',
  query: z.object({ pid: idLike(), cid: idLike() }),
});
export const groupAddContestProblemFromPublic = endpoint({
  method: 'POST',
  path: '/api/group/add-contest-problem-from-public',
  auth: 'login',
  body: adminAddContestProblemFromPublic.body,
});
export const groupAddContestProblemFromGroup = endpoint({
  method: 'POST',
  path: '/api/group/add-contest-problem-from-group',
  auth: 'login',
  query: z.object({ problemId: z.string().trim().min(1, 'is required').max(64), cid: idLike(), displayId }),
});
export const groupGetContestAnnouncementList = endpoint({
  method: 'GET',
  path: '/api/group/get-contest-announcement-list',
  auth: 'login',
  query: adminGetContestAnnouncement.query,
  data: adminGetContestAnnouncement.data,
});
export const groupAddContestAnnouncement = endpoint({
  method: 'POST',
  path: '/api/group/contest-announcement',
  auth: 'login',
  body: adminAddContestAnnouncement.body,
});
export const groupUpdateContestAnnouncement = endpoint({
  method: 'PUT',
  path: '/api/group/contest-announcement',
  auth: 'login',
  body: adminAddContestAnnouncement.body,
});
export const groupDeleteContestAnnouncement = endpoint({
  method: 'DELETE',
  path: '/api/group/contest-announcement',
  auth: 'login',
  query: z.object({ aid: idLike(), cid: idLike() }),
});

// ── rank ─────────────────────────────────────────────────────────────────────

export const groupRankQuery = pageQuery(RankLimits.pageSize).extend({
  gid: idLike(),
  type: intLike().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')),
  searchUser: z
    .string()
    .trim()
    .max(RankLimits.searchMax)
    .optional()
    .transform((v) => v || undefined),
});
export const getGroupRankList = endpoint({
  method: 'GET',
  path: '/api/get-group-rank-list',
  auth: 'login',
  query: groupRankQuery,
  summary:
    "Members (auth 3–5) with ac, total and score over the group's submissions (§5.5); ACM: ac desc, total asc; OI: score desc, ac desc.",
  data: paged(oiRankVo),
});

// ── discussions (contract §2.10; behind the site switch openGroupDiscussion) ──

export const groupDiscussionListQuery = groupPage.extend({
  pid: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
});
/** A group discussion: the site's Discussion body with its gid; group admins may also set the status (0 normal, 1 disabled). */
export const groupDiscussionBody = discussionBody.extend({
  gid: idLike(),
  status: z.preprocess(
    emptyToUndefined,
    intLike().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).nullish(),
  ),
});
export type GroupDiscussionBody = z.infer<typeof groupDiscussionBody>;

export const groupGetDiscussionList = endpoint({
  method: 'GET',
  path: '/api/group/get-discussion-list',
  auth: 'login',
  query: groupDiscussionListQuery,
  data: paged(discussionVo),
});
export const groupGetAdminDiscussionList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-discussion-list',
  auth: 'login',
  query: groupPage,
  data: paged(discussionVo),
});
export const groupAddDiscussion = endpoint({
  method: 'POST',
  path: '/api/group/discussion',
  auth: 'login',
  body: groupDiscussionBody,
});
export const groupUpdateDiscussion = endpoint({
  method: 'PUT',
  path: '/api/group/discussion',
  auth: 'login',
  body: groupDiscussionBody.extend({ id: idLike() }).partial({ gid: true }),
});
export const groupDeleteDiscussion = endpoint({
  method: 'DELETE',
  path: '/api/group/discussion',
  auth: 'login',
  query: z.object({ did: idLike() }),
});
